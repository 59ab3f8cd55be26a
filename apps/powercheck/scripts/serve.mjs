#!/usr/bin/env node
/**
 * Serves the production build (dist/) the way the hosting does: hashed assets with long caching, the language
 * pages from their prerendered HTML (scripts/prerendered-pages.mjs, as netlify.toml's rewrites do), every other path
 * falls back to the app (index.html), the security headers and CSP of netlify/csp.mjs on every response, gzip, and
 * POST /.netlify/functions/send_profile handled by the same code as the Netlify function.
 *
 * The app calls the collection API on its own origin, so the server must know where to pass /api/* and /rails/* on:
 * --api (or the proxy rules of a `_redirects` file in the served folder, as a Netlify deploy build writes them).
 * Without either it refuses to start, unless --offline asks for offline mode (nothing leaves the browser). It
 * injects runtime configuration into index.html as <meta name="powercheck-config">, so one build can be pointed at
 * any API without rebuilding.
 *
 *   node scripts/serve.mjs (--api http://127.0.0.1:3100 | --offline) [--port 4173] [--host 127.0.0.1] [--project-key powercheck]
 *
 * As a proxy it decides who the client is and tells the API: the socket's address (or, with TRUSTED_PROXIES=N when
 * it sits behind N proxies of its own, the address N hops back in their X-Forwarded-For), appended to the
 * X-Forwarded-For it passes on, so an API started with TRUSTED_PROXIES=1 counts its limits per real client whatever
 * a client writes in that header. It also limits each client itself: at most 600 requests a minute to the API
 * (SERVE_REQUESTS_PER_CLIENT_PER_MINUTE), 429 with Retry-After beyond, and the mail function's per-client limit
 * counts the same address.
 *
 * Needs Node 22.18+ (the mail function is TypeScript, loaded with Node's type stripping).
 */
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { dirname, extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { securityHeaders } from '../netlify/csp.mjs';
import { API_PATHS, readProxyRules } from './api-target.mjs';
import { prerenderedFileFor } from './prerendered-pages.mjs';

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

const COMPRESSIBLE = /^(text\/|application\/(json|manifest)|image\/svg)/;
const SEND_PROFILE_PATH = '/.netlify/functions/send_profile';
/** Largest request body forwarded to the API (uploads are limited there too). */
const MAX_PROXY_BODY_BYTES = 12 * 1024 * 1024;
/** Requests one client may send to the API per minute, by default: far above a visitor's handful. */
const DEFAULT_REQUESTS_PER_CLIENT_PER_MINUTE = 600;

/**
 * The client's address: the socket's, or with `trustedProxies` > 0 the address that many hops back in the
 * X-Forwarded-For those proxies wrote (anything a client writes in front of it is ignored).
 */
export function clientAddressOf(request, trustedProxies = 0) {
  const socket = request.socket.remoteAddress ?? 'unknown';
  if (trustedProxies <= 0) return socket;
  const header = request.headers['x-forwarded-for'];
  const hops = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').map((hop) => hop.trim()).filter(Boolean);
  return hops[hops.length - trustedProxies] ?? socket;
}

function escapeAttribute(value) {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** index.html with the runtime configuration meta tag (when there is any). */
export function injectConfig(html, config) {
  if (!config || Object.keys(config).length === 0) return html;
  const tag = `<meta name="powercheck-config" content="${escapeAttribute(JSON.stringify(config))}" />`;
  return html.replace('</head>', `    ${tag}\n  </head>`);
}

async function readBody(request, limit) {
  const chunks = [];
  let size = 0;
  for await (const chunk of request) {
    size += chunk.length;
    if (size > limit) throw Object.assign(new Error('Request body too large'), { status: 413 });
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * Starts the server. Resolves once it listens.
 * @param {object} [options]
 * @param {number} [options.port] 0 (default) picks a free port.
 * @param {string} [options.host] Default 127.0.0.1.
 * @param {string} [options.distDir] Default the app's dist/.
 * @param {string} [options.apiTarget] Origin of a collection API server: /api/* and /rails/* are forwarded there.
 * @param {boolean} [options.offline] No API: the app runs in offline mode (must be asked for).
 * @param {Record<string, unknown>} [options.config] Extra runtime configuration for the app (see src/config.ts).
 * @param {Record<string, string | undefined>} [options.env] Environment of the mail function (default process.env).
 *   Without RESULT_URL_ORIGINS the mail may link to this server's own address only.
 * @param {boolean} [options.production] Refuse to start without RESULT_URL_ORIGINS (default: NODE_ENV is production).
 * @param {number} [options.trustedProxies] Proxies of its own in front of this server (default env TRUSTED_PROXIES, else 0).
 * @param {number} [options.requestsPerClientPerMinute] Requests one client may send to the API (default env
 *   SERVE_REQUESTS_PER_CLIENT_PER_MINUTE, else 600).
 * @returns {Promise<{ url: string, port: number, cachedFiles(): number, close(): Promise<void> }>}
 */
export async function startServer(options = {}) {
  const distDir = options.distDir ?? join(appDir, 'dist');
  const env = options.env ?? process.env;
  const config = { ...(options.offline ? { apiHost: null } : options.apiTarget ? { apiHost: '/' } : {}), ...options.config };
  /** Where /api/* and /rails/* go: --api, else the proxy rules the deploy build wrote into `_redirects`. */
  const proxyRules = options.apiTarget
    ? API_PATHS.map((prefix) => ({ prefix, target: new URL(prefix, options.apiTarget).href }))
    : readProxyRules(await readFile(join(distDir, '_redirects'), 'utf8').catch(() => ''));
  const sameOriginApi = config.apiHost === undefined || config.apiHost === '/';
  if (sameOriginApi && proxyRules.length === 0) {
    throw new Error(
      `No collection API to pass /api on to: give apiTarget (--api URL), serve a deploy build with its _redirects, ` +
        `or ask for offline mode (offline: true, --offline).`,
    );
  }
  const apiOrigins =
    typeof config.apiHost === 'string' && /^https?:\/\//.test(config.apiHost) ? [new URL(config.apiHost).origin] : [];
  const headers = securityHeaders({ apiOrigins });
  const { handleSendProfile } = await import('../netlify/functions/lib/send-profile.ts');
  // Result addresses in mails may only point to configured origins, never to whatever Host a request names.
  // In production they must be configured; locally the server's own address is the default.
  if (!env.RESULT_URL_ORIGINS?.trim() && (options.production ?? env.NODE_ENV === 'production')) {
    throw new Error('RESULT_URL_ORIGINS must be set in production: the origins of the results pages linked in result mails');
  }
  let mailEnv = env;
  const trustedProxies = options.trustedProxies ?? (Number(env.TRUSTED_PROXIES) || 0);
  const requestsPerMinute =
    options.requestsPerClientPerMinute ?? (Number(env.SERVE_REQUESTS_PER_CLIENT_PER_MINUTE) || DEFAULT_REQUESTS_PER_CLIENT_PER_MINUTE);
  const { createMemoryLimiter } = await import('../netlify/functions/lib/send-profile.ts');
  const clientLimiter = createMemoryLimiter();

  const indexHtml = injectConfig(await readFile(join(distDir, 'index.html'), 'utf8'), config);
  const cache = new Map();

  // Keyed by the file, not the request path: '/assets//a.js' and '/assets/a.js' share one entry, so the cache
  // holds at most the files of dist/.
  async function loadFile(pathname) {
    const relative = normalize(decodeURIComponent(pathname)).replace(/^([/\\])+/, '');
    const file = join(distDir, relative);
    if (!file.startsWith(distDir + sep)) return null;
    if (cache.has(file)) return cache.get(file);
    try {
      if (!(await stat(file)).isFile()) return null;
    } catch {
      return null;
    }
    const body = await readFile(file);
    const type = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';
    const entry = { body, type, gzipped: COMPRESSIBLE.test(type) ? gzipSync(body, { level: 9 }) : null };
    cache.set(file, entry);
    return entry;
  }

  const htmlEntry = (html) => ({ body: Buffer.from(html), type: CONTENT_TYPES['.html'], gzipped: gzipSync(Buffer.from(html), { level: 9 }) });
  const indexEntry = htmlEntry(indexHtml);
  const pageEntries = new Map();

  /** A prerendered page with the runtime configuration, or the app shell when the build has none for the path. */
  async function appPage(pathname) {
    const file = prerenderedFileFor(pathname);
    if (!file) return indexEntry;
    if (!pageEntries.has(file)) {
      const html = await readFile(join(distDir, file), 'utf8').catch(() => null);
      pageEntries.set(file, html === null ? indexEntry : htmlEntry(injectConfig(html, config)));
    }
    return pageEntries.get(file);
  }

  function send(request, response, status, entry, extraHeaders = {}) {
    const acceptsGzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    const body = acceptsGzip && entry.gzipped ? entry.gzipped : entry.body;
    response.writeHead(status, {
      ...headers,
      'content-type': entry.type,
      'content-length': body.length,
      ...(acceptsGzip && entry.gzipped ? { 'content-encoding': 'gzip' } : {}),
      vary: 'accept-encoding',
      ...extraHeaders,
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  }

  function sendText(response, status, text, extraHeaders = {}) {
    response.writeHead(status, { ...headers, 'content-type': 'text/plain; charset=utf-8', ...extraHeaders });
    response.end(text);
  }

  async function sendProfile(request, response, origin, mailEnv) {
    const body = await readBody(request, 64 * 1024);
    const webRequest = new Request(new URL(request.url, origin), {
      method: request.method,
      headers: Object.entries(request.headers).flatMap(([name, value]) =>
        Array.isArray(value) ? value.map((item) => [name, item]) : value === undefined ? [] : [[name, value]],
      ),
      body: request.method === 'GET' || request.method === 'HEAD' ? undefined : body,
    });
    // the client by the one rule (behind a proxy on this machine, set TRUSTED_PROXIES or every client shares its address)
    const result = await handleSendProfile(webRequest, mailEnv, { clientAddress: clientAddressOf(request, trustedProxies) });
    const outHeaders = { ...headers };
    result.headers.forEach((value, name) => {
      outHeaders[name] = value;
    });
    response.writeHead(result.status, outHeaders);
    response.end(Buffer.from(await result.arrayBuffer()));
  }

  async function proxy(request, response, rule) {
    const client = clientAddressOf(request, trustedProxies);
    const allowed = clientLimiter.hit(`client:${client}`, requestsPerMinute, 60_000);
    if (!allowed.ok) {
      request.resume();
      sendText(response, 429, 'Too many requests, try again later', { 'retry-after': String(allowed.retryAfterSeconds) });
      return;
    }
    const body = ['GET', 'HEAD'].includes(request.method) ? undefined : await readBody(request, MAX_PROXY_BODY_BYTES);
    const forwarded = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (['host', 'connection', 'content-length', 'accept-encoding'].includes(name) || value === undefined) continue;
      forwarded[name] = Array.isArray(value) ? value.join(', ') : value;
    }
    // the API trusts the last hop (TRUSTED_PROXIES=1): the client this server saw, after whatever the header held
    forwarded['x-forwarded-for'] = forwarded['x-forwarded-for'] ? `${forwarded['x-forwarded-for']}, ${client}` : client;
    const incoming = new URL(request.url, 'http://localhost');
    const upstream = await fetch(rule.target + incoming.pathname.slice(rule.prefix.length) + incoming.search, {
      method: request.method,
      headers: forwarded,
      body,
      redirect: 'manual',
    });
    const outHeaders = {};
    upstream.headers.forEach((value, name) => {
      if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name)) outHeaders[name] = value;
    });
    const payload = Buffer.from(await upstream.arrayBuffer());
    response.writeHead(upstream.status, { ...outHeaders, 'content-length': payload.length });
    response.end(payload);
  }

  const server = createServer(async (request, response) => {
    const origin = `http://${request.headers.host ?? 'localhost'}`;
    let pathname;
    try {
      pathname = new URL(request.url ?? '/', origin).pathname;
    } catch {
      sendText(response, 400, 'Bad request');
      return;
    }
    try {
      if (pathname === SEND_PROFILE_PATH) {
        await sendProfile(request, response, origin, mailEnv);
        return;
      }
      const rule = proxyRules.find(({ prefix }) => pathname.startsWith(prefix));
      if (rule) {
        await proxy(request, response, rule);
        return;
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        sendText(response, 405, 'Method not allowed', { allow: 'GET, HEAD' });
        return;
      }
      if (pathname === '/index.html') {
        send(request, response, 200, indexEntry, { 'cache-control': 'no-cache' });
        return;
      }
      const file = pathname.endsWith('/') ? null : await loadFile(pathname);
      if (file) {
        const immutable = pathname.startsWith('/assets/');
        send(request, response, 200, file, { 'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache' });
        return;
      }
      if (pathname.startsWith('/assets/')) {
        sendText(response, 404, 'Not found');
        return;
      }
      // Every other address is a route of the app: its prerendered page, else the app shell.
      send(request, response, 200, await appPage(pathname), { 'cache-control': 'no-cache' });
    } catch (error) {
      const status = error && typeof error === 'object' && 'status' in error ? error.status : 502;
      if (!response.headersSent) sendText(response, status, status === 413 ? 'Request body too large' : 'Bad gateway');
      else response.destroy();
      if (status >= 500) console.error('[serve]', error);
    }
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const host = options.host ?? '127.0.0.1';
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  if (!env.RESULT_URL_ORIGINS?.trim()) mailEnv = { ...env, RESULT_URL_ORIGINS: url };
  return {
    url,
    port,
    cachedFiles: () => cache.size,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: process.env.PORT ?? '4173' },
      host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
      api: { type: 'string' },
      offline: { type: 'boolean', default: false },
      'project-key': { type: 'string' },
    },
  });
  const config = values['project-key'] ? { projectKey: values['project-key'] } : {};
  const server = await startServer({
    port: Number(values.port),
    host: values.host,
    apiTarget: values.api,
    offline: values.offline,
    config,
  });
  console.log(`powercheck served at ${server.url}`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
