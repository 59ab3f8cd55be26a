/**
 * Compares the scores derived from two versions of the figures: which supplier moved on which criterion, and by how
 * much. Used by scripts/refresh-suppliers.mjs to write its diff report.
 */
import { CRITERIA, REGIONS, type Criterion } from '@powercheck/scoring';
import { deriveRegion } from './derive.ts';
import { isKnown, type SupplierFigures } from './figures.ts';
import type { TariffComponents } from './tariff.ts';
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

/** A price whose tariff components changed: the fields that differ, as `field before → after`. */
export interface TariffChange {
  readonly region: Region;
  readonly supplier: SupplierName;
  readonly fields: readonly string[];
}

const tariffOf = (figures: SupplierFigures, region: Region, supplier: SupplierName): TariffComponents | undefined => {
  const cell = figures.regions[region]?.annualCost[supplier];
  return cell && isKnown(cell) ? cell.tariff : undefined;
};

const shown = (value: unknown) => (value === undefined ? 'none' : typeof value === 'object' ? JSON.stringify(value) : String(value));

/**
 * Every price whose components changed (for example day/night prices added): a day/night or other household's price
 * can move while the reference household's score does not.
 */
export function diffTariffs(before: SupplierFigures, after: SupplierFigures): TariffChange[] {
  const changes: TariffChange[] = [];
  for (const region of REGIONS) {
    for (const supplier of after.regions[region].suppliers) {
      const was = tariffOf(before, region, supplier) ?? {};
      const is = tariffOf(after, region, supplier) ?? {};
      const keys = [...new Set([...Object.keys(was), ...Object.keys(is)])] as (keyof TariffComponents)[];
      const fields = keys
        .filter((key) => shown(was[key as never]) !== shown(is[key as never]))
        .map((key) => `${key} ${shown(was[key as never])} → ${shown(is[key as never])}`);
      if (fields.length > 0) changes.push({ region, supplier, fields });
    }
  }
  return changes;
}

const REGION_NAMES: Readonly<Record<Region, string>> = { flanders: 'Flanders', wallonia: 'Wallonia', brussels: 'Brussels' };

function describe(cell: ScoreCell | null): string {
  if (!cell) return 'not in the table';
  const figure = cell.figure === null ? 'no figure' : String(cell.figure);
  return `${cell.value.toFixed(3)} (${cell.status}, ${figure})`;
}

/** A Markdown report of the changes, one table per region, then the prices whose components changed. */
export function formatDiffReport(
  changes: readonly ScoreChange[],
  before: SupplierFigures,
  after: SupplierFigures,
  tariffChanges: readonly TariffChange[] = diffTariffs(before, after),
): string {
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
    } else {
      lines.push('| supplier | criterion | before | after | moved |', '|---|---|---|---|---|');
      for (const change of own) {
        const moved = `${change.delta >= 0 ? '+' : ''}${change.delta.toFixed(3)}`;
        lines.push(`| ${change.supplier} | ${change.criterion} | ${describe(change.before)} | ${describe(change.after)} | ${moved} |`);
      }
      lines.push('');
    }
    const components = tariffChanges.filter((change) => change.region === region);
    if (components.length > 0) {
      lines.push('Price components changed:', '');
      for (const change of components) lines.push(`- ${change.supplier}: ${change.fields.join('; ')}`);
      lines.push('');
    }
  }
  return lines.join('\n');
}
