/**
 * A definition whose texts are kept as i18next JSON resources (one object of texts per language and file, texts
 * named by dotted keys such as `intro.title`) and referenced from the definition as `{ "$t": "intro.title" }`.
 *
 * `openWithTexts` puts the texts in: each `$t` reference becomes the text in every language of the survey, so the
 * studio's settings, translations grid, CSV and XLIFF files and preview work on them like on any text. `writeTexts`
 * takes them out again: every text of the edited definition is written to the resource file of its language that
 * holds its key, and the definition gets its references back. Only texts may change between the two (the structure
 * is the definition's own file, changed as JSON); a text left empty in a language is refused, because the app would
 * show it empty. A text nobody changed writes nothing: the resources come back byte for byte, key order included.
 */
import { getAt, isObject, setAt, type Json, type JsonObject, type Path } from './path.js';
import type { SchemaSet } from './schema.js';
import { collectTexts, surveyLanguages } from './texts.js';

/** One resource file: the texts of one language (possibly one part of them, e.g. `entry/nl.json`). */
export interface TextResource {
  /** The file's name, to write it back, e.g. `src/i18n/entry/nl.json`. */
  name: string;
  language: string;
  texts: JsonObject;
}

/** Where a `$t` reference stood: the text's path in the definition and its key. */
export interface TextKeyPlace {
  id: string;
  path: Path;
  key: string;
}

export interface OpenedWithTexts {
  /** The definition with every `$t` reference replaced by its texts. */
  definition: JsonObject;
  places: TextKeyPlace[];
  /** Keys a language's resources do not hold (that language's text is missing in the grid). */
  missing: { key: string; language: string }[];
}

export type WrittenTexts =
  | { ok: true; resources: TextResource[]; changed: { name: string; key: string; language: string }[] }
  | { ok: false; message: string };

const keyParts = (key: string) => key.split('.');

function textOf(resources: readonly TextResource[], language: string, key: string): { resource: TextResource; text: string } | undefined {
  for (const resource of resources) {
    if (resource.language !== language) continue;
    const text = getAt(resource.texts, keyParts(key));
    if (typeof text === 'string') return { resource, text };
  }
  return undefined;
}

function keyPlaces(set: SchemaSet, definition: unknown): TextKeyPlace[] {
  return collectTexts(set, definition).flatMap((entry) => {
    const value = getAt(definition, entry.path);
    return isObject(value) && typeof value.$t === 'string' ? [{ id: entry.id, path: entry.path, key: value.$t }] : [];
  });
}

/** The definition with its `$t` texts in every survey language, read from the resources. */
export function openWithTexts(set: SchemaSet, definition: JsonObject, resources: readonly TextResource[]): OpenedWithTexts {
  const languages = surveyLanguages(definition);
  const places = keyPlaces(set, definition);
  const missing: OpenedWithTexts['missing'] = [];
  let opened = definition;
  for (const place of places) {
    const texts: JsonObject = {};
    for (const language of languages) {
      const found = textOf(resources, language, place.key);
      if (found) texts[language] = found.text;
      else missing.push({ key: place.key, language });
    }
    opened = setAt(opened, place.path, texts);
  }
  return { definition: opened, places, missing };
}

/**
 * The edited texts written back into the resources (copies; the given ones are untouched). `original` is the
 * definition with its references, as `openWithTexts` received it; `edited` is what the studio exported.
 */
export function writeTexts(set: SchemaSet, original: JsonObject, edited: unknown, resources: readonly TextResource[]): WrittenTexts {
  if (!isObject(edited)) return { ok: false, message: 'The edited survey is not a JSON object.' };
  const languages = surveyLanguages(original);
  const places = keyPlaces(set, original);
  // The structure must be the original's: with the references put back, nothing else may differ.
  let restored: JsonObject = edited;
  for (const place of places) {
    if (getAt(edited, place.path) === undefined) return { ok: false, message: `The text "${place.key}" (${place.id}) is no longer in the survey: only texts can change here.` };
    restored = setAt(restored, place.path, { $t: place.key });
  }
  if (JSON.stringify(restored) !== JSON.stringify(original)) {
    return { ok: false, message: 'More than texts changed (questions, pages or settings): only texts can change here.' };
  }
  const written = resources.map((resource) => ({ ...resource, texts: structuredClone(resource.texts) }));
  const changed: { name: string; key: string; language: string }[] = [];
  const decided = new Map<string, string>();
  for (const place of places) {
    const value = getAt(edited, place.path);
    for (const language of languages) {
      const text = typeof value === 'string' ? value : isObject(value) ? value[language] : undefined;
      if (typeof text !== 'string' || text.trim() === '') {
        return { ok: false, message: `The text "${place.key}" (${place.id}) is empty in "${language}": every text needs every language.` };
      }
      const earlier = decided.get(`${language} ${place.key}`);
      if (earlier !== undefined && earlier !== text) {
        return { ok: false, message: `The text "${place.key}" is used twice and was changed to two different texts in "${language}".` };
      }
      decided.set(`${language} ${place.key}`, text);
      const found = textOf(written, language, place.key);
      if (!found) return { ok: false, message: `No "${language}" resource holds the key "${place.key}".` };
      if (found.text === text) continue;
      found.resource.texts = setAt(found.resource.texts, keyParts(place.key), text as Json);
      changed.push({ name: found.resource.name, key: place.key, language });
    }
  }
  return { ok: true, resources: written, changed };
}
