/**
 * The dashboard's counts, kept in `dashboard_counts` per project, day (UTC), language and survey version, so a
 * dashboard request sums a few thousand rows instead of reading every response's JSON.
 *
 * `catchUp` reads the responses changed since the last run (by `updated_at`, with a 10-second overlap for
 * transactions that committed late), takes back what each one added before (kept in `dashboard_seen`) and adds what
 * it adds now: every response counts for `started`, and when true for `completed`, `optin_project`,
 * `optin_organisation`; per visited page (`page`, its index as value); for the last visited page of an unfinished
 * response (`left`); per answer key with a non-null answer (`answered`); per answer value (`answer`; each element of
 * an array) unless the value is free text (longer than 40 characters, or a string holding white space), which
 * counts once per response as `text`; and for the result key with the highest number (`top`). At most 300 answer
 * keys of a response are counted. Responses deleted since are taken back by `takeBackDeleted`.
 */
import type { Database, Queryable } from '../db.js';

const BATCH = 1000;
const OVERLAP = "interval '10 seconds'";
const MAX_KEYS_PER_RESPONSE = 300;
const LOCK = 72_617_302;

const TEXTY = (value: string) =>
  `(length(${value} #>> '{}') > 40 OR (jsonb_typeof(${value}) = 'string' AND (${value} #>> '{}') ~ '\\s'))`;

/** One statement: the changed responses, their contributions, the difference applied, the new state stored. */
const CATCH_UP_SQL = `
WITH changed AS (
  SELECT t.id, t.updated_at, to_char(t.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, t.language AS lang,
         t.survey_version AS version, t.completed, t.optin_project, t.optin_organisation,
         CASE WHEN jsonb_typeof(t.answers) = 'object' THEN t.answers ELSE '{}'::jsonb END AS answers,
         CASE WHEN jsonb_typeof(t.results) = 'object' THEN t.results ELSE '{}'::jsonb END AS results,
         CASE WHEN jsonb_typeof(t.page_visits) = 'array' THEN t.page_visits ELSE '[]'::jsonb END AS visits
  FROM treesponses t
  WHERE t.project_id = $1 AND t.updated_at > $2::timestamptz - ${OVERLAP}
    AND NOT EXISTS (SELECT 1 FROM dashboard_seen s WHERE s.treesponse_id = t.id AND s.updated_at = t.updated_at)
  -- the order of the index (project_id, updated_at), so a batch reads only its rows
  ORDER BY t.updated_at LIMIT ${BATCH}
), answer AS (
  SELECT c.id, a.key, a.value FROM changed c
  CROSS JOIN LATERAL (
    SELECT key, value FROM jsonb_each(c.answers) WHERE value <> 'null'::jsonb AND length(key) <= 200
    LIMIT ${MAX_KEYS_PER_RESPONSE}
  ) a
), element AS (
  SELECT a.id, a.key, e.value FROM answer a,
    jsonb_array_elements(CASE WHEN jsonb_typeof(a.value) = 'array' THEN a.value ELSE jsonb_build_array(a.value) END) e
  WHERE e.value <> 'null'::jsonb
), contribution AS (
  SELECT id, 'started' AS metric, '' AS key, '' AS value FROM changed
  UNION ALL SELECT id, 'completed', '', '' FROM changed WHERE completed
  UNION ALL SELECT id, 'optin_project', '', '' FROM changed WHERE optin_project
  UNION ALL SELECT id, 'optin_organisation', '', '' FROM changed WHERE optin_organisation
  UNION ALL
  SELECT c.id, 'page', v.value->>'name',
         coalesce(min(CASE WHEN jsonb_typeof(v.value->'index') = 'number' THEN (v.value->>'index')::numeric END)::text, '')
  FROM changed c, jsonb_array_elements(c.visits) v
  WHERE jsonb_typeof(v.value) = 'object' AND length(v.value->>'name') BETWEEN 1 AND 200
  GROUP BY c.id, v.value->>'name'
  UNION ALL
  SELECT id, 'left', visits->-1->>'name', '' FROM changed
  WHERE NOT completed AND jsonb_typeof(visits->-1) = 'object' AND length(visits->-1->>'name') BETWEEN 1 AND 200
  UNION ALL SELECT id, 'answered', key, '' FROM answer
  UNION ALL SELECT DISTINCT id, 'text', key, '' FROM element WHERE ${TEXTY('value')}
  UNION ALL SELECT id, 'answer', key, value #>> '{}' FROM element WHERE NOT ${TEXTY('value')}
  UNION ALL
  SELECT c.id, 'top', top.key, '' FROM changed c
  CROSS JOIN LATERAL (
    SELECT r.key FROM jsonb_each(c.results) r
    WHERE jsonb_typeof(r.value) = 'number' AND length(r.key) <= 200
    ORDER BY (r.value #>> '{}')::numeric DESC, r.key LIMIT 1
  ) top
), state AS (
  SELECT c.id, c.updated_at,
         jsonb_agg(jsonb_build_array(c.day, c.lang, c.version, x.metric, x.key, x.value)) AS contributions
  FROM changed c JOIN contribution x ON x.id = c.id GROUP BY c.id, c.updated_at
), delta AS (
  SELECT day, lang, version, metric, key, value, sum(d)::int AS n FROM (
    SELECT e->>0 AS day, e->>1 AS lang, e->>2 AS version, e->>3 AS metric, e->>4 AS key, e->>5 AS value, -1 AS d
    FROM dashboard_seen s JOIN changed c ON c.id = s.treesponse_id, jsonb_array_elements(s.contributions) e
    UNION ALL
    SELECT c.day, c.lang, c.version, x.metric, x.key, x.value, 1 FROM changed c JOIN contribution x ON x.id = c.id
  ) both_sides GROUP BY day, lang, version, metric, key, value HAVING sum(d) <> 0
), counted AS (
  INSERT INTO dashboard_counts (project_id, day, language, survey_version, metric, key, value, n)
  SELECT $1, day::date, lang, version, metric, key, value, n FROM delta
  ORDER BY day, lang, version, metric, key, value
  ON CONFLICT (project_id, day, language, survey_version, metric, key, value)
  DO UPDATE SET n = dashboard_counts.n + EXCLUDED.n
  RETURNING 1
), seen AS (
  INSERT INTO dashboard_seen (treesponse_id, project_id, updated_at, contributions)
  SELECT id, $1, updated_at, contributions FROM state
  ON CONFLICT (treesponse_id) DO UPDATE SET updated_at = EXCLUDED.updated_at, contributions = EXCLUDED.contributions
  RETURNING 1
)
SELECT (SELECT count(*) FROM changed)::int AS processed, (SELECT max(updated_at) FROM changed) AS last,
       (SELECT count(*) FROM counted)::int AS counted, (SELECT count(*) FROM seen)::int AS seen`;

