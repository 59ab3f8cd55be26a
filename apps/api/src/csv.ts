/**
 * CSV export of a project's treesponses: one row per treesponse, fixed columns first, then one column per answer
 * key (`answers.{key}`) and per result key (`results.{key}`) chosen by a bounded rule (see `chooseKeyColumns`).
 * RFC 4180 quoting; arrays and objects are written as JSON. Cells that a spreadsheet could run as a formula get a
 * leading ' (see `csvCell`). Contact data (e-mail) is not part of it: see `CONTACT_COLUMNS`.
 */
import type { WireTreesponseField } from '@treesponse/core/wire';
import type { TreesponseRecord } from './store.js';

/** Columns of a stored treesponse that are not wire fields. */
type RecordColumn = 'id' | 'treesponder_id' | 'created_at' | 'updated_at' | 'uploads';

export const FIXED_COLUMNS = [
  'id',
  'treesponder_id',
  'created_at',
  'updated_at',
  'completed',
  'language',
  'age',
  'gender',
  'postcode',
  'optin_project',
  'optin_organisation',
  'year_of_birth',
  'validation_code',
  'survey_version',
  'query',
  'uploads',
] as const satisfies readonly (WireTreesponseField | RecordColumn)[];

/** The separate, logged contact export: opt-ins with an e-mail address. */
export const CONTACT_COLUMNS = ['id', 'created_at', 'language', 'email', 'optin_project', 'optin_organisation'] as const satisfies readonly (
  | WireTreesponseField
  | RecordColumn
)[];

/** What the exports write of a treesponse: the fixed columns, answers and results (never e-mail or page visits). */
export type ExportRecord = Pick<TreesponseRecord, Exclude<(typeof FIXED_COLUMNS)[number], 'uploads'> | 'answers' | 'results'> & {
  uploads: { name: string; filename: string }[];
};

/** At most this many answer keys and result keys become columns; the rest go to `answers_other` / `results_other`. */
export const MAX_ANSWER_COLUMNS = 200;
export const MAX_RESULT_COLUMNS = 100;
/** Keys longer than this never become a column. */
export const MAX_COLUMN_KEY_LENGTH = 100;

/**
 * Leading characters that start a formula in Excel, LibreOffice or Google Sheets, in their ASCII and full-width
 * forms (＝ ＋ － ＠ are read as = + - @ by spreadsheets in East Asian locales), plus tab, CR and LF.
 */
const FORMULA_START = /^[\s\u00a0\u2000-\u200b\u3000\ufeff]*[=+\-@\uff1d\uff0b\uff0d\uff20]|^[\t\r\n]/;

/**
 * A formula start right after a semicolon. Spreadsheets in Belgian, French, German and Dutch locales split a CSV
 * line at every `;` (honouring quotes only at the start of a field), so the text after any `;` can become a cell.
 */
