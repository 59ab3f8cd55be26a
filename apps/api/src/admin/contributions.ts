/**
 * What one response adds to the dashboard's counts (rollup.ts): every response counts for `started`, and when true
 * for `completed`, `optin_project`, `optin_organisation`; for the hour it was created (`hour`); per province of its
 * postcode (`province`, '' when unknown) and per partner (`partner`, '' for a direct visit), each also with the value
 * `completed` when completed; per visited page (`page`, the lowest index it was reached at as value); for the last
 * visited page of an unfinished response (`left`); per answer key with a non-null answer (`answered`); per answer
 * value (`answer`; each element of a list) unless the value is free text (longer than 40 characters, or a string
 * holding white space), which counts once per key as `text`; and for its top result (`top`). An answer of one value
 * (not a list, not free text) counts once, as ANSWERED_ONCE, standing for both `answered` and `answer`.
 *
 * Whatever a response holds, the work it causes is bounded: at most 300 answer keys, 50 elements of a list, 200
 * distinct pages and 1000 counts in all; past that cap what ranks first counts (the fixed counts, then what was
 * answered, then pages, then values), each as its own metric.
 *
 * The answers and page visits come as PostgreSQL prints them (jsonb-text.ts), so the values are the texts SQL would
 * give, in the order it would walk them; the day, hour, province, partner and top result come from SQL.
 */
import { characters, compareNumbers, isNumber, parseJsonbText, textOf, type JsonbValue } from './jsonb-text.js';

/** One count a response adds: [metric, key, value]. */
export type Contribution = readonly [metric: string, key: string, value: string];

/**
 * The metric of an answer that is one value (not a list, not free text): one count standing for both `answered` (the
 * key) and `answer` (the key and that value), so the most common answer writes one count instead of two. The
 * dashboard reads it as both (stats.ts).
 */
export const ANSWERED_ONCE = 'answer1';

export const MAX_KEYS_PER_RESPONSE = 300;
/** Elements of one list answer that count (a choice question has at most 50 values before it counts as text). */
export const MAX_ELEMENTS_PER_ANSWER = 50;
/** Distinct pages of one response that count in the funnel. */
export const MAX_PAGES_PER_RESPONSE = 200;
/** Counts one response adds at most, whatever it holds. */
export const MAX_COUNTS_PER_RESPONSE = 1000;
/** Longer answer keys and page names are not counted. */
const MAX_NAME_LENGTH = 200;

/** A response as the counting reads it. */
export interface CountedResponse {
  completed: boolean;
  optinProject: boolean;
  optinOrganisation: boolean;
  /** The hour of its creation in the project's time zone, '00' to '23'. */
  hour: string;
  province: string;
  partner: string;
  /** Its top result (top-result.ts), or null. */
  top: string | null;
  /** Its answers as jsonb text when they are an object, else null. */
  answers: string | null;
  /** Its page visits as jsonb text when they are a list, else null. */
  visits: string | null;
}

/** White space as PostgreSQL's `\s` finds it in a database with the C locale (the tests' and PGlite's). */
const WHITE_SPACE = /[ \t\n\v\f\r]/;

/** Free text: longer than 40 characters, or a string holding white space (counted once per key as `text`). */
function isFreeText(value: JsonbValue): boolean {
  const text = textOf(value) ?? '';
  if (text.length > 40 && (text.length > 80 || characters(text) > 40)) return true;
  return value.kind === 'string' && WHITE_SPACE.test(text);
}

/** What the counting reads of a page visit. */
const VISIT_KEYS: ReadonlySet<string> = new Set(['name', 'index']);

/** The text `->> 'name'` gives for a page visit, or null. */
function nameOf(visit: JsonbValue): string | null {
  if (visit.kind !== 'object') return null;
  let name: JsonbValue | undefined;
  for (const [key, value] of visit.entries) if (key === 'name') name = value;
  const text = name === undefined ? null : textOf(name);
  return text !== null && text.length > 0 && characters(text) <= MAX_NAME_LENGTH ? text : null;
}

