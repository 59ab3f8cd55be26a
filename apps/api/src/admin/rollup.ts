/**
 * The dashboard's counts, kept in `dashboard_counts` per project, day (in the project's time zone, Europe/Brussels
 * unless set otherwise), language and survey version, each twice: over all places and partners, and per province and
 * partner (for the filters on them; see IN_BOTH_CELLS), so a
 * dashboard request sums a few thousand rows instead of reading every response's JSON.
 *
 * `catchUp` reads the responses queued in `dashboard_pending` (a trigger queues every response inserted or changed,
 * whatever its dates: imports, late commits, restores), takes back what each one added before (kept in
 * `dashboard_seen`) and adds what it adds now: every response counts for `started`, and when true for `completed`, `optin_project`,
 * `optin_organisation`; per province of its postcode (`province`, '' when unknown) and per partner
 * (`partner`, the answer PARTNER_ANSWER_KEY, '' for a direct visit), each also with the value `completed` when
 * completed; per visited page (`page`, its index as value); for the last visited page of an unfinished
 * response (`left`); per answer key with a non-null answer (`answered`); per answer value (`answer`; each element of
 * an array) unless the value is free text (longer than 40 characters, or a string holding white space), which
 * counts once per response as `text`; and for the result key with the highest number (`top`). Whatever a response
 * holds, the work it causes is bounded: at most 300 answer keys, 50 elements of a list, 200 distinct pages and 1000
 * counts in all. Responses deleted since are taken back by `takeBackDeleted`.
 */
import { callsSoFar, letOthersRun, nextBatchRows, type Database, type Queryable } from '../db.js';
import { STORED_BYTES_SQL } from '../store.js';
import { provinceOfPostcodeSql } from './belgian-provinces.js';
import { PARTNER_ANSWER_KEY, partnerOfAnswersSql } from './partner.js';
import { topResultSql } from './top-result.js';

export { PARTNER_ANSWER_KEY };

const MAX_KEYS_PER_RESPONSE = 300;
/** Elements of one list answer that count (a choice question has at most 50 values before it counts as text). */
const MAX_ELEMENTS_PER_ANSWER = 50;
/** Distinct pages of one response that count in the funnel. */
const MAX_PAGES_PER_RESPONSE = 200;
/** Counts one response adds at most, whatever it holds. */
const MAX_COUNTS_PER_RESPONSE = 1000;
/**
 * A batch (one statement) reads at most this many bytes of stored JSON (answers, results, page visits) besides its
 * first response, so a batch of large responses stays as short as one of small ones: `busy` while others ask the
 * database, otherwise `quietPerRow` for each response the batch may take.
 */
const BATCH_BYTES = { busy: 256 * 1024, quietPerRow: 2048 } as const;
/** Responses per batch: adapted between these so one batch takes about its target time. */
const BATCH_ROWS = { min: 10, start: 100, max: 5000 } as const;
/**
 * How long one batch should take. A batch is one transaction: on the embedded database, which runs one statement at
 * a time, a request waits for it. While other requests ask the database, batches stay short with a pause between
 * them; once none did for QUIET_AFTER_MS, batches grow and follow each other without a pause: bigger batches add
 * each count row once for more responses (the rows of a day and place coincide). A PostgreSQL server runs
 * statements side by side, so its batches are always the quiet size.
 */
const TARGET_BATCH_MS = { busy: 100, quiet: 1000 } as const;
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
/** Memory a batch's grouping and sorting may use before spilling to temporary files. */
const BATCH_WORK_MEM = '128MB';
const LOCK = 72_617_302;

/**
 * The metric of an answer that is one value (not a list, not free text): one count standing for both `answered` (the
 * key) and `answer` (the key and that value), so the most common answer writes one count row instead of two. The
 * dashboard reads it as both (stats.ts).
 */
export const ANSWERED_ONCE = 'answer1';

const TEXTY = (value: string) =>
  `(length(${value} #>> '{}') > 40 OR (jsonb_typeof(${value}) = 'string' AND (${value} #>> '{}') ~ '\\s'))`;

/**
 * The metrics a cell per province and partner does not keep: there they equal `started` and `completed` of the cell
 * (every response counts once under its province and its partner), so the figures read them from those (stats.ts).
 */
export const PLACE_METRICS = `'province', 'partner'`;

/**
 * Every contribution counts in two cells: over all places and partners (`split` false, province and partner '') and
 * under the response's province and partner (`split` true; without PLACE_METRICS). `rows` yields (province, partner, day, lang, version,
 * metric, key, value, d); the result sums d per cell, leaving out sums of 0. The rows are summed once per split cell
 * and those sums again over places and partners, so the rows are not doubled before they are grouped (grouping is
 * most of a batch's work).
 */
