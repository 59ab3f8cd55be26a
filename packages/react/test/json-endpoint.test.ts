// @vitest-environment node
/**
 * A survey saved to an adopter's own JSON endpoint (createJsonHttpApi), answered in Chromium against a server on
 * 127.0.0.1: one POST, then PATCH {url}/{id}, each body in the endpoint's own shape; a failed save says so, keeps
 * the answers and succeeds when tried again.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium, runAxe } from '@treesponse/browser-testing';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAndServe, type BuiltPage } from './vitePage.js';

const PAGE_DIR = fileURLToPath(new URL('./pages/json-endpoint', import.meta.url));
const SRC = fileURLToPath(new URL('../src', import.meta.url));

interface Received {
  method: string;
  path: string;
  key: string | undefined;
  body: Record<string, unknown> | null;
}

/** An endpoint of the adopter's own: POST /feedback creates a row, PATCH /feedback/{id} changes it. */
async function startEndpoint(): Promise<{ origin: string; received: Received[]; failNext: { count: number }; server: Server }> {
  const received: Received[] = [];
  const failNext = { count: 0 };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const cors = {
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'POST, PATCH',
        'access-control-allow-headers': request.headers['access-control-request-headers'] ?? '',
      };
      if (request.method === 'OPTIONS') return void response.writeHead(204, cors).end();
      const text = Buffer.concat(chunks).toString('utf8');
      const path = request.url ?? '';
      received.push({
        method: request.method ?? '',
        path,
        key: request.headers['x-form-key'] as string | undefined,
        body: text ? (JSON.parse(text) as Record<string, unknown>) : null,
      });
      const json = (status: number, body: unknown) =>
        response.writeHead(status, { ...cors, 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (failNext.count > 0) {
        failNext.count -= 1;
        return json(500, { error: 'database is down' });
      }
      if (request.method === 'POST' && path === '/feedback') return json(201, { id: 'row-1' });
      if (request.method === 'PATCH' && path === '/feedback/row-1') return json(200, { id: 'row-1' });
      return json(404, { error: 'not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received, failNext, server };
}

describe('a survey saved to a JSON endpoint of your own, in Chromium', () => {
  let browser: Browser;
  let page: BuiltPage;
  let endpoint: Awaited<ReturnType<typeof startEndpoint>>;

  beforeAll(async () => {
    endpoint = await startEndpoint();
    page = await buildAndServe(PAGE_DIR, 'index.html', {
      alias: [
        { find: '@treesponse/react/styles.css', replacement: join(SRC, 'styles', 'survey.css') },
        { find: /^@treesponse\/react$/, replacement: join(SRC, 'index.ts') },
      ],
    });
    browser = await launchChromium();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await page?.close();
    await new Promise((resolve) => endpoint?.server.close(resolve));
  });

  it('is the page the README shows', () => {
    const readme = readFileSync(fileURLToPath(new URL('../README.md', import.meta.url)), 'utf8');
    expect(readme).toContain(readFileSync(join(PAGE_DIR, 'main.tsx'), 'utf8'));
  });

  it('creates, updates and completes with bodies in the endpoint’s shape; a failed save keeps the answers', async () => {
    for (const width of [375, 1280]) {
      endpoint.received.length = 0;
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      const tab = await context.newPage();
      const errors: string[] = [];
      tab.on('pageerror', (error) => errors.push(error.message));
      await tab.goto(`${page.url}/index.html?endpoint=${encodeURIComponent(`${endpoint.origin}/feedback`)}`);
      await tab.getByRole('heading', { name: 'How was the event?' }).waitFor();
      await tab.getByLabel('Good').check();
      await tab.getByRole('button', { name: 'Next' }).click();
      await tab.getByRole('heading', { name: 'Anything else?' }).waitFor();

      // The endpoint fails once: the visitor is told, stays on the page with the answer, and Next tries again.
      endpoint.failNext.count = 1;
      await tab.getByLabel('Your comment').fill('Great talks');
      await tab.getByRole('button', { name: 'Next' }).click();
      await tab.getByText('Could not be saved').waitFor();
      expect(await tab.getByLabel('Your comment').inputValue()).toBe('Great talks');
      expect(await runAxe(tab)).toEqual([]);
      await tab.screenshot({ path: join(fileURLToPath(new URL('../test-results', import.meta.url)), `json-endpoint-failed-${width}.png`) });
      await tab.getByRole('button', { name: 'Next' }).click();
      await tab.getByRole('heading', { name: 'Thanks for your feedback' }).waitFor();
      expect(await runAxe(tab)).toEqual([]);

      expect(endpoint.received.map((r) => `${r.method} ${r.path}`)).toEqual([
        'POST /feedback',
        'PATCH /feedback/row-1',
        'PATCH /feedback/row-1',
      ]);
      expect(endpoint.received.every((r) => r.key === 'event-2026')).toBe(true);
      expect(endpoint.received[0]!.body).toEqual({ action: 'create', finished: false, lang: 'en', rating: 'good' });
      expect(endpoint.received[2]!.body).toEqual({ action: 'update', finished: true, lang: 'en', rating: 'good', comment: 'Great talks' });
      expect(errors).toEqual([]);
      await context.close();
    }
  }, 180_000);
});
