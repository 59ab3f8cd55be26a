import { CRITERIA, MAX_IMPORTANCE, MIN_IMPORTANCE, type Criterion, type SupplierScores, type Weight } from './criteria';
import { assertValidTable, isTie, ratedSumOf } from './compute';
import { isInsufficient } from './insufficient';

/** How often one supplier of a table comes first over every possible set of answers. */
export interface WinnerCount {
  readonly name: string;
  /** Answer sets (with a result) for which the supplier is first alone. */
  readonly wins: number;
  /** Answer sets for which it shares first place: another supplier has exactly the same weighted sum (a tie). */
  readonly sharedWins: number;
  /**
   * Suppliers that are rated and strictly ahead of this one in every answer set that gives a result and rates it,
   * so it never comes first, not even tied. Empty for a supplier that is never rated.
   */
  readonly dominatedBy: readonly string[];
  /** Answer sets (with a result) in which the supplier is not rated (too few figures, or none for what is weighed). */
  readonly notRated: number;
}

/** Which suppliers of a table can come first, over all 5^7 combinations of importance answers. */
export interface WinnerAnalysis {
  /** 5^7 = 78,125 combinations of the seven importance answers. */
  readonly combinations: number;
  /** Combinations that lead to the insufficient-data page (no ranking shown). */
  readonly insufficient: number;
  /** Combinations that give a ranking. */
  readonly withResult: number;
  /** One entry per supplier, in the order of the table. */
  readonly suppliers: readonly WinnerCount[];
  /** The names that come first at least once (alone or tied), most answer sets first. */
  readonly possibleWinners: readonly string[];
}

const LEVELS = MAX_IMPORTANCE - MIN_IMPORTANCE + 1;

/**
 * Ranks the table for every one of the 5^7 answer combinations of the seven criteria and counts who comes first,
 * with exactly the ordering of computeResult (the highest weighted sum; an exact tie is a shared first place).
 * Answer sets that lead to the insufficient-data page are counted apart, and so are suppliers not rated (see
 * ratedSumOf). Also names, per supplier, the suppliers that are strictly ahead of it in every answer set: such a
 * supplier can never come first. Pure; about 80,000 rankings (see the README for the time it takes).
 */
export function analyseWinners(table: readonly SupplierScores[]): WinnerAnalysis {
  assertValidTable(table);
  const wins = table.map(() => 0);
  const sharedWins = table.map(() => 0);
  const notRated = table.map(() => 0);
  // ahead[i][j]: supplier j has been rated and strictly ahead of supplier i in every answer set so far rating i.
  const ahead = table.map((_row, index) => table.map((_other, otherIndex) => otherIndex !== index));
  const everRated = table.map(() => false);
  let combinations = 0;
  let insufficient = 0;
  const levels = CRITERIA.map(() => 0);
  // One weights list, updated in place: about 80,000 combinations, so no allocation per combination.
  const weights: { key: Criterion; weight: Weight }[] = CRITERIA.map((key: Criterion) => ({ key, weight: 0 as Weight }));
  for (;;) {
    combinations += 1;
    levels.forEach((level, index) => {
      (weights[index] as { weight: Weight }).weight = level as Weight;
    });
    if (isInsufficient(weights)) {
      insufficient += 1;
    } else if (table.length > 0) {
      // computeResult orders by rounded percentage, then by weighted sum. Rounding never reverses two sums (it is
      // monotone), so first place holds the highest sum, shared by every supplier tied with it.
      const sums = table.map((supplier, index) => {
        const rated = ratedSumOf(supplier, weights);
        if ('notRated' in rated) {
          notRated[index] = (notRated[index] ?? 0) + 1;
          return undefined;
        }
        everRated[index] = true;
        return rated.sum;
      });
      const ratedSums = sums.filter((sum): sum is number => sum !== undefined);
      if (ratedSums.length > 0) {
        const bestSum = Math.max(...ratedSums);
        const first = sums.flatMap((sum, index) => (sum !== undefined && isTie(sum, bestSum) ? [index] : []));
        const counts = first.length === 1 ? wins : sharedWins;
        for (const index of first) counts[index] = (counts[index] ?? 0) + 1;
      }
      sums.forEach((sum, index) => {
        if (sum === undefined) return;
        const row = ahead[index] as boolean[];
        sums.forEach((other, otherIndex) => {
          // Ahead means rated and strictly higher: a supplier not rated here cannot keep this one from first place.
          if (row[otherIndex] && (other === undefined || other <= sum || isTie(other, sum))) row[otherIndex] = false;
        });
      });
    }
    // Next combination: count up in base 5 over the seven criteria.
    let position = 0;
    while (position < levels.length && levels[position] === LEVELS - 1) {
      levels[position] = 0;
      position += 1;
    }
    if (position === levels.length) break;
    levels[position] = (levels[position] ?? 0) + 1;
  }
  const suppliers = table.map((supplier, index) => ({
    name: supplier.name,
    wins: wins[index] ?? 0,
    sharedWins: sharedWins[index] ?? 0,
    dominatedBy: everRated[index] ? table.filter((_other, otherIndex) => ahead[index]?.[otherIndex] === true).map(({ name }) => name) : [],
    notRated: notRated[index] ?? 0,
  }));
  return {
    combinations,
    insufficient,
    withResult: combinations - insufficient,
    suppliers,
    possibleWinners: suppliers
      .filter((entry) => entry.wins + entry.sharedWins > 0)
      .sort((a, b) => b.wins + b.sharedWins - (a.wins + a.sharedWins))
      .map(({ name }) => name),
  };
}
