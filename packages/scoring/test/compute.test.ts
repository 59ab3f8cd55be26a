import { describe, expect, it } from 'vitest';
import {
  CRITERIA,
  MAX_POINTS,
  assertValidTable,
  computeResult,
  roundPercentage,
  weightOf,
  weightsFromAnswers,
  MIN_RATED_CRITERIA,
  type SupplierScores,
} from '../src/index';
import { exampleAnswers, exampleTable } from './worked-example';

const flat = (name: string, score: number): SupplierScores => ({
  name,
  scores: Object.fromEntries(CRITERIA.map((criterion) => [criterion, score])) as SupplierScores['scores'],
});

describe('weights', () => {
  it('is the answer minus one, for strings and numbers', () => {
    expect([weightOf('1'), weightOf('2'), weightOf('3'), weightOf('4'), weightOf('5')]).toEqual([0, 1, 2, 3, 4]);
    expect([weightOf(1), weightOf(5), weightOf(' 4 ')]).toEqual([0, 4, 3]);
  });

  it('weighs a missing answer 0', () => {
    expect([weightOf(undefined), weightOf(null), weightOf('')]).toEqual([0, 0, 0]);
  });

  it('rejects answers outside 1..5 with the criterion named', () => {
    expect(() => weightOf('6', 'price')).toThrow(/price must be an integer from 1 to 5, got "6"/);
    expect(() => weightOf(0, 'origin')).toThrow(RangeError);
    expect(() => weightOf(2.5, 'origin')).toThrow(RangeError);
    expect(() => weightOf('abc', 'origin')).toThrow(RangeError);
    expect(() => weightOf(true, 'origin')).toThrow(RangeError);
  });

  it('lists the seven criteria in a fixed order and ignores other answers', () => {
    expect(weightsFromAnswers(exampleAnswers)).toEqual([
      { key: 'price', weight: 4 },
      { key: 'origin', weight: 3 },
      { key: 'source', weight: 2 },
      { key: 'customer_satisfaction', weight: 1 },
      { key: 'invests_in_renewable', weight: 4 },
      { key: 'stable_price', weight: 0 },
      { key: 'adjusted_formula', weight: 2 },
    ]);
    expect(MAX_POINTS).toBe(28);
  });
});

describe('the worked example', () => {
  const result = computeResult(exampleAnswers, exampleTable);

  it('pins the total weight and the ranking', () => {
    expect(result.totalWeight).toBe(16);
    // ecopower: 4+3+2+1+4+0+0 = 14 -> 50 %; steady: 3+1.5+1+0.5+2+0+1 = 9 -> 32.14 %; fixedco: 2+0.75+1+0.75+1+0+2 = 7.5 -> 26.79 %
    expect(result.rankings).toEqual([
      { name: 'ecopower', percentage: 50 },
      { name: 'steady', percentage: 32 },
      { name: 'fixedco', percentage: 27 },
    ]);
    expect(result.top).toEqual(result.rankings);
    expect(result.insufficientData).toBe(false);
  });

  it('explains every percentage per criterion', () => {
    const steady = result.explanations[1];
    expect(steady?.name).toBe('steady');
    expect(steady?.rank).toBe(2);
    expect(steady?.weightedSum).toBeCloseTo(9, 12);
    expect(steady?.exactPercentage).toBeCloseTo(32.142857, 5);
    const price = steady?.contributions.find((entry) => entry.criterion === 'price');
    expect(price).toMatchObject({ weight: 4, score: 0.75, points: 3 });
    expect(price?.percentagePoints).toBeCloseTo(10.714286, 5);
    expect(price?.share).toBeCloseTo(3 / 9, 12);
    const stable = steady?.contributions.find((entry) => entry.criterion === 'stable_price');
    expect(stable).toMatchObject({ weight: 0, score: 1, points: 0, percentagePoints: 0, share: 0 });
    const sumOfPoints = steady?.contributions.reduce((sum, entry) => sum + entry.percentagePoints, 0);
    expect(sumOfPoints).toBeCloseTo(steady?.exactPercentage ?? -1, 10);
  });

  it('gives every supplier 0, all tied in first place in alphabetical order, when all criteria are not important', () => {
    const none = computeResult(Object.fromEntries(CRITERIA.map((criterion) => [criterion, '1'])), exampleTable);
    expect(none.totalWeight).toBe(0);
    expect(none.insufficientData).toBe(true);
    expect(none.rankings).toEqual([
      { name: 'ecopower', percentage: 0 },
      { name: 'fixedco', percentage: 0 },
      { name: 'steady', percentage: 0 },
    ]);
    expect(none.explanations.map(({ rank, tied }) => [rank, tied])).toEqual([[1, true], [1, true], [1, true]]);
    expect(none.explanations[0]?.contributions.every((entry) => entry.share === 0)).toBe(true);
  });
});

