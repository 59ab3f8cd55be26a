// @vitest-environment node
/**
 * A survey with the offline transport in Chromium: answers, the page and a file are kept in IndexedDB while the
 * collection API cannot be reached and the network is cut (Playwright `setOffline`), survive a closed tab, and are
 * sent once, in order, when the API can be reached again; the respondent sees that something is waiting. Next does
 * not wait for IndexedDB: a save is kept in the localStorage journal first, and survives a tab closed before
 * IndexedDB had it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium, runAxe } from '@treesponse/browser-testing';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltPage } from './vitePage.js';
import { buildSurveyPage, pageDir, RESULTS, startLoopbackServer, type LoopbackServer } from './surveyPages.js';

const PAGE_DIR = pageDir('offline');
const WAITING = 'Your answers are kept on this device and will be sent as soon as the connection is back.';

/** The part of the collection API the survey uses, uploads and idempotency keys included. */
async function startApi(): Promise<LoopbackServer & { stored: Map<string, Record<string, unknown>> }> {
  const stored = new Map<string, Record<string, unknown>>();
  const byKey = new Map<string, string>();
  let counter = 0;
  const server = await startLoopbackServer(({ method, path, headers, json }, reply) => {
    counter += 1;
    const idempotencyKey = headers['idempotency-key'] as string | undefined;
    if (method === 'POST' && path === '/api/v1/treesponders') return reply(201, { publicId: `p${counter}`, token: `t${counter}` });
    if (method === 'POST' && path === '/api/v1/direct_uploads') {
      return reply(200, { direct_upload: { url: `/storage/k${counter}`, headers: { 'content-type': 'image/png' } }, signed_id: `blob${counter}` });
    }
    if (method === 'PUT' && path.startsWith('/storage/')) return reply(204);
    if (method === 'POST' && path === '/api/v1/treesponses') {
      const id = (idempotencyKey ? byKey.get(idempotencyKey) : undefined) ?? `r${counter}`;
      if (idempotencyKey) byKey.set(idempotencyKey, id);
      stored.set(id, json!);
      return reply(201, { publicId: id });
    }
    const one = /^\/api\/v1\/treesponses\/(\w+)$/.exec(path);
    if (method === 'PATCH' && one && stored.has(one[1]!)) {
      stored.set(one[1]!, json!);
      return reply(204);
    }
    return reply(404, { error: 'not found' });
  });
  return { ...server, stored };
}

