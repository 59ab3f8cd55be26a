/**
 * Streamed exports of a project's treesponses (CSV, JSON Lines, XLSX) and the separate contact export. Rows are read in
 * batches by id (keyset pagination) bounded by rows and by bytes, reading only the exported columns, so memory stays
 * flat at any number and size of responses and the server keeps answering the questionnaire in between batches.
 */
import {
  CONTACT_COLUMNS,
  csvCell,
  csvHeader,
  csvLayout,
  csvRowParts,
  jsonLine,
  parseJsonText,
  type CsvLayout,
  type ExportRecord,
  type JsonText,
  type KeyTally,
} from './csv.js';
import { callsSoFar, holdCompaction, letOthersRun, nextBatchRows, refreshStatistics, takeTurn, type Database, type Queryable } from './db.js';
import { filterCondition, scanFilter, type ResponseFilter } from './response-filter.js';
import { STORED_BYTES_SQL, withUploads } from './store.js';
import { xlsxFile } from './xlsx.js';

export type ExportFormat = 'csv' | 'jsonl';

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  jsonl: 'application/x-ndjson; charset=utf-8',
};

/**
 * Rows per batch (adapted between these so a batch's statement takes about TARGET_BATCH_MS), and bytes of stored
 * JSON a batch reads besides its first response.
 */
const BATCH_ROWS = { min: 10, start: 100, max: 500 } as const;
const TARGET_BATCH_MS = 50;
const BATCH_BYTES = 256 * 1024;
/** Distinct keys the column choice keeps in memory; beyond it the least frequent are dropped (they go to `*_other`). */
const MAX_TALLIED_KEYS = 50_000;
/** Keys a slice reports at most (its most frequent ones). */
const MAX_SLICE_KEYS = 1000;

/** Only what the exports write: never e-mail addresses or page visits (answers and results: see JSON_VALUES). */
const SELECT_EXPORTED = `
  SELECT t.id AS internal_id, t.public_id AS id, r.public_id AS treesponder_id, t.created_at, t.updated_at,
         t.completed, t.language, t.survey_version, t.query, t.age, t.year_of_birth,
         t.optin_organisation, t.optin_project, t.gender, t.postcode, t.validation_code
  FROM treesponses t JOIN treesponders r ON r.id = t.treesponder_id`;

/**
 * The answers and results of the treesponses after $1 up to $2 as the database's JSON text: an object of at most
 * `splitKeys` keys one row per key (its value's JSON text, in the object's order), anything else whole (key null).
 * The JSON Lines export writes these texts as they are, never parsing them into objects and writing them again.
 *
 * On PostgreSQL an object is split (up to 300 keys, what answers hold): node-postgres makes each value of a row one
 * string, and the text of a response of 1 MiB as one string waits in the JavaScript engine for a full garbage
 * collection, with the driver's buffers of the rows read meanwhile (three exports at once rose 170 MiB above idle),
 * where values are short-lived strings freed at once. Objects of more keys stay whole: a row per key of 60,000 keys
 * costs seconds per response. The embedded database stays within the memory budget with whole texts, and its rows
 * cost more each: it splits nothing.
 */
const JSON_VALUES = (condition: string, splitKeys: number) => `
  SELECT t.id AS internal_id, f.field, e.key, e.value
  FROM treesponses t
  CROSS JOIN LATERAL (VALUES ('answers', t.answers), ('results', t.results)) f(field, json)
  CROSS JOIN LATERAL (
    SELECT ${splitKeys > 0 ? `coalesce(jsonb_typeof(f.json) = 'object' AND (SELECT count(*) FROM jsonb_object_keys(f.json)) <= ${splitKeys}, false)` : 'false'} AS split
  ) s
  CROSS JOIN LATERAL (
    SELECT e.key, e.value::text AS value, e.n
    FROM jsonb_each(CASE WHEN s.split THEN f.json ELSE '{}'::jsonb END) WITH ORDINALITY e(key, value, n)
    UNION ALL SELECT NULL, coalesce(f.json::text, 'null'), 0 WHERE NOT s.split
  ) e
  WHERE t.id > $1 AND t.id <= $2 AND ${condition}
  ORDER BY t.id, f.field, e.n`;

