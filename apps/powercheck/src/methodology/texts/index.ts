import type { AppLanguage } from '../../config.js';
import type { MethodologyTexts } from './types.js';

export type { MethodologyTexts };

const LOADERS: Record<AppLanguage, () => Promise<{ default: MethodologyTexts }>> = {
  nl: () => import('./nl.js'),
  fr: () => import('./fr.js'),
  de: () => import('./de.js'),
};

const loaded = new Map<AppLanguage, MethodologyTexts>();

/** The methodology texts of one language (each language is its own chunk). */
export async function loadMethodologyTexts(language: AppLanguage): Promise<MethodologyTexts> {
  const texts = (await LOADERS[language]()).default;
  loaded.set(language, texts);
  return texts;
}

/** The texts of a language already loaded, so a page opened on them renders at once (and hydrates as prerendered). */
export function loadedMethodologyTexts(language: AppLanguage): MethodologyTexts | undefined {
  return loaded.get(language);
}
