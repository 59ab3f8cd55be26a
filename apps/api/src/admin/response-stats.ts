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
import { provinceOfPostcodeSql } from './belgian-provinces.js';
import { contributionsOf } from './contributions.js';
import type { DashboardLabels } from './labels.js';
import { partnerOfAnswersSql } from './partner.js';
import { placeResultsOf, type PlaceResults, type ProvinceTop } from './place-results.js';
import { DAY_METRICS, filterOptions, statsFromCounts, type CountRow, type DashboardStats } from './stats.js';
import { parseJsonbText } from './jsonb-text.js';
import { topResultOf } from './top-result.js';

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

interface ResponseRow {
  day: string;
  hour: string;
  completed: boolean;
  optin_project: boolean;
  optin_organisation: boolean;
  province: string;
  partner: string;
  results: string | null;
  answers: string | null;
  visits: string | null;
}

/** What a slice reads: only the columns counted, the day and hour in the project's time zone. */
const SELECT_COUNTED = `
  SELECT to_char(t.created_at AT TIME ZONE zone.name, 'YYYY-MM-DD') AS day, to_char(t.created_at AT TIME ZONE zone.name, 'HH24') AS hour,
         t.completed, t.optin_project, t.optin_organisation,
         ${provinceOfPostcodeSql('t.postcode')} AS province, ${partnerOfAnswersSql('t.answers')} AS partner,
         CASE WHEN jsonb_typeof(t.results) = 'object' THEN t.results::text END AS results,
         CASE WHEN jsonb_typeof(t.answers) = 'object' THEN t.answers::text END AS answers,
         CASE WHEN jsonb_typeof(t.page_visits) = 'array' THEN t.page_visits::text END AS visits
  FROM treesponses t CROSS JOIN (SELECT time_zone AS name FROM projects WHERE id = $3) zone`;

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
  const topPerProvince = new Map<string, ProvinceTop>();
  const condition = filterCondition(filter, 3);
  // a slice is counted inside its turn, so the pause after it is as long as the reading and the counting took
  const countSlice = async (after: number, last: number) => {
    const { rows } = await db.query<ResponseRow>(`${SELECT_COUNTED} WHERE t.id > $1 AND t.id <= $2 AND ${condition.sql}`, [after, last, ...condition.params]);
    for (const row of rows) {
      const top = topResultOf(row.results === null ? null : parseJsonbText(row.results));
      const added = contributionsOf({ ...row, top, optinProject: row.optin_project, optinOrganisation: row.optin_organisation });
      for (const [metric, key, value] of added) count(DAY_METRICS.includes(metric) ? row.day : null, metric, key, value);
      if (top !== null) {
        const id = JSON.stringify([row.province, top]);
        const found = topPerProvince.get(id);
        if (found) found.count += 1;
        else topPerProvince.set(id, { province: row.province, key: top, count: 1 });
      }
    }
  };
  for await (const _ of slices(db, filter, countSlice)) if (Date.now() >= until) throw new ViewTooLargeError('time', responses, limits);

  const stats = statsFromCounts([...counts.values()], await filterOptions(db, filter.projectId), labels);
  return {
    ...stats,
    placeResults: placeResultsOf([...topPerProvince.values()]),
  };
}