/**
 * Bytes of stored answers, results and page visits that the slices of all exports running at once (in this process,
 * on any database) hold in memory together: read, as lines, waiting for the socket. A slice waits for its share; one
 * larger than the whole budget runs alone. An export holds one slice at a time; three exports of responses of 1 MiB
 * now take turns instead of holding three slices at once, whose strings then outlived the JavaScript engine's young
 * generation and waited in the old one for a full garbage collection (measured on PostgreSQL: the old generation
 * grew to 80 MiB instead of 17, the process 100 MiB above idle instead of 60). Ordinary responses fill slices of
 * BATCH_BYTES, so several exports of them still read side by side.
 */
export const EXPORT_MEMORY_BYTES = 1024 * 1024;

/** Bytes held by the slices of the exports running in this process, at most `total` (see EXPORT_MEMORY_BYTES). */
export class ByteBudget {
  private held = 0;
  private most = 0;
  private readonly waiting: { bytes: number; resolve: () => void }[] = [];

  constructor(readonly total: number) {}

  /** Waits (first come, first served) until `bytes` (at most the whole budget) fit; the function gives them back. */
  async take(bytes: number): Promise<() => void> {
    const share = Math.min(this.total, Math.max(0, bytes));
    if (this.waiting.length > 0 || this.held + share > this.total) await new Promise<void>((resolve) => this.waiting.push({ bytes: share, resolve }));
    else this.hold(share);
    let given = false;
    return () => {
      if (given) return;
      given = true;
      this.held -= share;
      while (this.waiting[0] && this.held + this.waiting[0].bytes <= this.total) {
        const next = this.waiting.shift()!;
        this.hold(next.bytes);
        next.resolve();
      }
    };
  }

  /** The most bytes held at once since the last call (for tests and benchmarks). */
  mostHeld(): number {
    const most = this.most;
    this.most = this.held;
    return most;
  }

  private hold(bytes: number): void {
    this.held += bytes;
    this.most = Math.max(this.most, this.held);
  }
}

export const exportMemory = new ByteBudget(EXPORT_MEMORY_BYTES);

/** Keys of an object the export reads one row per key (see JSON_VALUES). */
const SPLIT_KEYS = { postgres: 300, pglite: 0 } as const;

type ExportRow = Omit<ExportRecord, 'uploads' | 'created_at' | 'updated_at' | 'answers' | 'results'> & {
  internal_id: number;
  created_at: Date | string;
  updated_at: Date | string;
};

/** A treesponse as exported, its answers and results still the database's JSON text (see JsonText). */
type ExportText = Omit<ExportRecord, 'answers' | 'results'> & { answers: JsonText; results: JsonText };

/**
 * The filtered treesponses in slices by id, oldest first: each slice at most `rowsPerBatch` rows (adapted so the
 * slice's statements take about TARGET_BATCH_MS) and BATCH_BYTES of stored JSON besides its first row, so a statement
 * is short whatever the rows hold. `read` runs the caller's statement on a slice (the ids after `after` up to `last`);
 * its results are yielded. Between slices the database serves other requests (see letOthersRun), and on the embedded
 * database the slices of several exports take turns (see takeTurn). A `read` that runs its statements on the
 * Queryable it is given lets a slice that nothing else waited for go on without a pause (see callsSoFar).
 */
