/**
 * The rules of the date, matrix, rating, … questions load when a page with one is read (`loadRulesOf`). Next waits
 * for them: a visitor who taps Next before they are in must not pass a page those rules would refuse. Each test loads
 * the core afresh, so that the rules are not in yet, as on a visitor's first page with such a question.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Question } from '../src/index.js';
import { page, survey, testEnvironment } from './support/fixtures.js';

const DATE_QUESTION: Question = { key: 'moved', type: 'date', min: '2020-01-01', max: '2026-12-31' };
/** The survey's default language is Dutch. */
const TOO_EARLY = 'Moet op of na 1 januari 2020 zijn';

async function freshCore() {
  vi.resetModules();
  const [core, offline] = await Promise.all([import('../src/index.js'), import('../src/offline-api.js')]);
  return { createSurvey: core.createSurvey, api: offline.createOfflineApi() };
}

describe('Next and the rules that load on demand', () => {
  afterEach(() => vi.doUnmock('../src/rich-question-rules.js'));

  it("waits for the rules of the survey's first page before it lets the visitor on", async () => {
    const { createSurvey, api } = await freshCore();
    const s = createSurvey({ definition: survey([page('p1', 1, [DATE_QUESTION]), page('p2', 2)]), api, environment: testEnvironment() });
    s.setAnswer('moved', '2019-12-31');
    expect(await s.next()).toBe(false);
    expect(s.getState().page.key).toBe('p1');
    expect(s.getState().errors).toEqual({ moved: TOO_EARLY });
  });

  it('waits for the rules of a page reached later', async () => {
    const { createSurvey, api } = await freshCore();
    const definition = survey([page('p1', 1, [{ key: 'name', type: 'text' }]), page('p2', 2, [DATE_QUESTION]), page('p3', 3)]);
    const s = createSurvey({ definition, api, environment: testEnvironment() });
    await s.ready();
    expect(await s.next()).toBe(true);
    expect(s.getState().page.key).toBe('p2');
    s.setAnswer('moved', '2019-12-31');
    expect(await s.next()).toBe(false);
    expect(s.getState().page.key).toBe('p2');
    expect(s.getState().errors).toEqual({ moved: TOO_EARLY });
  });

  it('lets the visitor on with the other rules when those rules cannot load, and reports why', async () => {
    vi.doMock('../src/rich-question-rules.js', () => Promise.reject(new Error('offline')));
    const { createSurvey, api } = await freshCore();
    const environment = testEnvironment();
    const definition = survey([page('p1', 1, [DATE_QUESTION, { key: 'name', type: 'text', required: true }]), page('p2', 2)]);
    const s = createSurvey({ definition, api, environment });
    s.setAnswer('moved', '2019-12-31');
    expect(await s.next()).toBe(false);
    expect(s.getState().errors).toEqual({ name: 'Dit veld is verplicht' });
    s.setAnswer('name', 'An');
    expect(await s.next()).toBe(true);
    expect(s.getState().page.key).toBe('p2');
    expect(environment.reported.map(({ context }) => context)).toContain('rules');
  });
});
