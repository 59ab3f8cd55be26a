/**
 * The dashboard's numbers, aggregated in SQL for one project and filter:
 * - started and completed per day (UTC), opt-in counts;
 * - the funnel: per page (from the stored page visits) how many responses reached it, and where unfinished
 *   responses stopped (their last visited page);
 * - per answer key the distribution: `choice` (a count per value; arrays count each element), `scale` (every value
 *   a number: a count per number, in numeric order) or `text` (only how many answered: a key is free text when any
 *   answer is a string longer than 40 characters or holding a space, or it has more than 50 distinct values);
 * - the distribution of results: per response the result key with the highest number (for powercheck the
 *   top supplier), counted.
 */
import type { Queryable } from '../db.js';
import { filterCondition, type ResponseFilter } from '../response-filter.js';

export interface DayCount {
  day: string;
  started: number;
  completed: number;
}

export interface FunnelStep {
  page: string;
  index: number;
  reached: number;
  /** Unfinished responses whose last visited page is this one. */
  leftHere: number;
}

export interface QuestionStats {
  key: string;
  kind: 'choice' | 'scale' | 'text';
  /** Responses with a (non-null) answer. */
  answered: number;
  /** Per value (JSON text of the value), most frequent first; numeric order for scales; empty for text. */
  counts: { value: string; count: number }[];
}

export interface DashboardStats {
  totals: { started: number; completed: number; optinProject: number; optinOrganisation: number };
  perDay: DayCount[];
  funnel: FunnelStep[];
  questions: QuestionStats[];
  results: { responses: number; top: { key: string; count: number }[] };
  /** The languages and survey versions of the project, for the filter controls. */
  options: { languages: string[]; versions: string[] };
}

/** Free text: a string answer longer than this, or with white space. */
const TEXT_LENGTH = 40;
/** More distinct values than this: counted as free text. */
const MAX_CHOICES = 50;

