/**
 * The running questionnaire across reloads and restarts, against a real collection API on 127.0.0.1. A "reload" is a
 * second store on the same storage, as a new page load of the same browser would make.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer, type ApiServer } from '@treesponse/api';
import { createMemoryStorage, treesponderStorageKey, type KeyValueStorage } from '@treesponse/core';
import { createHttpApi } from '@treesponse/core/http';
import { createAppI18n } from '../../src/i18n/index.js';
import { buildSurveyDefinition, CRITERION_KEYS, PAGE } from '../../src/survey/pages.js';
import { activityMinute, createSessionStore, isFinished, keptSessionKey, type SessionStore, type SurveySession } from '../../src/survey/session.js';
import { KEEP_ON_DEVICE_MS, PAUSE_MS, reopening } from '../../src/survey/kept.js';

const PROJECT_KEY = 'powercheck';
let api: ApiServer;
const i18n = await createAppI18n('nl', { report: () => undefined, views: true });
const errors: string[] = [];

beforeAll(async () => {
  api = await startApiServer({ projects: [{ key: PROJECT_KEY, name: 'Powercheck' }] });
});
afterAll(async () => {
  await api?.close();
});

function store(storage: KeyValueStorage, query = '', now = () => Date.now()): SessionStore {
  return createSessionStore({
    now,
    definition: () => buildSurveyDefinition(i18n),
    api: createHttpApi({ host: api.url, projectKey: PROJECT_KEY }),
    projectKey: PROJECT_KEY,
    storage,
    query,
    onError: (error, context) => errors.push(`${context}: ${String(error)}`),
    finish: {
      config: { minResultDisplayMs: 0, sendProfileUrl: 'http://127.0.0.1:9/send_profile', resultsBase: 'https://results.example' },
      origin: 'https://site.example',
      fetch: (input, init) => fetch(input, init),
      sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      now,
      onError: (error, context) => errors.push(`${context}: ${String(error)}`),
      onMailFailed: () => undefined,
      open: (address) => (opened.push(address), true),
    },
  });
}

const opened: string[] = [];

/** The store's session once it has finished resuming. */
function resumed(sessions: SessionStore): Promise<SurveySession> {
  return new Promise((resolve) => {
    const check = () => {
      const session = sessions.current();
      if (session && !session.resuming) resolve(session);
    };
    sessions.subscribe(check);
    check();
  });
}

async function waitFor(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !condition(); i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(condition()).toBe(true);
}

/**
 * From the intro, gives a postcode and a cooperative, answers the first two criteria and stops on the third (these
 * pages save in the background).
 */
async function answerTwo(session: SurveySession): Promise<void> {
  const { controller } = session;
  expect(await controller.next()).toBe(true);
  controller.setAnswer('postalcode', '9000');
  expect(await controller.next()).toBe(true);
  controller.setAnswer('member_cooperative', ['ecopower', 'wase-wind']);
  expect(await controller.next()).toBe(true);
  controller.setAnswer('price', '4');
  expect(await controller.next()).toBe(true);
  controller.setAnswer('stable_price', '2');
  expect(await controller.next()).toBe(true);
  await controller.save();
}

