/**
 * Text files: an app's i18next JSON resources opened as they are, without a survey definition. A folder such as
 * `i18n/` holds one file per part and language (`entry/nl.json`, `entry/fr.json`, `views/nl.json`, …); every text
 * of every file is a row of its part, with a cell per language. Saving writes back only the files with a changed
 * text, in their own indentation and key order, so a change is a one-line diff per text.
 *
 * A text may contain i18next placeholders (`{{price}}`) that the app fills in: an edit must keep exactly the
 * placeholders of the text it replaces (a dropped one would lose a figure, an added one would show as `{{…}}`), and
 * no text may be left empty. Opening refuses a set with a broken file as a whole, so what was open stays.
 */
import { isObject, setAt, type Json, type JsonObject, type Path } from './path.js';

/** A file as it is picked: its path inside the chosen folder (or just its name) and its text. */
export interface PickedFile {
  path: string;
  text: string;
}

export interface TextFile {
  /** The path inside the chosen folder, e.g. `entry/nl.json`. */
  path: string;
  /** The folder inside the chosen one, e.g. `entry` (`''` for a file at the top). */
  part: string;
  language: string;
  /** The file's text as it was read. */
  source: string;
  texts: JsonObject;
}

export type FileProblem = { path: string; kind: 'json'; detail: string } | { path: string; kind: 'notText'; detail: string };

export interface OpenedTextFiles {
  files: TextFile[];
  /** JSON files that are no text file (not named by a language), left aside; other files are ignored. */
  skipped: string[];
  /** Files that look like text files but cannot be opened; with one, nothing should be opened. */
  problems: FileProblem[];
}

/** One text: its part and key, and its text in each language that has it. */
export interface TextRow {
  part: string;
  key: string;
  path: Path;
  texts: Record<string, string | undefined>;
}

/** A cell's address: part, language and key. */
export const cellId = (part: string, language: string, key: string) => `${part}\u0000${language}\u0000${key}`;

export type TextProblem = { kind: 'empty' } | { kind: 'placeholdersDropped'; placeholders: string[] } | { kind: 'placeholdersAdded'; placeholders: string[] };

const LANGUAGE_TAG = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/;

/** `entry/nl.json` → part `entry`, language `nl`; `entry-nl.json` and `entry.nl.json` (downloaded copies) too. */
export function nameOf(path: string): { part: string; language: string } | null {
  const parts = path.split('/').filter(Boolean);
  const base = parts.pop() ?? '';
  if (!base.toLowerCase().endsWith('.json')) return null;
  const stem = base.slice(0, -'.json'.length);
  if (LANGUAGE_TAG.test(stem)) return { part: parts.join('/'), language: stem };
  const flat = /^(.+)[.-]([a-z]{2,3})$/.exec(stem);
  if (flat) return { part: [...parts, flat[1]!].join('/'), language: flat[2]! };
  return null;
}

/** Without the chosen folder's own name, which a folder picker puts first (`i18n/entry/nl.json` → `entry/nl.json`). */
export function withinFolder(paths: readonly string[]): (path: string) => string {
  const first = paths.map((path) => path.split('/')[0]);
  const shared = paths.length > 0 && paths.every((path, i) => path.includes('/') && first[i] === first[0]);
  return (path) => (shared ? path.slice(path.indexOf('/') + 1) : path);
}

function walkTexts(value: Json, path: (string | number)[], visit: (path: (string | number)[], text: Json) => void) {
  if (isObject(value)) for (const [key, child] of Object.entries(value)) walkTexts(child, [...path, key], visit);
  else if (Array.isArray(value)) value.forEach((child, i) => walkTexts(child, [...path, i], visit));
  else visit(path, value);
}

/** Reads picked files: JSON objects whose every value is a text (in objects and lists). */
export function readTextFiles(picked: readonly PickedFile[]): OpenedTextFiles {
  const relative = withinFolder(picked.map((file) => file.path));
  const files: TextFile[] = [];
  const skipped: string[] = [];
  const problems: FileProblem[] = [];
  for (const file of picked) {
    const path = relative(file.path);
    const name = nameOf(path);
    if (!name) {
      // Other JSON files are named (the person may have expected them to open); code and images next to them are not.
      if (path.toLowerCase().endsWith('.json')) skipped.push(path);
      continue;
    }
    let texts: unknown;
    try {
      texts = JSON.parse(file.text.replace(/^\uFEFF/, ''));
    } catch (error) {
      problems.push({ path, kind: 'json', detail: (error as Error).message });
      continue;
    }
    if (!isObject(texts)) {
      problems.push({ path, kind: 'notText', detail: '' });
      continue;
    }
    let notText = '';
    walkTexts(texts, [], (at, value) => {
      if (typeof value !== 'string' && !notText) notText = at.join('.');
    });
    if (notText) problems.push({ path, kind: 'notText', detail: notText });
    else files.push({ path, ...name, source: file.text, texts });
  }
  files.sort((a, b) => a.part.localeCompare(b.part) || a.language.localeCompare(b.language));
  return { files, skipped, problems };
}

