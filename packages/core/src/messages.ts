/**
 * The engine's own texts in every language it knows, one file per language in `texts/` (same keys, same order).
 * Surveys can override any key through `SurveyDefinition.translations`. Placeholders use double curly braces:
 * `{{n}}`. `MESSAGES` holds all of them at once, for tools and tests; a survey loads only the languages it shows
 * (`engine-texts.ts`).
 */
import { de } from './texts/de.js';
import { en, type MessageKey } from './texts/en.js';
import { enTypes } from './texts/en-types.js';
import { fr } from './texts/fr.js';
import { nl } from './texts/nl.js';
import type { EngineLanguage } from './types.js';

export type { MessageKey };

/** The engine's texts, by language and key. */
// English in one pack, as the other languages: built by a call marked pure, so that an app that does not read MESSAGES
// drops it and the English texts loaded with the rules on demand stay in their own chunk.
export const MESSAGES: Readonly<Record<EngineLanguage, Readonly<Record<MessageKey, string>>>> = { en: /* @__PURE__ */ Object.assign({}, en, enTypes), nl, fr, de };
