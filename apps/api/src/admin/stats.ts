/**
 * The dashboard's numbers for one project and filter, summed in SQL from the counts kept by rollup.ts:
 * - started and completed per day and responses started per hour of the day, in the project's time zone
 *   (Europe/Brussels unless set otherwise); opt-in counts;
 * - the funnel: per page (from the stored page visits) how many responses reached it, and where unfinished
 *   responses stopped (their last visited page);
 * - per answer key the distribution: `choice` (a count per value; arrays count each element), `scale` (every value
 *   a number: a count per number, in numeric order) or `text` (only how many answered: a key is free text when any
 *   answer is a string longer than 40 characters or holding a space, or it has more than 50 distinct values);
 * - the distribution of results: per response the result key with the highest number (for powercheck the
 *   top supplier), counted.
 */
import type { Queryable } from '../db.js';
import { filteredProvinces, type ResponseFilter } from '../response-filter.js';
import type { DashboardLabels } from './labels.js';
import type { PlaceResults } from './place-results.js';
import { PROVINCE_REGION, type ProvinceCode, type RegionCode } from './belgian-provinces.js';
import { ANSWERED_ONCE } from './contributions.js';

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

/** Responses started and completed in one group (a region, a province, a partner). */
export interface StartedCompleted {
  started: number;
  completed: number;
}

/** Where respondents live, from their postcode (admin/belgian-provinces.ts), most responses first. */
export interface Places {
  regions: ({ region: RegionCode } & StartedCompleted)[];
  provinces: ({ province: ProvinceCode; region: RegionCode } & StartedCompleted)[];
  /** Responses without a Belgian postcode. */
  unknown: StartedCompleted;
}

/** Per partner (the partner link's id; '' is a direct visit), most responses first; at most MAX_PARTNERS. */
export interface Partners {
  partners: ({ partner: string } & StartedCompleted)[];
  /** Partners beyond MAX_PARTNERS, not listed (their responses are in the totals). */
  omitted: number;
}

export interface DashboardStats {
  totals: { started: number; completed: number; optinProject: number; optinOrganisation: number };
  perDay: DayCount[];
  /** Responses started per hour of the day (0–23, all 24), in the project's time zone. */
  perHour: { hour: number; started: number }[];
  /** The project's time zone, of the days and hours. */
  timeZone?: string;
  funnel: FunnelStep[];
  questions: QuestionStats[];
  results: { responses: number; top: { key: string; count: number }[] };
  places: Places;
  partners: Partners;
  /**
   * The languages, survey versions and partners ('' for direct visits; at most MAX_PARTNERS, most responses first)
   * of the project, whatever the filter, for the filter controls.
   */
  options: { languages: string[]; versions: string[]; partners: string[] };
  /** The result most often first per region and province (admin/place-results.ts). */
  placeResults?: PlaceResults;
  /** The survey's own words, when the project registered its definition (admin/labels.ts). */
  labels?: DashboardLabels | null;
  /** False while responses are still being counted (a large backlog): the numbers are incomplete. */
  complete?: boolean;
  /** Responses still to be counted (newest first), and the creation time of the newest of them. */
  pending?: number;
  pendingUntil?: string | null;
}

/** More distinct values than this: the key is shown as free text (counts only). */
const MAX_CHOICES = 50;
const NUMBER = /^-?\d+(\.\d+)?$/;
/** Partners listed at most (a campaign has tens to hundreds); the rest are counted as omitted. */
export const MAX_PARTNERS = 1000;

/**
 * The condition on `dashboard_counts` for a filter, with its parameters; `perPlace` reads the counts per province
 * and partner also when the filter does not need them (for figures per province).
 */
export function countsCondition(filter: ResponseFilter, perPlace = false): { sql: string; params: unknown[]; split: boolean } {
  const params: unknown[] = [filter.projectId];
  const parts = ['project_id = $1'];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    parts.push(sql.replace('?', `$${params.length}`));
  };
  if (filter.from) add('day >= ?::date', filter.from);
  if (filter.to) add('day <= ?::date', filter.to);
  if (filter.language) add('language = ?', filter.language);
  if (filter.surveyVersion) add('survey_version = ?', filter.surveyVersion);
  // a filter on places or partners reads the counts per province and partner, otherwise those over all of them
  const provinces = filteredProvinces(filter);
  const split = Boolean(perPlace || provinces || filter.partner !== undefined);
  parts.push(split ? 'split' : 'NOT split');
  if (provinces) add('province = ANY(?::text[])', provinces);
  if (filter.partner !== undefined) add('partner = ?', filter.partner);
  return { sql: parts.join(' AND '), params, split };
}

/**
 * One row of counts as the dashboard sums them: a per-day metric (started, completed, opt-ins) with its day, every
 * other metric (see rollup.ts) over all days (`day` null).
 */
export interface CountRow {
  day: string | null;
  metric: string;
  key: string;
  value: string;
  n: number;
}

/** The per-day metrics: summed per day, the others over every day of the filter. */
export const DAY_METRICS = ['started', 'completed', 'optin_project', 'optin_organisation'];

