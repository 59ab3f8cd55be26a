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

/**
 * The Request a Node request stands for. The origin comes from the Host header (http unless `protocol` says otherwise).
 * @param {import('node:http').IncomingMessage} req
 * @param {{ protocol?: 'http' | 'https' }} [options]
 * @returns {Promise<Request>}
 */
export async function toWebRequest(req, { protocol = 'http' } = {}) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else if (value !== undefined) headers.set(name, value);
  }
  const method = req.method ?? 'GET';
  let body;
  if (method !== 'GET' && method !== 'HEAD') {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    body = Buffer.concat(chunks);
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
 * A node:http request listener that runs a fetch-style handler. A handler that throws gives a 500 JSON answer.
 * @param {(request: Request) => Promise<Response>} handle
 * @param {{ protocol?: 'http' | 'https' }} [options]
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<void>}
 */
export function toNodeHandler(handle, options = {}) {
  return async (req, res) => {
    let response;
    try {
      response = await handle(await toWebRequest(req, options));
    } catch (error) {
      response = Response.json({ error: 'internal_error', reason: error instanceof Error ? error.message : String(error) }, { status: 500 });
    }
    await writeWebResponse(response, res);
  };
}
