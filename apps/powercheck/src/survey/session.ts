/**
 * The running questionnaire. It outlives route changes (privacy statement, language switch, results page and back),
 * so a visitor never loses answers by following a link inside the app; it survives a reload by keeping the
 * treesponse id (and the page shown) in local storage and resuming it from the API; and a finished questionnaire is
 * never shown again: coming back to the survey, or pressing restart, starts a new, empty one (a new treesponse).
 * On a shared device a questionnaire reopened after a pause is not resumed silently: the visitor chooses to continue
 * or start over (see kept.ts for the times); finishing or starting over forgets it on the device.
 */
import {
  createSurvey,
  resolveEnvironment,
  treesponderStorageKey,
  type FullSurveyController,
  type KeyValueStorage,
  type SurveyDefinition,
  type TreesponseApi,
} from '@treesponse/core';
import { createHttpApi } from '@treesponse/core/http';
import { createOfflineApi } from '@treesponse/core/offline';
import type { i18n as I18n } from 'i18next';
import { engineHost, type AppConfig, type AppLanguage } from '../config.js';
import { buildSurveyDefinition, partnerAnswers } from './pages.js';
import { activityMinute, keptSessionKey, readKept, reopening, type KeptSession } from './kept.js';

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
  /**
   * The result page's work for one visit of that page (identified by the page-visit count), so re-renders never
   * run it twice and the results address is opened once.
   */
  outro: { visit: number; done: Promise<string | null>; redirected: boolean } | null;
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

/** A finished questionnaire: marked completed (the result or insufficient-data page was reached). */
export function isFinished(session: SurveySession): boolean {
  return session.controller.getState().treesponse.completed;
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

  /** Keeps the id and page of an unfinished questionnaire; forgets a finished one. */
  function keep(controller: FullSurveyController): () => void {
    let last = '';
    return controller.subscribe(() => {
      const state = controller.getState();
      // Nothing changes on the device while the visitor chooses between continuing and starting over.
      if (session?.controller !== controller || session.waiting || state.loading) return;
      const { id, completed } = state.treesponse;
      if (completed) {
        if (last !== 'completed') forget();
        last = 'completed';
        return;
      }
      const value = !id ? '' : JSON.stringify({ id, page: state.page.key, at: activityMinute(now()) } satisfies KeptSession);
      if (value === last) return;
      last = value;
      try {
        if (value) options.storage.setItem(key, value);
        else options.storage.removeItem(key);
      } catch (error) {
        options.onError(error, 'storage');
      }
    });
  }

  function create(language: AppLanguage, kept: KeptSession | null, waiting: KeptSession | null = null): SurveySession {
    const controller = createSurvey({
      definition: options.definition(),
      api: options.api,
      language,
      projectKey: options.projectKey,
      query: options.query,
      initialAnswers: partnerAnswers(options.query),
      // The treesponder (its token) is kept next to the questionnaire's id, so a reload can read it back.
      environment: { storage: options.storage },
      onError: options.onError,
    });
    serial += 1;
    const created: SurveySession = { controller, serial, resuming: kept !== null, waiting, outro: null };
    session = created;
    if (keeps) keep(controller);
    if (kept) void resume(created, kept, language);
    return created;
  }

  async function resume(resumed: SurveySession, kept: KeptSession, language: AppLanguage): Promise<void> {
    const { controller } = resumed;
    let index = -1;
    try {
      await controller.resume(kept.id);
      const state = controller.getState();
      if (!state.treesponse.completed) index = state.pages.findIndex((page) => page.key === kept.page);
    } catch (error) {
      // Gone from the server or no longer ours: start afresh.
      options.onError(error, 'resume');
    }
    if (session !== resumed) return;
    if (index < 0) {
      controller.destroy();
      forget();
      create(language, null);
    } else {
      void controller.setLanguage(language);
      controller.goTo(index);
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

/** The store of this page load: the configured API, localStorage, and the address the visitor came in on. */
export function browserSessionStore(config: AppConfig, i18n: I18n): SessionStore {
  browserStore ??= createSessionStore({
    definition: () => buildSurveyDefinition(i18n),
    api: config.apiHost
      ? createHttpApi({ host: engineHost(config.apiHost), projectKey: config.projectKey, timeoutMs: config.apiTimeoutMs })
      : createOfflineApi(),
    projectKey: config.projectKey,
    storage: resolveEnvironment().storage,
    query: window.location.search,
    onError: (error, context) => console.error(`[powercheck] ${context}:`, error),
  });
  return browserStore;
}