/**
 * The counts per province and partner keep no `province` and `partner` metrics (cells.ts, PLACE_METRICS): in a cell
 * they are its `started` and `completed`, summed here per province and per partner.
 */
const PLACES_OF_SPLIT_CELLS = (where: string) => `
  UNION ALL
  SELECT NULL, place.metric, place.key, CASE WHEN c.metric = 'completed' THEN 'completed' ELSE '' END, sum(c.n)::int
  FROM dashboard_counts c CROSS JOIN LATERAL (VALUES ('province', c.province), ('partner', c.partner)) place(metric, key)
  WHERE ${where} AND c.metric IN ('started', 'completed')
  GROUP BY 2, 3, 4 HAVING sum(c.n) > 0`;

/** The dashboard's numbers for a project and filter, from the counts (bring them up to date first: rollup.ts). */
export async function dashboardStats(db: Queryable, filter: ResponseFilter, labels: DashboardLabels | null = null): Promise<DashboardStats> {
  const { sql: where, params, split } = countsCondition(filter);
  // one pass over the filter's rows: the per-day metrics by day, the others over all days
  const counts = await db.query<CountRow>(
    `SELECT CASE WHEN metric IN (${DAY_METRICS.map((metric) => `'${metric}'`).join(', ')}) THEN to_char(day, 'YYYY-MM-DD') END AS day,
            metric, key, value, sum(n)::int AS n
     FROM dashboard_counts WHERE ${where}
     GROUP BY 1, metric, key, value HAVING sum(n) > 0
     ${split ? PLACES_OF_SPLIT_CELLS(where) : ''}`,
    params,
  );
  return statsFromCounts(counts.rows, await filterOptions(db, filter.projectId), labels);
}

/** The languages, survey versions and partners of a project, whatever the filter (the filter controls' choices). */
export async function filterOptions(db: Queryable, projectId: number): Promise<DashboardStats['options']> {
  // every partner for the filter control (also when a filter leaves only some), most responses first
  const partnerOptions = await db.query<{ partner: string }>(
    `SELECT key AS partner FROM dashboard_counts WHERE project_id = $1 AND NOT split AND metric = 'partner' AND value = ''
     GROUP BY key HAVING sum(n) > 0 ORDER BY sum(n) DESC, key LIMIT ${MAX_PARTNERS}`,
    [projectId],
  );
  const options = await db.query<{ language: string; survey_version: string }>(
    `SELECT DISTINCT language, survey_version FROM dashboard_counts WHERE project_id = $1 AND NOT split AND metric = 'started' AND n > 0`,
    [projectId],
  );
  return {
    languages: [...new Set(options.rows.map((row) => row.language))].sort(),
    versions: [...new Set(options.rows.map((row) => row.survey_version))].sort(),
    partners: partnerOptions.rows.map((row) => row.partner),
  };
}

