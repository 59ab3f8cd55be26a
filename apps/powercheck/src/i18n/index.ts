/**
 * The questionnaire's texts: one language bundle is loaded at a time (each is its own chunk), nothing falls back
 * silently to another language, and a missing key is reported and rendered as an empty text (see translator.ts).
 */
import type { LocalizedText } from '@treesponse/core';
import type { AppLanguage } from '../config.js';
import type { Messages } from './nl.js';
import { createTranslator, type I18n, type MessageTree, type MissingKeyReporter, type TFunction } from './translator.js';

export type { I18n, Messages, MissingKeyReporter, TFunction };

const LOADERS: Record<AppLanguage, () => Promise<{ default: Messages }>> = {
  nl: () => import('./nl.js'),
  fr: () => import('./fr.js'),
  de: () => import('./de.js'),
};

const defaultReporter: MissingKeyReporter = (language, key) => {
  console.error(`[powercheck] missing translation '${key}' in '${language}'`);
};

/** A translator with the texts of `language` loaded. */
export async function createAppI18n(language: AppLanguage, report: MissingKeyReporter = defaultReporter): Promise<I18n> {
  const instance = createTranslator(language, report);
  instance.addResourceBundle(language, (await LOADERS[language]()).default as unknown as MessageTree);
  return instance;
}

/** Loads a language's texts if needed, then switches to it. */
export async function switchLanguage(instance: I18n, language: AppLanguage): Promise<void> {
  if (!instance.hasResourceBundle(language)) {
    instance.addResourceBundle(language, (await LOADERS[language]()).default as unknown as MessageTree);
  }
  instance.changeLanguage(language);
}

/**
 * A text for the engine's page definitions composed from the app's texts, read from the current bundle of each
 * language every time, so the engine's own language switch shows the newly loaded texts without rebuilding the survey.
 */
export function composed(instance: I18n, compose: (t: TFunction) => string): LocalizedText {
  const read = (language: AppLanguage) =>
    instance.hasResourceBundle(language) ? compose(instance.getFixedT(language)) : undefined;
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
