import type { AppLanguage } from '../../config.js';
import type { MethodologyTexts } from './types.js';

export type { MethodologyTexts };

const LOADERS: Record<AppLanguage, () => Promise<{ default: MethodologyTexts }>> = {
  nl: () => import('./nl.js'),
  fr: () => import('./fr.js'),
  de: () => import('./de.js'),
};

/** The methodology texts of one language (each language is its own chunk). */
export async function loadMethodologyTexts(language: AppLanguage): Promise<MethodologyTexts> {
  return (await LOADERS[language]()).default;
}
