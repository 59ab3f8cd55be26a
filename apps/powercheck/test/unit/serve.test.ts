import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectConfig, startServer, type RunningServer } from '../../scripts/serve.mjs';
import { CONTENT_SECURITY_POLICY } from '../../netlify/csp.mjs';

let dir: string;
let server: RunningServer;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'powercheck-serve-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><html><head><title>x</title></head><body>app</body></html>');
  await writeFile(join(dir, 'assets', 'main-abc.js'), 'console.log("main");'.repeat(50));
  server = await startServer({ distDir: dir, config: { projectKey: 'pc"<x>' }, env: {} });
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
  it('answers every app route with index.html, the runtime configuration and the security headers', async () => {
    for (const path of ['/', '/nl', '/fr/ecopower/?top_0=ecopower;90', '/no/such/page']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const html = await response.text();
      expect(html).toContain('<meta name="powercheck-config" content="{&quot;projectKey&quot;:&quot;pc\\&quot;&lt;x&gt;&quot;}" />');
    }
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
    await expect(startServer({ distDir: dir, env: { NODE_ENV: 'production' } })).rejects.toThrow(/RESULT_URL_ORIGINS must be set/);
    await expect(startServer({ distDir: dir, env: {}, production: true })).rejects.toThrow(/RESULT_URL_ORIGINS must be set/);
    const configured = await startServer({ distDir: dir, env: { NODE_ENV: 'production', RESULT_URL_ORIGINS: 'https://www.example.org' } });
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
