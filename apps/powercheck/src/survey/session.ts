/**
 * The running questionnaire. It outlives route changes (privacy statement, language switch, results page and back),
 * so a visitor never loses answers by following a link inside the app; it survives a reload by keeping the
 * treesponse id (and the page shown) in local storage and resuming it from the API; and a finished questionnaire is
 * never shown again: coming back to the survey, or pressing restart, starts a new, empty one (a new treesponse).
 */
import {
  createSurvey,
  resolveEnvironment,
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
import { keptSessionKey, readKept, type KeptSession } from './kept.js';

export { keptSessionKey };

export interface SurveySession {
  controller: FullSurveyController;
  /** Counts the questionnaires of this page load: a new one gets a new number (and a fresh view). */
  serial: number;
  /** True while a kept questionnaire is being loaded from the API. */
  resuming: boolean;
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
}

export interface SessionStore {
  /** The running questionnaire; a finished one is replaced by a new, empty questionnaire. */
  open(language: AppLanguage): SurveySession;
  /** Throws the running questionnaire away and starts a new, empty one. */
  restart(language: AppLanguage): SurveySession;
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
  const listeners = new Set<() => void>();
  let session: SurveySession | null = null;
  let serial = 0;

  const notify = () => listeners.forEach((listener) => listener());

  function forget(): void {
    try {
      options.storage.removeItem(key);
    } catch (error) {
      options.onError(error, 'storage');
    }
  }

  /** Keeps the id and page of an unfinished questionnaire; forgets a finished one. */
  function keep(controller: FullSurveyController): () => void {
    let last = '';
    return controller.subscribe(() => {
      const state = controller.getState();
      if (session?.controller !== controller || state.loading) return;
      const { id, completed } = state.treesponse;
      const value = !id || completed ? '' : JSON.stringify({ id, page: state.page.key } satisfies KeptSession);
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

  function create(language: AppLanguage, kept: KeptSession | null): SurveySession {
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
    const created: SurveySession = { controller, serial, resuming: kept !== null, outro: null };
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
      controller.setLanguage(language);
      controller.goTo(index);
      session = { ...resumed, resuming: false };
    }
    notify();
  }

  return {
    open(language) {
      if (session && !isFinished(session)) return session;
      const previous = session;
      const created = create(language, previous ? null : keeps ? readKept(options.storage, key) : null);
      previous?.controller.destroy();
      if (previous) notify();
      return created;
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
