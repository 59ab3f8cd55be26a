/**
 * The dashboard's counts, kept in `dashboard_cells` per project, day (in the project's time zone, Europe/Brussels
 * unless set otherwise), language and survey version, each twice: over all places and partners, and per province and
 * partner (for the filters on them; `split`). A cell holds its counts as one list of [metric, key, value, n], so
 * counting a response writes the few cells it falls in, not a row per count; the view `dashboard_counts` reads them
 * as rows, and a dashboard request sums a few thousand cells instead of reading every response's JSON.
 *
 * `catchUp` reads the responses queued in `dashboard_pending` (a trigger queues every response inserted or changed,
 * whatever its dates: imports, late commits, restores), works out what each adds (contributions.ts), takes back what
 * it added before (kept in `dashboard_seen`) and adds what it adds now. Responses deleted since are taken back by
 * `takeBackDeleted`.
 */
import { callsSoFar, letOthersRun, nextBatchRows, type Database, type Queryable } from '../db.js';
import { STORED_BYTES_SQL } from '../store.js';
import { provinceOfPostcodeSql } from './belgian-provinces.js';
import { PARTNER_ANSWER_KEY, partnerOfAnswersSql } from './partner.js';
import { topResultOf } from './top-result.js';
import { parseJsonbText } from './jsonb-text.js';
import { contributionsOf, type Contribution } from './contributions.js';
import { applyChanges, CountChanges, groupContributions, type Cell } from './cells.js';

export { PARTNER_ANSWER_KEY };

/**
 * A batch (one statement) reads at most this many bytes of stored JSON (answers, results, page visits) besides its
 * first response, so a batch of large responses stays as short as one of small ones: `busy` while others ask the
 * database, otherwise `quietPerRow` for each response the batch may take.
 */
const BATCH_BYTES = { busy: 256 * 1024, quietPerRow: 2048 } as const;
/** Responses per batch: adapted between these so one batch takes about its target time. */
export const BATCH_ROWS = { min: 10, start: 100, max: 5000 } as const;
/**
 * How long one batch should take. A batch is one transaction: on the embedded database, which runs one statement at
 * a time, a request waits for it. While other requests ask the database, batches stay short with a pause between
 * them; once none did for QUIET_AFTER_MS, batches grow and follow each other without a pause: bigger batches add
 * each count row once for more responses (the rows of a day and place coincide). A PostgreSQL server runs
 * statements side by side, so its batches are always the quiet size.
 */
export const TARGET_BATCH_MS = { busy: 100, quiet: 1000 } as const;
const QUIET_AFTER_MS = 2000;
/**
 * Per embedded database: when anything besides the dashboard last asked it, as far as the counting saw (see
 * othersSoFar), and how many such calls it had when the last counting ended (a call since then was someone else's).
 */
const activity = new WeakMap<Queryable, { othersAt: number; othersAtEnd: number }>();
/**
 * Per database and project: the batch sizes the last counting had reached in each mode, where the next counting
 * starts (a dashboard counts a backlog in many short calls: starting each at BATCH_ROWS.start again would keep its
 * batches small).
 */
const batchSizes = new WeakMap<Queryable, Map<number, { busy: number; quiet: number }>>();
/** Calls the dashboard itself made of each database (its counting, its figures, its live refresh: see dashboardDatabase). */
const ownCalls = new WeakMap<Queryable, number>();
/** The database a dashboard's view of it (dashboardDatabase) stands for. */
const underlying = new WeakMap<Queryable, Database>();

/**
 * The database as the dashboard uses it: the same database, but its calls are the dashboard's own, so an operator
 * watching the dashboard (live refresh, progress, the figures it loads) does not keep the counting from growing its
 * batches as when nothing else asks the database; the questionnaire's calls, and every other, still do.
 */
export function dashboardDatabase(db: Database): Database {
  const base = underlying.get(db) ?? db;
  const own = () => void (base.kind === 'pglite' && ownCalls.set(base, (ownCalls.get(base) ?? 0) + 1));
  const view: Database = {
    kind: base.kind,
    query: <Row>(sql: string, params?: unknown[]) => (own(), base.query<Row>(sql, params)),
    exec: (sql: string) => (own(), base.exec(sql)),
    transaction: <T>(work: (tx: Queryable) => Promise<T>) => (own(), base.transaction(work)),
    close: () => base.close(),
  };
  underlying.set(view, base);
  return view;
}