describe('a survey that keeps everything offline, in Chromium', () => {
  let browser: Browser;
  let page: BuiltPage;
  let api: Awaited<ReturnType<typeof startApi>>;

  beforeAll(async () => {
    api = await startApi();
    page = await buildSurveyPage('offline');
    browser = await launchChromium();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await page?.close();
    await api?.close();
  });

  it('is the page the README shows', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    expect(readme).toContain(readFileSync(join(PAGE_DIR, 'main.tsx'), 'utf8'));
  });

  it('keeps answers, page and file through a cut network and a closed tab, then sends each once, in order', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const errors: string[] = [];
    const address = `${page.url}/index.html?api=${encodeURIComponent(api.origin)}`;
    // The collection API cannot be reached (the page itself still loads).
    const unreachable = `${api.origin}/**`;
    await context.route(unreachable, (route) => route.abort('internetdisconnected'));

    const first = await context.newPage();
    first.on('pageerror', (error) => errors.push(error.message));
    await first.goto(address);
    await first.getByRole('heading', { name: 'About you' }).waitFor();
    await first.getByLabel('Your name').fill('Ann');
    await first.locator('input[type=file]').setInputFiles({ name: 'square.png', mimeType: 'image/png', buffer: Buffer.from('a small png') });
    await first.getByRole('status').getByText(WAITING).waitFor();

    // The network is cut: the survey goes on, nothing is lost.
    await context.setOffline(true);
    await first.getByRole('button', { name: 'Next' }).click();
    await first.getByRole('heading', { name: 'What would you change?' }).waitFor();
    await first.getByLabel('Your idea').fill('More trees');
    await first.getByRole('button', { name: 'Next' }).click();
    await first.getByRole('heading', { name: 'How much do you care?' }).waitFor();
    await first.getByRole('status').getByText(WAITING).waitFor();
    expect(await runAxe(first)).toEqual([]);
    await first.screenshot({ path: join(RESULTS, 'offline-waiting-375.png') });
    await first.close();
    expect(api.received).toEqual([]);

    // The tab was closed; the network is back but the API still cannot be reached: all is there, on the page left.
    await context.setOffline(false);
    const second = await context.newPage();
    second.on('pageerror', (error) => errors.push(error.message));
    await second.setViewportSize({ width: 1280, height: 800 });
    await second.goto(address);
    await second.getByRole('heading', { name: 'How much do you care?' }).waitFor();
    await second.getByRole('status').getByText(WAITING).waitFor();
    await second.screenshot({ path: join(RESULTS, 'offline-resumed-1280.png') });
    await second.getByRole('button', { name: 'Previous' }).click();
    expect(await second.getByLabel('Your idea').inputValue()).toBe('More trees');
    await second.getByRole('button', { name: 'Previous' }).click();
    expect(await second.getByLabel('Your name').inputValue()).toBe('Ann');
    expect(api.received).toEqual([]);

    // The API can be reached again: what waited is sent once, in order, and the notice goes away.
    await context.unroute(unreachable);
    await expect.poll(() => second.getByText(WAITING).count(), { timeout: 30_000 }).toBe(0);
    expect(api.received.map((r) => `${r.method} ${r.path.replace(/\d+/g, 'N')}`)).toEqual([
      'POST /api/vN/treesponders',
      'POST /api/vN/direct_uploads',
      'PUT /storage/kN',
      'POST /api/vN/treesponses',
      'PATCH /api/vN/treesponses/rN',
    ]);
    expect(api.received[2]!.body).toBe('a small png');
    expect(api.received[3]!.headers['idempotency-key']).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(api.stored.size).toBe(1);
    const [response] = [...api.stored.values()];
    expect(response).toMatchObject({ answers: { name: 'Ann', idea: 'More trees' }, uploads_attributes: [{ name: 'photo', file: expect.stringMatching(/^blob\d+$/) }] });

    // Cut once more on the last page: completing works offline and is sent when the network is back.
    await second.getByRole('button', { name: 'Next' }).click();
    await second.getByRole('button', { name: 'Next' }).click();
    await second.getByRole('heading', { name: 'How much do you care?' }).waitFor();
    await context.setOffline(true);
    await second.getByLabel('From 1 to 10').fill('9');
    await second.getByRole('button', { name: 'Next' }).click();
    await second.getByRole('heading', { name: 'Thank you' }).waitFor();
    await second.getByRole('status').getByText(WAITING).waitFor();
    expect(await runAxe(second)).toEqual([]);
    await context.setOffline(false);
    await expect.poll(() => second.getByText(WAITING).count(), { timeout: 30_000 }).toBe(0);
    expect(api.stored.size).toBe(1);
    expect([...api.stored.values()][0]).toMatchObject({ completed: true, answers: { name: 'Ann', idea: 'More trees', score: 9 } });
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);

  it('moves on while IndexedDB is still busy, and keeps the pages saved meanwhile through a closed tab', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const errors: string[] = [];
    const address = `${page.url}/index.html?api=${encodeURIComponent(api.origin)}`;
    await context.route(`${api.origin}/**`, (route) => route.abort('internetdisconnected'));
    const first = await context.newPage();
    first.on('pageerror', (error) => errors.push(error.message));
    await first.goto(address);
    await first.getByRole('heading', { name: 'About you' }).waitFor();
    await first.getByLabel('Your name').fill('Ann');

    // Another transaction holds the survey's IndexedDB store: every write of the survey waits behind it.
    await first.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const request = indexedDB.open('treesponse-offline', 1);
          request.onerror = () => reject(request.error);
          request.onsuccess = () => {
            const records = request.result.transaction('records', 'readwrite').objectStore('records');
            const until = performance.now() + 60_000;
            const busy = window as unknown as { indexedDbBusy: boolean };
            busy.indexedDbBusy = true;
            const hold = () => {
              if (performance.now() < until) records.get('nothing').onsuccess = hold;
              else busy.indexedDbBusy = false;
            };
            hold();
            resolve();
          };
        }),
    );
    await first.getByRole('button', { name: 'Next' }).click();
    await first.getByRole('heading', { name: 'What would you change?' }).waitFor({ timeout: 5_000 });
    await first.getByLabel('Your idea').fill('More trees');
    await first.getByRole('button', { name: 'Next' }).click();
    await first.getByRole('heading', { name: 'How much do you care?' }).waitFor({ timeout: 5_000 });
    expect(await first.evaluate(() => (window as unknown as { indexedDbBusy: boolean }).indexedDbBusy)).toBe(true);
    // Closed while IndexedDB never had these saves.
    await first.close();

    const second = await context.newPage();
    second.on('pageerror', (error) => errors.push(error.message));
    await second.goto(address);
    await second.getByRole('heading', { name: 'How much do you care?' }).waitFor();
    await second.getByRole('button', { name: 'Previous' }).click();
    expect(await second.getByLabel('Your idea').inputValue()).toBe('More trees');
    await second.getByRole('button', { name: 'Previous' }).click();
    expect(await second.getByLabel('Your name').inputValue()).toBe('Ann');
    // The journal was copied into IndexedDB once the page opened again, then emptied.
    const journalEntries = () => second.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('treesponse-offline:')).length);
    await expect.poll(journalEntries, { timeout: 10_000 }).toBe(0);
    const kept = await second.evaluate(
      () =>
        new Promise<unknown>((resolve, reject) => {
          const request = indexedDB.open('treesponse-offline', 1);
          request.onerror = () => reject(request.error);
          request.onsuccess = () => {
            const records = request.result.transaction('records', 'readonly').objectStore('records');
            const latest = records.get('latest');
            latest.onsuccess = () => {
              const response = records.get(`response:${latest.result as string}`);
              response.onsuccess = () => resolve(response.result);
            };
          };
        }),
    );
    expect(kept).toMatchObject({ answers: { name: 'Ann', idea: 'More trees' } });
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
