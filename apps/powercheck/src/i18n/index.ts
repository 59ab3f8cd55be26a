/**
 * i18next for the questionnaire: nothing falls back silently to another language, and a missing key is reported and
 * rendered as an empty text. Each language's texts come in chunks: the entry texts every page needs from its first
 * load (entry/{language}.json: titles, header, footer, intro, not-found page) and the texts of the views that load on
 * demand, in two parts: results/{language}.json (each criterion's title, the scale's words, the methodology links,
 * the results and tips: what the results and methodology pages show) and views/{language}.json (the rest of the
 * survey, the privacy statement). The texts are plain i18next JSON resources, one file per language and part, so
 * translators and the studio open them; their types are derived from the Dutch files (keys.ts). A view about to show adds the parts it needs to the same namespace (`addViewTexts`), so
 * the entry pages download neither and the results page not the survey's.
 */
import i18next, { type i18n as I18n, type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { LocalizedText } from '@treesponse/core';
import { APP_LANGUAGES, type AppLanguage } from '../config.js';
import type { EntryMessages, ResultsMessages, TextKey, ViewMessages } from './keys.js';

export type { EntryMessages, Messages, ResultsMessages, TextKey, ViewMessages } from './keys.js';

/** The parts of the view texts, each its own chunk per language. */
export type ViewTextPart = 'views' | 'results';

/** Every part of the view texts: what the survey and code needing every text ask for. */
export const ALL_VIEW_TEXTS: readonly ViewTextPart[] = ['views', 'results'];

/**
 * The parts of the view texts each view needs: the survey all (its questions and, for its result and summary, the
 * criteria's titles and the scale), the privacy statement the survey's part, the results and methodology pages the
 * results part. prerendered-pages.mjs's firstViewModules lists the same chunks.
 */
export const VIEW_TEXTS: Readonly<Record<'survey' | 'privacy' | 'methodology' | 'results', readonly ViewTextPart[]>> = {
  survey: ALL_VIEW_TEXTS,
  privacy: ['views'],
  methodology: ['results'],
  results: ['results'],
};

// The types make a French or German file that lacks a Dutch key fail the typecheck.
const ENTRY_LOADERS: Record<AppLanguage, () => Promise<{ default: EntryMessages }>> = {
  nl: () => import('./entry/nl.json'),
  fr: () => import('./entry/fr.json'),
  de: () => import('./entry/de.json'),
};

const VIEW_LOADERS: { views: Record<AppLanguage, () => Promise<{ default: ViewMessages }>>; results: Record<AppLanguage, () => Promise<{ default: ResultsMessages }>> } = {
  views: {
    nl: () => import('./views/nl.json'),
    fr: () => import('./views/fr.json'),
    de: () => import('./views/de.json'),
  },
  results: {
    nl: () => import('./results/nl.json'),
    fr: () => import('./results/fr.json'),
    de: () => import('./results/de.json'),
  },
};

const viewDownloads = new Map<string, Promise<object>>();

function loadViewPart(language: AppLanguage, part: ViewTextPart): Promise<object> {
  const key = `${part} ${language}`;
  let download = viewDownloads.get(key);
  if (!download) {
    download = VIEW_LOADERS[part][language]().then((module) => module.default);
    // A failed download may be tried again.
    download.catch(() => viewDownloads.delete(key));
    viewDownloads.set(key, download);
  }
  return download;
}

/** Downloads parts of a language's view texts (once; later calls share the download). Adds them to no instance. */
export async function loadViewTexts(language: AppLanguage, parts: readonly ViewTextPart[] = ALL_VIEW_TEXTS): Promise<void> {
  await Promise.all(parts.map((part) => loadViewPart(language, part)));
}

/** Per instance: the languages whose entry texts and which parts of whose view texts it holds. */
interface Loaded {
  entry: Set<string>;
  views: Map<string, Set<ViewTextPart>>;
  /** The view text parts views have asked for: a language switch then brings the new language's parts too. */
  wanted: Set<ViewTextPart>;
}

const loadedByInstance = new WeakMap<I18n, Loaded>();

function loadedOf(instance: I18n): Loaded {
  let loaded = loadedByInstance.get(instance);
  if (!loaded) {
    loaded = { entry: new Set(), views: new Map(), wanted: new Set() };
    loadedByInstance.set(instance, loaded);
  }
  return loaded;
}

/** Receives every key looked up but missing in a language. */
export type MissingKeyReporter = (language: string, key: string) => void;

const defaultReporter: MissingKeyReporter = (language, key) => {
  console.error(`[powercheck] missing translation '${key}' in '${language}'`);
};

export interface AppI18nOptions {
  /** Receives missing keys; by default they are reported on the console as errors. */
  report?: MissingKeyReporter;
  /** Adds view texts too: `true` every part (the survey), or the parts a view needs. Default false: none. */
  views?: boolean | readonly ViewTextPart[];
}

/** A fresh i18next instance (not the global one), ready for the React bindings, with the language's entry texts. */
export async function createAppI18n(language: AppLanguage, options: AppI18nOptions = {}): Promise<I18n> {
  const report = options.report ?? defaultReporter;
  const instance = i18next.createInstance();
  const views = options.views === true ? ALL_VIEW_TEXTS : options.views || [];
  if (views.length > 0) void loadViewTexts(language, views).catch(() => undefined);
  const messages = await ENTRY_LOADERS[language]();
  await instance.use(initReactI18next).init({
    lng: language,
    supportedLngs: [...APP_LANGUAGES],
    fallbackLng: false,
    // A copy: the view texts are merged into this object later, and the module's own must stay as it is.
    resources: { [language]: { translation: structuredClone(messages.default) } },
    interpolation: { escapeValue: false },
    returnNull: false,
    saveMissing: true,
    missingKeyHandler: (languages, _namespace, key) => {
      for (const missingIn of languages) report(missingIn, key);
    },
    // A missing key renders as '' rather than as the key itself.
    parseMissingKeyHandler: () => '',
  });
  loadedOf(instance).entry.add(language);
  if (views.length > 0) await addViewTexts(instance, language, views);
  return instance;
}

/** Whether the instance holds parts (by default all) of a language's view texts. */
export function hasViewTexts(instance: I18n, language: AppLanguage, parts: readonly ViewTextPart[] = ALL_VIEW_TEXTS): boolean {
  const held = loadedOf(instance).views.get(language);
  return parts.every((part) => held?.has(part) ?? false);
}

/**
 * Adds parts (by default all) of a language's view texts (by default the current language's) to the instance,
 * downloading them if needed (once per language and part). From then on, a language switch brings those parts of the
 * new language along with its entry texts.
 */
export function addViewTexts(
  instance: I18n,
  language: AppLanguage = instance.language as AppLanguage,
  parts: readonly ViewTextPart[] = ALL_VIEW_TEXTS,
): Promise<void> {
  const loaded = loadedOf(instance);
  for (const part of parts) loaded.wanted.add(part);
  return Promise.all(
    parts.map((part) =>
      loadViewPart(language, part).then((texts) => {
        let held = loaded.views.get(language);
        if (!held) {
          held = new Set();
          loaded.views.set(language, held);
        }
        if (held.has(part)) return;
        // Marked first: adding the bundle emits the store's 'added' event, on which views check hasViewTexts.
        held.add(part);
        // The parts share no text but may share a group (each criterion's title is in results, its question in
        // views): a deep merge keeps both.
        instance.addResourceBundle(language, 'translation', texts, true, false);
      }),
    ),
  ).then(() => undefined);
}

/** Loads a language's texts if needed (with the view text parts views have asked for), then switches to it. */
export async function switchLanguage(instance: I18n, language: AppLanguage): Promise<void> {
  const loaded = loadedOf(instance);
  const entry = loaded.entry.has(language)
    ? Promise.resolve()
    : ENTRY_LOADERS[language]().then((messages) => {
        instance.addResourceBundle(language, 'translation', messages.default, false, false);
        loaded.entry.add(language);
      });
  await Promise.all([entry, loaded.wanted.size > 0 ? addViewTexts(instance, language, [...loaded.wanted]) : undefined]);
  await instance.changeLanguage(language);
}

/** Whether every text of a language is in the instance (its entry texts and every part of its view texts). */
function hasEveryText(instance: I18n, language: AppLanguage): boolean {
  return loadedOf(instance).entry.has(language) && hasViewTexts(instance, language);
}

/**
 * A text for the engine's page definitions composed from the app's texts, read from the current bundle of each
 * language every time, so the engine's own language switch shows the newly loaded texts without rebuilding the survey.
 * A language whose texts are not all loaded gives undefined.
 */
export function composed(instance: I18n, compose: (t: TFunction) => string): LocalizedText {
  const read = (language: AppLanguage) => (hasEveryText(instance, language) ? compose(instance.getFixedT(language)) : undefined);
  return {
    get nl() {
      return read('nl');
    },
    get fr() {
      return read('fr');
    },
    get de() {
      return read('de');
    },
  } as LocalizedText;
}

/** One key of the app's texts as a live text (see `composed`). */
export function live(instance: I18n, key: TextKey, values?: Record<string, unknown>): LocalizedText {
  return composed(instance, (t) => t(key, values ?? {}));
}
