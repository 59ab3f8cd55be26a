/**
 * What the methodology page lists, computed from the tables: the sources behind each criterion, the unknown cells
 * and where the specified Ecopower row differs from the data. Plain functions, tested without a browser.
 */
import { CRITERIA, type Criterion } from '@powercheck/scoring';
import type { Region, ScoreCell, SupplierTable, UnknownReason } from '../suppliers/index.js';

/** The source keys a criterion's cells rest on, over the given tables, in first-seen order. */
export function sourcesOfCriterion(tables: readonly SupplierTable[], criterion: Criterion): string[] {
  return [...new Set(tables.flatMap((table) => table.suppliers.flatMap((supplier) => supplier.scores[criterion].sources)))];
}

export interface UnknownCells {
  readonly region: Region;
  readonly supplier: string;
  readonly cells: readonly { readonly criterion: Criterion; readonly reason: UnknownReason }[];
}

/** Per table and supplier, the cells without a public figure (neutral default), in the order of CRITERIA. */
export function unknownCellsOf(tables: readonly SupplierTable[]): UnknownCells[] {
  return tables.flatMap((table) =>
    table.suppliers.flatMap((supplier) => {
      const cells = CRITERIA.flatMap((criterion) => {
        const cell: ScoreCell = supplier.scores[criterion];
        return cell.status === 'unknown' && cell.unknownReason ? [{ criterion, reason: cell.unknownReason }] : [];
      });
      return cells.length > 0 ? [{ region: table.region, supplier: supplier.displayName, cells }] : [];
    }),
  );
}

export interface SpecifiedCell {
  readonly supplier: string;
  readonly criterion: Criterion;
  readonly specified: number;
  /** What the data alone gives; null when it has no figure. */
  readonly data: number | null;
}

/** The cells set by the specification where the data gives another value or none. */
export function specificationDifferences(tables: readonly SupplierTable[]): SpecifiedCell[] {
  const seen = new Set<string>();
  return tables.flatMap((table) =>
    table.suppliers.flatMap((supplier) =>
      CRITERIA.flatMap((criterion) => {
        const cell = supplier.scores[criterion];
        const key = `${supplier.name}.${criterion}`;
        if (cell.status !== 'specification' || cell.dataValue === cell.value || seen.has(key)) return [];
        seen.add(key);
        return [{ supplier: supplier.displayName, criterion, specified: cell.value, data: cell.dataValue ?? null }];
      }),
    ),
  );
}
