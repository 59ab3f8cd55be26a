/**
 * A small translator with `{{placeholder}}` interpolation. Every survey creates its own, so two surveys on one page
 * in different languages never share language state.
 */
import { MissingTranslationError } from './errors.js';
import { MESSAGES } from './messages.js';
import type { Language, LocalizedText } from './types.js';

export type TranslationValues = Record<string, string | number>;

export interface Translator {
  readonly language: Language;
  setLanguage(language: Language): void;
  /** Text of `key` in the current language; a missing key is reported and yields ''. */
  t(key: string, values?: TranslationValues): string;
  /** Resolve a literal or per-language text; a missing language is reported and yields ''. */
  text(value: LocalizedText | undefined, values?: TranslationValues): string;
}

export interface TranslatorOptions {
  /** Starting language. */
  language: Language;
  /** Extra or overriding texts by language; looked up before the engine's own texts. */
  translations?: Partial<Record<Language, Record<string, string>>>;
  /** Receives a MissingTranslationError for every missing key or language. */
  onError?: (error: unknown, context: string) => void;
}

/** Replace every `{{name}}` that has a value; unknown placeholders are left as they are. */
export function interpolate(template: string, values?: TranslationValues): string {
  if (!values) return template;
  return template.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (match, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : match,
  );
}

export function createTranslator(options: TranslatorOptions): Translator {
  let language = options.language;
  const overrides = options.translations ?? {};
  const report = options.onError ?? (() => undefined);

  const lookup = (key: string): string | undefined => {
    const own = overrides[language]?.[key];
    if (own !== undefined) return own;
    return (MESSAGES[language] as Record<string, string> | undefined)?.[key];
  };

  return {
    get language() {
      return language;
    },
    setLanguage(next) {
      language = next;
    },
    t(key, values) {
      const template = lookup(key);
      if (template === undefined) {
        report(new MissingTranslationError(key, language), 'translation');
        return '';
      }
      return interpolate(template, values);
    },
    text(value, values) {
      if (value === undefined) return '';
      if (typeof value === 'string') return interpolate(value, values);
      const template = value[language];
      if (template === undefined) {
        report(new MissingTranslationError(JSON.stringify(value).slice(0, 60), language), 'translation');
        return '';
      }
      return interpolate(template, values);
    },
  };
}
