/**
 * A dashboard view kept in the page's address (`/admin/?project=powercheck&from=2026-03-01&language=fr`), so a
 * reload reopens it and the address can be bookmarked or shared. Only what is set is written; what cannot be a
 * filter (a malformed day, an unknown name or code) is dropped when read, so a hand-edited address never breaks the page.
 */
import { NO_FILTERS, type Filters } from './api.js';
import { NO_COMPARISON, type Comparison } from './comparison.js';
import { POSTCODE_RANGES, PROVINCE_REGION } from '../../src/admin/belgian-provinces.js';

export interface View {
  /** The project's key, or '' for the first project of the operator. */
  project: string;
  filters: Filters;
  /** A second period the figures are compared with. */
  comparison: Comparison;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The address's names of the filters and of the comparison, in the order they are written. */
const FILTER_NAMES = Object.keys(NO_FILTERS) as (keyof Filters)[];
const COMPARISON_NAMES = Object.keys(NO_COMPARISON) as (keyof Comparison)[];
/** Longer values are no filter the server accepts (it answers 400): dropped. */
const MAX_VALUE_LENGTH = 200;
const REGIONS = new Set<string>(POSTCODE_RANGES.map((range) => range.region));

/** Reads a view from a query string (`location.search`); anything unset or malformed is left empty. */
export function readView(search: string): View {
  const query = new URLSearchParams(search);
  const value = (name: string) => {
    const text = query.get(name)?.trim() ?? '';
    return [...text].length <= MAX_VALUE_LENGTH ? text : '';
  };
  const filters = { ...NO_FILTERS };
  for (const name of FILTER_NAMES) filters[name] = value(name);
  for (const name of ['from', 'to'] as const) if (!DAY.test(filters[name])) filters[name] = '';
  if (!REGIONS.has(filters.region)) filters.region = '';
  if (!(filters.province in PROVINCE_REGION)) filters.province = '';
  if (filters.direct !== 'true' || filters.partner) filters.direct = '';
  if (filters.completed !== 'true') filters.completed = '';
  // an answer filter is a question and one of its answers: half of one is none
  if (!filters.question || !filters.answer) filters.question = filters.answer = '';
  const comparison = { ...NO_COMPARISON };
  for (const name of ['compareFrom', 'compareTo'] as const) if (DAY.test(value(name))) comparison[name] = value(name);
  const mode = value('compare');
  if (mode === 'previous' || mode === 'custom') comparison.compare = mode;
  return { project: value('project'), filters, comparison };
}

/** The query string of a view (`?project=…&from=…`), with only what is set; '' for none. */
export function writeView(view: View): string {
  const query = new URLSearchParams();
  if (view.project) query.set('project', view.project);
  for (const name of FILTER_NAMES) if (view.filters[name]) query.set(name, view.filters[name]);
  if (view.comparison.compare) {
    query.set('compare', view.comparison.compare);
    if (view.comparison.compare === 'custom')
      for (const name of COMPARISON_NAMES.slice(1)) if (view.comparison[name]) query.set(name, view.comparison[name]);
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}