const IN_BOTH_CELLS = (rows: string) => `
  WITH cell AS (
    SELECT r.province, r.partner, r.day, r.lang, r.version, r.metric, r.key, r.value, sum(r.d)::int AS n
    FROM (${rows}) r GROUP BY r.province, r.partner, r.day, r.lang, r.version, r.metric, r.key, r.value
  )
  SELECT true AS split, province, partner, day, lang, version, metric, key, value, n FROM cell
  WHERE n <> 0 AND metric NOT IN (${PLACE_METRICS})
  UNION ALL
  SELECT false, '', '', day, lang, version, metric, key, value, sum(n)::int FROM cell
  GROUP BY day, lang, version, metric, key, value HAVING sum(n) <> 0`;

/**
 * The day, language and version a `dashboard_seen` row (alias `seen`) was counted under, as the counting's rows
 * name them; its `contributions` hold only [metric, key, value], so what a response added is stored compactly.
 */
const SEEN_CELL = (seen: string) =>
  `to_char(${seen}.day, 'YYYY-MM-DD') AS day, ${seen}.language AS lang, ${seen}.survey_version AS version`;

/** One statement: the changed responses, their contributions, the difference applied, the new state stored. */
const CATCH_UP_SQL = `
WITH candidate AS (
  -- newest days first: the figures an operator looks at first are complete first
  SELECT p.treesponse_id AS id, p.change, p.created_at, ${STORED_BYTES_SQL} AS bytes
  FROM dashboard_pending p LEFT JOIN treesponses t ON t.id = p.treesponse_id
  WHERE p.project_id = $1
  ORDER BY p.created_at DESC, p.treesponse_id DESC LIMIT $2
), taken AS (
  SELECT id, change FROM (
    SELECT id, change, sum(bytes) OVER (ORDER BY created_at DESC, id DESC) - bytes AS before FROM candidate
  ) sized WHERE before < $3::int
), done AS (
  -- a response changed again meanwhile has a new change number and stays pending; one deleted is dropped here
  -- (its counts are taken back by takeBackDeleted)
  DELETE FROM dashboard_pending p USING taken WHERE p.treesponse_id = taken.id AND p.change = taken.change
  RETURNING 1
), changed AS (
  SELECT t.id, t.updated_at, to_char(t.created_at AT TIME ZONE zone.name, 'YYYY-MM-DD') AS day,
         to_char(t.created_at AT TIME ZONE zone.name, 'HH24') AS hour, t.language AS lang,
         t.survey_version AS version, t.completed, t.optin_project, t.optin_organisation,
         ${provinceOfPostcodeSql('t.postcode')} AS province,
         ${partnerOfAnswersSql('t.answers')} AS partner,
         CASE WHEN jsonb_typeof(t.answers) = 'object' THEN t.answers ELSE '{}'::jsonb END AS answers,
         CASE WHEN jsonb_typeof(t.results) = 'object' THEN t.results ELSE '{}'::jsonb END AS results,
         CASE WHEN jsonb_typeof(t.page_visits) = 'array' THEN t.page_visits ELSE '[]'::jsonb END AS visits
  -- one index lookup per taken response (OFFSET 0 keeps the planner from scanning every response to join them)
  FROM taken CROSS JOIN LATERAL (SELECT * FROM treesponses WHERE id = taken.id OFFSET 0) t
  CROSS JOIN (SELECT time_zone AS name FROM projects WHERE id = $1) zone
), answer AS (
  -- single: the value of an answer that is one value, not a list and not free text (see ANSWERED_ONCE)
  SELECT c.id, a.key, a.value,
         CASE WHEN jsonb_typeof(a.value) <> 'array' AND NOT ${TEXTY('a.value')} THEN a.value #>> '{}' END AS single
  FROM changed c
  CROSS JOIN LATERAL (
    SELECT key, value FROM jsonb_each(c.answers) WHERE value <> 'null'::jsonb AND length(key) <= 200
    LIMIT ${MAX_KEYS_PER_RESPONSE}
  ) a
), element AS (
  -- texty: free text, which counts once per key as 'text' (tested once per element, not once per branch below)
  SELECT a.id, a.key, e.value, a.single, ${TEXTY('e.value')} AS texty FROM answer a,
    jsonb_array_elements(CASE WHEN jsonb_typeof(a.value) = 'array' THEN a.value ELSE jsonb_build_array(a.value) END)
      WITH ORDINALITY e(value, n)
  WHERE e.n <= ${MAX_ELEMENTS_PER_ANSWER} AND e.value <> 'null'::jsonb
), page AS (
  SELECT id, name, reached_at FROM (
    SELECT id, name, reached_at, row_number() OVER (PARTITION BY id ORDER BY first_seen) AS rank FROM (
      SELECT c.id, v.value->>'name' AS name, min(v.n) AS first_seen,
             coalesce(min(CASE WHEN jsonb_typeof(v.value->'index') = 'number' THEN (v.value->>'index')::numeric END)::text, '') AS reached_at
      FROM changed c, jsonb_array_elements(c.visits) WITH ORDINALITY v(value, n)
      WHERE jsonb_typeof(v.value) = 'object' AND length(v.value->>'name') BETWEEN 1 AND 200
      GROUP BY c.id, v.value->>'name'
    ) named
  ) ranked WHERE rank <= ${MAX_PAGES_PER_RESPONSE}
), every_contribution AS (
  -- rank: what counts first when a response reaches the cap (answers and pages hold the unbounded parts)
  SELECT id, 'started' AS metric, '' AS key, '' AS value, 0 AS rank, NULL::text AS single FROM changed
  UNION ALL SELECT id, 'completed', '', '', 0, NULL FROM changed WHERE completed
  UNION ALL SELECT id, 'optin_project', '', '', 0, NULL FROM changed WHERE optin_project
  UNION ALL SELECT id, 'optin_organisation', '', '', 0, NULL FROM changed WHERE optin_organisation
  UNION ALL SELECT id, 'hour', hour, '', 0, NULL FROM changed
  -- where they are from (province of the postcode, '' unknown) and which partner sent them ('' direct)
  UNION ALL SELECT id, 'province', province, '', 0, NULL FROM changed
  UNION ALL SELECT id, 'province', province, 'completed', 0, NULL FROM changed WHERE completed
  UNION ALL SELECT id, 'partner', partner, '', 0, NULL FROM changed
  UNION ALL SELECT id, 'partner', partner, 'completed', 0, NULL FROM changed WHERE completed
  UNION ALL
  SELECT id, 'left', visits->-1->>'name', '', 0, NULL FROM changed
  WHERE NOT completed AND jsonb_typeof(visits->-1) = 'object' AND length(visits->-1->>'name') BETWEEN 1 AND 200
  UNION ALL
  -- (OFFSET 0: otherwise the planner copies the subquery into the condition and looks for the top result twice)
  SELECT id, 'top', top, '', 0, NULL FROM (SELECT id, ${topResultSql('results')} AS top FROM changed OFFSET 0) c
  WHERE top IS NOT NULL
  UNION ALL SELECT id, 'answered', key, '', 1, single FROM answer
  UNION ALL SELECT id, 'page', name, reached_at, 2, NULL FROM page
  UNION ALL SELECT DISTINCT id, 'text', key, '', 3, NULL::text FROM element WHERE texty
  UNION ALL SELECT id, 'answer', key, value #>> '{}', 3, single FROM element WHERE NOT texty
), size AS (
  SELECT id, count(*) <= ${MAX_COUNTS_PER_RESPONSE} AS whole FROM every_contribution GROUP BY id
), contribution AS (
  -- within the cap (nothing of the response left out), an answer of one value counts once, as ANSWERED_ONCE
  SELECT x.id, CASE WHEN x.metric = 'answered' AND x.single IS NOT NULL THEN '${ANSWERED_ONCE}' ELSE x.metric END AS metric,
         x.key, CASE WHEN x.metric = 'answered' AND x.single IS NOT NULL THEN x.single ELSE x.value END AS value
  FROM every_contribution x JOIN size USING (id) WHERE size.whole AND NOT (x.metric = 'answer' AND x.single IS NOT NULL)
  UNION ALL
  -- past the cap, what ranks first; only such responses are sorted (ranking every contribution costs more than
  -- finding them)
  SELECT id, metric, key, value FROM (
    SELECT x.id, x.metric, x.key, x.value, row_number() OVER (PARTITION BY x.id ORDER BY x.rank) AS place
    FROM every_contribution x JOIN size USING (id) WHERE NOT size.whole
  ) ranked WHERE place <= ${MAX_COUNTS_PER_RESPONSE}
), state AS (
  -- the cell (day, language, version, province, partner) once per response, and its counts as [metric, key, value]
  -- (the counts grouped by the response's id alone, a cheaper key than the whole cell)
  SELECT c.id, c.updated_at, c.province, c.partner, c.day, c.lang, c.version, x.contributions
  FROM changed c JOIN (
    SELECT id, jsonb_agg(jsonb_build_array(metric, key, value)) AS contributions FROM contribution GROUP BY id
  ) x ON x.id = c.id
), delta AS (
  ${IN_BOTH_CELLS(`
    SELECT s.province, s.partner, ${SEEN_CELL('s')}, e->>0 AS metric, e->>1 AS key, e->>2 AS value, -1 AS d
    FROM dashboard_seen s JOIN changed c ON c.id = s.treesponse_id, jsonb_array_elements(s.contributions) e
    UNION ALL
    SELECT c.province, c.partner, c.day, c.lang, c.version, x.metric, x.key, x.value, 1
    FROM changed c JOIN contribution x ON x.id = c.id`)}
), counted AS (
  INSERT INTO dashboard_counts (project_id, split, province, partner, day, language, survey_version, metric, key, value, n)
  SELECT $1, split, province, partner, day::date, lang, version, metric, key, value, n FROM delta
  ON CONFLICT (project_id, split, partner, province, day, language, survey_version, metric, key, value)
  DO UPDATE SET n = dashboard_counts.n + EXCLUDED.n
), seen AS (
  INSERT INTO dashboard_seen (treesponse_id, project_id, updated_at, province, partner, day, language, survey_version, contributions)
  SELECT id, $1, updated_at, province, partner, day::date, lang, version, contributions FROM state
  ON CONFLICT (treesponse_id) DO UPDATE SET updated_at = EXCLUDED.updated_at, province = EXCLUDED.province,
    partner = EXCLUDED.partner, day = EXCLUDED.day, language = EXCLUDED.language,
    survey_version = EXCLUDED.survey_version, contributions = EXCLUDED.contributions
)
SELECT (SELECT count(*) FROM candidate)::int AS candidates, (SELECT count(*) FROM done)::int AS processed`;

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
    const { processed, more, locked } = await db.transaction(async (tx) => {
      const { rows: lock } = await tx.query<{ ok: boolean }>('SELECT pg_try_advisory_xact_lock($1, $2) AS ok', [LOCK, projectId]);
      if (!lock[0]?.ok) return { processed: 0, more: false, locked: false };
      // a batch groups tens of thousands of rows: in memory, not in temporary files (the default allows 4 MB); the
      // planner's estimates of the JSON expansion are so high that PostgreSQL would compile the statement to machine
      // code (JIT) for every batch, which costs more than the batch itself
      await tx.query(`SET LOCAL work_mem = '${BATCH_WORK_MEM}'`);
      if (db.kind === 'postgres') await tx.query('SET LOCAL jit = off');
      const { rows } = await tx.query<{ candidates: number; processed: number }>(CATCH_UP_SQL, [
        projectId,
        rowsPerBatch,
        quiet ? rowsPerBatch * BATCH_BYTES.quietPerRow : BATCH_BYTES.busy,
      ]);
      const { candidates, processed } = rows[0]!;
      return { processed, more: candidates > 0, locked: true };
    });
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
    // a request arriving during a long batch shrinks the next one at once, to the time the busy target allows
    rowsPerBatch = !quiet && took > TARGET_BATCH_MS.busy * 2
      ? Math.max(BATCH_ROWS.min, Math.floor((rowsPerBatch * TARGET_BATCH_MS.busy) / took))
      : nextBatchRows(rowsPerBatch, took, quiet ? TARGET_BATCH_MS.quiet : TARGET_BATCH_MS.busy, BATCH_ROWS);
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

