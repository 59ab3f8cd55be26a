// @vitest-environment node
/**
 * A survey saved to an adopter's own JSON endpoint (createJsonHttpApi), answered in Chromium against a server on
 * 127.0.0.1: one POST, then PATCH {url}/{id}, each body in the endpoint's own shape; a slow save says so while the
 * fields stay editable; typed answers survive a reload; a failed save says so, keeps the answers and succeeds when
 * tried again.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium, runAxe } from '@treesponse/browser-testing';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltPage } from './vitePage.js';
import { buildSurveyPage, pageDir, RESULTS, startLoopbackServer, type LoopbackServer } from './surveyPages.js';

const PAGE_DIR = pageDir('json-endpoint');

/** An endpoint of the adopter's own: POST /feedback creates a row, PATCH /feedback/{id} changes it. */
async function startEndpoint(): Promise<LoopbackServer & { failNext: { count: number }; delayNext: { ms: number } }> {
  const failNext = { count: 0 };
  const delayNext = { ms: 0 };
  const server = await startLoopbackServer(({ method, path }, late) => {
    const delay = delayNext.ms;
    delayNext.ms = 0;
    const reply: typeof late = (status, body) => (delay ? setTimeout(() => late(status, body), delay) : late(status, body));
    if (failNext.count > 0) {
      failNext.count -= 1;
      return reply(500, { error: 'database is down' });
    }
    if (method === 'POST' && path === '/feedback') return reply(201, { id: 'row-1' });
    if (method === 'PATCH' && path === '/feedback/row-1') return reply(200, { id: 'row-1' });
    return reply(404, { error: 'not found' });
  });
  return { ...server, failNext, delayNext };
}

describe('a survey saved to a JSON endpoint of your own, in Chromium', () => {
  let browser: Browser;
  let page: BuiltPage;
  let endpoint: Awaited<ReturnType<typeof startEndpoint>>;

  beforeAll(async () => {
    endpoint = await startEndpoint();
    page = await buildSurveyPage('json-endpoint');
    browser = await launchChromium();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await page?.close();
    await endpoint?.close();
  });

  it('is the page the README shows', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
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
      // The endpoint answers slowly: the page says it is saving, and its fields stay editable meanwhile.
      endpoint.delayNext.ms = 1800;
      await tab.getByRole('button', { name: 'Next' }).click();
      await tab.getByRole('status').getByText('Saving your answers…').waitFor();
      expect(await tab.getByLabel('Good').isEnabled()).toBe(true);
      expect(await tab.getByLabel('Good').isChecked()).toBe(true);
      await tab.screenshot({ path: join(RESULTS, `json-endpoint-saving-${width}.png`) });
      expect(await runAxe(tab)).toEqual([]);
      await tab.getByRole('heading', { name: 'Anything else?' }).waitFor();

      // A comment typed but not sent survives a reload.
      await tab.getByLabel('Your comment').fill('Great talks');
      await tab.waitForFunction(() => Object.keys(localStorage).some((key) => localStorage.getItem(key)!.includes('Great talks')));
      await tab.reload();
      await tab.getByRole('heading', { name: 'Anything else?' }).waitFor();
      expect(await tab.getByLabel('Your comment').inputValue()).toBe('Great talks');

      // The endpoint fails once: the visitor is told, stays on the page with the answer, and tries again.
      endpoint.failNext.count = 1;
      await tab.getByRole('button', { name: 'Next' }).click();
      await tab.getByText('Could not be saved').waitFor();
      expect(await tab.getByLabel('Your comment').inputValue()).toBe('Great talks');
      expect(await runAxe(tab)).toEqual([]);
      await tab.screenshot({ path: join(RESULTS, `json-endpoint-failed-${width}.png`) });
      await tab.getByRole('button', { name: 'Try again' }).click();
      await tab.getByRole('heading', { name: 'Thanks for your feedback' }).waitFor();
      expect(await runAxe(tab)).toEqual([]);

      expect(endpoint.received.map((r) => `${r.method} ${r.path}`)).toEqual([
        'POST /feedback',
        'PATCH /feedback/row-1',
        'PATCH /feedback/row-1',
      ]);
      expect(endpoint.received.every((r) => r.headers['x-form-key'] === 'event-2026')).toBe(true);
      expect(endpoint.received[0]!.json).toEqual({ action: 'create', finished: false, lang: 'en', rating: 'good' });
      expect(endpoint.received[2]!.json).toEqual({ action: 'update', finished: true, lang: 'en', rating: 'good', comment: 'Great talks' });
      expect(endpoint.received[0]!.headers['idempotency-key']).toMatch(/^[A-Za-z0-9]{32}$/);
      expect(await tab.evaluate(() => Object.keys(localStorage).filter((key) => key.endsWith(':draft')))).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }
  }, 180_000);
});
