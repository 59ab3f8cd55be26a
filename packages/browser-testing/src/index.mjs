/**
 * Chromium (through playwright-core), a static file server on 127.0.0.1 and axe checks, shared by the tests,
 * benchmarks and scripts of the workspace. Plain JavaScript so that node scripts and vitest use it without a build.
 */
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { chromium } from 'playwright-core';

/** The Chromium binary: CHROME_PATH, else Debian's /usr/bin/chromium. */
export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

/** Headless, sandbox-free and quiet: no network traffic of its own (updates, sync, QUIC). */
export const CHROMIUM_ARGS = Object.freeze([
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]);

/** The axe rule tags of WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_22_AA_TAGS = Object.freeze(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);

/** Content types by file extension; anything else is served as application/octet-stream. */
export const CONTENT_TYPES = Object.freeze({
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
});

/** Starts Chromium with CHROMIUM_ARGS; fails with a clear message when the binary is missing. */
export async function launchChromium(options = {}) {
  const executablePath = options.executablePath ?? CHROMIUM_PATH;
  if (!existsSync(executablePath)) {
    throw new Error(
      `Chromium was not found at ${executablePath}: install Debian's chromium (apt-get install chromium) or set CHROME_PATH.`,
    );
  }
  return chromium.launch({ ...options, executablePath, args: [...CHROMIUM_ARGS, ...(options.args ?? [])] });
}

async function isFile(file) {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** Serves the files of `dir` on 127.0.0.1 at a free port. */
export async function serveStatic(dir, options = {}) {
  const root = resolve(dir);
  const headers = options.headers ?? {};
  const server = createServer(async (request, response) => {
    try {
      const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
      let file = normalize(join(root, pathname));
      if (file !== root && !file.startsWith(root + sep)) {
        response.writeHead(403, headers).end();
        return;
      }
      if (!(await isFile(file))) file = join(file, 'index.html');
      // A path that is no file is an address of a single-page app: its index.html answers it.
      if (!(await isFile(file)) && options.spaFallback) file = join(root, 'index.html');
      if (!(await isFile(file))) {
        response.writeHead(404, headers).end();
        return;
      }
      const body = await readFile(file);
      response.writeHead(200, {
        ...headers,
        'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
        'content-length': body.length,
      });
      response.end(request.method === 'HEAD' ? undefined : body);
    } catch {
      // Malformed percent-encoding in the address.
      if (!response.headersSent) response.writeHead(400, headers).end();
      else response.destroy();
    }
  });
  await new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => done(undefined));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done(undefined));
      }),
  };
}

/** Runs axe on the page with the given rule tags (default WCAG 2.2 AA) and returns its violations. */
export async function runAxe(page, options = {}) {
  const result = await new AxeBuilder({ page }).withTags([...(options.tags ?? WCAG_22_AA_TAGS)]).analyze();
  return result.violations;
}
