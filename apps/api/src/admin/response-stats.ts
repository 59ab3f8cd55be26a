/**
 * The dashboard's numbers for a filter the counts cannot answer: completed responses only, a top result (for
 * powercheck the first-ranked supplier) or one answer of a question. The counts (rollup.ts) keep no dimension for
 * those, so the numbers are computed from the stored responses of the filter's period, counted by the same rules as
 * the counts, into the same shape as the unfiltered statistics (stats.ts), so the charts and exports need nothing else.
 *
 * The cost is bounded: responses are read in slices (export.ts `slices`: bounded by rows and by bytes of stored JSON,
 * chosen without the JSON conditions, reading only the columns counted) that leave the database to other requests in
 * between (the embedded database runs one statement at a time: the questionnaire keeps answering); a view of more
 * than `responses` responses in its period is refused before reading any, and one that takes longer than
 * `milliseconds` is given up; both with ViewTooLargeError (the dashboard says so and how to narrow the view).
 */
import type { Queryable } from '../db.js';
import { slices } from '../export.js';
import { filterCondition, scanFilter, type ResponseFilter } from '../response-filter.js';
import { PROVINCE_REGION, provinceOfPostcodeSql, type ProvinceCode, type RegionCode } from './belgian-provinces.js';
import type { DashboardLabels } from './labels.js';
import { partnerOfAnswersSql } from './partner.js';
import type { PlaceResults } from './place-results.js';
import { DAY_METRICS, filterOptions, statsFromCounts, type CountRow, type DashboardStats } from './stats.js';
import { topResultSql } from './top-result.js';

/** Bounds of one statistics request computed from the responses. */
export interface ResponseStatsLimits {
  /** Responses in the view's period (before the filters on answers and results) read at most. */
  responses: number;
  /** Time spent reading them at most. */
  milliseconds: number;
}

export const RESPONSE_STATS_LIMITS: ResponseStatsLimits = { responses: 30_000, milliseconds: 20_000 };

/** The view holds more responses than a request may read, or reading them took longer than allowed. */
export class ViewTooLargeError extends Error {
  constructor(
    readonly reason: 'responses' | 'time',
    /** Responses in the view's period. */
    readonly responses: number,
    readonly limits: ResponseStatsLimits,
  ) {
    super(
      reason === 'responses'
        ? `This view holds ${responses} responses; with completed, top or answer at most ${limits.responses} are counted: choose a shorter period`
        : `This view's ${responses} responses could not be counted within ${limits.milliseconds / 1000} s: choose a shorter period`,
    );
  }
}

/** The counting rules' bounds (the same as rollup.ts's). */
const MAX_KEYS_PER_RESPONSE = 300;
const MAX_ELEMENTS_PER_ANSWER = 50;
const MAX_PAGES_PER_RESPONSE = 200;
const MAX_COUNTS_PER_RESPONSE = 1000;
const MAX_NAME_LENGTH = 200;
const MAX_CHOICE_LENGTH = 40;

interface ResponseRow {
  day: string;
  hour: string;
  completed: boolean;
  optin_project: boolean;
  optin_organisation: boolean;
  province: string;
  partner: string;
  top: string | null;
  answers: Record<string, unknown>;
  visits: unknown[];
}

/** Characters as the database counts them (code points). */
const length = (text: string) => [...text].length;

/** A JSON value as the database writes it as text (`#>> '{}'`, `->>`): strings bare, the rest as jsonb prints it. */
function databaseText(value: unknown): string {
  if (typeof value === 'string') return value;
  return jsonbText(value);
}

