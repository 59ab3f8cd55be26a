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

/**
 * A supplier needs a public figure for at least this many of the seven criteria to be rated: a majority. With fewer,
 * its percentage would rest mostly on what nobody knows, so it is listed as not rated instead of ranked.
 */
export const MIN_RATED_CRITERIA = 4;

/** Why a supplier of the table is not ranked. */
export type NotRatedReason =
  /** Figures for fewer than MIN_RATED_CRITERIA of the seven criteria. */
  | 'too-few-figures'
  /** Every criterion the visitor weighs is one without a figure for this supplier. */
  | 'no-figure-for-what-you-weigh';

/** A supplier of the table that is not ranked, and why. */
export interface NotRated {
  readonly name: string;
  readonly reason: NotRatedReason;
  /** How many of the seven criteria have a figure for it. */
  readonly basedOn: number;
}

/** What one criterion adds to one supplier's percentage. */
export interface CriterionContribution {
  readonly criterion: Criterion;
  /** The visitor's weight for the criterion (0..4). */
  readonly weight: Weight;
  /** The supplier's score on the criterion (0..1). */
  readonly score: number;
  /** weight × score (0..4); 0 for a criterion without a figure, which is left out. */
  readonly points: number;
  /**
   * points × the supplier's re-normalisation factor / 28 × 100, unrounded: the percentage points this criterion adds.
   * The seven add up to exactPercentage.
   */
  readonly percentagePoints: number;
  /** This criterion's share of the supplier's result (0..1); 0 when the sum is 0 or the criterion is left out. */
  readonly share: number;
  /**
   * True when the table lists this criterion in the supplier's `unknown`: there is no figure, so the criterion is
   * left out of this supplier's score (its `score` is the table's placeholder and counts for nothing).
   */
  readonly unknown: boolean;
}

/** Why a supplier got its percentage. */
export interface SupplierExplanation {
  readonly name: string;
  /**
   * The place: 1 + the number of suppliers really ahead. Suppliers with exactly the same weighted sum share a place
   * (two at 1, then 3); among them the order is alphabetical by name.
   */
  readonly rank: number;
  /** True when another supplier has exactly the same weighted sum, so shares this place. */
  readonly tied: boolean;
  /** The rounded percentage, as in the ranking. */
  readonly percentage: number;
  /** The unrounded percentage (weighted sum / 28 × 100). */
  readonly exactPercentage: number;
  /**
   * Σ weight × score over the criteria with a figure, × factor (0..28): the criteria without a figure are left out
   * and the others' weights re-normalised, so the supplier is scored as if they had the weight of the whole.
   */
  readonly weightedSum: number;
  /** Total weight ÷ weight of the criteria with a figure (1 when every weighed criterion has a figure). */
  readonly factor: number;
  /** How many of the seven criteria have a figure for this supplier ("based on 5 of 7 criteria"). */
  readonly basedOn: number;
  /** One entry per criterion, in the order of CRITERIA. */
  readonly contributions: readonly CriterionContribution[];
}