describe('ranking order', () => {
  const allFive = Object.fromEntries(CRITERIA.map((criterion) => [criterion, '5']));

  it('reaches 100 for a perfect supplier at full weight', () => {
    expect(computeResult(allFive, [flat('perfect', 1), flat('half', 0.5)]).rankings).toEqual([
      { name: 'perfect', percentage: 100 },
      { name: 'half', percentage: 50 },
    ]);
  });

  it('orders equal rounded percentages by the unrounded sum', () => {
    // Both round to 50 %: 0.501 * 28 = 14.028 points against 0.499 * 28 = 13.972 points.
    const result = computeResult(allFive, [flat('lower', 0.499), flat('higher', 0.501)]);
    expect(result.rankings).toEqual([
      { name: 'higher', percentage: 50 },
      { name: 'lower', percentage: 50 },
    ]);
  });

  it('gives exact ties one shared place, listed alphabetically whatever the table order', () => {
    const result = computeResult(allFive, [flat('top', 0.9), flat('b', 0.5), flat('a', 0.5), flat('c', 0.5), flat('low', 0.1)]);
    expect(result.explanations.map(({ name, rank, tied }) => [name, rank, tied])).toEqual([
      ['top', 1, false],
      ['a', 2, true],
      ['b', 2, true],
      ['c', 2, true],
      ['low', 5, false],
    ]);
    const reversed = computeResult(allFive, [flat('c', 0.5), flat('low', 0.1), flat('a', 0.5), flat('top', 0.9), flat('b', 0.5)]);
    expect(reversed.explanations).toEqual(result.explanations);
  });

  it('treats sums that differ only by binary noise as a tie', () => {
    // 0.1 + 0.2 and 0.3 differ in the last binary digit: the same score.
    const scores = (price: number, origin: number) => ({ ...flat('x', 0).scores, price, origin });
    const weights = { price: '5', origin: '5', source: '1', customer_satisfaction: '1', invests_in_renewable: '1', stable_price: '2', adjusted_formula: '2' };
    const result = computeResult(weights, [{ name: 'z', scores: scores(0.1, 0.2) }, { name: 'y', scores: scores(0.3, 0) }]);
    expect(result.explanations.map(({ name, rank, tied }) => [name, rank, tied])).toEqual([['y', 1, true], ['z', 1, true]]);
  });

  it('sends the first five to the results page', () => {
    const table = [0.1, 0.9, 0.3, 0.7, 0.5, 0.2, 0.8].map((score, index) => flat(`s${index}`, score));
    const result = computeResult(allFive, table);
    expect(result.rankings).toHaveLength(7);
    expect(result.top.map(({ name }) => name)).toEqual(['s1', 's6', 's3', 's4', 's2']);
  });
});

describe('rounding', () => {
  it('rounds halves up, ignoring binary noise', () => {
    expect(roundPercentage(17.5)).toBe(18);
    expect(roundPercentage(17.499999999999996)).toBe(18);
    expect(roundPercentage(17.49)).toBe(17);
    expect(roundPercentage(0)).toBe(0);
  });
});

describe('table validation', () => {
  it('rejects scores outside 0..1, repeated and empty names', () => {
    expect(() => assertValidTable([flat('x', 1.2)])).toThrow(/Score of x for price must be a number from 0 to 1, got 1.2/);
    expect(() => assertValidTable([flat('x', -0.1)])).toThrow(RangeError);
    expect(() => assertValidTable([flat('x', Number.NaN)])).toThrow(RangeError);
    expect(() => assertValidTable([flat('x', 0.5), flat('x', 0.4)])).toThrow(/appears twice/);
    expect(() => assertValidTable([flat('', 0.5)])).toThrow(/non-empty name/);
    expect(() => computeResult(exampleAnswers, [flat('x', 2)])).toThrow(RangeError);
  });
});

describe('unknown cells: left out, weights re-normalised, too few figures not rated', () => {
  const answers = { price: '5', origin: '4', source: '3', customer_satisfaction: '2', invests_in_renewable: '5', stable_price: '1', adjusted_formula: '3' };
  const known = (name: string, value: number): SupplierScores => flat(name, value);

  it('scores a supplier on its criteria with a figure only: the placeholder in an unknown cell counts for nothing', () => {
    const withPlaceholder = (placeholder: number): SupplierScores => ({
      name: 'partial',
      scores: { ...flat('x', 0.6).scores, customer_satisfaction: placeholder },
      unknown: ['customer_satisfaction'],
    });
    const low = computeResult(answers, [withPlaceholder(0), known('full', 0.5)]);
    const high = computeResult(answers, [withPlaceholder(1), known('full', 0.5)]);
    expect(low.rankings).toEqual(high.rankings);
    expect(low.explanations.map(({ weightedSum }) => weightedSum)).toEqual(high.explanations.map(({ weightedSum }) => weightedSum));
    const partial = low.explanations.find(({ name }) => name === 'partial');
    // 0.6 on every criterion with a figure (weight 15 of 16): × 16 / 15, as if 0.6 on all: 16 × 0.6 / 28 × 100 = 34.3 → 34.
    expect(partial).toMatchObject({ basedOn: 6, factor: 16 / 15, percentage: 34 });
    expect(partial?.contributions.find(({ criterion }) => criterion === 'customer_satisfaction')).toMatchObject({ points: 0, unknown: true });
  });

  it('lists a supplier with figures for fewer than 4 of the 7 criteria as not rated, with the reason', () => {
    const sparse: SupplierScores = { ...flat('sparse', 1), unknown: ['origin', 'source', 'invests_in_renewable', 'customer_satisfaction'] };
    const result = computeResult(answers, [known('full', 0.5), sparse]);
    expect(MIN_RATED_CRITERIA).toBe(4);
    expect(result.rankings.map(({ name }) => name)).toEqual(['full']);
    expect(result.notRated).toEqual([{ name: 'sparse', reason: 'too-few-figures', basedOn: 3 }]);
  });

  it('does not rate a supplier on criteria the visitor does not weigh', () => {
    const onlyPrice = { price: '5', origin: '1', source: '1', customer_satisfaction: '1', invests_in_renewable: '1', stable_price: '1', adjusted_formula: '1' };
    const noPrice: SupplierScores = { ...flat('no-price', 1), unknown: ['price'] };
    const result = computeResult(onlyPrice, [known('full', 0.5), noPrice]);
    expect(result.notRated).toEqual([{ name: 'no-price', reason: 'no-figure-for-what-you-weigh', basedOn: 6 }]);
  });
});
