/**
 * i18next for the questionnaire: nothing falls back silently to another language, and a missing key is reported and
 * rendered as an empty text. Each language's texts come in two chunks: the entry texts every page needs from its
 * first load (entry/{language}.ts: titles, header, footer, intro, not-found page) and the texts of the views that
 * load on demand (views/{language}.ts: survey, results, privacy statement, methodology), added to the same
 * namespace when such a view is about to show (`addViewTexts`), so the entry pages do not download them.
 */
import i18next, { type i18n as I18n, type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { LocalizedText } from '@treesponse/core';
import { APP_LANGUAGES, type AppLanguage } from '../config.js';
import type { EntryMessages } from './entry/nl.js';
import type { ViewMessages } from './views/nl.js';

/** Every text of a language: the entry texts and the view texts. */
export type Messages = EntryMessages & ViewMessages;
export type { EntryMessages, ViewMessages };

const ENTRY_LOADERS: Record<AppLanguage, () => Promise<{ default: EntryMessages }>> = {
  nl: () => import('./entry/nl.js'),
  fr: () => import('./entry/fr.js'),
  de: () => import('./entry/de.js'),
};

const VIEW_LOADERS: Record<AppLanguage, () => Promise<{ default: ViewMessages }>> = {
  nl: () => import('./views/nl.js'),
  fr: () => import('./views/fr.js'),
  de: () => import('./views/de.js'),
};

const viewDownloads = new Map<AppLanguage, Promise<ViewMessages>>();

/** Downloads a language's view texts (once; later calls share the download). Adds them to no instance. */
export function loadViewTexts(language: AppLanguage): Promise<ViewMessages> {
  let download = viewDownloads.get(language);
  if (!download) {
    download = VIEW_LOADERS[language]().then((module) => module.default);
    // A failed download may be tried again.
    download.catch(() => viewDownloads.delete(language));
    viewDownloads.set(language, download);
  }
  return download;
}

/** Per instance: the languages whose entry texts and whose view texts it holds. */
interface Loaded {
  entry: Set<string>;
  views: Set<string>;
  /** Whether a view has asked for its texts: a language switch then brings the new language's view texts too. */
  wantsViews: boolean;
}

const loadedByInstance = new WeakMap<I18n, Loaded>();

function loadedOf(instance: I18n): Loaded {
  let loaded = loadedByInstance.get(instance);
  if (!loaded) {
    loaded = { entry: new Set(), views: new Set(), wantsViews: false };
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
  /** Adds the view texts too (for the views: survey, results, privacy statement, methodology). Default false. */
  views?: boolean;
}

/** A fresh i18next instance (not the global one), ready for the React bindings, with the language's entry texts. */
export async function createAppI18n(language: AppLanguage, options: AppI18nOptions = {}): Promise<I18n> {
  const report = options.report ?? defaultReporter;
  const instance = i18next.createInstance();
  if (options.views) void loadViewTexts(language);
  const messages = await ENTRY_LOADERS[language]();
  await instance.use(initReactI18next).init({
    lng: language,
    supportedLngs: [...APP_LANGUAGES],
    fallbackLng: false,
    resources: { [language]: { translation: messages.default } },
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
  if (options.views) await addViewTexts(instance, language);
  return instance;
}

/** Whether the instance holds a language's view texts. */
export function hasViewTexts(instance: I18n, language: AppLanguage): boolean {
  return loadedOf(instance).views.has(language);
}

/**
 * Adds a language's view texts (by default the current language's) to the instance, downloading them if needed
 * (once per language). From then on, a language switch brings the view texts of the new language
 * along with its entry texts.
 */
export function addViewTexts(instance: I18n, language: AppLanguage = instance.language as AppLanguage): Promise<void> {
  const loaded = loadedOf(instance);
  loaded.wantsViews = true;
  if (loaded.views.has(language)) return Promise.resolve();
  return loadViewTexts(language).then((texts) => {
    if (loaded.views.has(language)) return;
    // Marked first: adding the bundle emits the store's 'added' event, on which views check hasViewTexts.
    loaded.views.add(language);
    // The two parts have no top-level key in common, so a shallow merge keeps both.
    instance.addResourceBundle(language, 'translation', texts, false, false);
  });
}

/** Loads a language's texts if needed (with its view texts once a view has asked for them), then switches to it. */
export async function switchLanguage(instance: I18n, language: AppLanguage): Promise<void> {
  const loaded = loadedOf(instance);
  const entry = loaded.entry.has(language)
    ? Promise.resolve()
    : ENTRY_LOADERS[language]().then((messages) => {
        instance.addResourceBundle(language, 'translation', messages.default, false, false);
        loaded.entry.add(language);
      });
  await Promise.all([entry, loaded.wantsViews ? addViewTexts(instance, language) : undefined]);
  await instance.changeLanguage(language);
}

/** Whether every text of a language is in the instance (its entry texts and its view texts). */
function hasEveryText(instance: I18n, language: AppLanguage): boolean {
  const loaded = loadedOf(instance);
  return loaded.entry.has(language) && loaded.views.has(language);
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
export function live(instance: I18n, key: string, values?: Record<string, unknown>): LocalizedText {
  return composed(instance, (t) => t(key, values ?? {}));
}
