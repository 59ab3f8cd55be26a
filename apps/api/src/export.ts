/**
 * Streamed exports of a project's treesponses (CSV, JSON Lines) and the separate contact export. Rows are read in
 * batches by id (keyset pagination), so memory stays flat at any number of responses and the server keeps
 * answering the questionnaire in between batches.
 */
import {
  CONTACT_COLUMNS,
  csvCell,
  csvHeader,
  csvLayout,
  csvRowWriter,
  jsonLine,
  MAX_ANSWER_COLUMNS,
  MAX_COLUMN_KEY_LENGTH,
  MAX_RESULT_COLUMNS,
  type KeyTally,
} from './csv.js';
import type { Queryable } from './db.js';
import { filterCondition, type ResponseFilter } from './response-filter.js';
import { SELECT_TREESPONSE, withUploads, type TreesponseRecord, type TreesponseRow } from './store.js';

export type ExportFormat = 'csv' | 'jsonl';

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  jsonl: 'application/x-ndjson; charset=utf-8',
};

const BATCH = 500;

/** The treesponses matching the filter, oldest first (by id), in batches. */
export async function* treesponseBatches(db: Queryable, filter: ResponseFilter): AsyncGenerator<TreesponseRecord[]> {
  const condition = filterCondition(filter, 3);
  let after = 0;
  for (;;) {
    const { rows } = await db.query<TreesponseRow>(
      `${SELECT_TREESPONSE} WHERE t.id > $1 AND ${condition.sql} ORDER BY t.id LIMIT $2`,
      [after, BATCH, ...condition.params],
    );
    if (rows.length === 0) return;
    after = rows[rows.length - 1]!.internal_id;
    yield await withUploads(db, rows, () => '');
    if (rows.length < BATCH) return;
  }
}

/**
 * The most frequent keys of `answers` or `results` in the filtered treesponses (at most `limit` + 1, counted in
 * SQL so a flood of distinct keys never reaches memory) and the number of distinct keys.
 */
async function keyTally(db: Queryable, filter: ResponseFilter, field: 'answers' | 'results', limit: number): Promise<KeyTally> {
  const condition = filterCondition(filter, 3);
  const { rows } = await db.query<{ key: string; n: number; total: number }>(
    `SELECT key, n, total FROM (
       SELECT k.key, count(*)::int AS n, (count(*) OVER ())::int AS total
       FROM treesponses t, jsonb_object_keys(CASE WHEN jsonb_typeof(t.${field}) = 'object' THEN t.${field} ELSE '{}'::jsonb END) AS k(key)
       WHERE ${condition.sql} GROUP BY k.key
     ) keys WHERE length(key) <= $1 ORDER BY n DESC, key COLLATE "C" LIMIT $2`,
    [MAX_COLUMN_KEY_LENGTH, limit + 1, ...condition.params],
  );
  const total = rows[0]?.total ?? 0;
  return { counts: new Map(rows.map((row) => [row.key, row.n])), total };
}

/** The CSV export, piece by piece: the header (columns by the bounded rule), then one line per treesponse. */
export async function* csvExport(db: Queryable, filter: ResponseFilter): AsyncGenerator<string> {
  const layout = csvLayout(
    await keyTally(db, filter, 'answers', MAX_ANSWER_COLUMNS),
    await keyTally(db, filter, 'results', MAX_RESULT_COLUMNS),
  );
  yield csvHeader(layout);
  const row = csvRowWriter(layout);
  for await (const batch of treesponseBatches(db, filter)) yield batch.map(row).join('');
}

/** The JSON Lines export: one JSON object per line, the CSV's fields with answers and results whole. */
export async function* jsonLinesExport(db: Queryable, filter: ResponseFilter): AsyncGenerator<string> {
  for await (const batch of treesponseBatches(db, filter)) yield batch.map(jsonLine).join('');
}

export function responsesExport(db: Queryable, filter: ResponseFilter, format: ExportFormat): AsyncGenerator<string> {
  return format === 'csv' ? csvExport(db, filter) : jsonLinesExport(db, filter);
}

/**
 * The contact export (CSV): the treesponses with an e-mail address whose respondent opted in to the project or the
 * organisation. Callers log every use (see admin/audit.ts).
 */
export async function* contactsExport(db: Queryable, filter: ResponseFilter): AsyncGenerator<string> {
  const condition = filterCondition(filter, 3);
  yield `${CONTACT_COLUMNS.join(',')}\r\n`;
  let after = 0;
  for (;;) {
    const { rows } = await db.query<{ internal_id: number; id: string; created_at: Date | string; language: string; email: string; optin_project: boolean; optin_organisation: boolean }>(
      `SELECT t.id AS internal_id, t.public_id AS id, t.created_at, t.language, t.email, t.optin_project, t.optin_organisation
       FROM treesponses t
       WHERE t.id > $1 AND ${condition.sql} AND t.email IS NOT NULL AND t.email <> '' AND (t.optin_project OR t.optin_organisation)
       ORDER BY t.id LIMIT $2`,
      [after, BATCH, ...condition.params],
    );
    if (rows.length === 0) return;
    after = rows[rows.length - 1]!.internal_id;
    yield rows
      .map((row) =>
        `${[row.id, new Date(row.created_at).toISOString(), row.language, row.email, row.optin_project, row.optin_organisation].map(csvCell).join(',')}\r\n`,
      )
      .join('');
    if (rows.length < BATCH) return;
  }
}