/** The languages of the files, in the order they first appear. */
export const fileLanguages = (files: readonly TextFile[]) => [...new Set(files.map((file) => file.language))];

/** Every text of the files, by part, in the order of the part's files (a key only one language has included). */
export function textRows(files: readonly TextFile[]): TextRow[] {
  const rows = new Map<string, TextRow>();
  for (const file of files) {
    walkTexts(file.texts, [], (path, text) => {
      const key = path.join('.');
      const id = `${file.part}\u0000${key}`;
      let row = rows.get(id);
      if (!row) rows.set(id, (row = { part: file.part, key, path, texts: {} }));
      row.texts[file.language] = text as string;
    });
  }
  return [...rows.values()].sort((a, b) => (a.part === b.part ? 0 : a.part.localeCompare(b.part)));
}

/** The placeholders of a text: `{{price}}`, `{{count, number}}`, and nested texts `$t(key)`. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([^{}]*?)\s*\}\}|\$t\(([^()]*)\)/g)].map((match) => (match[1] !== undefined ? `{{${match[1]}}}` : `$t(${match[2]})`)).sort();
}

function without(items: readonly string[], removed: readonly string[]): string[] {
  const left = [...items];
  for (const item of removed) {
    const at = left.indexOf(item);
    if (at >= 0) left.splice(at, 1);
  }
  return left;
}

/**
 * Why an edited text cannot be saved, or null. `before` is the text it replaces (for a text missing in this
 * language, the text of another language, whose placeholders the app fills in all the same).
 */
export function checkText(edited: string, before: string | undefined): TextProblem | null {
  if (edited.trim() === '') return { kind: 'empty' };
  if (before === undefined) return null;
  const had = placeholdersOf(before);
  const has = placeholdersOf(edited);
  const dropped = without(had, has);
  if (dropped.length > 0) return { kind: 'placeholdersDropped', placeholders: dropped };
  const added = without(has, had);
  if (added.length > 0) return { kind: 'placeholdersAdded', placeholders: added };
  return null;
}

/** The text an edit in a language is checked against: its own, else the first language that has it. */
export const textBefore = (row: TextRow, language: string): string | undefined =>
  row.texts[language] ?? Object.values(row.texts).find((text) => text !== undefined);

/** A file's text with its own indentation and final line break. */
function serializeLike(source: string, texts: JsonObject): string {
  const indent = /^[{[]\r?\n([ \t]+)/.exec(source)?.[1] ?? '  ';
  const newline = source.includes('\r\n') ? '\r\n' : '\n';
  const json = JSON.stringify(texts, null, indent).replace(/\n/g, newline);
  return /\r?\n$/.test(source) ? json + newline : json;
}

export type SavedTextFiles =
  | { ok: true; changed: { file: TextFile; text: string; keys: string[] }[] }
  | { ok: false; problems: { part: string; language: string; key: string; problem: TextProblem }[] };

/**
 * The files with the edits (cell id → text) written in: only files with a text that differs, each as its new text.
 * Any edit with a problem refuses the whole save, listing every such edit.
 */
export function saveTextFiles(files: readonly TextFile[], edits: ReadonlyMap<string, string>): SavedTextFiles {
  const rows = new Map(textRows(files).map((row) => [`${row.part}\u0000${row.key}`, row]));
  const problems: Extract<SavedTextFiles, { ok: false }>['problems'] = [];
  const changed: Extract<SavedTextFiles, { ok: true }>['changed'] = [];
  for (const file of files) {
    let texts = file.texts;
    const keys: string[] = [];
    for (const [id, text] of edits) {
      const [part, language, key] = id.split('\u0000') as [string, string, string];
      if (part !== file.part || language !== file.language) continue;
      const row = rows.get(`${part}\u0000${key}`);
      if (!row || row.texts[language] === text) continue;
      const problem = checkText(text, textBefore(row, language));
      if (problem) problems.push({ part, language, key, problem });
      else {
        texts = setAt(texts, row.path, text);
        keys.push(key);
      }
    }
    if (keys.length > 0) changed.push({ file, text: serializeLike(file.source, texts), keys });
  }
  // An edit for a language no file of its part has cannot be saved anywhere: it is left in the grid, unsaved.
  return problems.length > 0 ? { ok: false, problems } : { ok: true, changed };
}

/** The name a changed file is downloaded under when it cannot be written in place: `entry-nl.json`. */
export const downloadName = (file: TextFile) => `${file.part ? `${file.part.replace(/\//g, '-')}-` : ''}${file.language}.json`;
