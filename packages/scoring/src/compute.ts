import {
  CRITERIA,
  MAX_POINTS,
  TOP_COUNT,
  isCriterion,
  type Answers,
  type Criterion,
  type SupplierScores,
  type Weight,
} from './criteria';
import { isInsufficient } from './insufficient';
import { totalWeightOf, weightsFromAnswers, type CriterionWeight } from './weights';

/** A supplier's place in the ranking. */
export interface Ranking {
  /** The supplier's name from the table. */
  readonly name: string;
  /** Weighted sum / 28 × 100, rounded to an integer from 0 to 100. */
  readonly percentage: number;
}

/** What one criterion adds to one supplier's percentage. */
export interface CriterionContribution {
  readonly criterion: Criterion;
  /** The visitor's weight for the criterion (0..4). */
  readonly weight: Weight;
  /** The supplier's score on the criterion (0..1). */
  readonly score: number;
  /** weight × score (0..4). */
  readonly points: number;
  /** points / 28 × 100, unrounded: the percentage points this criterion adds. The seven add up to exactPercentage. */
  readonly percentagePoints: number;
  /** points / weighted sum (0..1): this criterion's share of the supplier's result; 0 when the sum is 0. */
  readonly share: number;
  /** True when the table lists this criterion in the supplier's `unknown`: the score is a neutral default. */
  readonly unknown: boolean;
}

/** Why a supplier got its percentage. */
export interface SupplierExplanation {
  readonly name: string;
  /** 1 for the best match. */
  readonly rank: number;
  /** The rounded percentage, as in the ranking. */
  readonly percentage: number;
  /** The unrounded percentage (weighted sum / 28 × 100). */
  readonly exactPercentage: number;
  /** Σ weight × score over the seven criteria (0..28). */
  readonly weightedSum: number;
  /** One entry per criterion, in the order of CRITERIA. */
  readonly contributions: readonly CriterionContribution[];
}

/** Everything the questionnaire and the results page need from one set of answers. */
export interface ScoringResult {
  /** The weight of each criterion, in the order of CRITERIA. */
  readonly weights: readonly CriterionWeight[];
  /** The sum of the weights (0..28). */
  readonly totalWeight: number;
  /** Every supplier, best match first (see compareRankings for ties). */
  readonly rankings: readonly Ranking[];
  /** The first five of the rankings: what the results page receives. */
  readonly top: readonly Ranking[];
  /** Per supplier, in ranking order: how each criterion contributed. */
  readonly explanations: readonly SupplierExplanation[];
  /** True when the visitor should see the insufficient-data page instead of a result (see hasInsufficientData). */
  readonly insufficientData: boolean;
}

/**
 * Rounds a percentage to an integer. The value is first cut to 12 significant digits so that binary noise
 * (e.g. 17.499999999999996 for an exact 17.5) does not decide the rounding; halves round up.
 */
export function roundPercentage(exact: number): number {
  return Math.round(Number(exact.toPrecision(12)));
}

/**
 * Throws a RangeError when the table has an empty or repeated name, a score outside 0..1, or an `unknown` list that
 * is not a list of distinct criteria.
 */
export function assertValidTable(table: readonly SupplierScores[]): void {
  const seen = new Set<string>();
  for (const supplier of table) {
    if (typeof supplier.name !== 'string' || supplier.name === '') {
      throw new RangeError('Every supplier needs a non-empty name');
    }
    if (seen.has(supplier.name)) throw new RangeError(`Supplier ${supplier.name} appears twice in the table`);
    seen.add(supplier.name);
    const unknown = supplier.unknown ?? [];
    if (!Array.isArray(unknown)) throw new RangeError(`unknown of ${supplier.name} must be a list of criteria`);
    unknown.forEach((criterion: unknown, index: number) => {
      if (!isCriterion(criterion) || unknown.indexOf(criterion) !== index) {
        throw new RangeError(`unknown of ${supplier.name} must list distinct criteria, got ${JSON.stringify(criterion)}`);
      }
    });
    for (const criterion of CRITERIA) {
      const score = supplier.scores[criterion];
      if (typeof score !== 'number' || !Number.isFinite(score) || score < 0 || score > 1) {
        throw new RangeError(`Score of ${supplier.name} for ${criterion} must be a number from 0 to 1, got ${String(score)}`);
      }
    }
  }
}

interface Scored {
  readonly explanation: Omit<SupplierExplanation, 'rank'>;
  readonly tableIndex: number;
}

/**
 * The ranking order. Best first by rounded percentage; equal percentages are ordered by the unrounded weighted sum
 * (the supplier that is really ahead comes first), and suppliers that are exactly level keep the order of the table.
 * The order is total, so the result never depends on the sort algorithm.
 */
function compareScored(a: Scored, b: Scored): number {
  return (
    b.explanation.percentage - a.explanation.percentage ||
    b.explanation.weightedSum - a.explanation.weightedSum ||
    a.tableIndex - b.tableIndex
  );
}

/**
 * Σ weight × score, summed in the order of `weights` (CRITERIA order) so the same input always gives the same
 * floating-point sum. Shared with analyseWinners, which must rank exactly as computeResult does.
 */
export function weightedSumOf(scores: SupplierScores['scores'], weights: readonly CriterionWeight[]): number {
  let sum = 0;
  for (const { key, weight } of weights) sum += weight * scores[key];
  return sum;
}

function explain(supplier: SupplierScores, weights: readonly CriterionWeight[]): Omit<SupplierExplanation, 'rank'> {
  const unknown = supplier.unknown ?? [];
  const pointsList = weights.map(({ key, weight }) => ({ key, weight, score: supplier.scores[key], points: weight * supplier.scores[key] }));
  const weightedSum = weightedSumOf(supplier.scores, weights);
  const exactPercentage = (weightedSum / MAX_POINTS) * 100;
  return {
    name: supplier.name,
    percentage: roundPercentage(exactPercentage),
    exactPercentage,
    weightedSum,
    contributions: pointsList.map(({ key, weight, score, points }) => ({
      criterion: key,
      weight,
      score,
      points,
      percentagePoints: (points / MAX_POINTS) * 100,
      share: weightedSum === 0 ? 0 : points / weightedSum,
      unknown: unknown.includes(key),
    })),
  };
}

/** Ranks the suppliers of `table` for the given weights. The table is validated first (see assertValidTable). */
export function rankSuppliers(weights: readonly CriterionWeight[], table: readonly SupplierScores[]): SupplierExplanation[] {
  assertValidTable(table);
  return table
    .map((supplier, tableIndex): Scored => ({ explanation: explain(supplier, weights), tableIndex }))
    .sort(compareScored)
    .map(({ explanation }, index) => ({ ...explanation, rank: index + 1 }));
}

/**
 * The whole computation for one visitor: weights from the answers, the ranking of the table's suppliers,
 * the top five, per-criterion explanations and whether the insufficient-data page applies.
 * Pure: the same answers and table always give the same result.
 */
export function computeResult(answers: Answers, table: readonly SupplierScores[]): ScoringResult {
  const weights = weightsFromAnswers(answers);
  const totalWeight = totalWeightOf(weights);
  const explanations = rankSuppliers(weights, table);
  const rankings = explanations.map(({ name, percentage }) => ({ name, percentage }));
  return {
    weights,
    totalWeight,
    rankings,
    top: rankings.slice(0, TOP_COUNT),
    explanations,
    insufficientData: isInsufficient(weights),
  };
}