export async function dashboardStats(db: Queryable, filter: ResponseFilter): Promise<DashboardStats> {
  const { sql: where, params } = filterCondition(filter);
  const days = await db.query<{ day: string; started: number; completed: number; optin_project: number; optin_organisation: number }>(
    `SELECT to_char(t.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, count(*)::int AS started,
            count(*) FILTER (WHERE t.completed)::int AS completed,
            count(*) FILTER (WHERE t.optin_project)::int AS optin_project,
            count(*) FILTER (WHERE t.optin_organisation)::int AS optin_organisation
     FROM treesponses t WHERE ${where} GROUP BY 1 ORDER BY 1`,
    params,
  );
  const funnel = await db.query<{ page: string; index: number; reached: number; left_here: number }>(
    `WITH visits AS (
       SELECT t.id, t.completed, v.value->>'name' AS page, (v.value->>'index')::numeric AS idx, v.ordinality AS n,
              jsonb_array_length(t.page_visits) AS total
       FROM treesponses t, jsonb_array_elements(t.page_visits) WITH ORDINALITY AS v(value, ordinality)
       WHERE ${where} AND jsonb_typeof(t.page_visits) = 'array' AND jsonb_typeof(v.value) = 'object'
     )
     SELECT page, min(idx)::int AS index, count(DISTINCT id)::int AS reached,
            count(*) FILTER (WHERE NOT completed AND n = total)::int AS left_here
     FROM visits WHERE page IS NOT NULL GROUP BY page ORDER BY min(idx), page LIMIT 200`,
    params,
  );
  const answers = await db.query<{ key: string; kind: 'choice' | 'scale' | 'text'; answered: number; value: string | null; count: number }>(
    `WITH answer AS (
       SELECT t.id, a.key, a.value FROM treesponses t, jsonb_each(t.answers) a
       WHERE ${where} AND jsonb_typeof(t.answers) = 'object' AND a.value <> 'null'::jsonb
     ), element AS (
       SELECT a.key, e.value FROM answer a,
         jsonb_array_elements(CASE WHEN jsonb_typeof(a.value) = 'array' THEN a.value ELSE jsonb_build_array(a.value) END) e
     ), kinds AS (
       SELECT key,
         CASE WHEN bool_or(jsonb_typeof(value) = 'string' AND (length(value #>> '{}') > ${TEXT_LENGTH} OR value #>> '{}' ~ '\\s'))
                   OR count(DISTINCT value) > ${MAX_CHOICES} THEN 'text'
              WHEN bool_and(jsonb_typeof(value) = 'number' OR (jsonb_typeof(value) = 'string' AND value #>> '{}' ~ '^-?[0-9]+(\\.[0-9]+)?$'))
                THEN 'scale'
              ELSE 'choice' END AS kind
       FROM element GROUP BY key
     ), answered AS (SELECT key, count(*)::int AS answered FROM answer GROUP BY key)
     SELECT k.key, k.kind, n.answered, c.value, c.count FROM kinds k JOIN answered n ON n.key = k.key
     LEFT JOIN LATERAL (
       SELECT e.value #>> '{}' AS value, count(*)::int AS count FROM element e
       WHERE e.key = k.key AND k.kind <> 'text' GROUP BY 1
     ) c ON true
     ORDER BY k.key LIMIT 20000`,
    params,
  );
  const results = await db.query<{ key: string; count: number }>(
    `SELECT top.key, count(*)::int AS count FROM treesponses t
     CROSS JOIN LATERAL (
       SELECT r.key FROM jsonb_each(CASE WHEN jsonb_typeof(t.results) = 'object' THEN t.results ELSE '{}'::jsonb END) r
       WHERE jsonb_typeof(r.value) = 'number' ORDER BY (r.value #>> '{}')::numeric DESC, r.key LIMIT 1
     ) top
     WHERE ${where} GROUP BY top.key ORDER BY count DESC, top.key LIMIT 100`,
    params,
  );
  const options = await db.query<{ kind: string; value: string }>(
    `SELECT DISTINCT 'language' AS kind, language AS value FROM treesponses t WHERE t.project_id = $1
     UNION SELECT DISTINCT 'version', survey_version FROM treesponses t WHERE t.project_id = $1 ORDER BY 1, 2`,
    [filter.projectId],
  );

  const questions = new Map<string, QuestionStats>();
  for (const row of answers.rows) {
    let question = questions.get(row.key);
    if (!question) questions.set(row.key, (question = { key: row.key, kind: row.kind, answered: row.answered, counts: [] }));
    if (row.value !== null) question.counts.push({ value: row.value, count: row.count });
  }
  for (const question of questions.values()) {
    if (question.kind === 'scale') question.counts.sort((a, b) => Number(a.value) - Number(b.value));
    else question.counts.sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1));
  }
  const sum = (field: 'started' | 'completed' | 'optin_project' | 'optin_organisation') =>
    days.rows.reduce((total, row) => total + row[field], 0);
  return {
    totals: { started: sum('started'), completed: sum('completed'), optinProject: sum('optin_project'), optinOrganisation: sum('optin_organisation') },
    perDay: days.rows.map(({ day, started, completed }) => ({ day, started, completed })),
    funnel: funnel.rows.map((row) => ({ page: row.page, index: row.index, reached: row.reached, leftHere: row.left_here })),
    questions: [...questions.values()],
    results: { responses: results.rows.reduce((total, row) => total + row.count, 0), top: results.rows },
    options: {
      languages: options.rows.filter((row) => row.kind === 'language').map((row) => row.value),
      versions: options.rows.filter((row) => row.kind === 'version').map((row) => row.value),
    },
  };
}

/** A cheap fingerprint of a project's data (count and last change) that the live refresh compares. */
export async function projectChangeMark(db: Queryable, projectId: number): Promise<string> {
  const { rows } = await db.query<{ n: number; last: Date | string | null }>(
    'SELECT count(*)::int AS n, max(updated_at) AS last FROM treesponses WHERE project_id = $1',
    [projectId],
  );
  const row = rows[0]!;
  return `${row.n}:${row.last ? new Date(row.last).getTime() : 0}`;
}