/** Calls of the embedded database that were not the dashboard's own (0 for a PostgreSQL server, see callsSoFar). */
function othersSoFar(db: Database): number {
  const base = underlying.get(db) ?? db;
  return callsSoFar(base) - (ownCalls.get(base) ?? 0);
}
const LOCK = 72_617_302;



/**
 * The responses of one batch, newest days first, bounded by rows and by bytes of stored JSON: with what the counting
 * needs of each, the JSON as PostgreSQL prints it (contributions.ts). A response deleted since has no `updated_at`:
 * it only leaves the queue. `change` tells a later change of the same response apart;
 * `updated_at` is kept as text, so what was counted compares equal to the response (reconcile).
 */
const batchSql = (select: string) => `
WITH zone AS (
  SELECT time_zone AS name FROM projects WHERE id = $1
), candidate AS (
  -- the newest queued first, then their sizes (sizing every queued response before choosing would read them all)
  SELECT p.id, p.change, p.created_at, (p.created_at AT TIME ZONE zone.name)::date AS day, ${STORED_BYTES_SQL} AS bytes FROM (
    SELECT treesponse_id AS id, change, created_at FROM dashboard_pending WHERE project_id = $1
    ORDER BY created_at DESC, treesponse_id DESC LIMIT $2
  ) p LEFT JOIN treesponses t ON t.id = p.id CROSS JOIN zone
), taken AS (
  SELECT id, change, day FROM (
    SELECT id, change, day, sum(bytes) OVER (ORDER BY created_at DESC, id DESC) - bytes AS before FROM candidate
  ) sized WHERE before < $3::int
), whole_days AS (
  -- a batch that leaves responses waiting ends where its oldest day starts when that day's part is under half of it:
  -- the cells of that day are then written once, by the next batch, instead of first with a few responses
  SELECT id, change FROM taken
  WHERE day > (SELECT min(day) FROM taken)
     OR (SELECT count(*) FROM taken WHERE day = (SELECT min(day) FROM taken)) * 2 >= (SELECT count(*) FROM taken)
     OR ((SELECT count(*) FROM taken) = (SELECT count(*) FROM candidate) AND (SELECT count(*) FROM candidate) < $2)
)
${select}
-- one index lookup per taken response (OFFSET 0 keeps the planner from scanning every response to join them)
FROM whole_days taken LEFT JOIN LATERAL (SELECT * FROM treesponses WHERE id = taken.id OFFSET 0) t ON true
CROSS JOIN zone`;

/**
 * What the counting reads of a response, in BatchRow's order; `free` wraps the texts a visitor chooses (language,
 * version, partner), which may hold any character.
 */
const batchColumns = (free: (text: string) => string) => [
  'taken.id',
  'taken.change::text',
  't.updated_at::text',
  "to_char(t.created_at AT TIME ZONE zone.name, 'YYYY-MM-DD')",
  "to_char(t.created_at AT TIME ZONE zone.name, 'HH24')",
  free('t.language'),
  free('t.survey_version'),
  't.completed',
  't.optin_project',
  't.optin_organisation',
  provinceOfPostcodeSql('t.postcode'),
  free(partnerOfAnswersSql('t.answers')),
  "CASE WHEN jsonb_typeof(t.answers) = 'object' THEN t.answers::text END",
  "CASE WHEN jsonb_typeof(t.page_visits) = 'array' THEN t.page_visits::text END",
  "CASE WHEN jsonb_typeof(t.results) = 'object' THEN t.results::text END",
];
/**
 * Between the fields and the rows of the embedded database's batch: PostgreSQL prints no control character as it is
 * in a jsonb text (it writes \u001e), nor in the other fields, the texts a visitor chooses being given as JSON.
 */