/** The pages a response visited, first visit first: each once, with the lowest index it was reached at ('' none). */
function pagesOf(visits: JsonbValue | null): [name: string, reachedAt: string][] {
  if (visits?.kind !== 'array') return [];
  const pages = new Map<string, string | null>();
  for (const visit of visits.items) {
    const name = nameOf(visit);
    if (name === null) continue;
    let index: JsonbValue | undefined;
    if (visit.kind === 'object') for (const [key, value] of visit.entries) if (key === 'index') index = value;
    const lowest = pages.get(name) ?? null;
    // as min() keeps them: of two equal numbers the later one (their printed forms may differ: 1.0 and 1)
    if (index?.kind === 'scalar' && isNumber(index))
      pages.set(name, lowest === null || compareNumbers(lowest, index.text) >= 0 ? index.text : lowest);
    else pages.set(name, lowest);
  }
  return [...pages].slice(0, MAX_PAGES_PER_RESPONSE).map(([name, reachedAt]) => [name, reachedAt ?? '']);
}

/** What the response adds to the counts (see the module's comment). */
export function contributionsOf(response: CountedResponse): Contribution[] {
  const fixed: Contribution[] = [['started', '', '']];
  if (response.completed) fixed.push(['completed', '', '']);
  if (response.optinProject) fixed.push(['optin_project', '', '']);
  if (response.optinOrganisation) fixed.push(['optin_organisation', '', '']);
  fixed.push(['hour', response.hour, '']);
  fixed.push(['province', response.province, '']);
  if (response.completed) fixed.push(['province', response.province, 'completed']);
  fixed.push(['partner', response.partner, '']);
  if (response.completed) fixed.push(['partner', response.partner, 'completed']);
  const visits = response.visits === null ? null : parseJsonbText(response.visits, VISIT_KEYS);
  if (!response.completed && visits?.kind === 'array' && visits.items.length > 0) {
    const left = nameOf(visits.items[visits.items.length - 1]!);
    if (left !== null) fixed.push(['left', left, '']);
  }
  if (response.top !== null) fixed.push(['top', response.top, '']);

  // what was answered (with its single value, when it is one value), the free-text keys and the other values
  const answered: [key: string, single: string | null][] = [];
  const texts: string[] = [];
  const values: [key: string, value: string, single: boolean][] = [];
  const answers = response.answers === null ? null : parseJsonbText(response.answers);
  if (answers?.kind === 'object') {
    for (const [key, value] of answers.entries) {
      if (answered.length === MAX_KEYS_PER_RESPONSE) break;
      if (value.kind === 'null' || characters(key) > MAX_NAME_LENGTH) continue;
      const single = value.kind !== 'array' && !isFreeText(value) ? textOf(value) : null;
      answered.push([key, single]);
      const elements = value.kind === 'array' ? value.items.slice(0, MAX_ELEMENTS_PER_ANSWER) : [value];
      let text = false;
      for (const element of elements) {
        if (element.kind === 'null') continue;
        if (isFreeText(element)) text = true;
        else values.push([key, element.text, single !== null]);
      }
      if (text) texts.push(key);
    }
  }
  const pages = pagesOf(visits);

  const all = fixed.length + answered.length + pages.length + texts.length + values.length;
  if (all <= MAX_COUNTS_PER_RESPONSE) {
    const result = [...fixed];
    for (const [key, single] of answered) result.push(single === null ? ['answered', key, ''] : [ANSWERED_ONCE, key, single]);
    for (const [name, reachedAt] of pages) result.push(['page', name, reachedAt]);
    for (const key of texts) result.push(['text', key, '']);
    for (const [key, value, single] of values) if (!single) result.push(['answer', key, value]);
    return result;
  }
  // past the cap: what ranks first, every count as its own metric
  const ranked: Contribution[] = [
    ...fixed,
    ...answered.map(([key]): Contribution => ['answered', key, '']),
    ...pages.map(([name, reachedAt]): Contribution => ['page', name, reachedAt]),
    ...texts.map((key): Contribution => ['text', key, '']),
    ...values.map(([key, value]): Contribution => ['answer', key, value]),
  ];
  return ranked.slice(0, MAX_COUNTS_PER_RESPONSE);
}
