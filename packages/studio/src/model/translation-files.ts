/**
 * Files for translators: CSV (one row per text, one column per language) and XLIFF 2.0 (one file per target
 * language, one unit per text, the text's path as its id). Importing a file exported from the same definition gives
 * the same definition back, byte for byte once serialised; a file with translations added sets exactly those.
 * Rows and units whose id is no text of the definition are reported, never guessed at.
 */
import { collectTexts, setText, surveyLanguages, textIn, type TextEntry } from './texts.js';
import type { SchemaSet } from './schema.js';
import { getAt } from './path.js';

export interface ImportResult<T> {
  definition: T;
  /** Texts changed. */
  changed: number;
  /** Ids in the file that are no text of the definition. */
  unknown: string[];
}

const editable = (texts: TextEntry[]) => texts.filter((entry) => entry.reference === undefined);

/** Applies one text from a file: a single string stays one when the file says the same in that language. */
function applyText<T>(definition: T, entry: TextEntry, language: string, text: string): T {
  if (typeof entry.value === 'string' && text === entry.value) return definition;
  if (text === '' && textIn(entry, language) === undefined) return definition;
  return setText(definition, entry.path, language, text);
}

// ---------------------------------------------------------------------------------------------------------------
// CSV (RFC 4180: comma, double quotes doubled, CRLF between rows)
// ---------------------------------------------------------------------------------------------------------------

const csvCell = (text: string) => (/[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text);

export function exportCsv(set: SchemaSet, definition: unknown): string {
  const languages = surveyLanguages(definition);
  const rows = [['id', ...languages], ...editable(collectTexts(set, definition)).map((entry) => [entry.id, ...languages.map((l) => textIn(entry, l) ?? '')])];
  return `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** The rows of a CSV text; a byte-order mark and a missing last line break are accepted. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i]!;
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (quoted) throw new Error('The CSV file ends inside a quoted cell');
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

export function importCsv<T>(set: SchemaSet, definition: T, csv: string): ImportResult<T> {
  const [header, ...rows] = parseCsv(csv);
  if (!header || header[0] !== 'id') throw new Error('The first row of the CSV file must start with "id", then one column per language');
  const languages = header.slice(1);
  const byId = new Map(editable(collectTexts(set, definition)).map((entry) => [entry.id, entry]));
  let next = definition;
  let changed = 0;
  const unknown: string[] = [];
  for (const row of rows) {
    if (row.length === 1 && row[0] === '') continue;
    const id = row[0] ?? '';
    const entry = byId.get(id);
    if (!entry) {
      unknown.push(id);
      continue;
    }
    const before = next;
    // Every language of the row against the text as it was: a single string stays one if no language differs.
    const differs = languages.some((language, i) => (row[i + 1] ?? '') !== (textIn(entry, language) ?? ''));
    if (!differs) continue;
    let current: TextEntry = entry;
    languages.forEach((language, i) => {
      next = applyText(next, current, language, row[i + 1] ?? '');
      current = { ...current, value: getAt(next, entry.path) as TextEntry['value'] };
    });
    if (next !== before) changed += 1;
  }
  return { definition: next, changed, unknown };
}


// ---------------------------------------------------------------------------------------------------------------
// XLIFF 2.0
// ---------------------------------------------------------------------------------------------------------------

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeXml = (text: string) => text.replace(/[&<>"]/g, (char) => XML_ESCAPES[char]!);
const unescapeXml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos|#(\d+)|#x([0-9a-fA-F]+));/g, (_, name: string, dec?: string, hex?: string) =>
    dec ? String.fromCodePoint(Number(dec)) : hex ? String.fromCodePoint(parseInt(hex, 16)) : ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" } as Record<string, string>)[name]!,
  );

/** One XLIFF 2.0 file: the texts of `sourceLanguage` to translate into `targetLanguage` (existing translations filled in). */
export function exportXliff(set: SchemaSet, definition: unknown, sourceLanguage: string, targetLanguage: string): string {
  const key = String((definition as { key?: unknown }).key ?? 'survey');
  const units = editable(collectTexts(set, definition)).flatMap((entry) => {
    const source = textIn(entry, sourceLanguage);
    if (source === undefined) return [];
    const target = textIn(entry, targetLanguage);
    const state = target === undefined ? 'initial' : 'translated';
    const targetXml = target === undefined ? '' : `\n        <target>${escapeXml(target)}</target>`;
    return [`    <unit id="${escapeXml(entry.id)}">\n      <segment state="${state}">\n        <source>${escapeXml(source)}</source>${targetXml}\n      </segment>\n    </unit>`];
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="${escapeXml(sourceLanguage)}" trgLang="${escapeXml(targetLanguage)}">`,
    `  <file id="${escapeXml(key)}">`,
    ...units,
    '  </file>',
    '</xliff>',
    '',
  ].join('\n');
}

/** Reads the translations of an XLIFF 2.0 file (its `trgLang`) into the definition. */
export function importXliff<T>(set: SchemaSet, definition: T, xliff: string): ImportResult<T> & { language: string } {
  const root = /<xliff\b[^>]*>/.exec(xliff)?.[0];
  if (!root || !/version="2\.\d"/.test(root)) throw new Error('This is not an XLIFF 2 file (no <xliff version="2.x">)');
  const language = /\btrgLang="([^"]+)"/.exec(root)?.[1];
  if (!language) throw new Error('The XLIFF file names no target language (trgLang)');
  const byId = new Map(editable(collectTexts(set, definition)).map((entry) => [entry.id, entry]));
  let next = definition;
  let changed = 0;
  const unknown: string[] = [];
  for (const unit of xliff.matchAll(/<unit\b[^>]*?\bid="([^"]*)"[^>]*>([\s\S]*?)<\/unit>/g)) {
    const id = unescapeXml(unit[1]!);
    const target = /<target\b[^>]*>([\s\S]*?)<\/target>/.exec(unit[2]!);
    if (!target) continue;
    const entry = byId.get(id);
    if (!entry) {
      unknown.push(id);
      continue;
    }
    const before = next;
    next = applyText(next, entry, language, unescapeXml(target[1]!));
    if (next !== before) changed += 1;
  }
  return { definition: next, changed, unknown, language };
}