const FIELD = '\u001f';
const ROW = '\u001e';
/**
 * The batch's statement per database: the embedded database hands over one text, the fields and rows between
 * separators (its rows each cost more than their bytes: one value is read about three times as fast; as JSON, each
 * jsonb text would be escaped into a string and read back: a quarter longer), a PostgreSQL server rows (there
 * building one text costs more than sending the rows).
 */
const BATCH_SQL = {
  pglite: batchSql(
    `SELECT string_agg(concat(${batchColumns((text) => `to_json(${text})::text`).join(`, E'\\x1f', `)}), E'\\x1e') AS batch`,
  ),
  postgres: batchSql(`SELECT ${batchColumns((text) => text).map((column, index) => `${column} AS c${index}`).join(', ')}`),
};

/** The embedded database's batch (see BATCH_SQL) as rows; an empty field is SQL's NULL (a response deleted since). */
function batchRowsOf(batch: string): BatchRow[] {
  return batch.split(ROW).map((line) => {
    const field = line.split(FIELD);
    const text = (index: number) => (field[index] === '' ? null : field[index]!);
    const free = (index: number) => (field[index] === '' ? '' : (JSON.parse(field[index]!) as string));
    return [
      Number(field[0]),
      field[1]!,
      text(2),
      field[3]!,
      field[4]!,
      free(5),
      free(6),
      field[7] === 't',
      field[8] === 't',
      field[9] === 't',
      field[10]!,
      free(11),
      text(12),
      text(13),
      text(14),
    ];
  });
}

/** One response of BATCH_SQL, in its order. */
type BatchRow = [
  id: number,
  change: string,
  updatedAt: string | null,
  day: string,
  hour: string,
  language: string,
  version: string,
  completed: boolean,
  optinProject: boolean,
  optinOrganisation: boolean,
  province: string,
  partner: string,
  answers: string | null,
  visits: string | null,
  results: string | null,
];

/** What the responses (by id) added when they were counted last, taken back into `changes`. */
async function takeBackSeen(tx: Queryable, ids: readonly number[], changes: CountChanges): Promise<void> {
  if (ids.length === 0) return;
  const { rows } = await tx.query<SeenRow>(
    `SELECT province, partner, to_char(day, 'YYYY-MM-DD') AS day, language, survey_version, contributions::text AS contributions
     FROM dashboard_seen WHERE treesponse_id = ANY($1::int[])`,
    [ids],
  );
  for (const row of rows) changes.add(seenCell(row), JSON.parse(row.contributions) as string[][], -1);
}

interface SeenRow {
  province: string;
  partner: string;
  day: string;
  language: string;
  survey_version: string;
  contributions: string;
}

const seenCell = (row: SeenRow): Cell => ({
  province: row.province,
  partner: row.partner,
  day: row.day,
  language: row.language,
  version: row.survey_version,
});

/** A response of a batch with what it adds now. */
interface Counted {
  id: number;
  updatedAt: string;
  cell: Cell;
  contributions: Contribution[];
}

/** Responses whose contributions are worked out between two turns of the event loop (a PostgreSQL server's API keeps answering). */
const CONTRIBUTIONS_PER_TURN = 250;

/**
 * One batch: the responses read (one statement), what they add worked out here, then in one transaction under the
 * project's counting lock the queue entries still current taken, what those responses added before taken back, the
 * cells and `dashboard_seen` written. A response changed or counted by another server since it was read is left to
 * the next batch (its queue entry no longer matches).
 */
