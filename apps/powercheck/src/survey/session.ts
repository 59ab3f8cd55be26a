/**
 * The running questionnaire. It outlives route changes (privacy statement, language switch, results page and back),
 * so a visitor never loses answers by following a link inside the app; it survives a reload by keeping the
 * treesponse id (and the page shown) in local storage and resuming it from the API; and a finished questionnaire is
 * never shown again: coming back to the survey, or pressing restart, starts a new, empty one (a new treesponse).
 * On a shared device a questionnaire reopened after a pause is not resumed silently: the visitor chooses to continue
 * or start over (see kept.ts for the times); finishing or starting over forgets it on the device. The kept record is
 * the engine's resume store (its `resumePage` reads the page from it), so the device holds one resume record.
 * Finishing is the engine's completion with the app's flow plugged in (finish.ts).
 */
import {
  createSurvey,
  resolveEnvironment,
  treesponderStorageKey,
  type FullSurveyController,
  type KeyValueStorage,
  type ResumeStore,
  type SurveyDefinition,
  type TreesponseApi,
} from '@treesponse/core';
import { createHttpApi } from '@treesponse/core/http';
import { createOfflineApi } from '@treesponse/core/offline';
import type { i18n as I18n } from 'i18next';
import { engineHost, type AppConfig, type AppLanguage } from '../config.js';
import { navigate, parseRoute } from '../app/router.js';
import { keepMailNotice } from '../results/mail-notice.js';
import { createFinishing, type Ending, type FinishEnvironment } from './finish.js';
import { buildSurveyDefinition, PAGE, partnerAnswers } from './pages.js';
import { keptSessionKey, readKept, reopening, type KeptSession } from './kept.js';

export { keptSessionKey };

export interface SurveySession {
  controller: FullSurveyController;
  /** Counts the questionnaires of this page load: a new one gets a new number (and a fresh view). */
  serial: number;
  /** True while a kept questionnaire is being loaded from the API. */
  resuming: boolean;
  /**
   * A questionnaire waits for the visitor's choice, continue where it was (this page) or start over: one reopened
   * after a pause, or the running one when the home link was followed mid-questionnaire.
   */
  waiting: KeptSession | null;
  /** What the result page shows of the end of the questionnaire; null until the visitor finished it. */
  ending: Ending | null;
  /** Settles once the end of the questionnaire has run (the results address opened, or not to be). */
  finished(): Promise<void>;
}

export interface SessionStoreOptions {
  /** The questionnaire (built once per store). */
  definition: () => SurveyDefinition;
  /** Collection API (offline: nothing is kept across reloads, the offline API cannot read). */
  api: TreesponseApi;
  projectKey: string;
  /** Where the id of the running questionnaire is kept (localStorage in the browser). */
  storage: KeyValueStorage;
  /** The query string of the address the visitor came in on (partner link), kept for restarts. */
  query: string;
  onError: (error: unknown, context: string) => void;
  /** The clock (Date.now by default). */
  now?: () => number;
  /** What the end of the questionnaire needs (finish.ts). */
  finish: FinishEnvironment;
}

export interface SessionStore {
  /** The running questionnaire; a finished one is replaced by a new, empty questionnaire. */
  open(language: AppLanguage): SurveySession;
  /** Throws the running questionnaire away, forgets it on the device and starts a new, empty one. */
  restart(language: AppLanguage): SurveySession;
  /** The visitor chose to continue the waiting questionnaire where it was. */
  continueWaiting(language: AppLanguage): SurveySession;
  /** Asks before going on with the running questionnaire (the home link was followed past the intro). */
  askBeforeContinuing(): void;
  /** The session shown now (null before the first open). */
  current(): SurveySession | null;
  /** Called whenever the current session is replaced or has finished resuming. */
  subscribe(listener: () => void): () => void;
}

/**
 * The activity time as kept: to the minute, so activity writes the entry at most once a minute. (Here, not in
 * kept.ts, which the entry bundle holds: only the survey writes the entry.)
 */
export function activityMinute(now: number): number {
  return Math.floor(now / 60_000) * 60_000;
}

/** Pages a resume never returns to: they show the end of a completion, not a question. */
const END_PAGES: readonly string[] = [PAGE.outro, PAGE.error];

