/**
 * The filter the dashboard and the exports share: a project, an optional date range (days in the project's time
 * zone, Europe/Brussels unless set otherwise, both ends included), a language, a survey version, a region or province
 * of the postcode, a partner (or direct visits only), completed responses only, the top result (for powercheck the
 * first-ranked supplier) and one answer of a question. Parsed from a query string, turned into one SQL condition.
 */
import { HttpError } from './http.js';
import { POSTCODE_RANGES, PROVINCE_REGION, provinceOfPostcodeSql, type ProvinceCode, type RegionCode } from './admin/belgian-provinces.js';
import { MAX_PARTNER_LENGTH, partnerOfAnswersSql } from './admin/partner.js';
import { MAX_RESULT_KEY_LENGTH, topResultSql } from './admin/top-result.js';

export interface ResponseFilter {
  projectId: number;
  /** First day, `YYYY-MM-DD` (in the project's time zone). */
  from?: string;
  /** Last day, `YYYY-MM-DD` (in the project's time zone), included. */
  to?: string;
  language?: string;
  surveyVersion?: string;
  /** Respondents whose postcode lies in this region (ISO 3166-2:BE). */
  region?: RegionCode;
  /** Respondents whose postcode lies in this province (or the Brussels-Capital Region). */
  province?: ProvinceCode;
  /** Respondents sent by this partner (its id, the partner link's answer), or '' for direct visits only. */
  partner?: string;
  /** Completed responses only. */
  completed?: true;
  /** Responses whose top result (the result key with the highest number) is this key. */
  top?: string;
  /** Responses that gave this answer to this question (for a list answer: one of its elements). */
  answer?: { question: string; value: string };
}

/** Longest question key and answer value of the answer filter (the longest answer key the counts keep). */
export const MAX_ANSWER_FILTER_LENGTH = 200;

/**
 * True when the filter holds what the dashboard's counts do not keep (completion, top result, an answer): its
 * statistics are then computed from the stored responses (admin/response-stats.ts).
 */
export function readsResponses(filter: ResponseFilter): boolean {
  return filter.completed !== undefined || filter.top !== undefined || filter.answer !== undefined;
}

/**
 * The part of a filter that needs no stored JSON of a response (its project, days, language, version, completion):
 * what a slice of responses is chosen by, so a statement reads a bounded number of rows whatever the rest leaves.
 */
export function scanFilter({ projectId, from, to, language, surveyVersion, completed }: ResponseFilter): ResponseFilter {
  return { projectId, from, to, language, surveyVersion, completed };
}

/** The provinces a filter leaves (its province, or those of its region, or both: their intersection); null: any. */
export function filteredProvinces(filter: ResponseFilter): ProvinceCode[] | null {
  if (!filter.region && !filter.province) return null;
  return (Object.keys(PROVINCE_REGION) as ProvinceCode[]).filter(
    (province) => (!filter.province || province === filter.province) && (!filter.region || PROVINCE_REGION[province] === filter.region),
  );
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function validDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * Reads `from`, `to`, `language`, `version`, `region`, `province`, `partner`, `direct`, `completed`, `top`,
 * `question` and `answer` from a query string; a malformed value is a 400 naming the field.
 */
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
  const region = query.get('region');
  if (region) {
    if (POSTCODE_RANGES.some((range) => range.region === region)) filter.region = region as RegionCode;
    else errors.region = ['must be a region code (BE-BRU, BE-VLG or BE-WAL)'];
  }
  const province = query.get('province');
  if (province) {
    if (province in PROVINCE_REGION) filter.province = province as ProvinceCode;
    else errors.province = ['must be a province code such as BE-VAN'];
  }
  const partner = query.get('partner');
  const direct = query.get('direct');
  if (direct && direct !== 'true') errors.direct = ['must be true'];
  else if (direct && partner) errors.direct = ['cannot be combined with a partner'];
  else if (direct) filter.partner = '';
  if (partner) {
    // counted in characters (code points), as the database counts them
    if ([...partner].length <= MAX_PARTNER_LENGTH) filter.partner ??= partner;
    else errors.partner = [`is too long (maximum is ${MAX_PARTNER_LENGTH} characters)`];
  }
  const completed = query.get('completed');
  if (completed === 'true') filter.completed = true;
  else if (completed) errors.completed = ['must be true'];
  const top = query.get('top');
  if (top) {
    if ([...top].length <= MAX_RESULT_KEY_LENGTH) filter.top = top;
    else errors.top = [`is too long (maximum is ${MAX_RESULT_KEY_LENGTH} characters)`];
  }
  const question = query.get('question');
  const answer = query.get('answer');
  const tooLong = (value: string) => [...value].length > MAX_ANSWER_FILTER_LENGTH;
  const tooLongError = `is too long (maximum is ${MAX_ANSWER_FILTER_LENGTH} characters)`;
  if (question && tooLong(question)) errors.question = [tooLongError];
  if (answer && tooLong(answer)) errors.answer = [tooLongError];
  if (question && !answer && !errors.question) errors.answer = ['is needed with a question'];
  if (answer && !question && !errors.answer) errors.question = ['is needed with an answer'];
  if (question && answer && !errors.question && !errors.answer) filter.answer = { question, value: answer };
  if (Object.keys(errors).length > 0) throw new HttpError(400, errors);
  return filter;
}

/** The SQL condition on the treesponses alias `t`, with its parameters numbered from `firstParam`. */
export function filterCondition(filter: ResponseFilter, firstParam = 1): { sql: string; params: unknown[] } {
  const params: unknown[] = [filter.projectId];
  const parts = [`t.project_id = $${firstParam}`];
  const add = (sql: (...placeholders: string[]) => string, ...values: unknown[]) => {
    const placeholders = values.map((value) => {
      params.push(value);
      return `$${firstParam + params.length - 1}`;
    });
    parts.push(sql(...placeholders));
  };
  // days in the project's time zone, the same days as the dashboard's charts (one lookup, not one per row)
  const zone = `(SELECT time_zone FROM projects WHERE id = $${firstParam})`;
  if (filter.from) add((p) => `t.created_at >= ${p}::date::timestamp AT TIME ZONE ${zone}`, filter.from);
  if (filter.to) add((p) => `t.created_at < (${p}::date + 1)::timestamp AT TIME ZONE ${zone}`, filter.to);
  if (filter.language) add((p) => `t.language = ${p}`, filter.language);
  if (filter.surveyVersion) add((p) => `t.survey_version = ${p}`, filter.surveyVersion);
  const provinces = filteredProvinces(filter);
  if (provinces) add((p) => `${provinceOfPostcodeSql('t.postcode')} = ANY(${p}::text[])`, provinces);
  if (filter.partner !== undefined) add((p) => `${partnerOfAnswersSql('t.answers')} = ${p}`, filter.partner);
  if (filter.completed) parts.push('t.completed');
  if (filter.top !== undefined) add((p) => `${topResultSql('t.results')} = ${p}`, filter.top);
  // the answer's text as the counts hold it (`#>> '{}'`), or one of a list's elements
  if (filter.answer)
    add(
      (key, value) => `EXISTS (SELECT 1 FROM jsonb_array_elements(CASE WHEN jsonb_typeof(t.answers->(${key}::text)) = 'array'
        THEN t.answers->(${key}::text) ELSE jsonb_build_array(t.answers->(${key}::text)) END) e(v) WHERE e.v #>> '{}' = ${value}::text)`,
      filter.answer.question,
      filter.answer.value,
    );
  return { sql: parts.join(' AND '), params };
}
