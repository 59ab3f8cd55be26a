/**
 * Every text of a definition (wherever the schema has a LocalizedText) in every language of the survey: what the
 * translations grid shows, what is missing, and the change of one text in one language.
 *
 * A text is either one string (the same in every language) or one string per language. A blank text in a language
 * counts as missing (the engine never shows a text empty while another language has it). A text given as an object
 * with a `$`-named field, such as `{ "$t": "some.key" }` or `{ "$template": "# {a.title}" }`, names texts kept outside
 * the definition (an app resolves it from its own text modules before the engine sees it): it is listed as such and
 * not editable here.
 */
import { getAt, isObject, pathToString, setAt, type Path } from './path.js';
import { walkDefinition, namesLocalizedText, type SchemaSet } from './schema.js';

export interface TextEntry {
  id: string;
  path: Path;
  value: string | Record<string, string>;
  /** A text kept outside the definition, e.g. `$t intro.title` for `{ "$t": "intro.title" }`. */
  reference?: string;
}

/** The engine's default when a definition names no languages. */
export const DEFAULT_SURVEY_LANGUAGES = ['nl', 'en'];

export function surveyLanguages(definition: unknown): string[] {
  const languages = getAt(definition, ['languages']);
  return Array.isArray(languages) && languages.every((l) => typeof l === 'string') && languages.length > 0 ? (languages as string[]) : DEFAULT_SURVEY_LANGUAGES;
}

/** `$t intro.title` for `{ "$t": "intro.title" }`: the reference an object of `$`-named fields makes; else undefined. */
export function textReference(value: unknown): string | undefined {
  if (!isObject(value)) return undefined;
  const name = Object.keys(value).find((key) => key.startsWith('$'));
  return name === undefined ? undefined : `${name} ${String(value[name])}`;
}

/** Every text of the definition, in the order of the file. */
export function collectTexts(set: SchemaSet, definition: unknown): TextEntry[] {
  const texts: TextEntry[] = [];
  walkDefinition(set, definition, (path, value, names) => {
    if (!namesLocalizedText(names) || path.length === 0) return;
    if (typeof value === 'string') texts.push({ id: pathToString(path), path, value });
    else if (isObject(value)) {
      const strings = Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
      const reference = textReference(value);
      texts.push({ id: pathToString(path), path, value: strings, ...(reference !== undefined ? { reference } : {}) });
    }
  });
  return texts;
}

/** The text in a language; undefined when missing (absent or blank). A single string is every language's. */
export function textIn(entry: TextEntry, language: string): string | undefined {
  if (entry.reference !== undefined) return undefined;
  if (typeof entry.value === 'string') return entry.value;
  const text = entry.value[language];
  return text === undefined || text.trim() === '' ? undefined : text;
}

/** Missing texts per language (texts kept outside the definition are not counted). */
export function missingCounts(texts: readonly TextEntry[], languages: readonly string[]): Record<string, number> {
  return Object.fromEntries(languages.map((language) => [language, texts.filter((entry) => entry.reference === undefined && textIn(entry, language) === undefined).length]));
}

/**
 * The definition with the text at `path` set in `language` ('' removes it). A single string that changes in one
 * language becomes one string per survey language, the others keeping the old string.
 */
export function setText<T>(definition: T, path: Path, language: string, text: string): T {
  const current = getAt(definition, path);
  if (typeof current === 'string' || current === undefined) {
    if (current === text) return definition;
    const languages = surveyLanguages(definition);
    const filled: Record<string, string> = {};
    if (typeof current === 'string' && current !== '') for (const other of languages) filled[other] = current;
    if (text === '') delete filled[language];
    else filled[language] = text;
    return setAt(definition, path, filled);
  }
  if (!isObject(current)) return definition;
  if ((current[language] ?? '') === text) return definition;
  const next: Record<string, unknown> = { ...current };
  if (text === '') delete next[language];
  else next[language] = text;
  return setAt(definition, path, next);
}