describe('the running questionnaire', () => {
  it('is resumed after a reload on the same page with every answer, the partner id included', async () => {
    const storage = createMemoryStorage();
    const first = store(storage, '?linkname=bp&p_id=partner-7').open('nl');
    await answerTwo(first);
    const id = first.controller.getState().treesponse.id;
    expect(id).toBeTruthy();
    await waitFor(() => JSON.parse(storage.getItem(keptSessionKey(PROJECT_KEY)) ?? '{}').page === 'page_adjusted_formula');

    const reloaded = store(storage);
    expect(reloaded.open('nl').resuming).toBe(true);
    const session = await resumed(reloaded);
    const state = session.controller.getState();
    expect(state.page.key).toBe('page_adjusted_formula');
    expect(state.treesponse.id).toBe(id);
    expect(state.treesponse.answers).toMatchObject({
      price: '4',
      stable_price: '2',
      bpact_id: 'partner-7',
      member_cooperative: ['ecopower', 'wase-wind'],
    });
    expect(state.treesponse.postcode).toBe('9000');
    // Going on updates the same response: no page is asked twice, no second response is made.
    session.controller.setAnswer('adjusted_formula', '5');
    expect(await session.controller.next()).toBe(true);
    await session.controller.save();
    const records = (await api.listTreesponses(PROJECT_KEY)).filter((record) => record.answers.bpact_id === 'partner-7');
    expect(records).toHaveLength(1);
    expect(records[0]?.answers).toMatchObject({ price: '4', stable_price: '2', adjusted_formula: '5' });
  });

  it('is not resumed once finished: a reload, and coming back, start a new, empty questionnaire', async () => {
    const storage = createMemoryStorage();
    const sessions = store(storage);
    const first = sessions.open('fr');
    await answerTwo(first);
    await first.controller.complete();
    expect(storage.getItem(keptSessionKey(PROJECT_KEY))).toBeNull();
    expect(storage.getItem(treesponderStorageKey(PROJECT_KEY))).toBeNull();

    const again = sessions.open('fr');
    expect(again.controller).not.toBe(first.controller);
    expect(again.resuming).toBe(false);
    expect(again.controller.getState().page.key).toBe(PAGE.intro);
    expect(again.controller.getState().treesponse).toMatchObject({ id: null, completed: false, answers: { bpact_id: null } });

    const reloaded = store(storage).open('fr');
    expect(reloaded.resuming).toBe(false);
    expect(reloaded.controller.getState().treesponse.answers).toEqual({ bpact_id: null });
  });

  it("is finished by the visitor's Next on the privacy page, once: the result opens once and the device forgets it", async () => {
    const storage = createMemoryStorage();
    const sessions = store(storage, '?linkname=bp&p_id=finisher-1');
    const session = sessions.open('nl');
    await answerTwo(session);
    const { controller } = session;
    for (const key of CRITERION_KEYS) controller.setAnswer(key, '4');
    controller.goTo(controller.getState().pages.findIndex((page) => page.key === PAGE.privacy));
    controller.setAnswer('terms_and_privacy', true);
    await waitFor(() => JSON.parse(storage.getItem(keptSessionKey(PROJECT_KEY)) ?? '{}').page === PAGE.privacy);
    opened.length = 0;
    expect(await Promise.all([controller.next(), controller.next()])).toEqual([true, false]);
    const finished = sessions.current()!;
    await finished.finished();
    expect(finished.controller).toBe(controller);
    expect(isFinished(finished)).toBe(true);
    expect(controller.getState().page.key).toBe(PAGE.outro);
    expect(opened).toHaveLength(1);
    expect(sessions.current()!.ending).toEqual({ address: opened[0], redirected: true });
    expect(storage.getItem(keptSessionKey(PROJECT_KEY))).toBeNull();
    expect(storage.getItem(treesponderStorageKey(PROJECT_KEY))).toBeNull();
    const records = (await api.listTreesponses(PROJECT_KEY)).filter((record) => record.answers.bpact_id === 'finisher-1');
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ completed: true });
    expect(Object.keys(records[0]!.results ?? {}).length).toBeGreaterThan(0);
  });

  it('keeps one resume record on the device, which the engine reads the page from and which never names an end page', async () => {
    const storage = createMemoryStorage();
    const first = store(storage).open('nl');
    await answerTwo(first);
    await waitFor(() => JSON.parse(storage.getItem(keptSessionKey(PROJECT_KEY)) ?? '{}').page === 'page_adjusted_formula');
    // The end pages are reached only by finishing: shown without it, they are not where a reload returns to.
    first.controller.goTo(first.controller.getState().pages.findIndex((page) => page.key === PAGE.error));
    await first.controller.save();
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
    expect(keys.sort()).toEqual([keptSessionKey(PROJECT_KEY), treesponderStorageKey(PROJECT_KEY)].sort());
    const kept = JSON.parse(storage.getItem(keptSessionKey(PROJECT_KEY))!);
    expect(kept.page).toBe('page_adjusted_formula');

    // The engine's resume reads the page from the kept record.
    storage.setItem(keptSessionKey(PROJECT_KEY), JSON.stringify({ ...kept, page: 'page_price' }));
    const reloaded = store(storage);
    reloaded.open('nl');
    const session = await resumed(reloaded);
    expect(session.controller.getState().page.key).toBe('page_price');
  });

  it('is not resumed when the server has it completed, even if the page was closed before it was forgotten', async () => {
    const storage = createMemoryStorage();
    const first = store(storage).open('nl');
    await answerTwo(first);
    const kept = storage.getItem(keptSessionKey(PROJECT_KEY));
    first.controller.setCompleted();
    await first.controller.save();
    storage.setItem(keptSessionKey(PROJECT_KEY), kept!);

    const reloaded = store(storage);
    reloaded.open('nl');
    const session = await resumed(reloaded);
    expect(session.controller.getState().page.key).toBe(PAGE.intro);
    expect(session.controller.getState().treesponse).toMatchObject({ id: null, answers: { bpact_id: null } });
    expect(storage.getItem(keptSessionKey(PROJECT_KEY))).toBeNull();
  });

  it('restarts as a new, empty questionnaire that is saved as a new response, keeping the partner link', async () => {
    const storage = createMemoryStorage();
    const sessions = store(storage, '?linkname=bp&p_id=partner-9');
    const first = sessions.open('de');
    await answerTwo(first);
    const firstId = first.controller.getState().treesponse.id;
    let notified = 0;
    sessions.subscribe(() => (notified += 1));

    const fresh = sessions.restart('de');
    expect(notified).toBe(1);
    expect(sessions.current()).toBe(fresh);
    expect(storage.getItem(keptSessionKey(PROJECT_KEY))).toBeNull();
    expect(fresh.controller.getState().page.key).toBe(PAGE.intro);
    expect(fresh.controller.getState().treesponse).toMatchObject({ id: null, answers: { bpact_id: 'partner-9' } });
    await answerTwo(fresh);
    const freshId = fresh.controller.getState().treesponse.id;
    expect(freshId).toBeTruthy();
    expect(freshId).not.toBe(firstId);
    expect(errors).toEqual([]);
  });

  describe('on a shared device', () => {
    /** A questionnaire answered up to the third criterion, kept in `storage`; its response id. */
    async function keptOne(storage: KeyValueStorage): Promise<string> {
      const first = store(storage).open('nl');
      await answerTwo(first);
      await waitFor(() => JSON.parse(storage.getItem(keptSessionKey(PROJECT_KEY)) ?? '{}').page === 'page_adjusted_formula');
      return first.controller.getState().treesponse.id!;
    }
    const later = (ms: number) => () => Date.now() + ms;

    it('asks after a pause, naming the page, and continues there with every answer when asked to', async () => {
      const storage = createMemoryStorage();
      const id = await keptOne(storage);
      const reopened = store(storage, '', later(PAUSE_MS + 120_000));
      const asking = reopened.open('nl');
      expect(asking.resuming).toBe(false);
      expect(asking.waiting).toMatchObject({ id, page: 'page_adjusted_formula' });
      // Nothing is forgotten or changed while the visitor chooses.
      expect(JSON.parse(storage.getItem(keptSessionKey(PROJECT_KEY))!)).toMatchObject({ id, page: 'page_adjusted_formula' });
      expect(storage.getItem(treesponderStorageKey(PROJECT_KEY))).not.toBeNull();

      expect(reopened.continueWaiting('nl').resuming).toBe(true);
      const session = await resumed(reopened);
      expect(session.waiting).toBeNull();
      expect(session.controller.getState().page.key).toBe('page_adjusted_formula');
      expect(session.controller.getState().treesponse).toMatchObject({ id, answers: { price: '4', stable_price: '2' } });
    });

    it('forgets the kept answers on the device when the visitor starts over, and saves a new response', async () => {
      const storage = createMemoryStorage();
      const id = await keptOne(storage);
      const reopened = store(storage, '', later(PAUSE_MS + 120_000));
      expect(reopened.open('nl').waiting).not.toBeNull();
      const fresh = reopened.restart('nl');
      expect(fresh.waiting).toBeNull();
      expect(storage.getItem(keptSessionKey(PROJECT_KEY))).toBeNull();
      expect(storage.getItem(treesponderStorageKey(PROJECT_KEY))).toBeNull();
      expect(fresh.controller.getState().treesponse).toMatchObject({ id: null, answers: { bpact_id: null } });
      await answerTwo(fresh);
      expect(fresh.controller.getState().treesponse.id).not.toBe(id);
    });

    it('continues without asking within the pause, and forgets a questionnaire kept longer than the device keeps it', async () => {
      const storage = createMemoryStorage();
      await keptOne(storage);
      expect(store(storage, '', later(PAUSE_MS - 120_000)).open('nl')).toMatchObject({ resuming: true, waiting: null });
      const tooOld = store(storage, '', later(KEEP_ON_DEVICE_MS + 120_000)).open('nl');
      expect(tooOld).toMatchObject({ resuming: false, waiting: null });
      expect(tooOld.controller.getState().treesponse.id).toBeNull();
      expect(storage.getItem(keptSessionKey(PROJECT_KEY))).toBeNull();
      expect(storage.getItem(treesponderStorageKey(PROJECT_KEY))).toBeNull();
    });

    it('asks before going on when the home link is followed mid-questionnaire; continuing keeps the page', async () => {
      const storage = createMemoryStorage();
      const sessions = store(storage);
      const running = sessions.open('nl');
      sessions.askBeforeContinuing();
      expect(sessions.current()?.waiting).toBeNull();
      await answerTwo(running);
      sessions.askBeforeContinuing();
      expect(sessions.current()?.waiting).toMatchObject({ page: 'page_adjusted_formula' });
      const continued = sessions.continueWaiting('nl');
      expect(continued.controller).toBe(running.controller);
      expect(continued.waiting).toBeNull();
      expect(continued.controller.getState().page.key).toBe('page_adjusted_formula');
    });
  });

  it('decides a reopening by the time since the last activity', () => {
    const at = activityMinute(Date.UTC(2026, 10, 26, 10, 0, 30));
    expect(at).toBe(Date.UTC(2026, 10, 26, 10, 0));
    const kept = { id: 'x', page: 'page_price', at };
    expect(reopening(kept, at + PAUSE_MS)).toBe('continue');
    expect(reopening(kept, at + PAUSE_MS + 1)).toBe('ask');
    expect(reopening(kept, at + KEEP_ON_DEVICE_MS)).toBe('ask');
    expect(reopening(kept, at + KEEP_ON_DEVICE_MS + 1)).toBe('forget');
    // An entry written without the time is asked about, never resumed silently.
    expect(reopening({ ...kept, at: null }, at)).toBe('ask');
  });
});
