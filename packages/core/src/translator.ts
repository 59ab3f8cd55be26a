/**
 * A small translator with `{{placeholder}}` interpolation. Every survey creates its own, so two surveys on one page
 * in different languages never share language state.
 */
import { MissingTranslationError } from './errors.js';
import { engineText, hasEngineTexts } from './engine-texts.js';
import type { Language, LocalizedText } from './types.js';

export type TranslationValues = Record<string, string | number>;

export interface Translator {
  readonly language: Language;
  setLanguage(language: Language): void;
  /**
   * Text of `key` in the current language, else the fallback language (reported); an unknown key yields the key.
   * The engine's texts count only once their language is loaded (`loadEngineTexts`).
   */
  t(key: string, values?: TranslationValues): string;
  /** Resolve a literal or per-language text; a missing language is reported and falls back, then to any language. */
  text(value: LocalizedText | undefined, values?: TranslationValues): string;
}

export interface TranslatorOptions {
  /** Starting language: any BCP 47 tag. */
  language: Language;
  /** Extra or overriding texts by language (whole packs for other languages); looked up before the engine's. */
  translations?: Partial<Record<Language, Record<string, string>>>;
  /** Where a missing text is taken from; default 'en'. */
  fallbackLanguage?: Language;
  /**
   * Receives a MissingTranslationError for a missing key or language (also when a fallback was found), once per key
   * and language.
   */
  onError?: (error: unknown, context: string) => void;
}

/** Replace every `{{name}}` that has a value; unknown placeholders are left as they are. */
export function interpolate(template: string, values?: TranslationValues): string {
  if (!values) return template;
  return template.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (match, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : match,
  );
}

/** The tag and its shorter forms: 'fr-BE' gives ['fr-BE', 'fr']. */
function languageChain(language: Language): Language[] {
  const chain: Language[] = [];
  const parts = language.split('-');
  for (let length = parts.length; length > 0; length -= 1) chain.push(parts.slice(0, length).join('-'));
  return chain;
}

/** Scripts written from right to left (ISO 15924) and languages written in one by default. */
const RTL_SCRIPTS = new Set(['arab', 'hebr', 'syrc', 'thaa', 'nkoo', 'adlm', 'rohg']);
const RTL_LANGUAGES = new Set(['ar', 'he', 'iw', 'fa', 'ur', 'ps', 'sd', 'ug', 'yi', 'dv', 'ckb', 'syr']);

/** 'rtl' for languages written from right to left (Arabic, Hebrew, Persian, ...), else 'ltr'. */
export function textDirection(language: Language): 'ltr' | 'rtl' {
  const parts = language.toLowerCase().split('-');
  const script = parts.slice(1).find((part) => part.length === 4);
  if (script) return RTL_SCRIPTS.has(script) ? 'rtl' : 'ltr';
  return RTL_LANGUAGES.has(parts[0]!) ? 'rtl' : 'ltr';
}

export function createTranslator(options: TranslatorOptions): Translator {
  let language = options.language;
  const overrides = options.translations ?? {};
  const fallback = options.fallbackLanguage ?? 'en';
  const onError = options.onError ?? (() => undefined);
  // Each miss once per language: a text looked up on every render must not flood the error reporting.
  const reported = new Set<string>();
  const report = (key: string) => {
    const id = `${language}\u0000${key}`;
    if (reported.has(id)) return;
    reported.add(id);
    onError(new MissingTranslationError(key, language), 'translation');
  };

  /** The current language (and its shorter forms), then the fallback language, then English. */
  const candidates = (): Language[] => [...new Set([...languageChain(language), ...languageChain(fallback), 'en'])];

  const lookupIn = (tag: Language, key: string): string | undefined =>
    overrides[tag]?.[key] ?? engineText(tag, key);

  const resolve = (key: string, pick: (tag: Language) => string | undefined): string | undefined => {
    const tags = candidates();
    for (const [position, tag] of tags.entries()) {
      const found = pick(tag);
      if (found === undefined) continue;
      // A fallback is reported (once per key and language), except while the language's engine texts are still loading.
      if (position >= languageChain(language).length && hasEngineTexts(language)) report(key);
      return found;
    }
    report(key);
    return undefined;
  };

  return {
    get language() {
      return language;
    },
    setLanguage(next) {
      language = next;
    },
    t(key, values) {
      const template = resolve(key, (tag) => lookupIn(tag, key));
      // Never empty: an unknown key shows as itself, which is found and fixed sooner than a blank.
      return interpolate(template ?? key, values);
    },
    text(value, values) {
      if (value === undefined) return '';
      if (typeof value === 'string') return interpolate(value, values);
      const label = JSON.stringify(value).slice(0, 60);
      const template = resolve(label, (tag) => value[tag]) ?? Object.values(value).find((text) => text !== undefined);
      return template === undefined ? '' : interpolate(template, values);
    },
  };
}