async function countBatch(
  db: Database,
  projectId: number,
  rowsPerBatch: number,
  maxBytes: number,
): Promise<{ processed: number; more: boolean; locked: boolean }> {
  const rows = await db.transaction(async (tx): Promise<BatchRow[]> => {
    // the queue's newest first through its index: its statistics may be missing (an unlogged table, right after a
    // backlog was queued), and then the planner would read and sort every queued response for each batch
    await tx.query('SET LOCAL enable_bitmapscan = off');
    // the planner's estimates of the JSON work are high enough that PostgreSQL would compile the statement to machine
    // code (JIT) for every batch, which costs more than the batch itself
    if (db.kind === 'postgres') await tx.query('SET LOCAL jit = off');
    const params = [projectId, rowsPerBatch, maxBytes];
    if (db.kind === 'postgres')
      return (await tx.query<Record<string, unknown>>(BATCH_SQL.postgres, params)).rows.map((row) => Object.values(row) as BatchRow);
    const { batch } = (await tx.query<{ batch: string | null }>(BATCH_SQL.pglite, params)).rows[0]!;
    return batch === null ? [] : batchRowsOf(batch);
  });
  if (rows.length === 0) return { processed: 0, more: false, locked: true };
  const counted = new Map<number, Counted>();
  for (let index = 0; index < rows.length; index++) {
    const [id, , updatedAt, day, hour, language, version, completed, optinProject, optinOrganisation, province, partner, answers, visits, results] = rows[index]!;
    if (updatedAt !== null)
      counted.set(id, {
        id,
        updatedAt,
        cell: { province, partner, day, language, version },
        contributions: contributionsOf({
          completed,
          optinProject,
          optinOrganisation,
          hour,
          province,
          partner,
          top: topResultOf(results === null ? null : parseJsonbText(results)),
          answers,
          visits,
        }),
      });
    if (db.kind === 'postgres' && index % CONTRIBUTIONS_PER_TURN === CONTRIBUTIONS_PER_TURN - 1) await new Promise(setImmediate);
  }
  return db.transaction(async (tx) => {
    const { rows: lock } = await tx.query<{ ok: boolean }>('SELECT pg_try_advisory_xact_lock($1, $2) AS ok', [LOCK, projectId]);
    if (!lock[0]?.ok) return { processed: 0, more: false, locked: false };
    // a response deleted since leaves the queue here (its counts are taken back by takeBackDeleted)
    const { rows: taken } = await tx.query<{ id: number }>(
      // `= ANY` finds the batch's entries through the queue's key (joined alone, the planner would read the whole queue)
      `DELETE FROM dashboard_pending p USING unnest($1::int[], $2::bigint[]) x(id, change)
       WHERE p.treesponse_id = ANY($1::int[]) AND p.treesponse_id = x.id AND p.change = x.change
       RETURNING p.treesponse_id AS id`,
      [rows.map(([id]) => id), rows.map(([, change]) => change)],
    );
    const current = taken.map(({ id }) => counted.get(id)).filter((entry) => entry !== undefined);
    const changes = new CountChanges();
    await takeBackSeen(tx, current.map(({ id }) => id), changes);
    for (const { cell, contributions } of current) changes.add(cell, contributions, 1);
    await applyChanges(tx, projectId, changes);
    if (current.length > 0)
      await tx.query(
        `INSERT INTO dashboard_seen (treesponse_id, project_id, updated_at, province, partner, day, language, survey_version, contributions)
         SELECT id, $1, updated_at, province, partner, day, language, survey_version, contributions
         FROM json_to_recordset($2::json) x(id int, updated_at timestamptz, province text, partner text, day date, language text,
           survey_version text, contributions json)
         ON CONFLICT (treesponse_id) DO UPDATE SET updated_at = EXCLUDED.updated_at, province = EXCLUDED.province,
           partner = EXCLUDED.partner, day = EXCLUDED.day, language = EXCLUDED.language,
           survey_version = EXCLUDED.survey_version, contributions = EXCLUDED.contributions`,
        [
          projectId,
          JSON.stringify(
            current.map(({ id, updatedAt, cell, contributions }) => ({
              id,
              updated_at: updatedAt,
              province: cell.province,
              partner: cell.partner,
              day: cell.day,
              language: cell.language,
              survey_version: cell.version,
              contributions: groupContributions(contributions),
            })),
          ),
        ],
      );
    return { processed: taken.length, more: true, locked: true };
  });
}

/** One batch of the counting, as `catchUp` reports it to an observer (tests, benchmarks). */
export interface CountBatch {
  /** The most responses the batch could take (its bytes bound may have let it take fewer). */
  rows: number;
  /** Responses it counted. */
  processed: number;
  ms: number;
  /** Whether it ran in the quiet mode (nothing but the dashboard had asked the database for QUIET_AFTER_MS). */
  quiet: boolean;
  /** Whether anything but the dashboard asked the database while it ran. */
  othersAsked: boolean;
}

