import { CRITERIA, MAX_IMPORTANCE, MIN_IMPORTANCE, type Criterion, type SupplierScores, type Weight } from './criteria';
import { assertValidTable, weightedSumOf } from './compute';
import { INSUFFICIENT_DATA_NOT_IMPORTANT_COUNT, isInsufficient } from './insufficient';

/** How often one supplier of a table comes first over every possible set of answers. */
export interface WinnerCount {
  readonly name: string;
  /** Answer sets (with a result) for which the supplier is ranked first. */
  readonly wins: number;
  /** Of those, the sets where the runner-up has exactly the same weighted sum: the order of the table decided. */
  readonly tieBreakWins: number;
  /**
   * Suppliers that beat this one for every answer set that gives a result: at least as good on every criterion, and
   * either earlier in the table or better on so many criteria that a result always weighs one of them.
   */
  readonly dominatedBy: readonly string[];
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
  /** The names that come first at least once, most wins first. */
  readonly possibleWinners: readonly string[];
}

const LEVELS = MAX_IMPORTANCE - MIN_IMPORTANCE + 1;

/**
 * Whether `better` beats `other` for every answer set that gives a result. A result allows at most
 * INSUFFICIENT_DATA_NOT_IMPORTANT_COUNT − 1 (3) criteria at weight 0, so a lead on more criteria than that always
 * carries weight; with a smaller lead the two can tie, and a tie goes to the one earlier in the table.
 */
function dominates(better: SupplierScores, betterIndex: number, other: SupplierScores, otherIndex: number): boolean {
  let ahead = 0;
  for (const criterion of CRITERIA) {
    const difference = better.scores[criterion] - other.scores[criterion];
    if (difference < 0) return false;
    if (difference > 0) ahead += 1;
  }
  return betterIndex < otherIndex || ahead >= INSUFFICIENT_DATA_NOT_IMPORTANT_COUNT;
}

/**
 * Ranks the table for every one of the 5^7 answer combinations of the seven criteria and counts who comes first,
 * with exactly the ordering of computeResult (rounded percentage, then weighted sum, then table order). Answer sets
 * that lead to the insufficient-data page are counted apart. Also names, per supplier, the suppliers that dominate it:
 * a dominated supplier can never come first. Pure; about 80,000 rankings (see the README for the time it takes).
 */
export function analyseWinners(table: readonly SupplierScores[]): WinnerAnalysis {
  assertValidTable(table);
  const wins = table.map(() => 0);
  const tieBreakWins = table.map(() => 0);
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
      // computeResult orders by rounded percentage, then by weighted sum, then by table order. Rounding never
      // reverses two sums (it is monotone), so the first is the highest sum, the earliest in the table on a tie.
      let best = -1;
      let bestSum = -1;
      let runnerUpSum = -1;
      table.forEach((supplier, index) => {
        const sum = weightedSumOf(supplier.scores, weights);
        if (sum > bestSum) {
          runnerUpSum = bestSum;
          best = index;
          bestSum = sum;
        } else if (sum > runnerUpSum) {
          runnerUpSum = sum;
        }
      });
      wins[best] = (wins[best] ?? 0) + 1;
      if (runnerUpSum === bestSum) tieBreakWins[best] = (tieBreakWins[best] ?? 0) + 1;
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
    tieBreakWins: tieBreakWins[index] ?? 0,
    dominatedBy: table.filter((other, otherIndex) => otherIndex !== index && dominates(other, otherIndex, supplier, index)).map(({ name }) => name),
  }));
  return {
    combinations,
    insufficient,
    withResult: combinations - insufficient,
    suppliers,
    possibleWinners: suppliers
      .filter(({ wins: count }) => count > 0)
      .sort((a, b) => b.wins - a.wins)
      .map(({ name }) => name),
  };
}
