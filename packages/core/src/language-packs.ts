/**
 * The engine's texts as a contract: the list of their keys, and what a definition's language packs lack of it. The
 * engine ships en, nl, fr and de; a survey in another language brings its pack in the definition's `translations`,
 * and every key it lacks falls back to the fallback language (reported once per key at run time).
 */
import type { DefinitionProblem } from './definition.js';
import { LANGUAGES } from './definition-types.js';
import { en, type MessageKey } from './texts/en.js';
import { enTypes } from './texts/en-types.js';
import { isDeclaredLanguage } from './survey/language.js';

/** Every key of the engine's texts, in the order of the table: what a language pack must give a text for. */
// From the English texts, not from MESSAGES: reading MESSAGES here would bundle every language.
export const MESSAGE_KEYS = /* @__PURE__ */ Object.keys(/* @__PURE__ */ Object.assign({}, en, enTypes)) as MessageKey[];

/** The engine's keys that `pack` has no text for. */
export function missingEngineTexts(pack: Readonly<Record<string, unknown>> | undefined): MessageKey[] {
  return MESSAGE_KEYS.filter((key) => typeof pack?.[key] !== 'string' || pack[key] === '');
}

/** Whether the engine ships texts of `language` (or of its primary language: 'fr' for 'fr-BE'). */
export const engineSpeaks = (language: string): boolean => (LANGUAGES as readonly string[]).includes(language.split('-')[0]!.toLowerCase());

export { isDeclaredLanguage } from './survey/language.js';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What a definition's languages lack: a default or fallback language it does not declare, and, for every declared
 * language the engine does not ship, the engine's texts its pack has none for.
 */
export function languageProblems(definition: unknown): DefinitionProblem[] {
  if (!isObject(definition) || !Array.isArray(definition.languages)) return [];
  const declared = definition.languages.filter((tag): tag is string => typeof tag === 'string');
  const problems: DefinitionProblem[] = [];
  for (const field of ['defaultLanguage', 'fallbackLanguage'] as const) {
    const tag = definition[field];
    if (typeof tag === 'string' && !isDeclaredLanguage(tag, declared)) {
      problems.push({ path: field, message: `'${tag}' is not one of the survey's languages (${declared.join(', ')})` });
    }
  }
  const translations = isObject(definition.translations) ? definition.translations : {};
  for (const tag of declared) {
    if (engineSpeaks(tag)) continue;
    const pack = translations[tag];
    const missing = missingEngineTexts(isObject(pack) ? pack : undefined);
    if (missing.length === 0) continue;
    const shown = missing.slice(0, 5).join(', ');
    problems.push({
      path: `translations.${tag}`,
      message: `No text for ${missing.length} of the engine's ${MESSAGE_KEYS.length} texts in '${tag}' (${shown}${missing.length > 5 ? ', …' : ''}); they fall back to the fallback language`,
    });
  }
  return problems;
}
