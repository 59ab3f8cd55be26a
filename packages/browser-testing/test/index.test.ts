import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium, runAxe, serveStatic, type StaticServer } from '../src/index.mjs';

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'browser-testing-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Home</title></head><body><main><h1>Home page</h1></main></body></html>',
  );
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'app.js'), 'export const answer = 42;\n');
  writeFileSync(
    join(dir, 'unlabelled.html'),
    '<!doctype html><html lang="en"><head><title>Form</title></head><body><main><input type="text"></main></body></html>',
  );
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('serveStatic', () => {
  let server: StaticServer;
  afterAll(() => server?.close());

  it('serves files with their content type on 127.0.0.1 and 404s a missing one', async () => {
    server = await serveStatic(dir, { headers: { 'x-frame-options': 'DENY' } });
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(server.port).toBeGreaterThan(0);

    const script = await fetch(`${server.url}/assets/app.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(script.headers.get('x-frame-options')).toBe('DENY');
    expect(await script.text()).toBe('export const answer = 42;\n');

    const folder = await fetch(`${server.url}/`);
    expect(folder.status).toBe(200);
    expect(await folder.text()).toContain('<h1>Home page</h1>');

    const missing = await fetch(`${server.url}/nl/results`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-frame-options')).toBe('DENY');
  });

  it('does not serve files outside the folder', async () => {
    const outside = await fetch(`${server.url}/..%2F..%2Fetc%2Fpasswd`);
    expect(outside.status).toBe(403);
  });

  it('answers unknown addresses with index.html when spaFallback is on', async () => {
    const spa = await serveStatic(dir, { spaFallback: true });
    try {
      const route = await fetch(`${spa.url}/nl/results?top_0=a`);
      expect(route.status).toBe(200);
      expect(route.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await route.text()).toContain('<h1>Home page</h1>');
      expect(await (await fetch(`${spa.url}/assets/app.js`)).text()).toBe('export const answer = 42;\n');
    } finally {
      await spa.close();
    }
  });
});

describe('launchChromium', () => {
  let browser: Browser;
  let server: StaticServer;

  beforeAll(async () => {
    server = await serveStatic(dir);
    browser = await launchChromium();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('opens a served page', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/index.html`);
    expect(await page.title()).toBe('Home');
    expect(await page.locator('h1').textContent()).toBe('Home page');
    await context.close();
  });

  it('runAxe finds nothing on a sound page and the missing label on a broken one', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/index.html`);
    expect(await runAxe(page)).toEqual([]);
    await page.goto(`${server.url}/unlabelled.html`);
    const ids = (await runAxe(page)).map((violation) => violation.id);
    expect(ids).toContain('label');
    await context.close();
  });

  it('explains how to install Chromium when the binary is missing', async () => {
    await expect(launchChromium({ executablePath: join(dir, 'no-chromium') })).rejects.toThrow(
      /Chromium was not found at .*no-chromium: install Debian's chromium \(apt-get install chromium\)/,
    );
  });
});
