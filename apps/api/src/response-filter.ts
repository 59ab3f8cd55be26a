/**
 * The filter the dashboard and the exports share: a project, an optional date range (days in the project's time
 * zone, Europe/Brussels unless set otherwise, both ends included), a language and a survey version. Parsed from a query string, turned into one SQL condition.
 */
import { HttpError } from './http.js';

export interface ResponseFilter {
  projectId: number;
  /** First day, `YYYY-MM-DD` (in the project's time zone). */
  from?: string;
  /** Last day, `YYYY-MM-DD` (in the project's time zone), included. */
  to?: string;
  language?: string;
  surveyVersion?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function validDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Reads `from`, `to`, `language` and `version` from a query string; a malformed value is a 400. */
export function parseResponseFilter(projectId: number, query: URLSearchParams): ResponseFilter {
  const filter: ResponseFilter = { projectId };
  const errors: Record<string, string[]> = {};
  for (const name of ['from', 'to'] as const) {
    const value = query.get(name);
    if (!value) continue;
    if (validDay(value)) filter[name] = value;
    else errors[name] = ['must be a date as YYYY-MM-DD'];
  }
  const language = query.get('language');
  if (language) {
    if (/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/.test(language)) filter.language = language;
    else errors.language = ['must be a language code'];
  }
  const version = query.get('version');
  if (version) {
    if (version.length <= 100) filter.surveyVersion = version;
    else errors.version = ['is too long (maximum is 100 characters)'];
  }
  if (Object.keys(errors).length > 0) throw new HttpError(400, errors);
  return filter;
}

/** The SQL condition on the treesponses alias `t`, with its parameters numbered from `firstParam`. */
export function filterCondition(filter: ResponseFilter, firstParam = 1): { sql: string; params: unknown[] } {
  const params: unknown[] = [filter.projectId];
  const parts = [`t.project_id = $${firstParam}`];
  const add = (sql: (placeholder: string) => string, value: unknown) => {
    params.push(value);
    parts.push(sql(`$${firstParam + params.length - 1}`));
  };
  // days in the project's time zone, the same days as the dashboard's charts (one lookup, not one per row)
  const zone = `(SELECT time_zone FROM projects WHERE id = $${firstParam})`;
  if (filter.from) add((p) => `t.created_at >= ${p}::date::timestamp AT TIME ZONE ${zone}`, filter.from);
  if (filter.to) add((p) => `t.created_at < (${p}::date + 1)::timestamp AT TIME ZONE ${zone}`, filter.to);
  if (filter.language) add((p) => `t.language = ${p}`, filter.language);
  if (filter.surveyVersion) add((p) => `t.survey_version = ${p}`, filter.surveyVersion);
  return { sql: parts.join(' AND '), params };
}
