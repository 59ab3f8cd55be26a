/**
 * The end of the questionnaire (src/survey/finish.ts) plugged into the real engine's completion, started by the
 * visitor's Next on the privacy page: the offline API or a collection API on 127.0.0.1, and a real HTTP server
 * standing in for the mail function's address.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startApiServer, type ApiServer } from '@treesponse/api';
import { createMemoryStorage, createSurvey, type FullSurveyController, type TreesponseApi } from '@treesponse/core';
import { createHttpApi } from '@treesponse/core/http';
import { createOfflineApi } from '@treesponse/core/offline';
import { buildResultAddress, computeResult } from '@powercheck/scoring';
import { createAppI18n } from '../../src/i18n/index.js';
import { buildSurveyDefinition, CRITERION_KEYS, PAGE } from '../../src/survey/pages.js';
import {
  REGION_ANSWER,
  computeOutcome,
  createFinishing,
  resultMailAddress,
  type Ending,
  type FinishEnvironment,
} from '../../src/survey/finish.js';
import { SUPPLIER_DATA_VERSION, SUPPLIER_DATA_VERSION_ANSWER } from '../../src/suppliers/scores.js';
import { scoringTableFor } from '../../src/suppliers/index.js';

const i18n = await createAppI18n('nl', { report: () => undefined, views: true });
const mails: unknown[] = [];
let mailServer: Server;
let mailUrl: string;
let api: ApiServer;

beforeAll(async () => {
  mailServer = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      mails.push(JSON.parse(body));
      response.writeHead(202).end();
    });
  });
  await new Promise<void>((resolve) => mailServer.listen(0, '127.0.0.1', resolve));
  mailUrl = `http://127.0.0.1:${(mailServer.address() as AddressInfo).port}/send_profile`;
  api = await startApiServer({ projects: [{ key: 'powercheck', name: 'Powercheck' }] });
});
afterAll(async () => {
  await new Promise((resolve) => mailServer.close(resolve));
  await api?.close();
});

const GREEN = { price: '2', stable_price: '1', adjusted_formula: '1', origin: '5', source: '5', customer_satisfaction: '4', invests_in_renewable: '5' };
const NOTHING = Object.fromEntries(CRITERION_KEYS.map((key) => [key, '1']));

function environment(overrides: Partial<FinishEnvironment> = {}) {
  const failures: string[] = [];
  const opened: string[] = [];
  const env: FinishEnvironment = {
    config: { minResultDisplayMs: 80, sendProfileUrl: mailUrl, resultsBase: 'https://results.example' },
    origin: 'https://site.example',
    fetch: (input, init) => fetch(input, init),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    now: () => Date.now(),
    onError: (_error, context) => failures.push(context),
    onMailFailed: (reason) => failures.push(`mail ${reason}`),
    open: (address) => (opened.push(address), true),
    ...overrides,
  };
  return { env, failures, opened };
}

/**
 * A questionnaire on the privacy page with `answers` given, its end plugged in as the app does (session.ts), and
 * counts of what the engine calls.
 */
function questionnaire(answers: Record<string, unknown>, options: { api?: TreesponseApi; email?: string; env?: Partial<FinishEnvironment> } = {}) {
  const { env, failures, opened } = environment(options.env);
  const endings: Ending[] = [];
  let controller: FullSurveyController | null = null;
  const finishing = createFinishing(() => controller!, env, (ending) => endings.push(ending));
  let completions = 0;
  controller = createSurvey({
    definition: buildSurveyDefinition(i18n),
    api: options.api ?? createOfflineApi(),
    language: 'fr',
    environment: { storage: createMemoryStorage() },
    onCompleting: finishing.onCompleting,
    onComplete: (treesponse) => {
      completions += 1;
      finishing.onComplete(treesponse);
    },
  });
  for (const [key, value] of Object.entries(answers)) controller.setAnswer(key, value as string);
  controller.setAnswer('terms_and_privacy', true);
  if (options.email !== undefined) controller.setAnswer('email', options.email);
  controller.goTo(controller.getState().pages.findIndex((page) => page.key === PAGE.privacy));
  return { controller, finishing, endings, failures, opened, completions: () => completions };
}

