/**
 * The end of the questionnaire (src/survey/finish.ts) with the real engine: the offline API or a collection API on
 * 127.0.0.1, and a real HTTP server standing in for the mail function's address.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer, type ApiServer } from '@treesponse/api';
import { createMemoryStorage, createSurvey, type TreesponseApi } from '@treesponse/core';
import { createHttpApi } from '@treesponse/core/http';
import { createOfflineApi } from '@treesponse/core/offline';
import { buildResultAddress, computeResult } from '@powercheck/scoring';
import { createAppI18n } from '../../src/i18n/index.js';
import { buildSurveyDefinition, CRITERION_KEYS, PAGE } from '../../src/survey/pages.js';
import {
  computeOutcome,
  finishQuestionnaire,
  resultMailAddress,
  type FinishEnvironment,
} from '../../src/survey/finish.js';
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

function questionnaire(answers: Record<string, unknown>, options: { api?: TreesponseApi; email?: string } = {}) {
  const controller = createSurvey({
    definition: buildSurveyDefinition(i18n),
    api: options.api ?? createOfflineApi(),
    language: 'fr',
    environment: { storage: createMemoryStorage() },
  });
  for (const [key, value] of Object.entries(answers)) controller.setAnswer(key, value as string);
  if (options.email !== undefined) controller.setAnswer('email', options.email);
  controller.goTo(controller.getState().pages.findIndex((page) => page.key === PAGE.outro));
  return controller;
}

function environment(overrides: Partial<FinishEnvironment> = {}) {
  const failures: string[] = [];
  const env: FinishEnvironment = {
    config: { minResultDisplayMs: 80, sendProfileUrl: mailUrl, resultsBase: 'https://results.example' },
    origin: 'https://site.example',
    fetch: (input, init) => fetch(input, init),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    now: () => Date.now(),
    onSaveFailed: () => failures.push('save failed'),
    onError: (_error, context) => failures.push(context),
    onMailFailed: (reason) => failures.push(`mail ${reason}`),
    ...overrides,
  };
  return { env, failures };
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

describe('finishQuestionnaire', () => {
  it('completes, stores the results, saves, mails the trimmed address and resolves after the display time', async () => {
    mails.length = 0;
    const httpApi = createHttpApi({ host: api.url, projectKey: 'powercheck' });
    const controller = questionnaire({ ...GREEN, mailResults: true }, { api: httpApi, email: ' visiteur@example.org ' });
    const { env, failures } = environment();
    const started = Date.now();
    const address = await finishQuestionnaire(controller, env);
    expect(Date.now() - started).toBeGreaterThanOrEqual(75);
    const expected = computeOutcome(GREEN, 'fr', 'https://results.example');
    if (expected.kind !== 'result') throw new Error('expected a result');
    expect(address).toBe(expected.address);
    expect(mails).toEqual([{ url: expected.address, email: 'visiteur@example.org', language: 'fr' }]);
    const [record] = await api.listTreesponses('powercheck');
    expect(record).toMatchObject({ completed: true, results: expected.results, email: 'visiteur@example.org', language: 'fr' });
    expect(failures).toEqual([]);
  });

  it.each([
    [429, 'mail refused'],
    [500, 'mail failed'],
  ])('tells the visitor when the mail function answers %i, and still gives the result', async (status, reported) => {
    const refusing = createServer((_request, response) => response.writeHead(status).end());
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
    try {
      const controller = questionnaire({ ...GREEN, mailResults: true }, { email: 'a@example.org' });
      const url = `http://127.0.0.1:${(refusing.address() as AddressInfo).port}/send_profile`;
      const { env, failures } = environment({ config: { minResultDisplayMs: 10, sendProfileUrl: url, resultsBase: 'https://results.example' } });
      expect(await finishQuestionnaire(controller, env)).toMatch(/^https:\/\/results\.example\/fr\//);
      expect(failures).toEqual([reported]);
    } finally {
      await new Promise((resolve) => refusing.close(resolve));
    }
  });

  it('tells the visitor when the mail function cannot be reached', async () => {
    const controller = questionnaire({ ...GREEN, mailResults: true }, { email: 'a@example.org' });
    const { env, failures } = environment({ fetch: () => Promise.reject(new TypeError('network down')) });
    expect(await finishQuestionnaire(controller, env)).toMatch(/^https:\/\/results\.example\/fr\//);
    expect(failures).toEqual(['mail failed']);
  });

  it('sends no mail for a partner-link visitor', async () => {
    mails.length = 0;
    const controller = questionnaire({ ...GREEN, mailResults: true, bpact_id: 'p-3' }, { email: 'a@example.org' });
    expect(await finishQuestionnaire(controller, environment().env)).toMatch(/^https:\/\/results\.example\/fr\//);
    expect(mails).toEqual([]);
  });

  it('opens the insufficient-data page and resolves to null when nothing is important', async () => {
    const controller = questionnaire(NOTHING);
    expect(await finishQuestionnaire(controller, environment().env)).toBeNull();
    const state = controller.getState();
    expect(state.page.key).toBe(PAGE.error);
    expect(state.treesponse).toMatchObject({ completed: true, results: {} });
  });

  it('still gives the result when the save fails, and says so', async () => {
    const unreachable = createHttpApi({ host: 'http://127.0.0.1:9', projectKey: 'powercheck' });
    const controller = questionnaire(GREEN, { api: unreachable });
    const { env, failures } = environment();
    expect(await finishQuestionnaire(controller, env)).toMatch(/^https:\/\/results\.example\/fr\//);
    expect(failures).toEqual(['save', 'save failed']);
  });
});
