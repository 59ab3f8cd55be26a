import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectConfig, startServer, type RunningServer } from '../../scripts/serve.mjs';
import { CONTENT_SECURITY_POLICY } from '../../netlify/csp.mjs';
import { apiProxyRules, readProxyRules } from '../../scripts/api-target.mjs';

let dir: string;
let server: RunningServer;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'powercheck-serve-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><html><head><title>x</title></head><body>app</body></html>');
  await writeFile(join(dir, 'assets', 'main-abc.js'), 'console.log("main");'.repeat(50));
  await mkdir(join(dir, 'pages', 'fr'), { recursive: true });
  await writeFile(join(dir, 'pages', 'nl.html'), '<!doctype html><html lang="nl"><head><title>nl</title></head><body>intro nl</body></html>');
  await writeFile(join(dir, 'pages', 'fr', 'results.html'), '<!doctype html><html lang="fr"><head><title>fr</title></head><body>results frame fr</body></html>');
  server = await startServer({ distDir: dir, offline: true, config: { projectKey: 'pc"<x>' }, env: {} });
});

afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

/** A raw GET that does not decompress, to see what the server really sends. */
function rawGet(path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('serve.mjs', () => {
  it('refuses to start with no API and no offline mode asked for', async () => {
    await expect(startServer({ distDir: dir, env: {} })).rejects.toThrow(/No collection API/);
  });

  it("passes /api/* on as the build's _redirects proxy rules say, with no API given at start", async () => {
    const api = createServer((incoming, response) => {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ path: incoming.url, key: incoming.headers['x-project-key'] }));
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
    const site = await mkdtemp(join(tmpdir(), 'powercheck-serve-site-'));
    await writeFile(join(site, 'index.html'), '<!doctype html><html><head></head><body>app</body></html>');
    await writeFile(join(site, '_redirects'), apiProxyRules({ TREESPONSE_API_ORIGIN: origin })!);
    const proxied = await startServer({ distDir: site, env: {} });
    try {
      const reply = await fetch(`${proxied.url}/api/v1/treesponders?x=1`, { method: 'POST', headers: { 'x-project-key': 'pc' } });
      expect(await reply.json()).toEqual({ path: '/api/v1/treesponders?x=1', key: 'pc' });
      expect(await (await fetch(`${proxied.url}/nl`)).text()).not.toContain('powercheck-config');
    } finally {
      await proxied.close();
      await new Promise((resolve) => api.close(resolve));
      await rm(site, { recursive: true, force: true });
    }
  });

  it('answers every app route with index.html, the runtime configuration and the security headers', async () => {
    for (const path of ['/', '/nl', '/fr/ecopower/?top_0=ecopower;90', '/no/such/page']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const html = await response.text();
      expect(html).toContain('<meta name="powercheck-config" content="{&quot;apiHost&quot;:null,&quot;projectKey&quot;:&quot;pc\\&quot;&lt;x&gt;&quot;}" />');
    }
  });

  it('answers a language page with its prerendered HTML (with the configuration), else with the app shell', async () => {
    const bodyOf = async (path: string) => {
      const html = await (await fetch(`${server.url}${path}`)).text();
      expect(html, path).toContain('<meta name="powercheck-config"');
      return /<body>(.*)<\/body>/.exec(html)?.[1];
    };
    expect(await bodyOf('/nl')).toBe('intro nl');
    expect(await bodyOf('/nl/?linkname=bp&p_id=7')).toBe('intro nl');
    expect(await bodyOf('/fr/ecopower/?top_0=ecopower;90')).toBe('results frame fr');
    // Not built here: the app shell answers.
    expect(await bodyOf('/de')).toBe('app');
    expect(await bodyOf('/')).toBe('app');
    expect(await bodyOf('/nl/a/b')).toBe('app');
  });

  it('serves hashed assets compressed and cached for good, and a missing asset as 404', async () => {
    const asset = await rawGet('/assets/main-abc.js', { 'accept-encoding': 'gzip' });
    expect(asset.status).toBe(200);
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(gunzipSync(asset.body).toString()).toContain('console.log("main")');
    expect((await rawGet('/assets/missing.js')).status).toBe(404);
    expect((await rawGet('/assets/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
  });

  it('refuses other methods on pages and validates the mail function', async () => {
    expect((await fetch(`${server.url}/nl`, { method: 'POST' })).status).toBe(405);
    const mail = await fetch(`${server.url}/.netlify/functions/send_profile`, { method: 'POST', body: '{"url":1}' });
    expect(mail.status).toBe(400);
    expect(await mail.json()).toMatchObject({ error: 'invalid_request' });
  });

  it('links result mails to its own address only, never to the Host a request names', async () => {
    const response = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const body = JSON.stringify({ url: 'http://evil.example/nl/eneco/?top_0=eneco%3B90', email: 'a@example.org', language: 'nl' });
      const req = request(`${server.url}/.netlify/functions/send_profile`, {
        method: 'POST',
        headers: { host: 'evil.example', 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      }, (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      });
      req.on('error', reject);
      req.end(body);
    });
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toMatchObject({ field: 'url', reason: `url must point to ${server.url}` });
  });

  it('refuses to start in production without RESULT_URL_ORIGINS', async () => {
    await expect(startServer({ distDir: dir, offline: true, env: { NODE_ENV: 'production' } })).rejects.toThrow(/RESULT_URL_ORIGINS must be set/);
    await expect(startServer({ distDir: dir, offline: true, env: {}, production: true })).rejects.toThrow(/RESULT_URL_ORIGINS must be set/);
    const configured = await startServer({ distDir: dir, offline: true, env: { NODE_ENV: 'production', RESULT_URL_ORIGINS: 'https://www.example.org' } });
    await configured.close();
  });

  it('caches each file once, however many slashes the path has', async () => {
    const before = process.memoryUsage().rss;
    for (let i = 1; i <= 300; i++) {
      const response = await rawGet(`${'/'.repeat(i)}assets${'/'.repeat(i)}main-abc.js`);
      expect(response.status).toBe(200);
    }
    expect(server.cachedFiles()).toBe(1);
    expect(process.memoryUsage().rss - before).toBeLessThan(64 * 1024 * 1024);
  });

  it('leaves index.html alone without configuration', () => {
    expect(injectConfig('<head></head>', {})).toBe('<head></head>');
  });
});

describe('the API proxy rules of a deploy build', () => {
  it('are written from TREESPONSE_API_ORIGIN and read back', () => {
    const rules = apiProxyRules({ TREESPONSE_API_ORIGIN: 'https://api.example.org/' });
    expect(rules).toBe('/api/*  https://api.example.org/api/:splat  200!\n/rails/*  https://api.example.org/rails/:splat  200!\n');
    expect(readProxyRules(rules!)).toEqual([
      { prefix: '/api/', target: 'https://api.example.org/api/' },
      { prefix: '/rails/', target: 'https://api.example.org/rails/' },
    ]);
  });

  it('are required unless offline mode is asked for, and must name an origin', () => {
    expect(() => apiProxyRules({})).toThrow(/TREESPONSE_API_ORIGIN.*VITE_TREESPONSE_OFFLINE=true/);
    expect(() => apiProxyRules({ TREESPONSE_API_ORIGIN: '  ' })).toThrow(/TREESPONSE_API_ORIGIN/);
    expect(() => apiProxyRules({ TREESPONSE_API_ORIGIN: 'https://api.example.org/api/v1' })).toThrow(/origin/);
    expect(() => apiProxyRules({ TREESPONSE_API_ORIGIN: 'ftp://api.example.org' })).toThrow(/origin/);
    expect(apiProxyRules({ VITE_TREESPONSE_OFFLINE: 'true' })).toBeNull();
  });
});