export async function* slices<T>(
  db: Queryable,
  filter: ResponseFilter,
  read: (after: number, last: number, own: Queryable) => Promise<T>,
  { holdsRows = false }: { holdsRows?: boolean } = {},
): AsyncGenerator<T> {
  // chosen without what reads a response's JSON for one answer or result (`read` applies the whole filter): however
  // few responses that leaves, a statement reads no more rows than a slice holds
  const condition = filterCondition(scanFilter(filter), 3);
  await refreshStatistics(db, 'treesponses');
  let after = 0;
  let rowsPerBatch: number = BATCH_ROWS.start;
  // the statements of this export's slices, so a slice knows whether anything else asked the database meanwhile
  let ownCalls = 0;
  const own: Queryable = {
    query: (sql, params) => (ownCalls++, db.query(sql, params)),
    exec: (sql) => (ownCalls++, db.exec(sql)),
  };
  // the next slice's last id and the stored bytes of its rows
  const size = async () => {
    const started = Date.now();
    const { rows } = await own.query<{ last: number | null; bytes: number }>(
      `SELECT max(id) AS last, coalesce(sum(bytes), 0)::float8 AS bytes FROM (
         SELECT id, bytes, sum(bytes) OVER (ORDER BY id) - bytes AS before FROM (
           SELECT t.id, ${STORED_BYTES_SQL} AS bytes FROM treesponses t
           WHERE t.id > $1 AND ${condition.sql} ORDER BY t.id LIMIT $2
         ) candidate
       ) sized WHERE before < ${BATCH_BYTES}`,
      [after, rowsPerBatch, ...condition.params],
    );
    return { ...rows[0]!, tookMs: Date.now() - started };
  };
  const readSlice = async (last: number, sizeMs: number, callsBefore: number) => {
    const started = Date.now();
    const result = await read(after, last, own);
    const took = sizeMs + Date.now() - started;
    after = last;
    rowsPerBatch = nextBatchRows(rowsPerBatch, took, TARGET_BATCH_MS, BATCH_ROWS);
    // no pause when no request waited for this slice: on a busy machine, where every slice takes longer, pauses as
    // long as the slices doubled an export's time without letting anything through
    await letOthersRun(db, took, { othersAsked: callsSoFar(db) - ownCalls !== callsBefore });
    return result;
  };
  const nothingHeld = (): void => undefined;
  let release = nothingHeld;
  try {
    for (;;) {
      const callsBefore = callsSoFar(db) - ownCalls;
      const { last, bytes, tookMs } = await takeTurn(db, size);
      if (last === null) return;
      // the rows a slice reads wait for their share of the memory all exports hold together (see exportMemory),
      // outside the database's turns: what waits for a slow download's memory holds up no other work
      if (holdsRows) release = await exportMemory.take(bytes);
      const result = await takeTurn(db, () => readSlice(last, tookMs, callsBefore));
      yield result;
      // the caller asks for the next slice once it wrote this one: its rows are garbage now
      release();
      release = nothingHeld;
    }
  } finally {
    release();
  }
}

/** The treesponses matching the filter as JSON text, oldest first (by id), in batches bounded by rows and bytes. */
async function* textBatches(db: Queryable, filter: ResponseFilter): AsyncGenerator<ExportText[]> {
  const condition = filterCondition(filter, 3);
  yield* slices(db, filter, async (after, last, own) => {
    const params = [after, last, ...condition.params];
    const { rows } = await own.query<ExportRow>(`${SELECT_EXPORTED} WHERE t.id > $1 AND t.id <= $2 AND ${condition.sql} ORDER BY t.id`, params);
    const { rows: values } = await own.query<{ internal_id: number; field: 'answers' | 'results'; key: string | null; value: string }>(
      JSON_VALUES(condition.sql, SPLIT_KEYS[(db as Partial<Database>).kind ?? 'postgres']),
      params,
    );
    const json = new Map<number, { answers: JsonText; results: JsonText }>();
    for (const { internal_id, field, key, value } of values) {
      let texts = json.get(internal_id);
      if (!texts) json.set(internal_id, (texts = { answers: [], results: [] }));
      if (key === null) texts[field] = value;
      else (texts[field] as [string, string][]).push([key, value]);
    }
    return (await withUploads(own, rows, () => '')).map(({ uploads, ...row }, index) => ({
      ...row,
      uploads: uploads.map(({ name, filename }) => ({ name, filename })),
      // a response saved between the two statements has the answers saved last; one erased meanwhile, none
      ...(json.get(rows[index]!.internal_id) ?? { answers: 'null', results: 'null' }),
    }));
  }, { holdsRows: true });
}

