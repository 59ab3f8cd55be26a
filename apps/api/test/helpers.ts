import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { connect } from 'node:net';
import { join } from 'node:path';
import type { ApiServer } from '../src/index.js';

export interface Reply {
  status: number;
  body: unknown;
  headers: Headers;
}

/** A JSON call to the server, returning status and parsed body (or the text when it is not JSON). */
export async function call(
  server: ApiServer,
  method: string,
  path: string,
  options: { key?: string; token?: string; body?: unknown; raw?: string; headers?: Record<string, string> } = {},
): Promise<Reply> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.key) headers['x-project-key'] = options.key;
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = JSON.stringify(options.body);
  } else if (options.raw !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = options.raw;
  }
  const response = await fetch(`${server.url}${path}`, { method, headers, body });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = text;
  }
  return { status: response.status, body: parsed, headers: response.headers };
}

export async function newTreesponder(server: ApiServer, key: string): Promise<{ publicId: string; token: string }> {
  const reply = await call(server, 'POST', '/api/v1/treesponders', { key });
  if (reply.status !== 201) throw new Error(`treesponder not created: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body as { publicId: string; token: string };
}

export function md5Base64(data: Uint8Array | string): string {
  return createHash('md5').update(data).digest('base64');
}

/** Blob bytes the server holds: files under its blob and temporary folders, or rows of blob_contents. */
export async function storedFiles(server: ApiServer): Promise<string[]> {
  if (server.blobStorage === 'database') {
    const { rows } = await server.db.query<{ name: string }>(
      `SELECT 'blobs/' || b.key AS name FROM blob_contents c JOIN blobs b ON b.id = c.blob_id ORDER BY 1`,
    );
    return rows.map((row) => row.name);
  }
  const list = async (dir: string) => (await readdir(join(server.dataDir, dir)).catch(() => [])).map((f) => `${dir}/${f}`);
  return [...(await list('blobs')), ...(await list('tmp'))];
}

/**
 * Sends a request whose Content-Length promises more bytes than are sent, then closes the connection.
 * Resolves when the socket is closed.
 */
export function sendCutOffRequest(
  server: ApiServer,
  path: string,
  headers: Record<string, string>,
  body: Uint8Array,
  declaredLength: number,
  method = 'PUT',
) {
  const { hostname, port } = new URL(server.url);
  return new Promise<void>((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      const head = [`${method} ${path} HTTP/1.1`, `Host: ${hostname}:${port}`, `Content-Length: ${declaredLength}`];
      for (const [name, value] of Object.entries(headers)) head.push(`${name}: ${value}`);
      socket.write(`${head.join('\r\n')}\r\n\r\n`);
      socket.write(body, () => setTimeout(() => socket.destroy(), 50));
    });
    socket.on('error', reject);
    socket.on('close', () => resolve());
  });
}

/** Polls until `check` passes or the time is up (for work the server finishes after a connection drops). */
export async function eventually(check: () => Promise<void>, timeoutMs = 3000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

/** Latencies of a public request repeated while some work runs, and how fast it was before (the machine's slowness). */
export interface LatencyDuring<T> {
  result: T;
  /** How long the work took, in ms. */
  workMs: number;
  /** The request's latencies during the work, sorted, in ms. */
  latencies: number[];
  p99: number;
  /** The median of ten requests before the work, in ms (a loaded machine gets more room in the assertions). */
  slowness: number;
}

/** Repeats `request` (which checks its own answer) while `work` runs; see LatencyDuring. */
export async function latencyDuring<T>(request: () => Promise<void>, work: () => Promise<T>): Promise<LatencyDuring<T>> {
  const idle: number[] = [];
  for (let i = 0; i < 10; i++) {
    const started = performance.now();
    await request();
    idle.push(performance.now() - started);
  }
  const latencies: number[] = [];
  let done = false;
  const visitor = (async () => {
    while (!done) {
      const started = performance.now();
      await request();
      latencies.push(performance.now() - started);
    }
  })();
  const started = performance.now();
  let result: T;
  let workMs: number;
  try {
    result = await work();
    workMs = performance.now() - started;
  } finally {
    done = true;
    await visitor;
  }
  latencies.sort((a, b) => a - b);
  const p99 = latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))]!;
  return { result, workMs, latencies, p99, slowness: idle.sort((a, b) => a - b)[5]! };
}
