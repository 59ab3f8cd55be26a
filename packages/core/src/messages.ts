/**
 * The engine's own texts in every language it knows, one file per language in `texts/` (same keys, same order).
 * Surveys can override any key through `SurveyDefinition.translations`. Placeholders use double curly braces:
 * `{{n}}`. `MESSAGES` holds all of them at once, for tools and tests; a survey loads only the languages it shows
 * (`engine-texts.ts`).
 */
import { de } from './texts/de.js';
import { en, type MessageKey } from './texts/en.js';
import { fr } from './texts/fr.js';
import { nl } from './texts/nl.js';
import type { EngineLanguage } from './types.js';

export type { MessageKey };

/** The engine's texts, by language and key. */
export const MESSAGES: Readonly<Record<EngineLanguage, Readonly<Record<MessageKey, string>>>> = { en, nl, fr, de };
