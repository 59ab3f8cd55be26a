/**
 * The cells of the dashboard's counts (`dashboard_cells`, read as rows through the view `dashboard_counts`): per
 * project, day, language and survey version, over all places and partners and per province and partner (`split`),
 * each holding its counts as one list of [metric, key, value, n]. A batch of the counting (rollup.ts) gathers its
 * changes per cell (CountChanges) and writes each cell it touched once (applyChanges).
 */
import type { Queryable } from '../db.js';

/**
 * The metrics a cell per province and partner does not keep: there they equal `started` and `completed` of the cell
 * (every response counts once under its province and its partner), so the figures read them from those (stats.ts).
 */
const PLACE_METRICS: ReadonlySet<string> = new Set(['province', 'partner']);

/**
 * The top results per province, kept in the counts over all places (key: the province, value: the result) so the
 * results per place of an unfiltered view read a few hundred counts, not every cell per province and partner
 * (place-results.ts). Derived from `top` and the cell's province whenever a response is added or taken back.
 */
export const PLACE_TOP = 'place_top';

/** The cell a response counts in: its province, partner, day, language and version. */
export interface Cell {
  province: string;
  partner: string;
  day: string;
  language: string;
  version: string;
}

// \0 never occurs in PostgreSQL's text, so it separates the parts of a key unambiguously
const SEPARATOR = '\u0000';

/** One count of a cell: what it counts, and how many (or by how much it changes). */
interface Count {
  metric: string;
  key: string;
  value: string;
  n: number;
}

/** Adds `n` to a count of a cell's counts. */
function bump(counts: Map<string, Count>, metric: string, key: string, value: string, n: number): void {
  const entry = metric + SEPARATOR + key + SEPARATOR + value;
  const found = counts.get(entry);
  if (found) found.n += n;
  else counts.set(entry, { metric, key, value, n });
}

/**
 * Changes to the counts, per cell (over all places, and per province and partner) and per [metric, key, value]:
 * what responses added before taken back (-1), what they add now (+1). The changes over all places are the sums of
 * those per province and partner (added once, by `cellsOverAllPlaces`), besides PLACE_METRICS, which only they
 * keep, and PLACE_TOP, derived from the top results per province.
 */
export class CountChanges {
  readonly cells = new Map<string, Map<string, Count>>();
  private summed = false;

  /**
   * Adds (1) or takes back (-1) what a response adds, as groups of one metric with its [key, value] pairs (see
   * groupContributions; a contribution [metric, key, value] is a group of one pair).
   */
  add(cell: Cell, groups: readonly (readonly string[])[], sign: 1 | -1): void {
    const split = this.cell(true, cell);
    let all: Map<string, Count> | undefined;
    for (const group of groups) {
      const metric = group[0] ?? '';
      const counts = PLACE_METRICS.has(metric) ? (all ??= this.cell(false, { ...cell, province: '', partner: '' })) : split;
      for (let index = 1; index < group.length; index += 2) bump(counts, metric, group[index] ?? '', group[index + 1] ?? '', sign);
    }
  }

  /** Every changed cell, those over all places summed from those per province and partner. */
  changedCells(): Map<string, Map<string, Count>> {
    if (this.summed) return this.cells;
    this.summed = true;
    for (const [cellKey, counts] of [...this.cells]) {
      const [split, province = '', , day = '', language = '', version = ''] = cellKey.split(SEPARATOR);
      if (split !== '1') continue;
      const all = this.cell(false, { province: '', partner: '', day, language, version });
      for (const { metric, key, value, n } of counts.values()) {
        bump(all, metric, key, value, n);
        if (metric === 'top' && province !== '') bump(all, PLACE_TOP, province, key, n);
      }
    }
    return this.cells;
  }

  private cell(split: boolean, { province, partner, day, language, version }: Cell): Map<string, Count> {
    const key = [split ? '1' : '0', province, partner, day, language, version].join(SEPARATOR);
    let counts = this.cells.get(key);
    if (!counts) this.cells.set(key, (counts = new Map()));
    return counts;
  }
}

const CELL_COLUMNS = 'split, province, partner, day, language, survey_version';
const CELL_PARAMS = (first: number) =>
  `unnest($${first}::bool[], $${first + 1}::text[], $${first + 2}::text[], $${first + 3}::date[], $${first + 4}::text[], $${first + 5}::text[])`;

