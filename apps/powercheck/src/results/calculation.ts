/**
 * The calculation of one supplier, criterion by criterion, with the figure behind each score and its dated sources.
 * It reads the full supplier tables (the figures and sources), so it is loaded only when the visitor opens a
 * calculation; the ranking itself needs only the scores (model.ts).
 */
import { FIGURES, supplierTableFor, type RegionalSupplier, type ScoreCell, type SourceRecord } from '../suppliers/index.js';
import { pointsOf, type CriterionPoints, type Ranking, type SupplierPoints } from './model.js';

/** A source behind a score, with its dates. */
export interface CellSource {
  readonly id: string;
  readonly source: SourceRecord;
}

/** One criterion of one supplier: weight × score = points, and the figure behind the score. */
export interface CriterionLine extends CriterionPoints {
  /** The table's cell: the figure, how it was reached, or that there is no public figure. */
  readonly cell: ScoreCell;
  readonly sources: readonly CellSource[];
}

/** A supplier's calculation: one line per criterion, in the order of CRITERIA. */
export interface SupplierCalculation extends Omit<SupplierPoints, 'lines'> {
  readonly supplier: RegionalSupplier;
  readonly lines: readonly CriterionLine[];
}

/** The calculation of one supplier of a ranking, or undefined when it is not in the region's table. */
export function explainSupplier(ranking: Ranking, name: string): SupplierCalculation | undefined {
  const points = pointsOf(ranking, name);
  const supplier = supplierTableFor(ranking.scores.region).suppliers.find((row) => row.name === name);
  if (!points || !supplier) return undefined;
  return {
    ...points,
    supplier,
    lines: points.lines.map((line): CriterionLine => {
      const cell = supplier.scores[line.criterion];
      return {
        ...line,
        cell,
        sources: cell.sources.flatMap((id) => {
          const source = FIGURES.sources[id];
          return source ? [{ id, source }] : [];
        }),
      };
    }),
  };
}
