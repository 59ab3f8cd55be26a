/**
 * Checks firstPlaceCertainty over every one of the 5^7 answer sets of a table, each ranked on its own: first place as
 * the ranking gives it, the runner-up's gap, and the named change re-ranked (it must change who is first), or, when
 * none is named, every one-step change re-ranked (each must keep the same first place).
 */
import { expect } from 'vitest';
import {
  CRITERIA,
  MAX_POINTS,
  NEAR_TIE_PERCENTAGE_POINTS,
  firstPlaceCertainty,
  isInsufficient,
  rankSuppliers,
  weightsFromAnswers,
  type Criterion,
  type SupplierScores,
} from '../src/index';

const LEVELS = 5;
const COMBINATIONS = LEVELS ** CRITERIA.length;

/** The answers ('1'..'5' per criterion) of combination `code`, read as a number in base 5, price first. */
export function answersOfCode(code: number): Record<Criterion, string> {
  let rest = code;
  const answers = {} as Record<Criterion, string>;
  for (const criterion of CRITERIA) {
    answers[criterion] = String((rest % LEVELS) + 1);
    rest = Math.floor(rest / LEVELS);
  }
  return answers;
}

/** First place for one answer set (names joined, alphabetically) and the runner-up's gap in percentage points. */
interface Ranked {
  readonly first: string;
  readonly gap: number | undefined;
}

/**
 * Every answer set ranked by the library's own ranking (rankSuppliers, which computeResult uses): first place is every
 * supplier at rank 1 (a shared first place when tied), the gap is the first's lead over the best of the others.
 */
function rankEveryAnswerSet(table: readonly SupplierScores[]): (Ranked | undefined)[] {
  return Array.from({ length: COMBINATIONS }, (_, code) => {
    const weights = weightsFromAnswers(answersOfCode(code));
    if (isInsufficient(weights)) return undefined;
    const ranked = rankSuppliers(weights, table);
    if (ranked.length === 0) return undefined;
    const first = ranked.filter(({ rank }) => rank === 1);
    const runnerUp = ranked.find(({ rank }) => rank !== 1);
    const gap = runnerUp === undefined ? undefined : ((first[0]!.weightedSum - runnerUp.weightedSum) / MAX_POINTS) * 100;
    return { first: first.map(({ name }) => name).sort().join(','), gap };
  });
}

/** How the answer sets of a table came out, for the caller to pin. */
export interface CertaintyTally {
  readonly withResult: number;
  readonly withChange: number;
  readonly withoutChange: number;
  readonly nearTies: number;
  readonly sharedFirst: number;
}

/** Runs the check over all 5^7 answer sets of `table` and returns the tally (failing at the first mismatch). */
export function checkEveryAnswerSet(table: readonly SupplierScores[]): CertaintyTally {
  const ranked = rankEveryAnswerSet(table);
  const tally = { withResult: 0, withChange: 0, withoutChange: 0, nearTies: 0, sharedFirst: 0 };
  for (let code = 0; code < COMBINATIONS; code += 1) {
    const expected = ranked[code];
    const weights = weightsFromAnswers(answersOfCode(code));
    const certainty = firstPlaceCertainty(weights, table);
    if (expected === undefined) {
      if (certainty !== undefined) expect(certainty, `combination ${code} has no ranking`).toBeUndefined();
      continue;
    }
    tally.withResult += 1;
    if (certainty === undefined) throw new Error(`no certainty for combination ${code}`);
    if (certainty.first.join(',') !== expected.first) expect(certainty.first.join(','), `first of ${code}`).toBe(expected.first);
    if (certainty.first.length > 1) tally.sharedFirst += 1;
    if (expected.gap === undefined) { if (certainty.gap !== undefined) expect(certainty.gap, `gap of ${code}`).toBeUndefined(); }
    else if (Math.abs((certainty.gap ?? NaN) - expected.gap) > 1e-6) expect(certainty.gap, `gap of ${code}`).toBeCloseTo(expected.gap, 6);
    const near = certainty.first.length === 1 && expected.gap !== undefined && Number(expected.gap.toPrecision(9)) < NEAR_TIE_PERCENTAGE_POINTS;
    if (certainty.nearTie !== near) expect(certainty.nearTie, `near tie of ${code}`).toBe(near);
    if (near) tally.nearTies += 1;
    // Every one-step change of one weight, as the code of its answer set, with its own first place.
    const neighbours = CRITERIA.flatMap((criterion, index) => {
      const level = Math.floor(code / LEVELS ** index) % LEVELS;
      return [level - 1, level + 1]
        .filter((to) => to >= 0 && to < LEVELS)
        .map((to) => ({ criterion, to, after: ranked[code + (to - level) * LEVELS ** index] }));
    });
    const { change } = certainty;
    if (change) {
      tally.withChange += 1;
      const index = CRITERIA.indexOf(change.criterion);
      const from = weights[index]!.weight;
      if (change.from !== from || Math.abs(change.to - from) !== 1) throw new Error(`combination ${code}: ${JSON.stringify(change)} is not one step from ${from}`);
      const after = neighbours.find(({ criterion, to }) => criterion === change.criterion && to === change.to)?.after;
      // Re-ranked: the change really changes who is first, and the names it gives are the re-ranked ones.
      if (after === undefined || after.first === expected.first || after.first !== change.first.join(',')) {
        throw new Error(`combination ${code}: ${JSON.stringify(change)} gives ${JSON.stringify(after)}, first was ${expected.first}`);
      }
    } else {
      tally.withoutChange += 1;
      const flipping = neighbours.find(({ after }) => after !== undefined && after.first !== expected.first);
      if (flipping) throw new Error(`combination ${code}: no change named, yet ${flipping.criterion} → ${flipping.to + 1} puts ${flipping.after?.first} first`);
    }
  }
  return tally;
}