/** The columns of cells as parameters (one array per column), from their keys. */
function cellParams(keys: readonly string[]): unknown[][] {
  const columns: unknown[][] = [[], [], [], [], [], []];
  for (const key of keys) {
    const parts = key.split(SEPARATOR);
    columns[0]!.push(parts[0] === '1');
    for (let index = 1; index < 6; index++) columns[index]!.push(parts[index]);
  }
  return columns;
}

/**
 * What a response adds, as `dashboard_seen` keeps it: each run of contributions of one metric as one group,
 * [metric, key, value, key, value, …], about a quarter fewer bytes than a list of [metric, key, value] to write and
 * read back. A list written before (every group one pair) reads the same.
 */
export function groupContributions(contributions: readonly (readonly [string, string, string])[]): string[][] {
  const groups: string[][] = [];
  let group: string[] | undefined;
  for (const [metric, key, value] of contributions) {
    if (group?.[0] !== metric) groups.push((group = [metric]));
    group.push(key, value);
  }
  return groups;
}

/** Applies the changes to the project's cells: each touched cell read once, summed, and written back (or deleted when empty). */
export async function applyChanges(tx: Queryable, projectId: number, changes: CountChanges): Promise<void> {
  const cells = changes.changedCells();
  const keys = [...cells.keys()];
  if (keys.length === 0) return;
  const { rows: existing } = await tx.query<{ split: boolean; province: string; partner: string; day: string; language: string; survey_version: string; counts: string }>(
    // one lookup by the cells' key per changed cell (OFFSET 0 keeps the planner from reading every cell of the project
    // to join them: without statistics, as right after a backlog was counted, it would for every batch)
    `SELECT c.split, c.province, c.partner, to_char(c.day, 'YYYY-MM-DD') AS day, c.language, c.survey_version, c.counts::text AS counts
     FROM ${CELL_PARAMS(2)} x(${CELL_COLUMNS})
     JOIN LATERAL (
       SELECT * FROM dashboard_cells c WHERE c.project_id = $1 AND c.split = x.split AND c.partner = x.partner
         AND c.province = x.province AND c.day = x.day AND c.language = x.language AND c.survey_version = x.survey_version
       OFFSET 0
     ) c ON true`,
    [projectId, ...cellParams(keys)],
  );
  const before = new Map<string, string>();
  for (const row of existing)
    before.set([row.split ? '1' : '0', row.province, row.partner, row.day, row.language, row.survey_version].join(SEPARATOR), row.counts);
  const written: { split: boolean; province: string; partner: string; day: string; language: string; survey_version: string; counts: unknown[] }[] = [];
  const emptied: string[] = [];
  for (const [key, change] of cells) {
    if (![...change.values()].some((count) => count.n !== 0)) continue;
    const stored = before.get(key);
    // a new cell's counts are its changes as they are; a stored cell's are summed with them
    let counts = change;
    if (stored !== undefined) {
      counts = new Map<string, Count>();
      for (const [metric, countKey, value, n] of JSON.parse(stored) as [string, string, string, number][]) bump(counts, metric, countKey, value, n);
      for (const { metric, key: countKey, value, n } of change.values()) bump(counts, metric, countKey, value, n);
    }
    const list: [string, string, string, number][] = [];
    for (const count of counts.values()) if (count.n > 0) list.push([count.metric, count.key, count.value, count.n]);
    if (list.length === 0) {
      if (stored !== undefined) emptied.push(key);
      continue;
    }
    const [split, province = '', partner = '', day = '', language = '', version = ''] = key.split(SEPARATOR);
    written.push({ split: split === '1', province, partner, day, language, survey_version: version, counts: list });
  }
  if (written.length > 0)
    await tx.query(
      `INSERT INTO dashboard_cells (project_id, ${CELL_COLUMNS}, counts)
       SELECT $1, ${CELL_COLUMNS}, counts FROM json_to_recordset($2::json)
         x(split boolean, province text, partner text, day date, language text, survey_version text, counts jsonb)
       ON CONFLICT (project_id, ${CELL_COLUMNS}) DO UPDATE SET counts = EXCLUDED.counts`,
      [projectId, JSON.stringify(written)],
    );
  if (emptied.length > 0)
    await tx.query(
      `DELETE FROM dashboard_cells c USING ${CELL_PARAMS(2)} x(${CELL_COLUMNS})
       WHERE c.project_id = $1 AND c.split = x.split AND c.partner = x.partner AND c.province = x.province
         AND c.day = x.day AND c.language = x.language AND c.survey_version = x.survey_version`,
      [projectId, ...cellParams(emptied)],
    );
}