/**
 * Brings the project's counts up to date with its responses, in batches of 1000, until done or `budgetMs` has
 * passed; returns how many responses were (re)counted and whether the counts are complete. When another server
 * process is doing it at the same moment, returns at once (its counts are at most a moment old).
 */
export async function catchUp(db: Database, projectId: number, budgetMs = Number.POSITIVE_INFINITY): Promise<{ counted: number; complete: boolean }> {
  const until = Date.now() + budgetMs;
  let total = 0;
  for (;;) {
    const processed = await db.transaction(async (tx) => {
      const { rows: locked } = await tx.query<{ ok: boolean }>('SELECT pg_try_advisory_xact_lock($1, $2) AS ok', [LOCK, projectId]);
      if (!locked[0]?.ok) return 0;
      const { rows: marks } = await tx.query<{ updated_at: Date | string }>(
        'SELECT updated_at FROM dashboard_watermarks WHERE project_id = $1',
        [projectId],
      );
      const since = marks[0] ? new Date(marks[0].updated_at).toISOString() : '-infinity';
      const { rows } = await tx.query<{ processed: number; last: Date | string | null }>(CATCH_UP_SQL, [projectId, since]);
      const { processed, last } = rows[0]!;
      if (last !== null)
        await tx.query(
          `INSERT INTO dashboard_watermarks (project_id, updated_at) VALUES ($1, $2)
           ON CONFLICT (project_id) DO UPDATE SET updated_at = greatest(dashboard_watermarks.updated_at, EXCLUDED.updated_at)`,
          [projectId, new Date(last).toISOString()],
        );
      return processed;
    });
    total += processed;
    if (processed < BATCH) return { counted: total, complete: true };
    if (Date.now() >= until) return { counted: total, complete: false };
  }
}

/** Takes back the counts of responses that were deleted (erased respondents, retention); returns how many. */
export async function takeBackDeleted(db: Queryable, projectId: number): Promise<number> {
  const { rows } = await db.query<{ gone: number }>(
    `WITH gone AS (
       DELETE FROM dashboard_seen s WHERE s.project_id = $1
         AND NOT EXISTS (SELECT 1 FROM treesponses t WHERE t.id = s.treesponse_id)
       RETURNING s.contributions
     ), delta AS (
       SELECT e->>0 AS day, e->>1 AS lang, e->>2 AS version, e->>3 AS metric, e->>4 AS key, e->>5 AS value, count(*)::int AS n
       FROM gone, jsonb_array_elements(gone.contributions) e GROUP BY 1, 2, 3, 4, 5, 6
     ), counted AS (
       UPDATE dashboard_counts c SET n = c.n - d.n FROM delta d
       WHERE c.project_id = $1 AND c.day = d.day::date AND c.language = d.lang AND c.survey_version = d.version
         AND c.metric = d.metric AND c.key = d.key AND c.value = d.value
       RETURNING 1
     )
     SELECT (SELECT count(*) FROM gone)::int AS gone, (SELECT count(*) FROM counted)::int AS counted`,
    [projectId],
  );
  return rows[0]!.gone;
}
