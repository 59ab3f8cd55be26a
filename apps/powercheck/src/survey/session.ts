/**
 * The running questionnaire of this page load. It outlives route changes (privacy statement, language switch,
 * results page and back), so a visitor never loses answers by following a link inside the app.
 */
import { createHttpApi, createOfflineApi, createSurvey, type FullSurveyController } from '@treesponse/core';
import type { i18n as I18n } from 'i18next';
import { engineHost, type AppConfig, type AppLanguage } from '../config.js';
import { buildSurveyDefinition, partnerAnswers } from './pages.js';

export interface SurveySession {
  controller: FullSurveyController;
  /**
   * The result page's work for one visit of that page (identified by the page-visit count), so re-renders never
   * run it twice and the results address is opened once.
   */
  outro: { visit: number; done: Promise<string | null>; redirected: boolean } | null;
}

let current: SurveySession | null = null;

function reportEngineError(error: unknown, context: string): void {
  console.error(`[powercheck] ${context}:`, error);
}

/** The session of this page load, created on first use with the address's query (partner link, query string). */
export function getSession(language: AppLanguage, config: AppConfig, i18n: I18n): SurveySession {
  if (current) return current;
  const search = window.location.search;
  const api = config.apiHost
    ? createHttpApi({ host: engineHost(config.apiHost), projectKey: config.projectKey })
    : createOfflineApi();
  const controller = createSurvey({
    definition: buildSurveyDefinition(i18n),
    api,
    language,
    projectKey: config.projectKey,
    query: search,
    initialAnswers: partnerAnswers(search),
    onError: reportEngineError,
  });
  current = { controller, outro: null };
  return current;
}