/** What a batch of its whole size would have taken: one that ended before a day, or at its bytes, counted fewer. */
export const wholeBatchMs = ({ rows, processed, ms }: Pick<CountBatch, 'rows' | 'processed' | 'ms'>): number =>
  processed > 0 && processed < rows ? (ms * rows) / processed : ms;

/** How the counting of a project stands. */
export interface CountProgress {
  /** Responses counted (or taken back) by this call. */
  counted: number;
  /** True when every response of the project is counted as it is now. */
  complete: boolean;
  /** Responses still waiting to be counted. */
  pending: number;
  /** The creation time of the newest response still waiting (days after it are complete), or null. */
  pendingUntil: string | null;
}

/**
 * Brings the project's counts up to date with its responses, in short batches (each one statement, bounded by rows,
 * by bytes of stored JSON and by the counts one response may add), newest responses first, until done or `budgetMs`
 * has passed. Every response inserted, changed or restored is queued in `dashboard_pending` by a trigger, whatever
 * its timestamps; when nothing is queued, the project's responses are compared with what was counted (count and
 * update times), which finds rows written with the trigger disabled (a restore) and deleted ones. Between batches
 * the database serves other requests (on the embedded database, which runs one statement at a time, that is what
 * keeps the questionnaire answering). When another server process is doing it at the same moment, returns at once.
 */
export async function catchUp(
  database: Database,
  projectId: number,
  budgetMs = Number.POSITIVE_INFINITY,
  onBatch?: (batch: CountBatch) => void,
): Promise<CountProgress> {
  const db = dashboardDatabase(database);
  const until = Date.now() + budgetMs;
  let total = 0;
  let reconciled = false;
  // busy until the counting saw nothing else ask the database for QUIET_AFTER_MS: a database it has not seen yet, or
  // one asked by anything else since the last counting ended, counts as just asked (the dashboard's own calls do not)
  const base = underlying.get(db)!;
  const seen = activity.get(base) ?? { othersAt: db.kind === 'postgres' ? 0 : Date.now(), othersAtEnd: -1 };
  activity.set(base, seen);
  if (othersSoFar(db) !== seen.othersAtEnd && db.kind === 'pglite') seen.othersAt = Date.now();
  let quiet = Date.now() - seen.othersAt >= QUIET_AFTER_MS;
  const sizesOfDatabase = batchSizes.get(base) ?? new Map<number, { busy: number; quiet: number }>();
  batchSizes.set(base, sizesOfDatabase);
  const sizes = sizesOfDatabase.get(projectId) ?? { busy: BATCH_ROWS.start, quiet: BATCH_ROWS.start };
  sizesOfDatabase.set(projectId, sizes);
  let rowsPerBatch = quiet ? sizes.quiet : sizes.busy;
  // calls by others so far: one made between two batches counts as well as one made during a batch
  let othersMark = othersSoFar(db);
  const end = async () => {
    const result = { counted: total, ...(await progress(db, projectId)) };
    seen.othersAtEnd = othersSoFar(db);
    return result;
  };
  for (;;) {
    const started = Date.now();
    const batchRows = rowsPerBatch;
    const batchQuiet = quiet;
    const { processed, more, locked } = await countBatch(
      db,
      projectId,
      rowsPerBatch,
      quiet ? rowsPerBatch * BATCH_BYTES.quietPerRow : BATCH_BYTES.busy,
    );
    // any call besides the dashboard's own came from elsewhere (a PostgreSQL server counts none)
    const othersAsked = othersSoFar(db) > othersMark;
    othersMark = othersSoFar(db);
    if (othersAsked) seen.othersAt = Date.now();
    quiet = Date.now() - seen.othersAt >= QUIET_AFTER_MS;
    total += processed;
    if (locked && processed > 0) onBatch?.({ rows: batchRows, processed, ms: Date.now() - started, quiet: batchQuiet, othersAsked });
    if (!more && locked && !reconciled) {
      reconciled = true;
      total += await reconcile(db, projectId);
      continue;
    }
    if (!more) return end();
    const took = Date.now() - started;
    const full = wholeBatchMs({ rows: batchRows, processed, ms: took });
    // a request arriving during a long batch shrinks the next one at once, to the time the busy target allows
    rowsPerBatch = !quiet && full > TARGET_BATCH_MS.busy * 2
      ? Math.max(BATCH_ROWS.min, Math.floor((rowsPerBatch * TARGET_BATCH_MS.busy) / full))
      : nextBatchRows(rowsPerBatch, full, quiet ? TARGET_BATCH_MS.quiet : TARGET_BATCH_MS.busy, BATCH_ROWS);
    if (quiet) sizes.quiet = rowsPerBatch;
    else sizes.busy = rowsPerBatch;
    // stop when the next batch, as long as this one, would end past the budget (a slow machine makes batches longer)
    if (Date.now() + took >= until) return end();
    await letOthersRun(db, took, { othersAsked: !quiet });
  }
}

