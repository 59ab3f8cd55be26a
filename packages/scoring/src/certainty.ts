import { MAX_POINTS, MAX_WEIGHT, type Criterion, type SupplierScores, type Weight } from './criteria';
import { assertValidTable, isTie, ratedSumOf } from './compute';
import { isInsufficient } from './insufficient';
import type { CriterionWeight } from './weights';

/**
 * A first place is a near tie when the runner-up is less than this many percentage points behind (unrounded). The
 * percentages are shown as whole numbers, so a gap under one point can print as the same number or as neighbours, and
 * the figures behind the scores (prices to the cent, ranking scores out of 20) are not finer than that.
 */
export const NEAR_TIE_PERCENTAGE_POINTS = 1;

/** True when a first place this many percentage points ahead is a near tie (binary noise cut first, as in rounding). */
export function isNearTieGap(gap: number): boolean {
  return Number(gap.toPrecision(9)) < NEAR_TIE_PERCENTAGE_POINTS;
}

/** One weight moved one step (one point on the visitor's 1..5 scale), and who is first after it. */
export interface WeightChange {
  readonly criterion: Criterion;
  /** The visitor's weight (0..4). */
  readonly from: Weight;
  /** One step up or down (0..4). */
  readonly to: Weight;
  /** Who shares first place after the change, alphabetically (one name when first alone). */
  readonly first: readonly string[];
}

/** How sure the first place is for a set of weights. */
export interface FirstPlaceCertainty {
  /** The suppliers in first place, alphabetically: one name, or several when first place is shared ("=1"). */
  readonly first: readonly string[];
  /** The suppliers in the next place, alphabetically; empty when every rated supplier is first. */
  readonly runnerUp: readonly string[];
  /** How many percentage points (unrounded) the runner-up is behind; undefined without a runner-up. */
  readonly gap: number | undefined;
  /** True when first place is not shared and the runner-up is less than NEAR_TIE_PERCENTAGE_POINTS behind. */
  readonly nearTie: boolean;
  /**
   * A one-step change of one weight that changes who is in first place (another supplier first, or a shared first
   * place shared differently or no longer); undefined when no such change exists. Among several, the one after which
   * the new first place leads the old one by the most (the clearest), then the first in CRITERIA order, lowering
   * before raising. A change that leads to the insufficient-data rule gives no ranking, so it changes nothing here.
   */
  readonly change: WeightChange | undefined;
}

/** First place and the next one, by index into the table; undefined when the weights give no ranking. */
interface Places {
  /** Indexes of the suppliers sharing first place, in table order. */
  readonly first: number[];
  readonly best: number;
  /** The highest sum below the best, if any. */
  readonly next: number | undefined;
}

/**
 * Each supplier's weighted sum as computeResult ranks it (ratedSumOf: unknown cells left out, weights re-normalised),
 * undefined for a supplier not rated. Written into `sums` so that the fourteen changes allocate nothing.
 */
function sumsInto(sums: (number | undefined)[], weights: readonly CriterionWeight[], table: readonly SupplierScores[]): void {
  table.forEach((supplier, index) => {
    const rated = ratedSumOf(supplier, weights);
    sums[index] = 'notRated' in rated ? undefined : rated.sum;
  });
}

/** First and next place of the sums, with the ranking's tie rule (exact ties share first place). */
function placesOf(sums: readonly (number | undefined)[]): Places | undefined {
  let best: number | undefined;
  for (const sum of sums) if (sum !== undefined && (best === undefined || sum > best)) best = sum;
  if (best === undefined) return undefined;
  const first: number[] = [];
  let next: number | undefined;
  sums.forEach((sum, index) => {
    if (sum === undefined) return;
    if (isTie(sum, best)) first.push(index);
    else if (next === undefined || sum > next) next = sum;
  });
  return { first, best, next };
}

const sameIndexes = (a: readonly number[], b: readonly number[]): boolean => a.length === b.length && a.every((value, at) => value === b[at]);

/** The names of some suppliers of the table, alphabetically (the order of a shared place). */
const namesOf = (indexes: readonly number[], table: readonly SupplierScores[]): string[] =>
  indexes.map((index) => (table[index] as SupplierScores).name).sort();

/**
 * How sure the first place is: who is first, how far behind the runner-up is (a near tie under
 * NEAR_TIE_PERCENTAGE_POINTS) and a one-step change of one weight that would change who is first, or none when every
 * such change keeps the same first place. Ranks exactly as computeResult does (unknown cells left out, not-rated
 * suppliers out, exact ties shared). Undefined when the weights give no ranking (the insufficient-data rule, or no
 * supplier rated). Pure and cheap: at most fourteen rankings of the table's sums.
 */
export function firstPlaceCertainty(
  weights: readonly CriterionWeight[],
  table: readonly SupplierScores[],
): FirstPlaceCertainty | undefined {
  assertValidTable(table);
  if (isInsufficient(weights)) return undefined;
  const sums: (number | undefined)[] = new Array<number | undefined>(table.length);
  sumsInto(sums, weights, table);
  const places = placesOf(sums);
  if (!places) return undefined;
  const gap = places.next === undefined ? undefined : ((places.best - places.next) / MAX_POINTS) * 100;
  const runnerUp = places.next === undefined ? [] : sums.flatMap((sum, index) => (sum !== undefined && isTie(sum, places.next as number) ? [index] : []));
  let change: WeightChange | undefined;
  let clearest = -Infinity;
  // One scratch list of weights, changed in place for each of the (at most) fourteen one-step changes.
  const changed = weights.map(({ key, weight }) => ({ key, weight }));
  weights.forEach(({ key, weight }, index) => {
    const entry = changed[index] as { key: Criterion; weight: Weight };
    for (const to of [weight - 1, weight + 1]) {
      if (to < 0 || to > MAX_WEIGHT) continue;
      entry.weight = to as Weight;
      if (isInsufficient(changed)) continue;
      sumsInto(sums, changed, table);
      const after = placesOf(sums);
      if (!after || sameIndexes(after.first, places.first)) continue;
      // How clearly the new first place stands: 0 when it is shared, else its lead over the next place.
      const lead = after.first.length > 1 ? 0 : after.next === undefined ? Infinity : after.best - after.next;
      if (lead > clearest && !isTie(lead, clearest)) {
        clearest = lead;
        change = { criterion: key, from: weight, to: to as Weight, first: namesOf(after.first, table) };
      }
    }
    entry.weight = weight;
  });
  const nearTie = places.first.length === 1 && gap !== undefined && isNearTieGap(gap);
  return { first: namesOf(places.first, table), runnerUp: namesOf(runnerUp, table), gap, nearTie, change };
}
