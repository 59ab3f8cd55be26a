/**
 * Code the first paint does not need. The supplier banner loads in parallel with the language's texts (see
 * main.tsx); the survey engine loads only when the visitor shows they mean to start (pointer over or focus on the
 * start button preloads it, a press starts it) or when a questionnaire is waiting to be resumed.
 */
import { lazy, useSyncExternalStore, type ComponentType } from 'react';
import type { AppConfig, AppLanguage } from '../config.js';
import { loadMarkdownTable } from '../markdown/tables.js';
import { loadViewTexts } from '../i18n/index.js';
import { keptSessionKey, readKept, reopening } from '../survey/kept.js';

type BannerComponent = ComponentType<{ language: AppLanguage }>;

let Banner: BannerComponent | null = null;

/** Loads the supplier logo banner (it brings the supplier tables). */
export async function loadSupplierBanner(): Promise<void> {
  Banner = (await import('../components/SupplierBanner.js')).SupplierBanner;
}

/** The supplier logo banner once loaded (nothing before). */
export function DeferredSupplierBanner({ language }: { language: AppLanguage }) {
  return Banner ? <Banner language={language} /> : null;
}

type SurveyModule = typeof import('../survey/SurveyScreen.js');

let surveyCode: Promise<SurveyModule> | null = null;
let surveyReady: Promise<SurveyModule> | null = null;

/**
 * Starts loading the survey code, the language's precompiled Markdown, its view texts and the engine's texts (once;
 * later calls share the downloads). The survey view renders once all are in, so its Markdown never needs the parser.
 */
export function preloadSurvey(language: AppLanguage): Promise<SurveyModule> {
  surveyCode ??= import('../survey/SurveyScreen.js');
  // The engine's texts of the language too, so that the questionnaire starts in it without a loading step.
  const engineTexts = import('@treesponse/core').then(({ loadEngineTexts }) => loadEngineTexts(language));
  const ready = Promise.all([surveyCode, loadMarkdownTable(language), loadViewTexts(language), engineTexts]).then(([module]) => module);
  surveyReady ??= ready;
  return ready;
}

/** The survey view, loaded by preloadSurvey. */
export const LazySurveyScreen = lazy(() => surveyReady ?? import('../survey/SurveyScreen.js'));

let surveyWanted = false;
let startRequested = false;
const listeners = new Set<() => void>();

function wantSurvey(): void {
  if (surveyWanted) return;
  surveyWanted = true;
  for (const listener of listeners) listener();
}

/** The intro's start button was pressed: the survey loads, then starts by itself. */
export function requestStart(language: AppLanguage): void {
  startRequested = true;
  void preloadSurvey(language);
  wantSurvey();
}

/** True once after requestStart: the survey then starts by itself. */
export function takeStartRequest(): boolean {
  const requested = startRequested;
  startRequested = false;
  return requested;
}

/**
 * A questionnaire of an earlier visit is kept (online mode only) and not too old to be offered again: it is shown
 * again at once (or the choice to continue it or start over), so the survey loads without waiting for the start
 * button.
 */
export function resumeKeptQuestionnaire(config: AppConfig, storage: Pick<Storage, 'getItem'> | undefined, language: AppLanguage): void {
  const kept = config.apiHost && storage ? readKept(storage, keptSessionKey(config.projectKey)) : null;
  if (kept && reopening(kept, Date.now()) !== 'forget') {
    void preloadSurvey(language);
    wantSurvey();
  }
}

/**
 * The page's loader marks the root element `data-resuming` when a kept questionnaire is about to be shown again
 * (scripts/after-first-paint.mjs), which hides the intro; the mark goes once the survey shows the questionnaire, or
 * at once when the survey is not loaded after all.
 */
export function endResumingMark(): void {
  document.documentElement.removeAttribute('data-resuming');
}

/** Whether the survey view is to replace the intro (outside React: see useSurveyWanted). */
export function isSurveyWanted(): boolean {
  return surveyWanted;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Whether the survey view replaces the intro preview. Always false in prerendered HTML and while hydrating it, so
 * the page hydrates exactly as it was rendered.
 */
export function useSurveyWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => surveyWanted,
    () => false,
  );
}
