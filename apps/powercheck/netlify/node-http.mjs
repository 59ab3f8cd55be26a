/**
 * Mounts a fetch-style handler (Request → Response), such as handleSendProfile, in a node:http server, so a local
 * server can answer /.netlify/functions/send_profile like Netlify does.
 *
 *   import { createServer } from 'node:http';
 *   import { handleSendProfile } from './netlify/functions/send_profile.mts';
 *   import { toNodeHandler } from './netlify/node-http.mjs';
 *   const sendProfile = toNodeHandler((request) => handleSendProfile(request, process.env));
 *   createServer((req, res) => req.url?.startsWith('/.netlify/functions/send_profile') ? sendProfile(req, res) : …);
 */

/** Largest body read by default: the endpoints mounted here take small JSON bodies. */
export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

/**
 * The Request a Node request stands for. The origin comes from the Host header (http unless `protocol` says otherwise);
 * handlers must not trust it (send_profile checks addresses against configured origins only).
 * A body above `maxBodyBytes` (default 64 kB) is not read further: the promise rejects with an error whose `status`
 * is 413, so a huge upload never sits in memory.
 * @param {import('node:http').IncomingMessage} req
 * @param {{ protocol?: 'http' | 'https', maxBodyBytes?: number }} [options]
 * @returns {Promise<Request>}
 */
export async function toWebRequest(req, { protocol = 'http', maxBodyBytes = DEFAULT_MAX_BODY_BYTES } = {}) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else if (value !== undefined) headers.set(name, value);
  }
  const method = req.method ?? 'GET';
  let body;
  if (method !== 'GET' && method !== 'HEAD') {
    const tooLarge = () => Object.assign(new Error(`Request body is larger than ${maxBodyBytes} bytes`), { status: 413 });
    if (Number(req.headers['content-length'] ?? 0) > maxBodyBytes) throw tooLarge();
    body = await new Promise((resolve, reject) => {
      const chunks = [];
      let size = 0;
      const onData = (chunk) => {
        size += chunk.length;
        if (size <= maxBodyBytes) return void chunks.push(chunk);
        // keep nothing more: the rest is discarded while the 413 (with Connection: close) is sent
        req.off('data', onData);
        chunks.length = 0;
        req.resume();
        reject(tooLarge());
      };
      req.on('data', onData);
      req.on('end', () => resolve(Buffer.concat(chunks)));
      req.on('error', reject);
    });
  }
  const url = new URL(req.url ?? '/', `${protocol}://${req.headers.host ?? '127.0.0.1'}`);
  return new Request(url, { method, headers, body });
}

/**
 * Writes a Response to a Node response.
 * @param {Response} response
 * @param {import('node:http').ServerResponse} res
 */
export async function writeWebResponse(response, res) {
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}

/**
 * A node:http request listener that runs a fetch-style handler, passing the client's address (the socket's; a
 * proxy's forwarded header is not trusted). A body above `maxBodyBytes` gets 413; a handler that throws gives a
 * 500 JSON answer.
 * @param {(request: Request, info: { clientAddress?: string }) => Promise<Response>} handle
 * @param {{ protocol?: 'http' | 'https', maxBodyBytes?: number }} [options]
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<void>}
 */
export function toNodeHandler(handle, options = {}) {
  return async (req, res) => {
    let response;
    try {
      response = await handle(await toWebRequest(req, options), { clientAddress: req.socket.remoteAddress });
    } catch (error) {
      const status = error && typeof error === 'object' && error.status === 413 ? 413 : 500;
      response = Response.json(
        { error: status === 413 ? 'invalid_request' : 'internal_error', reason: error instanceof Error ? error.message : String(error) },
        { status, headers: status === 413 ? { connection: 'close' } : {} },
      );
    }
    await writeWebResponse(response, res);
  };
}
