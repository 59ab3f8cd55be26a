/**
 * Which of the engine's texts are loaded. English is part of the engine (the fallback of every key), but for the texts
 * of the question types whose rules load on demand, which load with them (`loadQuestionTypeTexts`); Dutch, French
 * and German load the first time a survey needs them (`loadEngineTexts`), so a survey pays only for its languages and
 * question types. Loaded packs are shared by every survey on the page.
 */
import { en, type MessageKey } from './texts/en.js';
import { LANGUAGES, type EngineLanguage, type Language } from './definition-types.js';

type Pack = Readonly<Partial<Record<MessageKey, string>>>;

// Keyed by every language of LANGUAGES but English (which is always in): the type fails when a language is added there
// without its loader here.
const LOADERS: Record<Exclude<EngineLanguage, 'en'>, () => Promise<Pack>> = {
  nl: () => import('./texts/nl.js').then((module) => module.nl),
  fr: () => import('./texts/fr.js').then((module) => module.fr),
  de: () => import('./texts/de.js').then((module) => module.de),
};

// Under a global symbol, so that every copy of this module in a process (ESM and CommonJS builds side by side, as in
// server rendering) shares what was loaded.
const STATE_KEY = Symbol.for('@treesponse/core engine texts');
const holder = globalThis as { [STATE_KEY]?: { loaded: Map<string, Pack>; loading: Map<string, Promise<void>> } };
const { loaded, loading } = (holder[STATE_KEY] ??= { loaded: new Map<string, Pack>([['en', en]]), loading: new Map() });

/** The engine language of a tag ('fr-BE' → 'fr'), or undefined when the engine has no texts in it. */
function engineLanguage(language: Language): Exclude<EngineLanguage, 'en'> | undefined {
  const base = language.split('-')[0]!.toLowerCase() as EngineLanguage;
  return base !== 'en' && LANGUAGES.includes(base) ? base : undefined;
}

/** The engine's text of `key` in exactly this language tag ('fr', not 'fr-BE'), when its pack is loaded. */
export function engineText(tag: Language, key: string): string | undefined {
  return (loaded.get(tag) as Record<string, string> | undefined)?.[key];
}

/** True when nothing is left to load for `language`: its pack is in, or the engine has none for it. */
export function hasEngineTexts(language: Language): boolean {
  const pack = engineLanguage(language);
  return pack === undefined || loaded.has(pack);
}

/**
 * Loads the engine's texts of these languages (any BCP 47 tags; 'fr-BE' loads French). Settles at once for packs
 * already in and for languages the engine has no texts in; a failed load rejects and may be tried again.
 */
export function loadEngineTexts(languages: Language | readonly Language[]): Promise<void> {
  const tags = typeof languages === 'string' ? [languages] : languages;
  return Promise.all(
    tags.map((tag) => {
      const pack = engineLanguage(tag);
      if (pack === undefined || loaded.has(pack)) return undefined;
      let pending = loading.get(pack);
      if (!pending) {
        pending = LOADERS[pack]().then(
          (texts) => {
            loaded.set(pack, texts);
            loading.delete(pack);
          },
          (error: unknown) => {
            loading.delete(pack);
            throw error;
          },
        );
        loading.set(pack, pending);
      }
      return pending;
    }),
  ).then(() => undefined);
}

/** Adds texts to the English pack (those of the types whose rules load on demand, `type-texts.ts`). */
export const addEnglishTexts = (texts: Pack): void => void loaded.set('en', { ...loaded.get('en'), ...texts });