const FORMULA_AFTER_SEMICOLON = /;(?=[\s\u00a0\u2000-\u200b\u3000\ufeff"]*[=+\-@\uff1d\uff0b\uff0d\uff20])/g;

/**
 * One CSV cell. Text that could start a formula, also after leading spaces or line breaks, gets a leading ', and so
 * does such text after a `;`. Cells holding a comma, a semicolon, a quote or a line break are quoted.
 */
export function csvCell(value: unknown): string {
  const text = cellText(value);
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A cell's value already written as JSON: the keys of a row that are not columns, written key by key instead of
 * being gathered into one more object first (tens of thousands of keys made that the slowest part of an export).
 */
class JsonCell {
  constructor(readonly json: string) {}
}

/**
 * The text of a cell as every export writes it, unquoted: nothing for null, JSON for arrays and objects, and a
 * leading ' before text that could start a formula (also after a `;`), so no spreadsheet runs it.
 */
export function cellText(value: unknown): string {
  let text: string;
  if (value === null || value === undefined) text = '';
  else if (typeof value === 'string') text = FORMULA_START.test(value) ? `'${value}` : value;
  else if (typeof value === 'number' || typeof value === 'boolean') text = String(value);
  else if (value instanceof JsonCell) text = value.json;
  else text = JSON.stringify(value);
  return text.replace(FORMULA_AFTER_SEMICOLON, ";'");
}

/** How many treesponses hold each key (of `answers` or `results`). */
export type KeyCounts = ReadonlyMap<string, number>;

/**
 * The bounded column rule: keys of at most MAX_COLUMN_KEY_LENGTH characters, the `limit` held by the most
 * treesponses (ties by name), sorted by name. Every other key of a row is written, as JSON, to one `*_other` column.
 * `counts` may hold only the most frequent keys; `totalKeys` is the number of distinct keys in all.
 */
export function chooseKeyColumns(counts: KeyCounts, limit: number, totalKeys = counts.size): { columns: string[]; overflow: boolean } {
  const eligible = [...counts].filter(([key]) => key.length <= MAX_COLUMN_KEY_LENGTH);
  eligible.sort(([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : a > b ? 1 : 0));
  const columns = eligible.slice(0, limit).map(([key]) => key).sort();
  return { columns, overflow: columns.length < totalKeys };
}

export interface CsvLayout {
  answers: string[];
  results: string[];
  answersOverflow: boolean;
  resultsOverflow: boolean;
}

/** Keys counted (often only the most frequent ones) and how many distinct keys there are in all. */
export interface KeyTally {
  counts: KeyCounts;
  total: number;
}

export function csvLayout(answerKeys: KeyTally, resultKeys: KeyTally): CsvLayout {
  const answers = chooseKeyColumns(answerKeys.counts, MAX_ANSWER_COLUMNS, answerKeys.total);
  const results = chooseKeyColumns(resultKeys.counts, MAX_RESULT_COLUMNS, resultKeys.total);
  return { answers: answers.columns, results: results.columns, answersOverflow: answers.overflow, resultsOverflow: results.overflow };
}

/** The column names of the layout, in order. */
export function layoutColumns(layout: CsvLayout): string[] {
  return [
    ...FIXED_COLUMNS,
    ...layout.answers.map((k) => `answers.${k}`),
    ...(layout.answersOverflow ? ['answers_other'] : []),
    ...layout.results.map((k) => `results.${k}`),
    ...(layout.resultsOverflow ? ['results_other'] : []),
  ];
}

export function csvHeader(layout: CsvLayout): string {
  return `${layoutColumns(layout).map(csvCell).join(',')}\r\n`;
}

function others(values: Record<string, unknown> | undefined, columns: ReadonlySet<string>): JsonCell | null {
  const parts: string[] = [];
  for (const key of Object.keys(values ?? {})) if (!columns.has(key)) parts.push(`${JSON.stringify(key)}:${JSON.stringify(values![key])}`);
  return parts.length > 0 ? new JsonCell(`{${parts.join(',')}}`) : null;
}


/** A function writing one CSV row (with its CRLF) per record, in the layout's columns. */
export function csvRowWriter(layout: CsvLayout): (record: ExportRecord) => string {
  const parts = csvRowParts(layout);
  return (record) => parts(record).join('');
}

/** Like csvRowWriter, the row in parts (its cells and separators), so a long row is never made as one string. */
export function csvRowParts(layout: CsvLayout): (record: ExportRecord) => string[] {
  const values = rowValues(layout);
  return (record) => {
    const parts = values(record).flatMap((value) => [csvCell(value), ',']);
    parts[parts.length - 1] = '\r\n';
    return parts;
  };
}

/** A function giving the values of one record in the layout's columns (before they become cells). */
export function rowValues(layout: CsvLayout): (record: ExportRecord) => unknown[] {
  const answerSet = new Set(layout.answers);
  const resultSet = new Set(layout.results);
  return (record) => {
    const fixed = FIXED_COLUMNS.map((column) =>
      column === 'uploads' ? record.uploads.map((upload) => `${upload.name}:${upload.filename}`).join(';') : record[column],
    );
    const has = (values: Record<string, unknown> | undefined, key: string) =>
      values && Object.prototype.hasOwnProperty.call(values, key) ? values[key] : undefined;
    return [
      ...fixed,
      ...layout.answers.map((k) => has(record.answers, k)),
      ...(layout.answersOverflow ? [others(record.answers, answerSet)] : []),
      ...layout.results.map((k) => has(record.results, k)),
      ...(layout.resultsOverflow ? [others(record.results, resultSet)] : []),
    ];
  };
}

function countKeys(records: readonly TreesponseRecord[], field: 'answers' | 'results'): KeyTally {
  const counts = new Map<string, number>();
  for (const record of records) for (const key of Object.keys(record[field] ?? {})) counts.set(key, (counts.get(key) ?? 0) + 1);
  return { counts, total: counts.size };
}

/** The whole CSV of records already in memory (the server streams large exports instead: see export.ts). */
export function treesponsesToCsv(records: readonly TreesponseRecord[]): string {
  const layout = csvLayout(countKeys(records, 'answers'), countKeys(records, 'results'));
  const row = csvRowWriter(layout);
  return csvHeader(layout) + records.map(row).join('');
}

/**
 * JSON as the database writes it: the whole text, or an object's entries as key and the JSON text of its value (see
 * export.ts), so that no string holds a whole large response.
 */
export type JsonText = string | [key: string, value: string][];

/** The value of a JsonText. */
export function parseJsonText(json: JsonText): unknown {
  if (typeof json === 'string') return JSON.parse(json);
  return Object.fromEntries(json.map(([key, value]) => [key, JSON.parse(value) as unknown]));
}

/** The parts of a JsonText's JSON. */
function jsonTextParts(json: JsonText): string[] {
  if (typeof json === 'string') return [json];
  return ['{', ...json.flatMap(([key, value], index) => [`${index > 0 ? ',' : ''}${JSON.stringify(key)}:`, value]), '}'];
}

/**
 * One JSON Lines record, in parts: the CSV's fields, with answers and results whole. They are given as the
 * database's JSON text and written as they are: parsed and written again, a response of 1 MiB made megabytes of
 * short-lived objects for each line.
 */
export function jsonLine(record: Omit<ExportRecord, 'answers' | 'results'>, answers: JsonText, results: JsonText): string[] {
  const line: Record<string, unknown> = {};
  for (const column of FIXED_COLUMNS) line[column] = record[column];
  line.uploads = record.uploads.map(({ name, filename }) => ({ name, filename }));
  // the fixed fields as an object without its closing brace, then the two JSON texts
  return [`${JSON.stringify(line).slice(0, -1)},"answers":`, ...jsonTextParts(answers), ',"results":', ...jsonTextParts(results), '}\n'];
}
