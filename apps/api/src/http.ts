/** Small HTTP helpers on node:http: JSON bodies with a size limit, JSON answers, CORS headers. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { WIRE_REQUEST_HEADERS } from '@treesponse/core/wire';

/** An error answered with its status and a JSON body. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    /** Extra response headers, e.g. Retry-After. */
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body === 'object' && body !== null && 'error' in body ? String((body as { error: unknown }).error) : `HTTP ${status}`);
  }
}

export const notAuthorized = () => new HttpError(401, { error: 'Not authorized' });
export const notFound = () => new HttpError(404, { error: 'Not found' });

export const CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PATCH, PUT, OPTIONS',
  'Access-Control-Allow-Headers': WIRE_REQUEST_HEADERS.join(', '),
  'Access-Control-Max-Age': '600',
  'Access-Control-Expose-Headers': 'Retry-After',
};

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  if (res.headersSent || res.destroyed) return;
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...CORS_HEADERS,
    ...headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
  });
  res.end(text);
}

export function sendEmpty(res: ServerResponse, status: number, headers: Record<string, string> = {}): void {
  if (res.headersSent || res.destroyed) return;
  res.writeHead(status, { ...CORS_HEADERS, ...headers });
  res.end();
}

/**
 * Reads the rest of a request without keeping it, so a refusal sent early can still be read by the client;
 * a body far over the limit gets the connection closed instead.
 */
export function drain(req: IncomingMessage, maxBytes: number): Promise<void> {
  return new Promise((resolve) => {
    if (req.readableEnded || req.destroyed) return resolve();
    let seen = 0;
    req.on('data', (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > maxBytes) {
        req.destroy();
        resolve();
      }
    });
    req.on('end', () => resolve());
    req.on('error', () => resolve());
    req.on('close', () => resolve());
    req.resume();
  });
}

const JSON_TYPE = /^application\/([\w.+-]+\+)?json\s*(;|$)/i;

/** Parses a JSON body of at most `limit` bytes; an empty body is `undefined`. */
export async function readJson(req: IncomingMessage, limit: number): Promise<unknown> {
  return (await readJsonBody(req, limit)).value;
}

/** Like readJson, also giving the size of the body in bytes (what the write limits count). */
export async function readJsonBody(req: IncomingMessage, limit: number): Promise<{ value: unknown; bytes: number }> {
  const contentType = req.headers['content-type'];
  const tooLarge = () =>
    new HttpError(413, { error: `Request body is too large (limit ${limit} bytes)` });
  const declared = Number(req.headers['content-length'] ?? NaN);
  if (contentType !== undefined && !JSON_TYPE.test(contentType)) {
    await drain(req, limit * 4);
    throw new HttpError(415, { error: 'Content-Type must be application/json' });
  }
  if (declared > limit) {
    await drain(req, limit * 16);
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  const outcome = await new Promise<'complete' | 'too large' | 'cut off'>((resolve) => {
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      req.off('data', onData);
      chunks.length = 0;
      void drain(req, limit * 16).then(() => resolve('too large'));
    };
    const finish = (outcome: 'complete' | 'cut off') => resolve(size > limit ? 'too large' : outcome);
    req.on('data', onData);
    req.on('end', () => finish('complete'));
    req.on('error', () => finish('cut off'));
    req.on('close', () => finish(req.complete ? 'complete' : 'cut off'));
  });
  if (outcome === 'too large') throw tooLarge();
  if (outcome === 'cut off') throw new HttpError(400, { error: 'Request body was cut off' });
  const body = Buffer.concat(chunks);
  const text = body.toString('utf8').trim();
  if (text === '') return { value: undefined, bytes: body.length };
  // a body must say it is JSON: a form or text post from another page cannot pass as one
  if (contentType === undefined) throw new HttpError(415, { error: 'Content-Type must be application/json' });
  try {
    return { value: JSON.parse(text) as unknown, bytes: body.length };
  } catch (error) {
    throw new HttpError(400, { error: `Malformed JSON: ${(error as Error).message}` });
  }
}

/** The token of an `Authorization: Bearer ...` header, or null. */
export function bearerToken(req: IncomingMessage): string | null {
  const header = req.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match ? match[1]! : null;
}

/**
 * How long a download may wait for its client to take the next piece, by default: a client that reads nothing for
 * this long is cut off (see writeDrained).
 */
export const DOWNLOAD_STALL_MS = 60_000;

/** A download whose client took nothing for `stallMs` (see writeDrained). */
export class DownloadStalled extends Error {
  constructor(readonly stallMs: number) {
    super(`the client read nothing for ${stallMs} ms: the download was cut off`);
  }
}

/**
 * Writes `chunks` to `res` and ends it, asking for the next chunk only once the socket took the previous one (its
 * `drain`), so a download held back by a slow client holds one piece in memory, and the pieces already written are
 * garbage at once. Stops reading (ending the source) when the client goes away, and cuts the connection (throwing
 * DownloadStalled) when the client takes nothing for `stallMs`: an export holds the embedded database's compaction
 * while it runs, and a client that stopped reading would hold it for good.
 */
export async function writeDrained(res: ServerResponse, chunks: AsyncIterable<string | Buffer>, stallMs = DOWNLOAD_STALL_MS): Promise<void> {
  for await (const chunk of chunks) {
    if (res.destroyed) throw new Error('the client went away');
    if (!res.write(chunk)) await drained(res, stallMs);
  }
  await new Promise<void>((resolve, reject) => res.end((error?: Error | null) => (error ? reject(error) : resolve())));
}

function drained(res: ServerResponse, stallMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const settle = (error?: Error) => {
      clearTimeout(stalled);
      res.off('drain', onDrain);
      res.off('close', onClose);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => settle();
    const onClose = () => settle(new Error('the client went away'));
    const stalled = setTimeout(() => {
      settle(new DownloadStalled(stallMs));
      res.destroy();
    }, stallMs);
    res.on('drain', onDrain);
    res.on('close', onClose);
  });
}
