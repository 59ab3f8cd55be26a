import { describe, expect, it } from 'vitest';
import {
  HttpError,
  createMemoryStorage,
  createSurvey,
  NotAuthorizedError,
  treesponderStorageKey,
  type KeyValueStorage,
  type SurveyDefinition,
} from '../src/index.js';
import { createHttpApi } from '../src/http-api.js';
import { createOfflineApi } from '../src/offline-api.js';
import { useContractServer } from './support/contract-server.js';
import { page, survey, testEnvironment } from './support/fixtures.js';

const contractServer = useContractServer({ projectKey: 'proj' });

const definition: SurveyDefinition = survey([
  page('intro', 1, [{ key: 'name', type: 'string', required: true }]),
  page('contact', 2, [
    { key: 'email', type: 'email', target: 'email' },
    { key: 'optin', type: 'checkbox', target: 'optinProject' },
    { key: 'cv', type: 'file' },
  ]),
  page('end', 3),
]);

function start(storage: KeyValueStorage = createMemoryStorage(), extra: Partial<Parameters<typeof createSurvey>[0]> = {}) {
  const environment = testEnvironment({ storage, fetch: (input, init) => fetch(input, init) });
  const api = createHttpApi({ host: contractServer().origin, projectKey: 'proj', environment });
  const s = createSurvey({ definition, api, projectKey: 'proj', environment, query: '?linkname=bp&p_id=7', ...extra });
  return { s, environment, storage };
}

const calls = () => contractServer().requests.map((r) => `${r.method} ${r.path.replace(/treesponses\/[^/]+/, 'treesponses/:id')}`);

describe('treesponse lifecycle', () => {
  it('creates the treesponder and the treesponse on the first save, then updates it', async () => {
    const { s, storage } = start();
    expect(s.getState().treesponder).toEqual({ id: null, token: null, saved: false });
    s.setAnswer('name', 'Ann');
    expect(await s.next()).toBe(true);
    s.setAnswer('email', ' ann@example.org ');
    s.setAnswer('optin', true);
    expect(await s.next()).toBe(true);
    expect(calls()).toEqual(['POST /api/v1/treesponders', 'POST /api/v1/treesponses', 'PATCH /api/v1/treesponses/:id']);

    const state = s.getState();
    expect(state.treesponder.saved).toBe(true);
    expect(JSON.parse(storage.getItem(treesponderStorageKey('proj'))!)).toEqual({
      token: state.treesponder.token,
      id: state.treesponder.id,
    });
    const patch = JSON.parse(contractServer().requests[2]!.body);
    expect(patch).toMatchObject({
      answers: { name: 'Ann' },
      // Validated trimmed, so stored trimmed.
      email: 'ann@example.org',
      optin_project: true,
      optin_organisation: false,
      query: 'linkname=bp&p_id=7',
      survey_version: 'v1',
      language: 'nl',
      completed: false,
      page_visits: [
        { index: 0, name: 'intro', order: 0 },
        { index: 1, name: 'contact', order: 1 },
      ],
    });
    expect(contractServer().requests[2]!.path).toBe(`/api/v1/treesponses/${state.treesponse.id}`);
  });

  it('a returning visitor keeps the stored treesponder', async () => {
    const storage = createMemoryStorage();
    const first = start(storage).s;
    await first.save();
    const second = start(storage).s;
    expect(second.getState().treesponder).toEqual({ ...first.getState().treesponder });
    contractServer().requests.length = 0;
    await second.save();
    expect(calls()).toEqual(['POST /api/v1/treesponses']);
  });

  it('uses the survey version and records completion, results and language', async () => {
    const { s } = start(createMemoryStorage(), { definition: { ...definition, version: 'v7' } });
    s.setResults({ ecopower: 90 });
    s.setCompleted();
    await s.setLanguage('de');
    await s.save();
    expect(JSON.parse(contractServer().requests.at(-1)!.body)).toMatchObject({
      survey_version: 'v7',
      completed: true,
      results: { ecopower: 90 },
      language: 'de',
    });
    expect(s.getState().language).toBe('de');
  });

  it('quick successive saves create one treesponse, then update it', async () => {
    const { s } = start();
    await Promise.all([s.save(), s.save(), s.save()]);
    expect(calls()).toEqual([
      'POST /api/v1/treesponders',
      'POST /api/v1/treesponses',
      'PATCH /api/v1/treesponses/:id',
      'PATCH /api/v1/treesponses/:id',
    ]);
  });

  it('a failed save keeps the visitor on the page with a message, and keeps every answer', async () => {
    const { s, environment } = start();
    s.setAnswer('name', 'Ann');
    contractServer().failNext('POST', '/api/v1/treesponses', 500, { error: 'database down' });
    expect(await s.next()).toBe(false);
    expect(s.getState()).toMatchObject({ pageIndex: 0, submitting: false, saveError: 'Kon niet worden opgeslagen. Je antwoorden zijn bewaard; probeer het opnieuw.' });
    expect(s.getAnswer('name')).toBe('Ann');
    expect(environment.reported).toMatchObject([{ error: { status: 500, body: { error: 'database down' } }, context: 'save' }]);
    expect(environment.reported[0]!.error).toBeInstanceOf(HttpError);
    expect(await s.next()).toBe(true);
    expect(s.getState().saveError).toBeNull();
    expect(s.getState().page.key).toBe('contact');
  });

  it('a refused token and a dropped connection give their own messages', async () => {
    const { s, environment } = start();
    await s.ready();
    s.setAnswer('name', 'Ann');
    contractServer().failNext('POST', '/api/v1/treesponses', 401, { error: 'bad token' });
    expect(await s.next()).toBe(false);
    expect(s.getState().saveError).toBe('Geen toegang');
    expect(environment.reported[0]!.error).toBeInstanceOf(NotAuthorizedError);
    s.setLanguage('en');
    expect(s.getState().saveError).toBe('Not authorized');

    const dropping = createSurvey({
      definition,
      api: createHttpApi({ host: 'http://127.0.0.1:1', projectKey: 'proj' }),
      environment: testEnvironment(),
      language: 'fr',
    });
    await dropping.ready();
    dropping.setAnswer('name', 'Ann');
    expect(await dropping.next()).toBe(false);
    expect(dropping.getState().saveError).toBe('La connexion a échoué. Vos réponses sont conservées\u202F; veuillez réessayer.');
    expect(dropping.getAnswer('name')).toBe('Ann');
  });

  it("a page with save 'background' moves on at once and reports a later failure", async () => {
    let release: () => void = () => undefined;
    const environment = testEnvironment();
    const offline = createOfflineApi();
    const api = {
      ...offline,
      createTreesponse: async () => {
        await new Promise<void>((resolve) => (release = resolve));
        throw new Error('lost');
      },
    };
    const s = createSurvey({
      definition: survey([page('a', 0, [], { save: 'background' }), page('b', 1), page('c', 2, [], { save: 'none' }), page('d', 3)]),
      api,
      environment,
    });
    expect(await s.next()).toBe(true);
    expect(s.getState().page.key).toBe('b');
    expect(s.getState().saveError).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 5));
    release();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(s.getState().saveError).toBe('Kon niet worden opgeslagen. Je antwoorden zijn bewaard; probeer het opnieuw.');
    expect(environment.reported.map((r) => r.context)).toEqual(['save']);
  });

  it("a page with save 'none' is not saved", async () => {
    const { s } = start(createMemoryStorage(), { definition: survey([page('a', 0, [], { save: 'none' }), page('b', 1)]) });
    expect(await s.next()).toBe(true);
    expect(contractServer().requests).toHaveLength(0);
  });
});

