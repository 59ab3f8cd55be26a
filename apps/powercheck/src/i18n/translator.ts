/**
 * The app's translator: one message tree per language, `{{name}}` placeholders, plural forms by `count`
 * (`key_one`, `key_other`… chosen with Intl.PluralRules), and no fallback to another language: a key missing in the
 * current language is reported and rendered as an empty text. Small on purpose: it is part of every page's first
 * load.
 */

/** A language's texts: nested objects of strings. */
export interface MessageTree {
  readonly [key: string]: string | MessageTree;
}

/** Reads the text of `key` (dot-separated) with `values` filled in. */
export type TFunction = (key: string, values?: Readonly<Record<string, unknown>>) => string;

/** Receives every key looked up but missing in a language. */
export type MissingKeyReporter = (language: string, key: string) => void;

export interface I18n {
  /** The current language. */
  readonly language: string;
  /** A text in the current language. */
  readonly t: TFunction;
  /** Texts of one language, whatever the current one. */
  getFixedT(language: string): TFunction;
  hasResourceBundle(language: string): boolean;
  addResourceBundle(language: string, messages: MessageTree): void;
  /** Switches language (its texts must have been added). */
  changeLanguage(language: string): void;
  /** Called after every language change. */
  subscribe(listener: () => void): () => void;
}

function lookup(tree: MessageTree | undefined, key: string): string | undefined {
  let node: string | MessageTree | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function interpolate(text: string, values: Readonly<Record<string, unknown>> | undefined): string {
  if (!values) return text;
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder));
}

export function createTranslator(language: string, report: MissingKeyReporter): I18n {
  const bundles = new Map<string, MessageTree>();
  const fixed = new Map<string, TFunction>();
  const listeners = new Set<() => void>();
  let current = language;

  function translate(lang: string, key: string, values?: Readonly<Record<string, unknown>>): string {
    const tree = bundles.get(lang);
    let text: string | undefined;
    if (values && typeof values.count === 'number') {
      const form = new Intl.PluralRules(lang).select(values.count);
      text = lookup(tree, `${key}_${form}`) ?? lookup(tree, `${key}_other`);
    }
    text ??= lookup(tree, key);
    if (text === undefined) {
      report(lang, key);
      return '';
    }
    return interpolate(text, values);
  }

  const translator: I18n = {
    get language() {
      return current;
    },
    get t() {
      return translator.getFixedT(current);
    },
    getFixedT(lang) {
      let t = fixed.get(lang);
      if (!t) {
        t = (key, values) => translate(lang, key, values);
        fixed.set(lang, t);
      }
      return t;
    },
    hasResourceBundle: (lang) => bundles.has(lang),
    addResourceBundle(lang, messages) {
      bundles.set(lang, messages);
    },
    changeLanguage(lang) {
      if (lang === current) return;
      current = lang;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return translator;
}
