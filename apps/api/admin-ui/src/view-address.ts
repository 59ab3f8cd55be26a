/**
 * A dashboard view kept in the page's address (`/admin/?project=powercheck&from=2026-03-01&language=fr`), so a
 * reload reopens it and the address can be bookmarked or shared. Only what is set is written; what cannot be a
 * filter (a malformed day, an unknown name) is dropped when read, so a hand-edited address never breaks the page.
 */
import { NO_FILTERS, type Filters } from './api.js';

export interface View {
  /** The project's key, or '' for the first project of the operator. */
  project: string;
  filters: Filters;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The address's names of the filters, in the order they are written. */
const FILTER_NAMES = Object.keys(NO_FILTERS) as (keyof Filters)[];
/** Longer values are no filter the server accepts (it answers 400): dropped. */
const MAX_VALUE_LENGTH = 200;

/** Reads a view from a query string (`location.search`); anything unset or malformed is left empty. */
export function readView(search: string): View {
  const query = new URLSearchParams(search);
  const value = (name: string) => {
    const text = query.get(name)?.trim() ?? '';
    return text.length <= MAX_VALUE_LENGTH ? text : '';
  };
  const filters = { ...NO_FILTERS };
  for (const name of FILTER_NAMES) filters[name] = value(name);
  for (const name of ['from', 'to'] as const) if (!DAY.test(filters[name])) filters[name] = '';
  return { project: value('project'), filters };
}

/** The query string of a view (`?project=…&from=…`), with only what is set; '' for none. */
export function writeView(view: View): string {
  const query = new URLSearchParams();
  if (view.project) query.set('project', view.project);
  for (const name of FILTER_NAMES) if (view.filters[name]) query.set(name, view.filters[name]);
  const text = query.toString();
  return text ? `?${text}` : '';
}
