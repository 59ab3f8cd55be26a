import type { IncomingMessage, ServerResponse } from 'node:http';

/** Options of the node:http adapter. */
export interface NodeHandlerOptions {
  /** Scheme of the Request's address (default 'http'); the host comes from the Host header. */
  readonly protocol?: 'http' | 'https';
  /** Largest body read, in bytes (default 64 kB); a larger one gets 413 and is not read further. */
  readonly maxBodyBytes?: number;
}
/** Largest body read by default (64 kB). */
export const DEFAULT_MAX_BODY_BYTES: number;
/** The Request a Node request stands for (body read for methods other than GET and HEAD). */
export function toWebRequest(req: IncomingMessage, options?: NodeHandlerOptions): Promise<Request>;
/** Writes a Response to a Node response. */
export function writeWebResponse(response: Response, res: ServerResponse): Promise<void>;
/** A node:http request listener that runs a fetch-style handler; a handler that throws gives a 500 JSON answer. */
export function toNodeHandler(
  handle: (request: Request, info: { clientAddress?: string }) => Promise<Response>,
  options?: NodeHandlerOptions,
): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
