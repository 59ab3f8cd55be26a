// @vitest-environment node
/**
 * A survey rendered in React StrictMode (mount, unmount, mount) with `useSurveyController`, answered in Chromium
 * against a collection server on 127.0.0.1: the screen follows every answer, each request is sent once and the
 * last page's Next completes the survey.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { launchChromium, runAxe } from '@treesponse/browser-testing';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAndServe, type BuiltPage } from './vitePage.js';

const PAGE_DIR = fileURLToPath(new URL('./pages/strict-mode', import.meta.url));
const SRC = fileURLToPath(new URL('../src', import.meta.url));

interface Received {
  method: string;
  path: string;
  body: Record<string, unknown> | null;
}

/** The part of the collection API a survey without uploads uses, answering any origin. */
async function startApi(): Promise<{ origin: string; received: Received[]; server: Server }> {
  const received: Received[] = [];
  let counter = 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const cors = {
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'GET, POST, PATCH',
        'access-control-allow-headers': request.headers['access-control-request-headers'] ?? '',
      };
      if (request.method === 'OPTIONS') return void response.writeHead(204, cors).end();
      const text = Buffer.concat(chunks).toString('utf8');
      const path = request.url ?? '';
      received.push({ method: request.method ?? '', path, body: text ? (JSON.parse(text) as Record<string, unknown>) : null });
      const json = (status: number, body?: unknown) =>
        response
          .writeHead(status, { ...cors, ...(body === undefined ? {} : { 'content-type': 'application/json' }) })
          .end(body === undefined ? undefined : JSON.stringify(body));
      counter += 1;
      if (request.method === 'POST' && path === '/api/v1/treesponders') return json(201, { publicId: `p${counter}`, token: `t${counter}` });
      if (request.method === 'POST' && path === '/api/v1/treesponses') return json(201, { publicId: `r${counter}` });
      if (request.method === 'PATCH' && path.startsWith('/api/v1/treesponses/')) return json(204);
      return json(404, { error: 'not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received, server };
}

describe('a survey in React StrictMode, in Chromium', () => {
  let browser: Browser;
  let page: BuiltPage;
  let api: Awaited<ReturnType<typeof startApi>>;

  beforeAll(async () => {
    api = await startApi();
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
    await new Promise((resolve) => api?.server.close(resolve));
  });

  it('is the page the README shows', () => {
    const readme = readFileSync(fileURLToPath(new URL('../README.md', import.meta.url)), 'utf8');
    expect(readme).toContain(readFileSync(join(PAGE_DIR, 'main.tsx'), 'utf8'));
  });

  it('follows every answer, sends each request once and completes on the last Next', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
    const tab = await context.newPage();
    const errors: string[] = [];
    tab.on('pageerror', (error) => errors.push(error.message));
    await tab.goto(`${page.url}/index.html?api=${encodeURIComponent(api.origin)}`);
    await tab.getByRole('heading', { name: 'About you' }).waitFor();

    // Next on an empty required field shows the error: the screen follows the controller after the remount.
    await tab.getByLabel('Your name').press('Enter');
    await tab.getByText('This question is required').waitFor();
    await tab.getByLabel('Your name').fill('Ann');
    await expect.poll(() => tab.getByText('This question is required').count()).toBe(0);
    await tab.getByRole('button', { name: 'Next' }).click();
    await tab.getByRole('heading', { name: 'One more, Ann' }).waitFor();
    await tab.getByLabel('Your idea').fill('Trees');
    await tab.getByRole('button', { name: 'Next' }).click();
    await tab.getByRole('heading', { name: 'Thank you, Ann' }).waitFor();
    expect(await tab.evaluate(() => document.activeElement?.className)).toBe('ts-survey__completion');
    expect(await runAxe(tab)).toEqual([]);

    expect(api.received.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/v1/treesponders',
      'POST /api/v1/treesponses',
      'PATCH /api/v1/treesponses/r2',
    ]);
    expect(api.received[2]!.body).toMatchObject({ completed: true, answers: { name: 'Ann', idea: 'Trees' } });
    expect(await tab.evaluate(() => (window as unknown as { completions: unknown[] }).completions)).toEqual(['r2']);
    await tab.screenshot({ path: join(fileURLToPath(new URL('../test-results', import.meta.url)), 'strict-mode-completed-375.png') });
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
