/**
 * What the Chromium tests of survey pages share: a page of `test/pages/{name}` built with Vite from the package's
 * sources, and a server of the test's own on 127.0.0.1 that answers any origin and records every request.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAndServe, type BuiltPage } from './vitePage.js';

const SRC = fileURLToPath(new URL('../src', import.meta.url));
/** Where screenshots go. */
export const RESULTS = fileURLToPath(new URL('../test-results', import.meta.url));

/** The folder of a test page, e.g. `pageDir('offline')`. */
export const pageDir = (name: string) => fileURLToPath(new URL(`./pages/${name}`, import.meta.url));

/** Builds and serves `test/pages/{name}/index.html`, `@treesponse/react` taken from the sources. */
export function buildSurveyPage(
  name: string,
  options: { afterBuild?: (outDir: string) => void | Promise<void>; alias?: { find: RegExp; replacement: string }[] } = {},
): Promise<BuiltPage> {
  const { alias = [], ...rest } = options;
  return buildAndServe(pageDir(name), 'index.html', {
    ...rest,
    alias: [
      ...alias,
      { find: '@treesponse/react/styles.css', replacement: fileURLToPath(new URL('./surveyLook.css', import.meta.url)) },
      { find: /^@treesponse\/react$/, replacement: join(SRC, 'index.ts') },
    ],
  });
}

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The body as text. */
  body: string;
  /** The body parsed as JSON, or null when it is empty or not JSON. */
  json: Record<string, unknown> | null;
}

export interface LoopbackServer {
  /** http://127.0.0.1:{port} */
  origin: string;
  received: ReceivedRequest[];
  close(): Promise<void>;
}

/** Answers a request with a status and a JSON body (none when `body` is undefined). */
export type Reply = (status: number, body?: unknown) => void;

/** A server on 127.0.0.1 that answers preflights for any origin and every other request with `answer`. */
export async function startLoopbackServer(answer: (request: ReceivedRequest, reply: Reply) => void): Promise<LoopbackServer> {
  const received: ReceivedRequest[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const cors = {
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'GET, POST, PATCH, PUT',
        'access-control-allow-headers': request.headers['access-control-request-headers'] ?? '',
      };
      if (request.method === 'OPTIONS') return void response.writeHead(204, cors).end();
      const body = Buffer.concat(chunks).toString('utf8');
      let json: Record<string, unknown> | null;
      try {
        json = body ? (JSON.parse(body) as Record<string, unknown>) : null;
      } catch {
        json = null;
      }
      const recorded = { method: request.method ?? '', path: request.url ?? '', headers: request.headers, body, json };
      received.push(recorded);
      answer(recorded, (status, reply) =>
        response
          .writeHead(status, { ...cors, ...(reply === undefined ? {} : { 'content-type': 'application/json' }) })
          .end(reply === undefined ? undefined : JSON.stringify(reply)),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
