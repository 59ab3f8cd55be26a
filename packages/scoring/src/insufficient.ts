import type { Answers } from './criteria';
import { totalWeightOf, weightsFromAnswers, type CriterionWeight } from './weights';

/**
 * How many of the seven scored criteria must be rated "not important" (answer 1, weight 0) before no personal
 * result is given and the visitor goes to the insufficient-data page.
 *
 * The product only says "several". We chose 4, a majority of the seven scored criteria, because:
 * - with 4 or more criteria at weight 0, at most 3 criteria decide the whole ranking, so the result would be
 *   presented as a personal match while it rests on a minority of what the check measures;
 * - the best reachable percentage then drops to 3 × 4 / 28 = 43 %, so even the top supplier would show a
 *   low, hard-to-read figure;
 * - with 3 or fewer, at least 4 criteria (a majority) still carry weight, which is enough to rank on; a visitor
 *   who simply does not care about two or three aspects still gets a result.
 * Only the seven scored criteria count: the three questions that do not enter the ranking (belgian_ownership,
 * return_on_investment, tackles_energy_poverty) cannot make the result less personal. A missing answer counts as
 * "not important". A total weight of 0 (all seven not important) always leads to the insufficient-data page.
 */
export const INSUFFICIENT_DATA_NOT_IMPORTANT_COUNT = 4;

/** How many of the seven scored criteria have weight 0 (answer 1 or missing). */
export function countNotImportant(answers: Answers): number {
  return weightsFromAnswers(answers).filter(({ weight }) => weight === 0).length;
}

/**
 * True when no personal result should be given: at least INSUFFICIENT_DATA_NOT_IMPORTANT_COUNT of the seven scored
 * criteria are rated "not important", or the total weight is 0.
 * Throws a RangeError for an answer outside '1'..'5' (see weightOf).
 */
export function hasInsufficientData(answers: Answers): boolean {
  return isInsufficient(weightsFromAnswers(answers));
}

/** The same rule as hasInsufficientData, for weights that are already computed. */
export function isInsufficient(weights: readonly CriterionWeight[]): boolean {
  const notImportant = weights.filter(({ weight }) => weight === 0).length;
  return totalWeightOf(weights) === 0 || notImportant >= INSUFFICIENT_DATA_NOT_IMPORTANT_COUNT;
}