/** A treesponse with its answers and results parsed (for the CSV and XLSX cells). */
function parsed(record: ExportText): ExportRecord {
  return { ...record, answers: parseJsonText(record.answers) as ExportRecord['answers'], results: parseJsonText(record.results) as ExportRecord['results'] };
}

/** The treesponses matching the filter, oldest first (by id), in batches bounded by rows and bytes. */
export async function* treesponseBatches(db: Queryable, filter: ResponseFilter): AsyncGenerator<ExportRecord[]> {
  for await (const batch of textBatches(db, filter)) yield batch.map(parsed);
}

/**
 * How many of the filtered treesponses hold each key of `answers` or `results`, counted slice by slice in SQL, and
 * the number of distinct keys. Bounded: a slice reports its MAX_SLICE_KEYS most frequent keys, and past
 * MAX_TALLIED_KEYS distinct keys the least frequent are dropped (the total then says there are more, so the rest of
 * every row goes to `*_other`).
 */
async function keyTally(db: Queryable, filter: ResponseFilter, field: 'answers' | 'results'): Promise<KeyTally> {
  const condition = filterCondition(filter, 3);
  const counts = new Map<string, number>();
  let dropped = false;
  const sliceCounts = slices(db, filter, async (after, last, own) => {
    // the slice's most frequent keys only: a key common to the responses is common in every slice
    const { rows } = await own.query<{ key: string; n: number; total: number }>(
      `SELECT key, n, total FROM (
         SELECT k.key, count(*)::int AS n, (count(*) OVER ())::int AS total
         FROM treesponses t, jsonb_object_keys(CASE WHEN jsonb_typeof(t.${field}) = 'object' THEN t.${field} ELSE '{}'::jsonb END) AS k(key)
         WHERE t.id > $1 AND t.id <= $2 AND ${condition.sql} GROUP BY k.key
       ) keys ORDER BY n DESC, key COLLATE "C" LIMIT ${MAX_SLICE_KEYS}`,
      [after, last, ...condition.params],
    );
    return rows;
  });
  for await (const rows of sliceCounts) {
    if ((rows[0]?.total ?? 0) > rows.length) dropped = true;
    for (const { key, n } of rows) counts.set(key, (counts.get(key) ?? 0) + n);
    if (counts.size > MAX_TALLIED_KEYS) {
      const kept = [...counts].sort(([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : a > b ? 1 : 0)).slice(0, MAX_TALLIED_KEYS / 2);
      counts.clear();
      for (const [key, n] of kept) counts.set(key, n);
      dropped = true;
    }
  }
  return { counts, total: counts.size + (dropped ? 1 : 0) };
}

/** The columns of the CSV and XLSX exports, by the bounded rule over the filtered treesponses. */
async function exportLayout(db: Queryable, filter: ResponseFilter): Promise<CsvLayout> {
  return csvLayout(await keyTally(db, filter, 'answers'), await keyTally(db, filter, 'results'));
}

/** The CSV export, piece by piece: the header (columns by the bounded rule), then one line per treesponse. */
export async function* csvExport(db: Queryable, filter: ResponseFilter): AsyncGenerator<string> {
  const layout = await exportLayout(db, filter);
  yield csvHeader(layout);
  const row = csvRowParts(layout);
  // each response parsed as its line is made, so a batch is never held parsed all at once
  for await (const batch of textBatches(db, filter)) yield* inPieces(batch, (record) => row(parsed(record)));
}

/** Characters written at once: many short lines per write, a long line in pieces of about this size. */
const PIECE_CHARS = 64 * 1024;

/**
 * The lines of a batch (each given in parts) in pieces of about PIECE_CHARS: a piece is written (and garbage) before
 * the next is made, so a batch of large responses is never held as lines. A long part (a response's answers) is cut
 * into slices, which share its characters: its line is never made as one more string of its size, and each piece
 * written is a short-lived string the JavaScript engine frees at once (a string of megabytes waits for a full garbage
 * collection, with the buffers of the reads that came meanwhile).
 */
function* inPieces<T>(records: readonly T[], line: (record: T) => string[]): Generator<string> {
  let piece = '';
  for (const record of records) {
    for (const part of line(record)) {
      for (let at = 0; at < part.length; at += PIECE_CHARS) {
        piece += at === 0 && part.length <= PIECE_CHARS ? part : part.slice(at, at + PIECE_CHARS);
        if (piece.length >= PIECE_CHARS) {
          yield piece;
          piece = '';
        }
      }
    }
  }
  if (piece) yield piece;
}

/**
 * The JSON Lines export: one JSON object per line, the CSV's fields with answers and results whole, written as the
 * database's JSON text (see jsonLine).
 */
export async function* jsonLinesExport(db: Queryable, filter: ResponseFilter): AsyncGenerator<string> {
  for await (const batch of textBatches(db, filter)) yield* inPieces(batch, ({ answers, results, ...fields }) => jsonLine(fields, answers, results));
}

/**
 * The XLSX export: the CSV's columns and cells in a workbook (see xlsx.ts), dates in `timeZone` (the project's),
 * the header row from `headersOf` (see export-headers.ts; the keys without it). `maxRows` lowers the sheet's row
 * limit (for tests).
 */
export function xlsxExport(
  db: Queryable,
  filter: ResponseFilter,
  timeZone: string,
  maxRows?: number,
  headersOf?: (keys: readonly string[]) => string[],
): AsyncGenerator<Buffer> {
  return holdCompaction(db, xlsxFile(() => exportLayout(db, filter), () => treesponseBatches(db, filter), timeZone, maxRows, headersOf));
}

/** The CSV or JSON Lines export; the compaction waits until it ends (see holdCompaction). */
export function responsesExport(db: Queryable, filter: ResponseFilter, format: ExportFormat): AsyncGenerator<string> {
  return holdCompaction(db, format === 'csv' ? csvExport(db, filter) : jsonLinesExport(db, filter));
}

/**
 * The contact export (CSV): the treesponses with an e-mail address whose respondent opted in to the project or the
 * organisation. Callers log every use (see admin/audit.ts).
 */
export function contactsExport(db: Queryable, filter: ResponseFilter): AsyncGenerator<string> {
  return holdCompaction(db, contactLines(db, filter));
}

async function* contactLines(db: Queryable, filter: ResponseFilter): AsyncGenerator<string> {
  const condition = filterCondition(filter, 3);
  yield `${CONTACT_COLUMNS.join(',')}\r\n`;
  let after = 0;
  for (;;) {
    const { rows } = await db.query<{ internal_id: number; id: string; created_at: Date | string; language: string; email: string; optin_project: boolean; optin_organisation: boolean }>(
      `SELECT t.id AS internal_id, t.public_id AS id, t.created_at, t.language, t.email, t.optin_project, t.optin_organisation
       FROM treesponses t
       WHERE t.id > $1 AND ${condition.sql} AND t.email IS NOT NULL AND t.email <> '' AND (t.optin_project OR t.optin_organisation)
       ORDER BY t.id LIMIT $2`,
      [after, BATCH_ROWS.max, ...condition.params],
    );
    if (rows.length === 0) return;
    after = rows[rows.length - 1]!.internal_id;
    yield rows
      .map((row) =>
        `${[row.id, new Date(row.created_at).toISOString(), row.language, row.email, row.optin_project, row.optin_organisation].map(csvCell).join(',')}\r\n`,
      )
      .join('');
    if (rows.length < BATCH_ROWS.max) return;
  }
}