describe('computeOutcome', () => {
  it('gives the stored results and the results address with literal ; separators', () => {
    const outcome = computeOutcome(GREEN, 'nl', 'https://results.example');
    const expected = computeResult(GREEN, scoringTableFor('flanders'));
    expect(outcome).toEqual({
      kind: 'result',
      setting: { region: 'flanders', fromLanguage: true },
      results: Object.fromEntries(expected.rankings.map(({ name, percentage }) => [name, percentage])),
      address: `${buildResultAddress(expected, 'nl', { base: 'https://results.example' })}&region=flanders&region-from=language`,
    });
    if (outcome.kind !== 'result') throw new Error('expected a result');
    const top = expected.rankings[0]!;
    expect(outcome.address).toContain(`/nl/${top.name}/?top_0=${top.name};${top.percentage}&`);
    expect(outcome.address).not.toContain('%3B');
  });

  it('gives no result when nothing is important', () => {
    expect(computeOutcome(NOTHING, 'de', '')).toEqual({ kind: 'insufficient', results: {}, setting: { region: 'wallonia', fromLanguage: true } });
  });
});

describe('resultMailAddress', () => {
  it('is the trimmed address, only with mailResults and without a partner link', () => {
    expect(resultMailAddress({ mailResults: true }, '  ann@example.org ')).toBe('ann@example.org');
    expect(resultMailAddress({ mailResults: true }, '   ')).toBeNull();
    expect(resultMailAddress({ mailResults: false }, 'ann@example.org')).toBeNull();
    expect(resultMailAddress({ mailResults: true, bpact_id: 'p-1' }, 'ann@example.org')).toBeNull();
  });
});

