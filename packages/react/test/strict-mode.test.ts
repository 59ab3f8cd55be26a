// @vitest-environment node
/**
 * A survey rendered in React StrictMode (mount, unmount, mount) with `useSurveyController`, answered in Chromium
 * against a collection server on 127.0.0.1: the screen follows every answer, each request is sent once and the
 * last page's Next completes the survey.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium, runAxe } from '@treesponse/browser-testing';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltPage } from './vitePage.js';
import { buildSurveyPage, pageDir, RESULTS, startLoopbackServer, type LoopbackServer } from './surveyPages.js';

const PAGE_DIR = pageDir('strict-mode');

/** The part of the collection API a survey without uploads uses. */
function startApi(): Promise<LoopbackServer> {
  let counter = 0;
  return startLoopbackServer(({ method, path }, reply) => {
    counter += 1;
    if (method === 'POST' && path === '/api/v1/treesponders') return reply(201, { publicId: `p${counter}`, token: `t${counter}` });
    if (method === 'POST' && path === '/api/v1/treesponses') return reply(201, { publicId: `r${counter}` });
    if (method === 'PATCH' && path.startsWith('/api/v1/treesponses/')) return reply(204);
    return reply(404, { error: 'not found' });
  });
}

describe('a survey in React StrictMode, in Chromium', () => {
  let browser: Browser;
  let page: BuiltPage;
  let api: LoopbackServer;

  beforeAll(async () => {
    api = await startApi();
    page = await buildSurveyPage('strict-mode');
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
    expect(api.received[2]!.json).toMatchObject({ completed: true, answers: { name: 'Ann', idea: 'Trees' } });
    expect(await tab.evaluate(() => (window as unknown as { completions: unknown[] }).completions)).toEqual(['r2']);
    await tab.screenshot({ path: join(RESULTS, 'strict-mode-completed-375.png') });
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
