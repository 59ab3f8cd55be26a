/**
 * i18next for the questionnaire: one language bundle is loaded at a time (each is its own chunk), nothing falls
 * back silently to another language, and a missing key is reported and rendered as an empty text.
 */
import i18next, { type i18n as I18n, type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { LocalizedText } from '@treesponse/core';
import { APP_LANGUAGES, type AppLanguage } from '../config.js';
import type { Messages } from './nl.js';

export type { Messages };

const LOADERS: Record<AppLanguage, () => Promise<{ default: Messages }>> = {
  nl: () => import('./nl.js'),
  fr: () => import('./fr.js'),
  de: () => import('./de.js'),
};

/** Receives every key looked up but missing in a language. */
export type MissingKeyReporter = (language: string, key: string) => void;

const defaultReporter: MissingKeyReporter = (language, key) => {
  console.error(`[powercheck] missing translation '${key}' in '${language}'`);
};

/** A fresh i18next instance (not the global one), ready for the React bindings; no language loaded yet. */
export async function createAppI18n(language: AppLanguage, report: MissingKeyReporter = defaultReporter): Promise<I18n> {
  const instance = i18next.createInstance();
  const messages = await LOADERS[language]();
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
  return instance;
}

/** Loads a language's texts if needed, then switches to it. */
export async function switchLanguage(instance: I18n, language: AppLanguage): Promise<void> {
  if (!instance.hasResourceBundle(language, 'translation')) {
    const messages = await LOADERS[language]();
    instance.addResourceBundle(language, 'translation', messages.default);
  }
  await instance.changeLanguage(language);
}

/**
 * A text for the engine's page definitions composed from the app's texts, read from the current bundle of each
 * language every time, so the engine's own language switch shows the newly loaded texts without rebuilding the survey.
 */
export function composed(instance: I18n, compose: (t: TFunction) => string): LocalizedText {
  const read = (language: AppLanguage) =>
    instance.hasResourceBundle(language, 'translation') ? compose(instance.getFixedT(language)) : undefined;
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