/** The dashboard's numbers from rows of counts (each metric, key and value at most once per day, or once). */
export function statsFromCounts(rows: CountRow[], options: DashboardStats['options'], labels: DashboardLabels | null): DashboardStats {
  const days = { rows: rows.filter((row) => row.day !== null) as { day: string; metric: string; n: number }[] };
  days.rows.sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));

  const totals = { started: 0, completed: 0, optinProject: 0, optinOrganisation: 0 };
  const perDay = new Map<string, DayCount>();
  for (const row of days.rows) {
    const day = perDay.get(row.day) ?? { day: row.day, started: 0, completed: 0 };
    perDay.set(row.day, day);
    if (row.metric === 'started') {
      day.started += row.n;
      totals.started += row.n;
    }
    if (row.metric === 'completed') {
      day.completed += row.n;
      totals.completed += row.n;
    }
    if (row.metric === 'optin_project') totals.optinProject += row.n;
    if (row.metric === 'optin_organisation') totals.optinOrganisation += row.n;
  }

  const pages = new Map<string, FunnelStep>();
  const page = (name: string) => {
    let step = pages.get(name);
    if (!step) pages.set(name, (step = { page: name, index: Number.POSITIVE_INFINITY, reached: 0, leftHere: 0 }));
    return step;
  };
  const questions = new Map<string, { key: string; answered: number; values: Map<string, number>; hasText: boolean }>();
  const question = (key: string) => {
    let found = questions.get(key);
    if (!found) questions.set(key, (found = { key, answered: 0, values: new Map(), hasText: false }));
    return found;
  };
  const answer = (key: string, value: string, n: number) => {
    const { values } = question(key);
    values.set(value, (values.get(value) ?? 0) + n);
  };
  const top: { key: string; count: number }[] = [];
  const perHour = Array.from({ length: 24 }, (_, hour) => ({ hour, started: 0 }));
  const provinces = new Map<string, StartedCompleted>();
  const partners = new Map<string, StartedCompleted>();
  const group = (groups: Map<string, StartedCompleted>, key: string, value: string, n: number) => {
    let found = groups.get(key);
    if (!found) groups.set(key, (found = { started: 0, completed: 0 }));
    if (value === '') found.started += n;
    else if (value === 'completed') found.completed += n;
  };
  for (const row of rows) {
    if (row.day !== null) continue;
    if (row.metric === 'page') {
      const step = page(row.key);
      step.reached += row.n;
      if (row.value !== '') step.index = Math.min(step.index, Number(row.value));
    } else if (row.metric === 'left') page(row.key).leftHere += row.n;
    else if (row.metric === 'answered') question(row.key).answered += row.n;
    else if (row.metric === 'text') question(row.key).hasText = true;
    else if (row.metric === 'answer') answer(row.key, row.value, row.n);
    else if (row.metric === ANSWERED_ONCE) {
      question(row.key).answered += row.n;
      answer(row.key, row.value, row.n);
    }
    else if (row.metric === 'top') top.push({ key: row.key, count: row.n });
    else if (row.metric === 'province') group(provinces, row.key, row.value, row.n);
    else if (row.metric === 'partner') group(partners, row.key, row.value, row.n);
    else if (row.metric === 'hour' && perHour[Number(row.key)]) perHour[Number(row.key)]!.started += row.n;
  }

  const funnel = [...pages.values()]
    .map((step) => ({ ...step, index: Number.isFinite(step.index) ? step.index : -1 }))
    .sort((a, b) => {
      const order = (step: FunnelStep) => (step.index === -1 ? Number.POSITIVE_INFINITY : step.index);
      return order(a) - order(b) || (a.page < b.page ? -1 : 1);
    });
  const byValue = (a: { value: string }, b: { value: string }) => (a.value < b.value ? -1 : a.value > b.value ? 1 : 0);
  const questionList: QuestionStats[] = [...questions.values()]
    .filter((entry) => entry.answered > 0)
    .map(({ hasText, values, ...answered }) => {
      const entry = { ...answered, counts: [...values].filter(([, count]) => count > 0).map(([value, count]) => ({ value, count })) };
      if (hasText || entry.counts.length > MAX_CHOICES) return { ...entry, kind: 'text' as const, counts: [] };
      if (entry.counts.length > 0 && entry.counts.every((count) => NUMBER.test(count.value)))
        return { ...entry, kind: 'scale' as const, counts: entry.counts.sort((a, b) => Number(a.value) - Number(b.value)) };
      return { ...entry, kind: 'choice' as const, counts: entry.counts.sort((a, b) => b.count - a.count || byValue(a, b)) };
    })
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  // with a registered definition, only its questions are charted, in its order (not internal answers)
  const charted = labels ? labels.charted : null;
  const byKey = new Map(questionList.map((question) => [question.key, question]));
  const shownQuestions = charted ? charted.flatMap((key) => byKey.get(key) ?? []) : questionList;
  top.sort((a, b) => b.count - a.count || (a.key < b.key ? -1 : 1));
  const partnerList = [...partners].map(([partner, counts]) => ({ partner, ...counts })).sort(mostStarted((row) => row.partner));
  return {
    totals,
    perDay: [...perDay.values()].filter((day) => day.started > 0 || day.completed > 0),
    perHour,
    funnel,
    questions: shownQuestions,
    results: { responses: top.reduce((sum, row) => sum + row.count, 0), top: top.slice(0, 100) },
    places: places(provinces),
    partners: { partners: partnerList.slice(0, MAX_PARTNERS), omitted: Math.max(0, partnerList.length - MAX_PARTNERS) },
    options,
    labels,
  };
}

/** Most started first, then by name. */
const mostStarted =
  <T extends StartedCompleted>(name: (row: T) => string) =>
  (a: T, b: T) =>
    b.started - a.started || (name(a) < name(b) ? -1 : name(a) > name(b) ? 1 : 0);

/** Every province and region (also those without responses, so a ranking shows where the campaign did not reach). */
function places(counted: Map<string, StartedCompleted>): Places {
  const provinces = (Object.entries(PROVINCE_REGION) as [ProvinceCode, RegionCode][])
    .map(([province, region]) => ({ province, region, started: 0, completed: 0, ...counted.get(province) }))
    .sort(mostStarted((row) => row.province));
  const regions = new Map<RegionCode, StartedCompleted>();
  for (const row of provinces) {
    const region = regions.get(row.region) ?? { started: 0, completed: 0 };
    regions.set(row.region, { started: region.started + row.started, completed: region.completed + row.completed });
  }
  return {
    regions: [...regions].map(([region, counts]) => ({ region, ...counts })).sort(mostStarted((row) => row.region)),
    provinces,
    unknown: { started: 0, completed: 0, ...counted.get('') },
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

/** The labels a project registered for its dashboard (or null) and its time zone. */
export async function projectSettings(db: Queryable, projectId: number): Promise<{ labels: DashboardLabels | null; timeZone: string }> {
  const { rows } = await db.query<{ labels: DashboardLabels | null; time_zone: string }>(
    'SELECT dashboard_labels AS labels, time_zone FROM projects WHERE id = $1',
    [projectId],
  );
  return { labels: rows[0]?.labels ?? null, timeZone: rows[0]?.time_zone ?? 'Europe/Brussels' };
}
