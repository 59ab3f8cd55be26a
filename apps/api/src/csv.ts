/**
 * CSV export of a project's treesponses: one row per treesponse, fixed columns first, then one column per answer
 * key (`answers.{key}`) and per result key (`results.{key}`), sorted. RFC 4180 quoting; arrays and objects are
 * written as JSON. Text starting with = + - @ (or a tab / carriage return) gets a leading ' so spreadsheets do not
 * run it as a formula.
 */
import type { TreesponseRecord } from './store.js';

export const FIXED_COLUMNS = [
  'id',
  'treesponder_id',
  'created_at',
  'updated_at',
  'completed',
  'language',
  'age',
  'email',
  'gender',
  'postcode',
  'optin_project',
  'optin_organisation',
  'year_of_birth',
  'validation_code',
  'survey_version',
  'query',
  'uploads',
] as const;

export function csvCell(value: unknown): string {
  let text: string;
  if (value === null || value === undefined) text = '';
  else if (typeof value === 'string') text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  else if (typeof value === 'number' || typeof value === 'boolean') text = String(value);
  else text = JSON.stringify(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function treesponsesToCsv(records: readonly TreesponseRecord[]): string {
  const answerKeys = new Set<string>();
  const resultKeys = new Set<string>();
  for (const record of records) {
    Object.keys(record.answers ?? {}).forEach((key) => answerKeys.add(key));
    Object.keys(record.results ?? {}).forEach((key) => resultKeys.add(key));
  }
  const answers = [...answerKeys].sort();
  const results = [...resultKeys].sort();
  const header = [...FIXED_COLUMNS, ...answers.map((k) => `answers.${k}`), ...results.map((k) => `results.${k}`)];
  const lines = [header.map(csvCell).join(',')];
  for (const record of records) {
    const fixed = FIXED_COLUMNS.map((column) =>
      column === 'uploads' ? record.uploads.map((upload) => `${upload.name}:${upload.filename}`).join(';') : record[column],
    );
    const row = [...fixed, ...answers.map((k) => record.answers?.[k]), ...results.map((k) => record.results?.[k])];
    lines.push(row.map(csvCell).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
