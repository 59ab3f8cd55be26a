/**
 * Compares the scores derived from two versions of the figures: which supplier moved on which criterion, and by how
 * much. Used by scripts/refresh-suppliers.mjs to write its diff report.
 */
import { CRITERIA, type Criterion } from '@powercheck/scoring';
import { deriveRegion } from './derive.ts';
import type { SupplierFigures } from './figures.ts';
import type { LanguageGroup, ScoreCell, SupplierName } from './types.ts';

export interface ScoreChange {
  readonly group: LanguageGroup;
  readonly supplier: SupplierName;
  readonly criterion: Criterion;
  /** null: the supplier was not in the table. */
  readonly before: ScoreCell | null;
  readonly after: ScoreCell | null;
  /** after − before, on the 0..1 scale (0 when only the status or the figure changed). */
  readonly delta: number;
}

/** Every cell whose score, status or input figure differs, biggest moves first. */
export function diffFigures(before: SupplierFigures, after: SupplierFigures): ScoreChange[] {
  const changes: ScoreChange[] = [];
  for (const group of ['nl', 'fr'] as const) {
    const old = deriveRegion(before, group);
    const now = deriveRegion(after, group);
    const names = [...new Set([...Object.keys(old), ...Object.keys(now)])] as SupplierName[];
    for (const supplier of names) {
      for (const criterion of CRITERIA) {
        const was = old[supplier]?.[criterion] ?? null;
        const is = now[supplier]?.[criterion] ?? null;
        if (was?.value === is?.value && was?.status === is?.status && was?.figure === is?.figure) continue;
        changes.push({ group, supplier, criterion, before: was, after: is, delta: (is?.value ?? 0) - (was?.value ?? 0) });
      }
    }
  }
  return changes.sort((a, b) => Math.abs(b.delta) - Math.abs(a.delta));
}

const REGION_NAMES: Readonly<Record<LanguageGroup, string>> = { nl: 'Flanders (nl)', fr: 'Wallonia (fr, de)' };

function describe(cell: ScoreCell | null): string {
  if (!cell) return 'not in the table';
  const figure = cell.figure === null ? 'no figure' : String(cell.figure);
  return `${cell.value.toFixed(3)} (${cell.status}, ${figure})`;
}

/** A Markdown report of the changes, one table per region. */
export function formatDiffReport(changes: readonly ScoreChange[], before: SupplierFigures, after: SupplierFigures): string {
  const lines = [
    '# Supplier data refresh',
    '',
    `Figures revised ${before.revised} → ${after.revised}.`,
    `Price data: Flanders ${before.regions.nl.priceDate} → ${after.regions.nl.priceDate}; Wallonia ${before.regions.fr.priceDate} → ${after.regions.fr.priceDate}.`,
    '',
  ];
  for (const group of ['nl', 'fr'] as const) {
    const own = changes.filter((change) => change.group === group);
    lines.push(`## ${REGION_NAMES[group]}`, '');
    if (own.length === 0) {
      lines.push('No score changed.', '');
      continue;
    }
    lines.push('| supplier | criterion | before | after | moved |', '|---|---|---|---|---|');
    for (const change of own) {
      const moved = `${change.delta >= 0 ? '+' : ''}${change.delta.toFixed(3)}`;
      lines.push(`| ${change.supplier} | ${change.criterion} | ${describe(change.before)} | ${describe(change.after)} | ${moved} |`);
    }
    lines.push('');
  }
  return lines.join('\n');
}