describe('the end of the questionnaire', () => {
  it("runs once from the visitor's Next on the privacy page: saves the results, shows the result page, mails, opens the address", async () => {
    mails.length = 0;
    const httpApi = createHttpApi({ host: api.url, projectKey: 'powercheck' });
    const run = questionnaire({ ...GREEN, mailResults: true }, { api: httpApi, email: ' visiteur@example.org ' });
    const started = Date.now();
    // Pressed twice: the second press is ignored while the first completes.
    expect(await Promise.all([run.controller.next(), run.controller.next()])).toEqual([true, false]);
    expect(run.controller.getState().page.key).toBe(PAGE.outro);
    await run.finishing.settled();
    expect(Date.now() - started).toBeGreaterThanOrEqual(75);
    expect(run.completions()).toBe(1);
    const expected = computeOutcome(GREEN, 'fr', 'https://results.example');
    if (expected.kind !== 'result') throw new Error('expected a result');
    expect(run.opened).toEqual([expected.address]);
    expect(run.endings).toEqual([{ address: null, redirected: false }, { address: expected.address, redirected: true }]);
    expect(mails).toEqual([{ url: expected.address, email: 'visiteur@example.org', language: 'fr' }]);
    await expect
      .poll(async () => (await api.listTreesponses('powercheck')).find((record) => record.id === run.controller.getState().treesponse.id))
      .toMatchObject({
        completed: true,
        results: expected.results,
        email: 'visiteur@example.org',
        language: 'fr',
        answers: { [SUPPLIER_DATA_VERSION_ANSWER]: SUPPLIER_DATA_VERSION, [REGION_ANSWER]: 'wallonia' },
        page_visits: expect.arrayContaining([expect.objectContaining({ name: PAGE.outro })]),
      });
    expect(run.failures).toEqual([]);
  });

  it('completes nothing when the result page is merely shown', async () => {
    const run = questionnaire(GREEN);
    run.controller.goTo(run.controller.getState().pages.findIndex((page) => page.key === PAGE.outro));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(run.completions()).toBe(0);
    expect(run.controller.getState()).toMatchObject({ completed: false, treesponse: { completed: false, id: null } });
    expect(run.opened).toEqual([]);
  });

  it.each([
    [429, 'mail refused'],
    [500, 'mail failed'],
  ])('tells the visitor when the mail function answers %i, and still gives the result', async (status, reported) => {
    const refusing = createServer((_request, response) => response.writeHead(status).end());
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(refusing.address() as AddressInfo).port}/send_profile`;
      const run = questionnaire(
        { ...GREEN, mailResults: true },
        { email: 'a@example.org', env: { config: { minResultDisplayMs: 10, sendProfileUrl: url, resultsBase: 'https://results.example' } } },
      );
      await run.controller.next();
      await run.finishing.settled();
      expect(run.opened).toEqual([expect.stringMatching(/^https:\/\/results\.example\/fr\//)]);
      expect(run.failures).toEqual([reported]);
    } finally {
      await new Promise((resolve) => refusing.close(resolve));
    }
  });

  it('tells the visitor when the mail function cannot be reached', async () => {
    const run = questionnaire({ ...GREEN, mailResults: true }, { email: 'a@example.org', env: { fetch: () => Promise.reject(new TypeError('network down')) } });
    await run.controller.next();
    await run.finishing.settled();
    expect(run.opened).toEqual([expect.stringMatching(/^https:\/\/results\.example\/fr\//)]);
    expect(run.failures).toEqual(['mail failed']);
  });

  it('sends no mail for a partner-link visitor', async () => {
    mails.length = 0;
    const run = questionnaire({ ...GREEN, mailResults: true, bpact_id: 'p-3' }, { email: 'a@example.org' });
    await run.controller.next();
    await run.finishing.settled();
    expect(run.opened).toHaveLength(1);
    expect(mails).toEqual([]);
  });

  it('opens nothing when the visitor has left the result page meanwhile', async () => {
    const run = questionnaire(GREEN, { env: { open: () => false } });
    await run.controller.next();
    await run.finishing.settled();
    expect(run.endings.at(-1)).toMatchObject({ redirected: false });
  });

  it('shows the insufficient-data page when nothing is important, with the response completed', async () => {
    const run = questionnaire(NOTHING);
    expect(await run.controller.next()).toBe(true);
    await run.finishing.settled();
    const state = run.controller.getState();
    expect(state.page.key).toBe(PAGE.error);
    expect(state.treesponse).toMatchObject({ completed: true, results: {} });
    expect(run.completions()).toBe(1);
    expect(run.opened).toEqual([]);
  });

  it('keeps the visitor on the privacy page with every answer when the save fails, and completes on the retry', async () => {
    mails.length = 0;
    let down = true;
    const flaky = createHttpApi({
      host: api.url,
      projectKey: 'powercheck',
      environment: { fetch: (input, init) => (down ? Promise.reject(new TypeError('network down')) : fetch(input, init)) },
    });
    const run = questionnaire({ ...GREEN, mailResults: true }, { api: flaky, email: 'retry@example.org' });
    expect(await run.controller.next()).toBe(false);
    expect(run.controller.getState()).toMatchObject({ completed: false, saveError: expect.any(String), page: { key: PAGE.privacy } });
    expect(run.controller.getAnswer('terms_and_privacy')).toBe(true);
    expect(run.completions()).toBe(0);
    down = false;
    expect(await run.controller.next()).toBe(true);
    await run.finishing.settled();
    expect(run.completions()).toBe(1);
    expect(run.opened).toHaveLength(1);
    // asked for with the first save, not again on the retry: one result, one mail
    expect(mails).toEqual([{ url: run.opened[0], email: 'retry@example.org', language: 'fr' }]);
  });

  it('asks for the result e-mail together with the save, before the save has answered', async () => {
    mails.length = 0;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow = createHttpApi({
      host: api.url,
      projectKey: 'powercheck',
      environment: { fetch: async (input, init) => (await held, fetch(input, init)) },
    });
    const run = questionnaire({ ...GREEN, mailResults: true }, { api: slow, email: 'together@example.org' });
    const finished = run.controller.next();
    await vi.waitFor(() => expect(mails).toHaveLength(1), { timeout: 5000 });
    expect(run.completions()).toBe(0);
    release();
    expect(await finished).toBe(true);
    await run.finishing.settled();
    expect(mails).toHaveLength(1);
    expect(run.opened).toHaveLength(1);
  });
});