function jsonbText(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(jsonbText).join(', ')}]`;
  if (typeof value === 'object' && value !== null)
    return `{${Object.entries(value).map(([key, item]) => `${JSON.stringify(key)}: ${jsonbText(item)}`).join(', ')}}`;
  return JSON.stringify(value);
}

/** Free text is counted once per response, not per value: longer than 40 characters, or a string holding white space. */
const isText = (value: unknown) => length(databaseText(value)) > MAX_CHOICE_LENGTH || (typeof value === 'string' && /\s/.test(value));

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A page visit's name when it counts (1 to 200 characters), else null. */
function visitName(visit: unknown): string | null {
  if (!isObject(visit) || visit.name === undefined || visit.name === null) return null;
  const name = databaseText(visit.name);
  const size = length(name);
  return size >= 1 && size <= MAX_NAME_LENGTH ? name : null;
}

/** What one response adds, as rollup.ts counts it: [metric, key, value] (the per-day metrics get their day). */
function contributions(row: ResponseRow): [string, string, string][] {
  const fixed: [string, string, string][] = [['started', '', ''], ['hour', row.hour, ''], ['province', row.province, ''], ['partner', row.partner, '']];
  if (row.completed) fixed.push(['completed', '', ''], ['province', row.province, 'completed'], ['partner', row.partner, 'completed']);
  if (row.optin_project) fixed.push(['optin_project', '', '']);
  if (row.optin_organisation) fixed.push(['optin_organisation', '', '']);
  if (!row.completed && row.visits.length > 0) {
    const left = visitName(row.visits[row.visits.length - 1]);
    if (left !== null) fixed.push(['left', left, '']);
  }
  if (row.top !== null) fixed.push(['top', row.top, '']);

  const answered: [string, string, string][] = [];
  const values: [string, string, string][] = [];
  const answers = Object.entries(row.answers).filter(([key, value]) => value !== null && length(key) <= MAX_NAME_LENGTH);
  for (const [key, value] of answers.slice(0, MAX_KEYS_PER_RESPONSE)) {
    answered.push(['answered', key, '']);
    const elements = (Array.isArray(value) ? value.slice(0, MAX_ELEMENTS_PER_ANSWER) : [value]).filter((element) => element !== null);
    let text = false;
    for (const element of elements) {
      if (isText(element)) text = true;
      else values.push(['answer', key, databaseText(element)]);
    }
    if (text) values.push(['text', key, '']);
  }

  // each page once, in the order first visited, with the lowest index it was visited with
  const pages = new Map<string, number | null>();
  for (const visit of row.visits) {
    const name = visitName(visit);
    if (name === null) continue;
    const index = isObject(visit) && typeof visit.index === 'number' ? visit.index : null;
    const before = pages.get(name);
    if (!pages.has(name) && pages.size >= MAX_PAGES_PER_RESPONSE) continue;
    pages.set(name, before === undefined || before === null ? index : index === null ? before : Math.min(before, index));
  }
  const visited = [...pages].map(([name, index]): [string, string, string] => ['page', name, index === null ? '' : String(index)]);
  return [...fixed, ...answered, ...visited, ...values].slice(0, MAX_COUNTS_PER_RESPONSE);
}

/** What a slice reads: only the columns counted, the day and hour in the project's time zone. */
const SELECT_COUNTED = `
  SELECT to_char(t.created_at AT TIME ZONE zone.name, 'YYYY-MM-DD') AS day, to_char(t.created_at AT TIME ZONE zone.name, 'HH24') AS hour,
         t.completed, t.optin_project, t.optin_organisation,
         ${provinceOfPostcodeSql('t.postcode')} AS province, ${partnerOfAnswersSql('t.answers')} AS partner,
         ${topResultSql('t.results')} AS top,
         CASE WHEN jsonb_typeof(t.answers) = 'object' THEN t.answers ELSE '{}'::jsonb END AS answers,
         CASE WHEN jsonb_typeof(t.page_visits) = 'array' THEN t.page_visits ELSE '[]'::jsonb END AS visits
  FROM treesponses t CROSS JOIN (SELECT time_zone AS name FROM projects WHERE id = $3) zone`;

const inCodeOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The result first most often in each group (ties: the first key in code order), the groups in code order. */
function mostOftenFirst(groups: Map<string, Map<string, number>>): { place: string; key: string; count: number }[] {
  return [...groups].sort(([a], [b]) => inCodeOrder(a, b)).map(([place, keys]) => {
    const [key, count] = [...keys].sort((a, b) => b[1] - a[1] || inCodeOrder(a[0], b[0]))[0]!;
    return { place, key, count };
  });
}

/**
 * The dashboard's numbers for a filter with completed, top or answer (see readsResponses), computed from the stored
 * responses; the same shape as dashboardStats with the results first per place. Throws ViewTooLargeError beyond
 * `limits`.
 */
export async function responseStats(
  db: Queryable,
  filter: ResponseFilter,
  labels: DashboardLabels | null,
  limits: ResponseStatsLimits = RESPONSE_STATS_LIMITS,
): Promise<DashboardStats & { placeResults: PlaceResults }> {
  const scan = filterCondition(scanFilter(filter));
  const { rows: sized } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM treesponses t WHERE ${scan.sql}`, scan.params);
  const responses = sized[0]!.n;
  if (responses > limits.responses) throw new ViewTooLargeError('responses', responses, limits);

  const until = Date.now() + limits.milliseconds;
  const counts = new Map<string, CountRow>();
  const count = (day: string | null, metric: string, key: string, value: string) => {
    const id = JSON.stringify([day, metric, key, value]);
    const found = counts.get(id);
    if (found) found.n += 1;
    else counts.set(id, { day, metric, key, value, n: 1 });
  };
  const topPerProvince = new Map<string, Map<string, number>>();
  const condition = filterCondition(filter, 3);
  // a slice is counted inside its turn, so the pause after it is as long as the reading and the counting took
  const countSlice = async (after: number, last: number) => {
    const { rows } = await db.query<ResponseRow>(`${SELECT_COUNTED} WHERE t.id > $1 AND t.id <= $2 AND ${condition.sql}`, [after, last, ...condition.params]);
    for (const row of rows) {
      for (const [metric, key, value] of contributions(row)) count(DAY_METRICS.includes(metric) ? row.day : null, metric, key, value);
      if (row.top !== null && row.province !== '') {
        const keys = topPerProvince.get(row.province) ?? new Map<string, number>();
        topPerProvince.set(row.province, keys.set(row.top, (keys.get(row.top) ?? 0) + 1));
      }
    }
  };
  for await (const _ of slices(db, filter, countSlice)) if (Date.now() >= until) throw new ViewTooLargeError('time', responses, limits);

  const topPerRegion = new Map<string, Map<string, number>>();
  for (const [province, keys] of topPerProvince) {
    const region = PROVINCE_REGION[province as ProvinceCode];
    const regionKeys = topPerRegion.get(region) ?? new Map<string, number>();
    for (const [key, n] of keys) regionKeys.set(key, (regionKeys.get(key) ?? 0) + n);
    topPerRegion.set(region, regionKeys);
  }
  const stats = statsFromCounts([...counts.values()], await filterOptions(db, filter.projectId), labels);
  return {
    ...stats,
    placeResults: {
      provinces: mostOftenFirst(topPerProvince).map(({ place, ...result }) => ({ province: place as ProvinceCode, ...result })),
      regions: mostOftenFirst(topPerRegion).map(({ place, ...result }) => ({ region: place as RegionCode, ...result })),
    },
  };
}