/** How many responses of the project wait to be counted, and the newest of them. */
async function progress(db: Queryable, projectId: number): Promise<Omit<CountProgress, 'counted'>> {
  const { rows } = await db.query<{ pending: number; newest: Date | string | null }>(
    'SELECT count(*)::int AS pending, max(created_at) AS newest FROM dashboard_pending WHERE project_id = $1',
    [projectId],
  );
  const { pending, newest } = rows[0]!;
  return { complete: pending === 0, pending, pendingUntil: newest === null ? null : new Date(newest).toISOString() };
}

/**
 * Compares the project's responses with what was counted (how many, and the sum of their update times); when they
 * differ, queues the responses not counted as they are now and takes back the deleted ones. Returns how many
 * deleted responses were taken back.
 */
async function reconcile(db: Queryable, projectId: number): Promise<number> {
  const fingerprint = `count(*)::text || ':' || coalesce(sum(extract(epoch FROM updated_at)), 0)::text AS mark`;
  const { rows } = await db.query<{ responses: string; counted: string }>(
    `SELECT (SELECT ${fingerprint} FROM treesponses WHERE project_id = $1) AS responses,
            (SELECT ${fingerprint} FROM dashboard_seen WHERE project_id = $1) AS counted`,
    [projectId],
  );
  if (rows[0]!.responses === rows[0]!.counted) return 0;
  await db.query(
    `INSERT INTO dashboard_pending (treesponse_id, project_id, created_at, change)
     SELECT t.id, t.project_id, t.created_at, nextval('dashboard_change') FROM treesponses t
     LEFT JOIN dashboard_seen s ON s.treesponse_id = t.id
     WHERE t.project_id = $1 AND (s.treesponse_id IS NULL OR s.updated_at <> t.updated_at)
     ON CONFLICT (treesponse_id) DO NOTHING`,
    [projectId],
  );
  return takeBackDeleted(db, projectId);
}

/** Responses taken back per transaction. */
const TAKE_BACK_BATCH = 200;

/**
 * Takes back the counts of responses that were deleted (erased respondents, retention), a batch at a time, under the
 * project's counting lock; returns how many. `db` may be a transaction (an erasure takes back within its own).
 */
export async function takeBackDeleted(db: Queryable, projectId: number): Promise<number> {
  const inTransaction = <T>(work: (tx: Queryable) => Promise<T>): Promise<T> =>
    'transaction' in db ? (db as Database).transaction(work) : work(db);
  let total = 0;
  for (;;) {
    const gone = await inTransaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [LOCK, projectId]);
      const { rows } = await tx.query<SeenRow>(
        `DELETE FROM dashboard_seen WHERE treesponse_id IN (
           SELECT s.treesponse_id FROM dashboard_seen s WHERE s.project_id = $1
             AND NOT EXISTS (SELECT 1 FROM treesponses t WHERE t.id = s.treesponse_id)
           LIMIT ${TAKE_BACK_BATCH}
         )
         RETURNING province, partner, to_char(day, 'YYYY-MM-DD') AS day, language, survey_version, contributions::text AS contributions`,
        [projectId],
      );
      const changes = new CountChanges();
      for (const row of rows) changes.add(seenCell(row), JSON.parse(row.contributions) as string[][], -1);
      await applyChanges(tx, projectId, changes);
      return rows.length;
    });
    total += gone;
    if (gone < TAKE_BACK_BATCH) return total;
  }
}
