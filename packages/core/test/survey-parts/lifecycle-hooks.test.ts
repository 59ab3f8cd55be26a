/**
 * What an app plugs into the lifecycle (survey/lifecycle-hooks.ts): its own resume store, and the answers and results
 * a completion saves, with the real HTTP transport against the contract server on 127.0.0.1.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage, createSurvey, type ResumeStore, type SurveyOptions } from '../../src/index.js';
import { createHttpApi } from '../../src/http-api.js';
import { withCompletionData } from '../../src/survey/lifecycle-hooks.js';
import { startContractServer, type ContractServer } from '../support/contract-server.js';
import { page, survey, testEnvironment } from '../support/fixtures.js';

let server: ContractServer;
beforeAll(async () => {
  server = await startContractServer({ projectKey: 'proj' });
});
afterAll(async () => {
  await server.close();
});

const definition = survey([
  page('first', 0, [{ key: 'name', type: 'text' }]),
  page('second', 1, [{ key: 'age', type: 'number' }]),
  page('last', 2, [{ key: 'ok', type: 'checkbox', required: true }]),
]);

function start(extra: Partial<SurveyOptions> = {}, storage = createMemoryStorage()) {
  const environment = testEnvironment({ fetch: (input, init) => fetch(input, init), storage });
  const api = createHttpApi({ host: server.origin, projectKey: 'proj', environment });
  const s = createSurvey({ definition, api, projectKey: 'proj', language: 'en', ...extra, environment });
  s.subscribe(() => undefined);
  return { s, storage };
}

/** A resume store of the app's own: one record for the running response. */
function singleRecordStore() {
  let record: { id: string; page: string } | null = null;
  const store: ResumeStore = {
    pageOf: (id) => (record?.id === id ? record.page : undefined),
    remember: (id, page) => {
      record = { id, page };
    },
  };
  return { store, record: () => record };
}

describe('onCompleting and onComplete', () => {
  it('saves the answers and results of onCompleting with the completed response, then calls onComplete once', async () => {
    const onCompleting = vi.fn((treesponse: { answers: Record<string, unknown> }) => ({
      answers: { derived: `for ${String(treesponse.answers.name)}` },
      results: { a: 70, b: 30 },
    }));
    const onComplete = vi.fn();
    const { s } = start({ onCompleting, onComplete });
    s.setAnswer('name', 'Ann');
    await s.next();
    await s.next();
    s.setAnswer('ok', true);
    // The visitor's Next on the last page, pressed twice: the second press is ignored while the first completes.
    expect(await Promise.all([s.next(), s.next()])).toEqual([true, false]);
    expect(onCompleting).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete.mock.calls[0]![0]).toMatchObject({ completed: true, results: { a: 70, b: 30 }, answers: { name: 'Ann', derived: 'for Ann' } });
    const stored = server.treesponses.get(s.getState().treesponse.id!)?.body;
    expect(stored).toMatchObject({ completed: true, results: { a: 70, b: 30 }, answers: { name: 'Ann', derived: 'for Ann' } });
  });

  it('saves nothing of onCompleting when the completing save fails, and saves it on the retry', async () => {
    const onComplete = vi.fn();
    let down = true;
    const environment = testEnvironment({
      fetch: (input, init) => (down ? Promise.reject(new TypeError('network down')) : fetch(input, init)),
      storage: createMemoryStorage(),
    });
    const api = createHttpApi({ host: server.origin, projectKey: 'proj', environment });
    const onCompleting = vi.fn(() => ({ results: { a: 1 } }));
    const s = createSurvey({ definition, api, projectKey: 'proj', language: 'en', environment, onCompleting, onComplete });
    s.subscribe(() => undefined);
    s.setAnswer('ok', true);
    await expect(s.complete()).rejects.toThrow();
    expect(onComplete).not.toHaveBeenCalled();
    expect(s.getState()).toMatchObject({ completed: false, treesponse: { completed: false } });
    down = false;
    await s.complete();
    expect(onCompleting).toHaveBeenCalledTimes(2);
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(server.treesponses.get(s.getState().treesponse.id!)?.body).toMatchObject({ completed: true, results: { a: 1 } });
  });

  it('adds nothing when onCompleting returns nothing, and results replace earlier ones', () => {
    const treesponse = { answers: { a: 1 }, results: { old: 1 } } as never;
    expect(withCompletionData(treesponse, undefined)).toBe(treesponse);
    expect(withCompletionData(treesponse, { results: { x: 2 } })).toMatchObject({ answers: { a: 1 }, results: { x: 2 } });
    expect(withCompletionData(treesponse, { answers: { b: 2 } })).toMatchObject({ answers: { a: 1, b: 2 }, results: { old: 1 } });
  });
});

describe('resumeStore', () => {
  it('keeps the page shown in the store passed in, nothing in storage, and a resume shows that page again', async () => {
    const { store, record } = singleRecordStore();
    const storage = createMemoryStorage();
    const { s } = start({ resumePage: true, resumeStore: store }, storage);
    s.setAnswer('name', 'Ann');
    await s.next();
    const id = s.getState().treesponse.id!;
    expect(record()).toEqual({ id, page: 'second' });
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
    expect(keys.filter((key) => key?.includes(':page:'))).toEqual([]);

    // A reload: the same device (its treesponder) resumes on the page the store names.
    const { s: resumed } = start({ resumePage: true, resumeStore: store, resumeId: id }, storage);
    await resumed.ready();
    expect(resumed.getState().page.key).toBe('second');
    expect(resumed.getAnswer('name')).toBe('Ann');
  });
});
