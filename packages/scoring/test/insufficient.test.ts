import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CRITERIA,
  INSUFFICIENT_DATA_NOT_IMPORTANT_COUNT,
  computeResult,
  countNotImportant,
  hasInsufficientData,
  type Answers,
} from '../src/index';
import { exampleTable } from './worked-example';

/** Answers with the first `notImportant` criteria at '1' and the others at `rest`. */
function answersWith(notImportant: number, rest: '2' | '3' | '4' | '5' = '4'): Answers {
  return Object.fromEntries(CRITERIA.map((criterion, index) => [criterion, index < notImportant ? '1' : rest]));
}

describe('the insufficient-data rule', () => {
  it('is a majority of the seven scored criteria', () => {
    expect(INSUFFICIENT_DATA_NOT_IMPORTANT_COUNT).toBe(4);
    expect(INSUFFICIENT_DATA_NOT_IMPORTANT_COUNT).toBeGreaterThan(CRITERIA.length / 2);
  });

  it('gives a result up to three "not important" ratings', () => {
    for (const count of [0, 1, 2, 3]) {
      expect(countNotImportant(answersWith(count))).toBe(count);
      expect(hasInsufficientData(answersWith(count))).toBe(false);
    }
  });

  it('gives no result from four "not important" ratings on', () => {
    for (const count of [4, 5, 6, 7]) expect(hasInsufficientData(answersWith(count, '5'))).toBe(true);
  });

  it('always applies when the total weight is 0', () => {
    expect(hasInsufficientData(answersWith(7))).toBe(true);
    expect(hasInsufficientData({})).toBe(true);
  });

  it('counts a missing answer as not important', () => {
    // price and origin are '1'; source and customer_satisfaction are left out.
    const { source: _source, customer_satisfaction: _satisfaction, ...partial } = answersWith(2) as Record<string, string>;
    expect(countNotImportant(partial)).toBe(4);
    expect(hasInsufficientData(partial)).toBe(true);
  });

  it('ignores the criteria that are not scored', () => {
    const answers = { ...answersWith(3), belgian_ownership: '1', return_on_investment: '1', tackles_energy_poverty: '1' };
    expect(hasInsufficientData(answers)).toBe(false);
  });

  it('agrees with computeResult for any answers', () => {
    const level = fc.constantFrom('1', '2', '3', '4', '5');
    const answers = fc.record(Object.fromEntries(CRITERIA.map((criterion) => [criterion, level])) as Record<string, fc.Arbitrary<string>>);
    fc.assert(
      fc.property(answers, (given) => {
        const ones = CRITERIA.filter((criterion) => given[criterion] === '1').length;
        expect(hasInsufficientData(given)).toBe(ones >= INSUFFICIENT_DATA_NOT_IMPORTANT_COUNT);
        expect(computeResult(given, exampleTable).insufficientData).toBe(hasInsufficientData(given));
      }),
    );
  });
});
