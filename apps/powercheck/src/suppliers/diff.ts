/**
 * Compares the scores derived from two versions of the figures: which supplier moved on which criterion, and by how
 * much. Used by scripts/refresh-suppliers.mjs to write its diff report.
 */
import { CRITERIA, REGIONS, type Criterion } from '@powercheck/scoring';
import { deriveRegion } from './derive.ts';
import type { SupplierFigures } from './figures.ts';
import type { Region, ScoreCell, SupplierName } from './types.ts';

export interface ScoreChange {
  readonly region: Region;
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
  for (const region of REGIONS) {
    const old = before.regions[region] ? deriveRegion(before, region) : ({} as ReturnType<typeof deriveRegion>);
    const now = deriveRegion(after, region);
    const names = [...new Set([...Object.keys(old), ...Object.keys(now)])] as SupplierName[];
    for (const supplier of names) {
      for (const criterion of CRITERIA) {
        const was = old[supplier]?.[criterion] ?? null;
        const is = now[supplier]?.[criterion] ?? null;
        if (was?.value === is?.value && was?.status === is?.status && was?.figure === is?.figure) continue;
        changes.push({ region, supplier, criterion, before: was, after: is, delta: (is?.value ?? 0) - (was?.value ?? 0) });
      }
    }
  }
  return changes.sort((a, b) => Math.abs(b.delta) - Math.abs(a.delta));
}

const REGION_NAMES: Readonly<Record<Region, string>> = { flanders: 'Flanders', wallonia: 'Wallonia', brussels: 'Brussels' };

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
    `Price data: ${REGIONS.map((region) => `${REGION_NAMES[region]} ${before.regions[region]?.priceDate ?? 'none'} → ${after.regions[region].priceDate}`).join('; ')}.`,
    '',
  ];
  for (const region of REGIONS) {
    const own = changes.filter((change) => change.region === region);
    lines.push(`## ${REGION_NAMES[region]}`, '');
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