/** A finished questionnaire: completed, and saved so (the result or insufficient-data page is shown). */
export function isFinished(session: SurveySession): boolean {
  return session.controller.getState().completed;
}

export function createSessionStore(options: SessionStoreOptions): SessionStore {
  const key = keptSessionKey(options.projectKey);
  const keeps = !options.api.offline;
  const now = options.now ?? (() => Date.now());
  const listeners = new Set<() => void>();
  let session: SurveySession | null = null;
  let serial = 0;

  const notify = () => listeners.forEach((listener) => listener());

  /** Removes the kept questionnaire and the engine's treesponder key (the next visitor is someone new). */
  function forget(): void {
    try {
      options.storage.removeItem(key);
      options.storage.removeItem(treesponderStorageKey(options.projectKey));
    } catch (error) {
      options.onError(error, 'storage');
    }
  }

  function hasTreesponder(): boolean {
    try {
      return options.storage.getItem(treesponderStorageKey(options.projectKey)) !== null;
    } catch {
      return false;
    }
  }

  function remove(): void {
    try {
      options.storage.removeItem(key);
    } catch (error) {
      options.onError(error, 'storage');
    }
  }

  /** Writes the kept questionnaire: its id, the page a resume returns to, and the visitor's last activity. */
  function write(id: string, page: string): void {
    try {
      options.storage.setItem(key, JSON.stringify({ id, page, at: activityMinute(now()) } satisfies KeptSession));
    } catch (error) {
      options.onError(error, 'storage');
    }
  }

  /** The running session gets `patch` when it still runs `controller`; listeners are told. */
  function update(controller: FullSurveyController, patch: Partial<SurveySession>): void {
    if (session?.controller !== controller) return;
    session = { ...session, ...patch };
    notify();
  }

  /**
   * Keeps the id of an unfinished questionnaire, the last page a resume may return to and the last activity, in the
   * one kept record, which is also the engine's resume store; forgets a finished questionnaire.
   */
  function keeper(survey: () => FullSurveyController) {
    let last = '';
    let page = '';
    const resumable = (pageKey: string) => !END_PAGES.includes(pageKey);
    // Nothing changes on the device while the visitor chooses between continuing and starting over.
    const active = () => session?.controller === survey() && !session.waiting;
    // The engine's resume store: the page of the response kept, and every page the engine enters.
    const store: ResumeStore = {
      pageOf: (id) => {
        const kept = readKept(options.storage, key);
        return kept?.id === id ? kept.page : undefined;
      },
      remember(id, entered) {
        if (!active() || !resumable(entered)) return;
        page = entered;
        last = `${id} ${page} ${activityMinute(now())}`;
        write(id, page);
      },
    };
    const start = () =>
      survey().subscribe(() => {
        const state = survey().getState();
        if (!active() || state.loading) return;
        const { id } = state.treesponse;
        // Forgotten once completed and saved so: a failed completing save keeps it, for the retry or a reload.
        if (state.completed) {
          if (last !== 'completed') forget();
          last = 'completed';
          return;
        }
        if (resumable(state.page.key)) page = state.page.key;
        const value = id ? `${id} ${page} ${activityMinute(now())}` : '';
        if (value === last) return;
        last = value;
        if (id) write(id, page);
        else remove();
      });
    return { store, start };
  }

  function create(language: AppLanguage, kept: KeptSession | null, waiting: KeptSession | null = null): SurveySession {
    // The survey's options refer to the survey they create.
    let controller: FullSurveyController | null = null;
    const survey = () => controller!;
    const finishing = createFinishing(survey, options.finish, (ending) => update(survey(), { ending }));
    const keeping = keeps ? keeper(survey) : null;
    controller = createSurvey({
      definition: options.definition(),
      api: options.api,
      language,
      projectKey: options.projectKey,
      query: options.query,
      initialAnswers: partnerAnswers(options.query),
      // The treesponder (its token) is kept next to the questionnaire's id, so a reload can read it back.
      environment: { storage: options.storage },
      onError: options.onError,
      // A resume shows the page kept in the one kept record.
      ...(keeping ? { resumePage: true, resumeStore: keeping.store } : {}),
      // The visitor's Next on the last question page completes the questionnaire; the app's end runs from it.
      onCompleting: finishing.onCompleting,
      onComplete: finishing.onComplete,
    });
    serial += 1;
    const created: SurveySession = { controller, serial, resuming: kept !== null, waiting, ending: null, finished: finishing.settled };
    session = created;
    keeping?.start();
    if (kept) void resume(created, kept, language);
    return created;
  }

  async function resume(resumed: SurveySession, kept: KeptSession, language: AppLanguage): Promise<void> {
    const { controller } = resumed;
    let resumable = false;
    try {
      // The engine shows the page kept (resumePage, from the kept record).
      await controller.resume(kept.id);
      resumable = !controller.getState().treesponse.completed;
    } catch (error) {
      // Gone from the server or no longer ours: start afresh.
      options.onError(error, 'resume');
    }
    if (session !== resumed) return;
    if (!resumable) {
      controller.destroy();
      forget();
      create(language, null);
    } else {
      void controller.setLanguage(language);
      session = { ...resumed, resuming: false };
    }
    notify();
  }

  /** The first questionnaire of this page load: the kept one, asked about after a pause, or a new one. */
  function reopen(language: AppLanguage): SurveySession {
    const kept = keeps ? readKept(options.storage, key) : null;
    // Without the treesponder key (the device forgot it) the kept questionnaire cannot be read back.
    const choice = kept && hasTreesponder() ? reopening(kept, now()) : 'forget';
    if (kept && choice === 'forget') forget();
    if (choice === 'continue') return create(language, kept);
    return create(language, null, choice === 'ask' ? kept : null);
  }

  return {
    open(language) {
      if (session && !isFinished(session)) return session;
      const previous = session;
      const created = previous ? create(language, null) : reopen(language);
      previous?.controller.destroy();
      if (previous) notify();
      return created;
    },
    continueWaiting(language) {
      const waiting = session?.waiting;
      if (!session || !waiting) return session ?? reopen(language);
      if ((session.controller.getState().treesponse.id ?? '') === waiting.id) {
        // The running questionnaire (home link): it goes on as it was.
        session = { ...session, waiting: null };
      } else {
        const previous = session;
        create(language, waiting);
        previous.controller.destroy();
      }
      notify();
      return session;
    },
    askBeforeContinuing() {
      if (!session || session.waiting || session.resuming || isFinished(session)) return;
      const state = session.controller.getState();
      if (state.isFirstPage) return;
      session = { ...session, waiting: { id: state.treesponse.id ?? '', page: state.page.key, at: activityMinute(now()) } };
      notify();
    },
    restart(language) {
      const previous = session;
      forget();
      const created = create(language, null);
      previous?.controller.destroy();
      notify();
      return created;
    },
    current: () => session,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

let browserStore: SessionStore | null = null;

/**
 * Opens a results address while the visitor is still on the questionnaire: inside the app without a reload,
 * elsewhere with a page load. False when the visitor has gone to another page of the app meanwhile.
 */
function openResultsAddress(address: string): boolean {
  if (parseRoute(window.location.pathname, 'nl').kind !== 'survey') return false;
  const url = new URL(address, window.location.href);
  if (url.origin === window.location.origin) navigate(url.pathname + url.search);
  else window.location.assign(url.href);
  return true;
}

/** The store of this page load: the configured API, localStorage, and the address the visitor came in on. */
export function browserSessionStore(config: AppConfig, i18n: I18n): SessionStore {
  const onError = (error: unknown, context: string) => console.error(`[powercheck] ${context}:`, error);
  browserStore ??= createSessionStore({
    definition: () => buildSurveyDefinition(i18n),
    api: config.apiHost
      ? createHttpApi({ host: engineHost(config.apiHost), projectKey: config.projectKey, timeoutMs: config.apiTimeoutMs })
      : createOfflineApi(),
    projectKey: config.projectKey,
    storage: resolveEnvironment().storage,
    query: window.location.search,
    onError,
    finish: {
      config,
      origin: window.location.origin,
      fetch: (input, init) => window.fetch(input, init),
      sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      now: () => Date.now(),
      onError,
      onMailFailed: (reason) => keepMailNotice(window.sessionStorage, reason),
      open: openResultsAddress,
    },
  });
  return browserStore;
}