/** Responses taken back per statement. */
const TAKE_BACK_BATCH = 200;

/**
 * Takes back the counts of responses that were deleted (erased respondents, retention), a batch at a time;
 * returns how many.
 */
export async function takeBackDeleted(db: Queryable, projectId: number): Promise<number> {
  let total = 0;
  for (;;) {
    const { rows } = await db.query<{ gone: number }>(
      `WITH gone AS (
         DELETE FROM dashboard_seen WHERE treesponse_id IN (
           SELECT s.treesponse_id FROM dashboard_seen s WHERE s.project_id = $1
             AND NOT EXISTS (SELECT 1 FROM treesponses t WHERE t.id = s.treesponse_id)
           LIMIT ${TAKE_BACK_BATCH}
         )
         RETURNING province, partner, day, language, survey_version, contributions
       ), delta AS (${IN_BOTH_CELLS(`
         SELECT gone.province, gone.partner, ${SEEN_CELL('gone')}, e->>0 AS metric, e->>1 AS key, e->>2 AS value, 1 AS d
         FROM gone, jsonb_array_elements(gone.contributions) e`)}
       ), counted AS (
         UPDATE dashboard_counts c SET n = c.n - d.n FROM delta d
         WHERE c.project_id = $1 AND c.split = d.split AND c.partner = d.partner AND c.province = d.province
           AND c.day = d.day::date AND c.language = d.lang AND c.survey_version = d.version
           AND c.metric = d.metric AND c.key = d.key AND c.value = d.value
         RETURNING 1
       )
       SELECT (SELECT count(*) FROM gone)::int AS gone, (SELECT count(*) FROM counted)::int AS counted`,
      [projectId],
    );
    total += rows[0]!.gone;
    if (rows[0]!.gone < TAKE_BACK_BATCH) break;
  }
  // counts taken back to nothing go, so values of erased or changed responses leave no row behind
  await db.query('DELETE FROM dashboard_counts WHERE project_id = $1 AND n <= 0', [projectId]);
  return total;
}
