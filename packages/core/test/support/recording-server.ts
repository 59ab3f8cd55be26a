/**
 * A real HTTP server on 127.0.0.1 (random port) that records every request it receives (method, path, headers,
 * raw body) and answers with whatever the current test's handler says.
 */
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** Raw body bytes. */
  raw: Buffer;
  /** Body as text. */
  body: string;
}

export type Handler = (request: RecordedRequest, response: ServerResponse, incoming: IncomingMessage) => void;

export interface RecordingServer {
  /** http://127.0.0.1:{port} */
  origin: string;
  requests: RecordedRequest[];
  /** Replace the answering function. */
  handle(handler: Handler): void;
  close(): Promise<void>;
}

/** Reply with JSON (or no body when `body` is undefined). */
export function sendJson(response: ServerResponse, status: number, body?: unknown, headers: Record<string, string> = {}) {
  if (body === undefined) {
    response.writeHead(status, headers).end();
    return;
  }
  response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
}

export async function startRecordingServer(): Promise<RecordingServer> {
  const requests: RecordedRequest[] = [];
  let handler: Handler = (_request, response) => sendJson(response, 404, { error: 'no handler' });
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const raw = Buffer.concat(chunks);
      const recorded: RecordedRequest = {
        method: incoming.method ?? '',
        path: incoming.url ?? '',
        headers: incoming.headers,
        raw,
        body: raw.toString('utf8'),
      };
      requests.push(recorded);
      handler(recorded, response, incoming);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    handle(next) {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