/** Everything the questionnaire and the results page need from one set of answers. */
export interface ScoringResult {
  /** The weight of each criterion, in the order of CRITERIA. */
  readonly weights: readonly CriterionWeight[];
  /** The sum of the weights (0..28). */
  readonly totalWeight: number;
  /** Every supplier, best match first; exact ties share a place and are ordered alphabetically (see rankSuppliers). */
  readonly rankings: readonly Ranking[];
  /** The first five of the rankings: what the results page receives. */
  readonly top: readonly Ranking[];
  /** Per supplier, in ranking order: how each criterion contributed. */
  readonly explanations: readonly SupplierExplanation[];
  /** The suppliers of the table that are not ranked (too few figures), in table order, with the reason. */
  readonly notRated: readonly NotRated[];
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

type Scored = Omit<SupplierExplanation, 'rank' | 'tied'>;

/**
 * A weighted sum to 10⁻⁹: sums of the same real value can differ in the last binary digits (0.1 + 0.2 against 0.3),
 * which must never decide a place. Every sum is cut to this grid before it is compared, rounded or shown, so "the
 * same score" is a plain equality (and so transitive).
 */
export function canonicalSum(sum: number): number {
  return Math.round(sum * 1e9) / 1e9;
}

/** True when two weighted sums are the same score (an exact tie). */
export function isTie(a: number, b: number): boolean {
  return canonicalSum(a) === canonicalSum(b);
}

/**
 * The ranking order. Best first by rounded percentage; equal percentages are ordered by the unrounded weighted sum
 * (the supplier that is really ahead comes first); suppliers with the same weighted sum are tied, and a tie is
 * ordered alphabetically by name, never by where a supplier sits in the table. The order is total, so the result
 * never depends on the sort algorithm or the table's order.
 */
function compareScored(a: Scored, b: Scored): number {
  if (!isTie(a.weightedSum, b.weightedSum)) return b.percentage - a.percentage || b.weightedSum - a.weightedSum;
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
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

const NO_UNKNOWN: readonly Criterion[] = [];

/** How many of the seven criteria have a figure in a row (those not listed in its `unknown`). */
export function figuresOf(supplier: SupplierScores): number {
  return CRITERIA.length - (supplier.unknown ?? []).length;
}

/**
 * A rated supplier's normalised weighted sum, or why it is not rated. The rule for unknowns: a criterion without a
 * figure is left out of that supplier's score and the weights of the others are re-normalised (× total weight ÷
 * weight with a figure), so an unknown never counts as a made-up value, good or bad. A supplier with figures for fewer
 * than MIN_RATED_CRITERIA criteria, or none for what the visitor weighs, is not rated. Shared with analyseWinners.
 */
export function ratedSumOf(
  supplier: SupplierScores,
  weights: readonly CriterionWeight[],
): { readonly sum: number; readonly factor: number; readonly raw: number } | { readonly notRated: NotRatedReason } {
  const unknown = supplier.unknown ?? NO_UNKNOWN;
  if (CRITERIA.length - unknown.length < MIN_RATED_CRITERIA) return { notRated: 'too-few-figures' };
  let known = 0;
  let total = 0;
  let sum = 0;
  for (const { key, weight } of weights) {
    total += weight;
    if (unknown.length > 0 && unknown.includes(key)) continue;
    known += weight;
    sum += weight * supplier.scores[key];
  }
  if (total > 0 && known === 0) return { notRated: 'no-figure-for-what-you-weigh' };
  const factor = known === 0 ? 1 : total / known;
  return { sum: canonicalSum(sum * factor), factor, raw: sum * factor };
}

function explain(supplier: SupplierScores, weights: readonly CriterionWeight[]): Scored | NotRated {
  const rated = ratedSumOf(supplier, weights);
  const basedOn = figuresOf(supplier);
  if ('notRated' in rated) return { name: supplier.name, reason: rated.notRated, basedOn };
  const unknown = supplier.unknown ?? [];
  const { sum: weightedSum, factor, raw } = rated;
  const exactPercentage = (weightedSum / MAX_POINTS) * 100;
  return {
    name: supplier.name,
    percentage: roundPercentage(exactPercentage),
    exactPercentage,
    weightedSum,
    factor,
    basedOn,
    contributions: weights.map(({ key, weight }) => {
      const left = unknown.includes(key);
      const score = supplier.scores[key];
      const points = left ? 0 : weight * score;
      return {
        criterion: key,
        weight,
        score,
        points,
        // Each criterion's part of the (canonical) percentage, so that the seven add up to it exactly.
        percentagePoints: raw === 0 ? 0 : ((points * factor) / raw) * exactPercentage,
        share: raw === 0 ? 0 : (points * factor) / raw,
        unknown: left,
      };
    }),
  };
}

/** The rated suppliers of `table`, ranked, and those not rated (see ratedSumOf). The table is validated first. */
export function rateSuppliers(
  weights: readonly CriterionWeight[],
  table: readonly SupplierScores[],
): { ranked: SupplierExplanation[]; notRated: NotRated[] } {
  assertValidTable(table);
  const all = table.map((supplier) => explain(supplier, weights));
  const notRated = all.filter((entry): entry is NotRated => 'reason' in entry);
  const sorted = all.filter((entry): entry is Scored => !('reason' in entry)).sort(compareScored);
  const ranked = sorted.map((explanation, index) => {
    let first = index;
    while (first > 0 && isTie((sorted[first - 1] as Scored).weightedSum, explanation.weightedSum)) first -= 1;
    const next = sorted[index + 1];
    const previous = sorted[index - 1];
    const tied =
      (next !== undefined && isTie(next.weightedSum, explanation.weightedSum)) ||
      (previous !== undefined && isTie(previous.weightedSum, explanation.weightedSum));
    return { ...explanation, rank: first + 1, tied };
  });
  return { ranked, notRated };
}

/**
 * Ranks the rated suppliers of `table` for the given weights (see rateSuppliers; the not rated are left out).
 * Ties are ties: suppliers with the same weighted sum share a place (`rank`, `tied`) and are listed alphabetically.
 */
export function rankSuppliers(weights: readonly CriterionWeight[], table: readonly SupplierScores[]): SupplierExplanation[] {
  return rateSuppliers(weights, table).ranked;
}

/**
 * The whole computation for one visitor: weights from the answers, the ranking of the table's suppliers,
 * the top five, per-criterion explanations and whether the insufficient-data page applies.
 * Pure: the same answers and table always give the same result.
 */
export function computeResult(answers: Answers, table: readonly SupplierScores[]): ScoringResult {
  const weights = weightsFromAnswers(answers);
  const totalWeight = totalWeightOf(weights);
  const { ranked: explanations, notRated } = rateSuppliers(weights, table);
  const rankings = explanations.map(({ name, percentage }) => ({ name, percentage }));
  return {
    weights,
    totalWeight,
    rankings,
    top: rankings.slice(0, TOP_COUNT),
    explanations,
    notRated,
    insufficientData: isInsufficient(weights),
  };
}
