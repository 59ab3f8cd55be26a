/**
 * The questionnaire against a real collection API server (@treesponse/api on an embedded PGlite database in a
 * temporary folder): a visitor's completed questionnaire must be a row in the database, with its results.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer, type ApiServer } from '@treesponse/api';
import { MESSAGES } from '@treesponse/core';
import { startMailCatcher, type MailCatcher } from '../../scripts/mail-catcher.mjs';
import { CRITERION_KEYS } from '../../src/survey/pages.js';
import { SUPPLIER_DATA_VERSION, SUPPLIER_DATA_VERSION_ANSWER } from '../../src/suppliers/index.js';
import fr from '../../src/i18n/fr.js';
import nl from '../../src/i18n/nl.js';
import { runAxe } from '@treesponse/browser-testing';
import { PAUSE_MS, keptSessionKey } from '../../src/survey/kept.js';
import { treesponderStorageKey } from '@treesponse/core';
import {
  FLEXIBLE_PROFILE,
  GREEN_PROFILE,
  answerCriteria,
  clickNext,
  completePrivacy,
  currentPageKey,
  expectNoProblems,
  expectedAddress,
  expectedResults,
  openPage,
  openSurvey,
  startCriteria,
  serveApp,
  useBrowserAndApp,
  waitForPage,
  waitForIntro,
} from './harness.js';

const PROJECT_KEY = 'powercheck';

let dataDir: string;
let api: ApiServer;
let mail: MailCatcher;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'powercheck-e2e-api-'));
  api = await startApiServer({ dataDir, projects: [{ key: PROJECT_KEY, name: 'Powercheck' }] });
  mail = await startMailCatcher();
});

// Registered after the hooks above: the app starts after the API and mail servers and is closed before them.
afterAll(async () => {
  await mail?.close();
  await api?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const suite = useBrowserAndApp(() => ({ apiTarget: api.url, env: mail.env, config: { projectKey: PROJECT_KEY } }));

describe('with the collection API', () => {
  it('stores the completed response with results, e-mail and language', async () => {
    const { context, page, problems } = await openPage(suite.browser);
    await openSurvey(page, `${suite.app.url}/fr`);
    await answerCriteria(page, FLEXIBLE_PROFILE);
    await clickNext(page);
    await completePrivacy(page, { mailResults: true, optinProject: true, email: '  visiteur@example.org ' });
    await waitForPage(page, 'page_outro');
    await page.waitForURL(expectedAddress(FLEXIBLE_PROFILE, 'fr', suite.app.url));

    const records = await api.listTreesponses(PROJECT_KEY);
    expect(records).toHaveLength(1);
    const [record] = records;
    expect(record).toMatchObject({
      completed: true,
      language: 'fr',
      email: 'visiteur@example.org',
      optin_project: true,
      survey_version: 'v1',
      results: expectedResults(FLEXIBLE_PROFILE, 'fr'),
    });
    for (const key of CRITERION_KEYS) expect(record?.answers[key]).toBe(String(FLEXIBLE_PROFILE[key]));
    expect(record?.answers).toMatchObject({ terms_and_privacy: true, mailResults: true, bpact_id: null });
    // The data version that produced the results is stored with them, so the result can be audited later.
    expect(record?.answers[SUPPLIER_DATA_VERSION_ANSWER]).toBe(SUPPLIER_DATA_VERSION);
    // So is the region it was ranked in: no postcode was given, so the language's (French: Wallonia).
    expect(record?.answers.region).toBe('wallonia');
    expect(record?.page_visits.map((visit) => visit.name)).toEqual([
      'first_page',
      'page_about_you',
      'page_cooperative',
      ...CRITERION_KEYS.map((key) => `page_${key}`),
      'page_summary',
      'page_privacy',
      'page_outro',
    ]);
    await mail.waitForMessage((message) => message.to.includes('visiteur@example.org'));
    expectNoProblems(problems);
    await context.close();
  });

  it('keeps the partner link through the root redirect, stores bpact_id and offers no opt-ins that need an e-mail address', async () => {
    const { context, page, problems } = await openPage(suite.browser);
    await openSurvey(page, `${suite.app.url}/?linkname=bp&p_id=partner-42`);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/nl?linkname=bp&p_id=partner-42');
    await answerCriteria(page, GREEN_PROFILE);
    await clickNext(page);
    await waitForPage(page, 'page_privacy');
    expect(await page.locator('[data-question-key="terms_and_privacy"] input').count()).toBe(1);
    expect(await page.locator('[data-question-key="mailResults"]').count()).toBe(0);
    expect(await page.locator('[data-question-key="optinProject"]').count()).toBe(0);
    expect(await page.locator('[data-question-key="email"]').count()).toBe(0);
    await completePrivacy(page);
    await page.waitForURL(expectedAddress(GREEN_PROFILE, 'nl', suite.app.url));

    const records = await api.listTreesponses(PROJECT_KEY);
    const record = records.find((candidate) => candidate.answers.bpact_id === 'partner-42');
    expect(record).toMatchObject({
      completed: true,
      language: 'nl',
      email: null,
      optin_project: false,
      query: 'linkname=bp&p_id=partner-42',
      results: expectedResults(GREEN_PROFILE, 'nl'),
    });
    expectNoProblems(problems);
    await context.close();
  });

  it('resumes after a reload on the same page with the answers, and a finished questionnaire is not resumed', async () => {
    const { context, page, problems } = await openPage(suite.browser);
    await openSurvey(page, `${suite.app.url}/nl?linkname=bp&p_id=reload-1`);
    await clickNext(page);
    await waitForPage(page, 'page_about_you');
    await page.locator('[data-question-key="postalcode"] input').fill('9000');
    await page.locator('[data-question-key="age"] input[value="36-45"]').check();
    await clickNext(page);
    await waitForPage(page, 'page_cooperative');
    await page.getByRole('checkbox', { name: 'Ecopower' }).check();
    await clickNext(page);
    for (const key of CRITERION_KEYS.slice(0, 3)) {
      await waitForPage(page, `page_${key}`);
      await page.locator(`.pc-scale__input[value="${GREEN_PROFILE[key]}"]`).check();
      await clickNext(page);
    }
    await waitForPage(page, `page_${CRITERION_KEYS[3]}`);
    await expect
      .poll(async () => (await api.listTreesponses(PROJECT_KEY)).find((record) => record.answers.bpact_id === 'reload-1')?.answers[CRITERION_KEYS[2]])
      .toBe(String(GREEN_PROFILE[CRITERION_KEYS[2]]));
    await page.reload();
    await waitForPage(page, `page_${CRITERION_KEYS[3]}`);
    expect(await page.getByTestId('progress').textContent()).toContain('4');
    await page.locator('.ts-nav__previous').click();
    await waitForPage(page, `page_${CRITERION_KEYS[2]}`);
    expect(await page.locator(`.pc-scale__input[value="${GREEN_PROFILE[CRITERION_KEYS[2]]}"]`).isChecked()).toBe(true);
    await clickNext(page);
    for (const key of CRITERION_KEYS.slice(3)) {
      await waitForPage(page, `page_${key}`);
      await page.locator(`.pc-scale__input[value="${GREEN_PROFILE[key]}"]`).check();
      await clickNext(page);
    }
    await waitForPage(page, 'page_summary');
    await clickNext(page);
    await completePrivacy(page);
    await page.waitForURL(expectedAddress(GREEN_PROFILE, 'nl', suite.app.url, '9000'));
    const records = (await api.listTreesponses(PROJECT_KEY)).filter((record) => record.answers.bpact_id === 'reload-1');
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      completed: true,
      results: expectedResults(GREEN_PROFILE, 'nl', '9000'),
      postcode: '9000',
      age: '36-45',
      gender: null,
      answers: { member_cooperative: ['ecopower'], region: 'flanders' },
    });

    await page.goto(`${suite.app.url}/nl`);
    await waitForIntro(page);
    await startCriteria(page);
    expect(await page.locator('.pc-scale__input:checked').count()).toBe(0);
    expectNoProblems(problems);
    await context.close();
  });

  it('keeps the visitor on the privacy page with a message in their language when the API is down', async () => {
    // A port nothing listens on (free a moment ago): the local server answers 502 for every API call.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    const down = await serveApp({ apiTarget: `http://127.0.0.1:${port}`, config: { projectKey: PROJECT_KEY } });
    const { context, page, problems } = await openPage(suite.browser);
    try {
      await openSurvey(page, `${down.url}/de`);
      await answerCriteria(page, GREEN_PROFILE);
      await clickNext(page);
      await completePrivacy(page, { optinProject: true, email: 'jemand@example.org' });
      const alert = page.getByRole('alert').last();
      await alert.waitFor();
      expect(await alert.textContent()).toBe(MESSAGES.de['save.failed']);
      expect(await page.locator('form.ts-page').getAttribute('data-page-key')).toBe('page_privacy');
      expect(await page.locator('[data-question-key="terms_and_privacy"] input').isChecked()).toBe(true);
      expect(await page.locator('[data-question-key="email"] input').inputValue()).toBe('jemand@example.org');
      // The browser reports the refused calls; the app shows its own message instead.
      expect(problems.filter((problem) => !problem.includes('status of 502') && !problem.includes('[powercheck] save'))).toEqual([]);
    } finally {
      await context.close();
      await down.close();
    }
  });

  it('a hanging API never freezes the page: the save times out, says so, and Next tries again with the answers kept', async () => {
    // In front of the real API: while `hanging`, requests are accepted and never answered.
    let hanging = false;
    const held: ServerResponse[] = [];
    const gate = createHttpServer((request: IncomingMessage, response: ServerResponse) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        if (hanging) {
          held.push(response);
          return;
        }
        const headers = Object.fromEntries(
          Object.entries(request.headers).filter(([name]) => !['host', 'connection', 'content-length'].includes(name)),
        ) as Record<string, string>;
        void fetch(new URL(request.url ?? '/', api.url), {
          method: request.method,
          headers,
          body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
        }).then(async (reply) => {
          response.writeHead(reply.status, { 'content-type': reply.headers.get('content-type') ?? 'application/json' });
          response.end(Buffer.from(await reply.arrayBuffer()));
        });
      });
    });
    await new Promise<void>((resolve) => gate.listen(0, '127.0.0.1', resolve));
    const gateUrl = `http://127.0.0.1:${(gate.address() as AddressInfo).port}`;
    const app = await serveApp({ apiTarget: gateUrl, config: { projectKey: PROJECT_KEY, apiTimeoutMs: 1500 } });
    const { context, page, problems } = await openPage(suite.browser);
    try {
      await openSurvey(page, `${app.url}/fr?linkname=bp&p_id=hanging-1`);
      await answerCriteria(page, GREEN_PROFILE);
      await expect
        .poll(async () => (await api.listTreesponses(PROJECT_KEY)).some((record) => record.answers.bpact_id === 'hanging-1'))
        .toBe(true);
      await clickNext(page);
      await waitForPage(page, 'page_privacy');
      await page.locator('[data-question-key="terms_and_privacy"] input').check();
      hanging = true;
      await clickNext(page);
      await expect.poll(() => page.locator('.ts-nav__next').textContent()).toBe(fr.nav.saving);
      const alert = page.getByRole('alert').last();
      await alert.waitFor({ timeout: 10_000 });
      expect(await alert.textContent()).toBe(MESSAGES.fr['save.network']);
      expect(await currentPageKey(page)).toBe('page_privacy');
      expect(await page.locator('[data-question-key="terms_and_privacy"] input').isChecked()).toBe(true);
      expect(await page.locator('[data-question-key="terms_and_privacy"] input').isDisabled()).toBe(false);
      expect(await page.locator('.ts-nav__next').textContent()).not.toBe(fr.nav.saving);

      hanging = false;
      await clickNext(page);
      await page.waitForURL(expectedAddress(GREEN_PROFILE, 'fr', app.url));
      const record = (await api.listTreesponses(PROJECT_KEY)).find((candidate) => candidate.answers.bpact_id === 'hanging-1');
      expect(record).toMatchObject({ completed: true, answers: { terms_and_privacy: true } });
      // The browser reports the aborted request; the app shows its own message instead.
      expect(problems.filter((problem) => !problem.includes('[powercheck] save') && !problem.includes('Failed to load resource'))).toEqual([]);
    } finally {
      await context.close();
      await app.close();
      for (const response of held) response.destroy();
      gate.closeAllConnections();
      await new Promise((resolve) => gate.close(resolve));
    }
  });
});

describe('on a shared device', () => {
  const keptKey = keptSessionKey(PROJECT_KEY);
  const deviceKeys = (page: import('playwright-core').Page) =>
    page.evaluate((keys) => keys.filter((key) => window.localStorage.getItem(key) !== null), [keptKey, treesponderStorageKey(PROJECT_KEY)]);

  it('asks "continue or start over" after a pause, naming the page; the home link asks too; start over forgets the device', async () => {
    const { context, page, problems } = await openPage(suite.browser, 375);
    // Whether the prerendered intro is visible when the document has been parsed (before the app's script runs).
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const title = document.querySelector('#pc-intro-title');
        (window as unknown as { introShownFromHtml?: boolean }).introShownFromHtml = title ? getComputedStyle(title).visibility === 'visible' : false;
      });
    });
    const introShownFromHtml = () => page.evaluate(() => (window as unknown as { introShownFromHtml?: boolean }).introShownFromHtml);
    await openSurvey(page, `${suite.app.url}/nl`);
    expect(await introShownFromHtml()).toBe(true);
    await clickNext(page);
    await waitForPage(page, 'page_about_you');
    await page.locator('[data-question-key="postalcode"] input').fill('9000');
    await clickNext(page);
    await waitForPage(page, 'page_cooperative');
    await clickNext(page);
    await waitForPage(page, 'page_price');
    await page.locator('.pc-scale__input[value="4"]').check();
    await clickNext(page);
    await waitForPage(page, 'page_stable_price');
    await expect.poll(() => page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? '{}').page, keptKey)).toBe('page_stable_price');

    // The visitor leaves; someone opens the page more than the pause later.
    await page.evaluate(
      ({ key, pause }) => {
        const kept = JSON.parse(window.localStorage.getItem(key)!);
        window.localStorage.setItem(key, JSON.stringify({ ...kept, at: Date.now() - pause - 60_000 }));
      },
      { key: keptKey, pause: PAUSE_MS },
    );
    await page.reload();
    const prompt = page.getByTestId('continue-or-start-over');
    await prompt.waitFor();
    // No intro flash: a kept questionnaire hides the prerendered intro from the first paint.
    expect(await introShownFromHtml()).toBe(false);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-resuming'))).toBe(false);
    expect(await prompt.locator('p').first().textContent()).toBe(nl.survey.continueText.replace('{{page}}', nl.criteria.stable_price.title));
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('pc-continue-title');
    expect(await runAxe(page)).toEqual([]);

    // Continue: the page the visitor was on, with the answers; focus on its title.
    await page.getByTestId('continue').click();
    await waitForPage(page, 'page_stable_price');
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('ts-page__title'))).toBe(true);
    await page.locator('.ts-nav__previous').click();
    await waitForPage(page, 'page_price');
    expect(await page.locator('.pc-scale__input[value="4"]').isChecked()).toBe(true);

    // The home link mid-questionnaire asks as well; starting over forgets the questionnaire on the device.
    await page.locator('a.pc-header__home').click();
    await prompt.waitFor();
    expect(await prompt.locator('p').first().textContent()).toBe(nl.survey.continueText.replace('{{page}}', nl.criteria.price.title));
    await page.getByTestId('start-over').click();
    await waitForPage(page, 'first_page');
    expect(await deviceKeys(page)).toEqual([]);
    await page.reload();
    await waitForIntro(page);
    expect(await introShownFromHtml()).toBe(true);
    expect(await page.getByTestId('continue-or-start-over').count()).toBe(0);
    expectNoProblems(problems);
    await context.close();
  });
});
