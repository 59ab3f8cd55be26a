/** Serves the built dashboard (dist/admin): index.html for /admin/ and any page path, files under assets/. */
import { createReadStream, existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HttpError } from '../http.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json; charset=utf-8',
};

/** dist/admin next to the bundled dist/index.js, or the package's dist/admin when running from src/admin. */
function defaultUiDir(): string {
  const candidates = [new URL('./admin/', import.meta.url), new URL('../../dist/admin/', import.meta.url)].map((url) => fileURLToPath(url));
  return candidates.find((dir) => existsSync(join(dir, 'index.html'))) ?? candidates[0]!;
}

let cachedDefault: string | undefined;

export const DASHBOARD_CSP =
  "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; connect-src 'self'; " +
  "frame-ancestors 'none'; base-uri 'none'; form-action 'self'; object-src 'none'";

export async function serveDashboardFile(req: IncomingMessage, res: ServerResponse, path: string[], uiDir?: string): Promise<void> {
  const root = resolve(uiDir ?? (cachedDefault ??= defaultUiDir()));
  const isAsset = path[0] === 'assets' && path.length === 2;
  const file = resolve(root, ...(isAsset ? path : ['index.html']));
  if (!file.startsWith(root + sep)) throw new HttpError(404, { error: 'Not found' });
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) {
    if (isAsset) throw new HttpError(404, { error: 'Not found' });
    throw new HttpError(503, { error: 'The dashboard is not built: run the build of @treesponse/api' });
  }
  res.writeHead(200, {
    'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
    'Content-Length': info.size,
    // file names under assets/ carry a content hash
    'Cache-Control': isAsset ? 'public, max-age=31536000, immutable' : 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'same-origin',
    'Content-Security-Policy': DASHBOARD_CSP,
  });
  if (req.method === 'HEAD') return void res.end();
  createReadStream(file).pipe(res);
}
