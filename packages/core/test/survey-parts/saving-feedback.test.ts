import { describe, expect, it } from 'vitest';
import type { TreesponseApi } from '../../src/contracts.js';
import { createMemoryStorage } from '../../src/environment.js';
import { ServerError } from '../../src/errors.js';
import { createOfflineApi } from '../../src/offline-api.js';
import { createSurvey } from '../../src/survey.js';
import { DRAFT_WRITE_DELAY_MS } from '../../src/survey/draft.js';
import { SLOW_SAVE_MS } from '../../src/survey/submit.js';
import { emptyTreesponse } from '../../src/survey/answers.js';
import { manualTimers, page, survey, testEnvironment } from '../support/fixtures.js';

const definition = survey([
  page('one', 1, [{ key: 'name', type: 'string', label: 'Name', required: true }]),
  page('two', 2, [{ key: 'note', type: 'string', label: 'Note' }]),
  page('three', 3, [{ key: 'end', type: 'string', label: 'End' }]),
]);

/** A transport whose creates wait until the test answers them. */
function heldApi() {
  const held: { resolve(id: string): void; reject(error: unknown): void }[] = [];
  const api: TreesponseApi = {
    ...createOfflineApi(),
    createTreesponse: () =>
      new Promise((resolve, reject) => held.push({ resolve: (publicId) => resolve({ publicId }), reject })),
  };
  return { api, held };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('a save the respondent can follow', () => {
  it('says it is still saving once a save runs longer than a moment, and stops saying so when it ends', async () => {
    const timers = manualTimers();
    const { api, held } = heldApi();
    const s = createSurvey({ definition, api, language: 'nl', environment: testEnvironment({ timers }) });
    await s.ready(); // the Dutch engine texts load on demand
    s.setAnswer('name', 'Ann');
    const moving = s.next();
    await flush();
    expect(s.getState().submitting).toBe(true);
    timers.advance(SLOW_SAVE_MS - 1);
    expect(s.getState().savingSlowly).toBe(false);
    timers.advance(1);
    expect(s.getState().savingSlowly).toBe(true);
    expect(s.t('save.saving')).toBe('Je antwoorden worden opgeslagen…');
    held[0]!.resolve('r1');
    expect(await moving).toBe(true);
    expect(s.getState()).toMatchObject({ submitting: false, savingSlowly: false, pageIndex: 1 });
  });

  it('keeps the page when an answer changed during the save breaks a rule', async () => {
    const { api, held } = heldApi();
    const s = createSurvey({ definition, api, language: 'en', environment: testEnvironment() });
    s.setAnswer('name', 'Ann');
    const moving = s.next();
    await flush();
    s.setAnswer('name', '');
    held[0]!.resolve('r1');
    expect(await moving).toBe(false);
    expect(s.getState().pageIndex).toBe(0);
    expect(s.getState().errors).toEqual({ name: 'This question is required' });
  });

  it('hands a refused save to onError as an HttpError with status and body', async () => {
    const reported: unknown[] = [];
    const api: TreesponseApi = {
      ...createOfflineApi(),
      createTreesponse: () => Promise.reject(new ServerError('Server replied 500 to POST /feedback', 500, { error: 'database is down' })),
    };
    const s = createSurvey({ definition, api, language: 'en', environment: testEnvironment(), onError: (error) => reported.push(error) });
    s.setAnswer('name', 'Ann');
    expect(await s.next()).toBe(false);
    expect(reported[0]).toMatchObject({ name: 'ServerError', status: 500, body: { error: 'database is down' } });
    expect(s.getState().saveError).toBe('Could not be saved. Your answers are kept; please try again.');
  });
});

describe('the draft kept on the device (keepDraft)', () => {
  it('brings back the answers and the page of a response not submitted yet after a reload', async () => {
    const storage = createMemoryStorage();
    const timers = manualTimers();
    const first = createSurvey({ definition, api: createOfflineApi(), language: 'en', keepDraft: true, environment: testEnvironment({ storage, timers }) });
    first.goTo(1);
    first.setAnswer('note', 'half a thought');
    timers.advance(DRAFT_WRITE_DELAY_MS);
    first.destroy();

    const again = createSurvey({ definition, api: createOfflineApi(), language: 'en', keepDraft: true, environment: testEnvironment({ storage, timers }) });
    expect(again.getState().pageIndex).toBe(1);
    expect(again.getAnswer('note')).toBe('half a thought');
  });

  it('writes once per pause, not per keystroke', () => {
    const storage = createMemoryStorage();
    let writes = 0;
    const counted = { ...storage, setItem: (key: string, value: string) => ((writes += 1), storage.setItem(key, value)) };
    const timers = manualTimers();
    const s = createSurvey({ definition, api: createOfflineApi(), language: 'en', keepDraft: true, environment: testEnvironment({ storage: counted, timers }) });
    for (const text of ['A', 'An', 'Ann']) s.setAnswer('name', text);
    timers.advance(DRAFT_WRITE_DELAY_MS);
    expect(writes).toBe(1);
  });

  it('says the answers are on the device when a save fails, and forgets them once the survey is completed', async () => {
    const storage = createMemoryStorage();
    const timers = manualTimers();
    let fail = true;
    const offline = createOfflineApi();
    const api: TreesponseApi = {
      ...offline,
      createTreesponse: (...args) => (fail ? Promise.reject(new ServerError('Server replied 503', 503, {})) : offline.createTreesponse(...args)),
    };
    const s = createSurvey({ definition, api, language: 'de', keepDraft: true, environment: testEnvironment({ storage, timers }) });
    await s.ready(); // the German engine texts load on demand
    s.setAnswer('name', 'Ann');
    timers.advance(DRAFT_WRITE_DELAY_MS);
    expect(await s.next()).toBe(false);
    expect(s.getState().saveError).toBe(
      'Konnte nicht gespeichert werden. Ihre Antworten bleiben erhalten; bitte versuchen Sie es erneut. Ihre Antworten sind auch auf diesem Gerät gespeichert.',
    );
    fail = false;
    expect(await s.next()).toBe(true);
    await s.complete();
    expect(storage.getItem('treesponse:test-survey:draft')).toBeNull();
  });

  it('takes up a saved response from its draft after a reload: its id, every answer and the page', async () => {
    const storage = createMemoryStorage();
    const timers = manualTimers();
    const environment = () => testEnvironment({ storage, timers });
    const offline = createOfflineApi();
    const updates: string[] = [];
    const api: TreesponseApi = { ...offline, updateTreesponse: async (_token, id) => void updates.push(id) };
    const first = createSurvey({ definition, api, language: 'en', keepDraft: true, environment: environment() });
    first.setAnswer('name', 'Ann');
    expect(await first.next()).toBe(true);
    first.setAnswer('note', 'typed, not sent');
    timers.advance(DRAFT_WRITE_DELAY_MS);
    const id = first.getState().treesponse.id;
    first.destroy();

    const again = createSurvey({ definition, api, language: 'en', keepDraft: true, environment: environment() });
    expect(again.getState()).toMatchObject({ pageIndex: 1, treesponse: { id, answers: { name: 'Ann', note: 'typed, not sent' } } });
    expect(await again.next()).toBe(true);
    expect(updates).toEqual([id]);
  });

  it('keeps nothing without the option, and a resume ignores the draft of another response', async () => {
    const storage = createMemoryStorage();
    const timers = manualTimers();
    const s = createSurvey({ definition, api: createOfflineApi(), language: 'en', environment: testEnvironment({ storage, timers }) });
    s.setAnswer('name', 'Ann');
    timers.advance(DRAFT_WRITE_DELAY_MS);
    expect(storage.length).toBe(0);

    const offline = createOfflineApi();
    const api: TreesponseApi = {
      ...offline,
      getTreesponse: async () => ({ answers: { name: 'Cleo' }, results: {} }),
    };
    storage.setItem('treesponse:test-survey:treesponder', JSON.stringify({ id: 'p1', token: 't1', saved: true }));
    const draft = { page: 'two', treesponse: { ...emptyTreesponse({ language: 'en' }), id: 'someone-else', answers: { name: 'Bob' } } };
    storage.setItem('treesponse:test-survey:draft', JSON.stringify(draft));
    const resumed = createSurvey({ definition, api, language: 'en', keepDraft: true, resumeId: 'r9', environment: testEnvironment({ storage, timers }) });
    await resumed.ready();
    expect(resumed.getState().pageIndex).toBe(0);
    expect(resumed.getAnswer('name')).toBe('Cleo');
  });
});