describe('resume', () => {
  it('loads answers, results, uploads and special fields by id', async () => {
    const storage = createMemoryStorage();
    const first = start(storage).s;
    first.setAnswer('name', 'Ann');
    first.setAnswer('email', 'ann@example.org');
    first.setAnswer('optin', true);
    first.setResults({ luminus: 40 });
    await first.upload('cv', new File(['my cv'], 'cv.txt', { type: 'text/plain' }));
    const signedId = first.getState().treesponse.uploads.cv!.blobSignedId;
    await first.save();
    const id = first.getState().treesponse.id!;

    const second = start(storage, { resumeId: id }).s;
    expect(second.getState().loading).toBe(true);
    await second.ready();
    const resumed = second.getState();
    expect(resumed.loading).toBe(false);
    expect(resumed.treesponse).toMatchObject({
      id,
      answers: { name: 'Ann' },
      results: { luminus: 40 },
      email: 'ann@example.org',
      optinProject: true,
      optinOrganisation: false,
    });
    expect(resumed.treesponse.uploads).toEqual({
      cv: { id: expect.any(Number), name: 'cv', filename: 'cv.txt', blobSignedId: signedId },
    });
    expect(second.getAnswer('optin')).toBe(true);
    contractServer().requests.length = 0;
    await second.save();
    expect(calls()).toEqual(['PATCH /api/v1/treesponses/:id']);
  });

  it('a failed resume is reported and leaves a fresh response', async () => {
    const environment = testEnvironment();
    const s = createSurvey({ definition, api: createOfflineApi(), environment, resumeId: 'abc' });
    await s.ready();
    expect(s.getState().treesponse.id).toBeNull();
    expect(environment.reported.map((r) => [r.context, (r.error as Error).message])).toEqual([
      ['resume', 'Not authorized: no stored treesponder to resume with'],
    ]);
    await s.save();
    await expect(s.resume('abc')).rejects.toThrow('Cannot read existing data when using offline API');
  });
});

describe('store', () => {
  it('getState returns the same snapshot until something changes, and notifies subscribers', () => {
    const s = createSurvey({ definition, api: createOfflineApi(), environment: testEnvironment() });
    const before = s.getState();
    expect(s.getState()).toBe(before);
    let notified = 0;
    const unsubscribe = s.subscribe(() => (notified += 1));
    s.setAnswer('name', 'x');
    expect(notified).toBe(1);
    const after = s.getState();
    expect(after).not.toBe(before);
    expect(before.treesponse.answers).toEqual({});
    unsubscribe();
    s.setAnswer('name', 'y');
    expect(notified).toBe(1);
  });

  it('hidden questions store their value when their page is shown', async () => {
    const s = createSurvey({
      definition: survey([
        page('a', 0),
        page('b', 1, [
          { key: 'source', type: 'hidden', value: 'web' },
          { key: 'bpact_id', type: 'hidden', value: ({ treesponse }) => (treesponse.query.includes('p_id=7') ? '7' : null) },
        ]),
      ]),
      api: createOfflineApi(),
      environment: testEnvironment(),
      query: 'linkname=bp&p_id=7',
    });
    expect(s.getAnswer('source')).toBeUndefined();
    await s.next();
    expect(s.getState().treesponse.answers).toMatchObject({ source: 'web', bpact_id: '7' });
  });
});
