import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CRITERIA, NEAR_TIE_PERCENTAGE_POINTS, computeResult, firstPlaceCertainty, weightsFromAnswers, type Criterion, type SupplierScores } from '../src/index';
import { checkEveryAnswerSet } from './certainty-check';

const row = (name: string, scores: Partial<Record<Criterion, number>>, fill = 0.5, unknown: Criterion[] = []): SupplierScores => ({
  name,
  scores: Object.fromEntries(CRITERIA.map((criterion) => [criterion, scores[criterion] ?? fill])) as SupplierScores['scores'],
  ...(unknown.length > 0 ? { unknown } : {}),
});

/** Weights from seven answers 1..5 in the order of CRITERIA, e.g. '3333333'. */
const weights = (digits: string) => weightsFromAnswers(Object.fromEntries(CRITERIA.map((criterion, index) => [criterion, digits[index]])));

describe('firstPlaceCertainty', () => {
  const cheapGreen = [row('cheap', { price: 1, origin: 0 }), row('green', { price: 0, origin: 1 })];

  it('names the step that changes the winner', () => {
    // Weights 3, 2, 2, 2, 2, 2, 2: cheap 3 + 0 + 5 × 1 = 8 leads green 0 + 2 + 5 = 7 by 1 point (3.57 percentage points).
    const certainty = firstPlaceCertainty(weights('4333333'), cheapGreen);
    expect(certainty).toMatchObject({ first: ['cheap'], runnerUp: ['green'], nearTie: false });
    expect(certainty?.gap).toBeCloseTo((1 / 28) * 100, 9);
    // Price one step down and origin one step up each tie them (a shared first place is another first place); the
    // first in CRITERIA order, lowering first, is named.
    expect(certainty?.change).toEqual({ criterion: 'price', from: 3, to: 2, first: ['cheap', 'green'] });
    // A change that puts one supplier first alone is clearer than one that makes a shared first place.
    const three = [...cheapGreen, row('steady', { price: 0.6, origin: 0.6 })];
    // Weights 2,2,2,…: cheap 2 + 0 + 5 = 7, green 7, steady 2.4 + 5 = 7.4 first; lowering price ties nothing…
    expect(firstPlaceCertainty(weights('3333333'), three)).toMatchObject({ first: ['steady'], change: { first: [expect.any(String)] } });
  });

  it('says when no single step changes the winner', () => {
    const certainty = firstPlaceCertainty(weights('5555555'), [row('strong', { price: 1, origin: 1 }), row('weak', {}, 0.25)]);
    expect(certainty).toMatchObject({ first: ['strong'], runnerUp: ['weak'], nearTie: false, change: undefined });
  });

  it('treats a shared first place as the ranking does ("=1", alphabetical) and names the step that breaks it', () => {
    const certainty = firstPlaceCertainty(weights('3333333'), [row('zeta', { price: 1, origin: 0 }), row('alpha', { price: 0, origin: 1 })]);
    expect(certainty).toMatchObject({ first: ['alpha', 'zeta'], runnerUp: [], gap: undefined, nearTie: false });
    // Price down puts alpha first alone, price up zeta, each 1 point ahead: lowering is named first.
    expect(certainty?.change).toEqual({ criterion: 'price', from: 2, to: 1, first: ['alpha'] });
  });

  it(`calls a gap under ${NEAR_TIE_PERCENTAGE_POINTS} percentage point a near tie`, () => {
    // 0.25 points of 28 apart: 0.89 percentage points.
    const near = firstPlaceCertainty(weights('3333333'), [row('a', { price: 0.625 }), row('b', { price: 0.5 })]);
    expect(near).toMatchObject({ first: ['a'], nearTie: true });
    expect(near?.gap).toBeCloseTo((0.25 / 28) * 100, 9);
    // 0.5 points apart: 1.79 percentage points, not near.
    expect(firstPlaceCertainty(weights('3333333'), [row('a', { price: 0.75 }), row('b', { price: 0.5 })])?.nearTie).toBe(false);
  });

  it('gives nothing where there is no ranking, and never counts a step into the insufficient-data rule', () => {
    expect(firstPlaceCertainty(weights('1111333'), cheapGreen)).toBeUndefined();
    expect(firstPlaceCertainty(weights('3333333'), [row('a', {}, 0.5, ['price', 'origin', 'source', 'stable_price'])])).toBeUndefined();
    // Weights 1, 1, 1, 1, 0, 0, 0: a leads b 2.5 to 2.1. Price 0 would put b first (1.5 against 1.6), but a fourth
    // weight at 0 is the insufficient-data rule: no ranking, so no change of first place. Every raise keeps a first.
    const table = [row('a', { price: 1 }), row('b', { origin: 0.6 })];
    expect(firstPlaceCertainty(weights('2222111'), table)).toMatchObject({ first: ['a'], change: undefined });
  });

  it('leaves out unknown cells and not-rated suppliers as computeResult does', () => {
    const table = [row('known', { price: 0.6 }), row('unknown-price', { price: 1 }, 0.5, ['price']), row('few', {}, 1, ['price', 'origin', 'source', 'stable_price'])];
    // unknown-price is scored on the six others (all 0.5): 50 %; known 0.6 on price: above 50 %.
    expect(firstPlaceCertainty(weights('5333333'), table)).toMatchObject({ first: ['known'], runnerUp: ['unknown-price'] });
  });
});

describe('firstPlaceCertainty over all 5^7 answer sets', () => {
  it('names a change that really changes the winner, or none exists, for a table with unknowns and ties', () => {
    const table = [
      row('flat', {}),
      row('cheap', { price: 1, origin: 0.2, source: 0.2 }),
      row('green', { price: 0.3, origin: 1, source: 1, invests_in_renewable: 0.9 }, 0.5, ['customer_satisfaction']),
      row('fixed', { stable_price: 1, adjusted_formula: 0.75, price: 0.6 }),
      row('twin', { stable_price: 1, adjusted_formula: 0.75, price: 0.6 }),
      row('sparse', { price: 1 }, 0.5, ['origin', 'source', 'stable_price']),
    ];
    const tally = checkEveryAnswerSet(table);
    expect(tally.withResult).toBe(75_520);
    // Both outcomes, near ties and shared first places all occur, so every branch of the check ran.
    expect(tally.withChange).toBeGreaterThan(1_000);
    expect(tally.withoutChange).toBeGreaterThan(1_000);
    expect(tally.nearTies).toBeGreaterThan(0);
    expect(tally.sharedFirst).toBeGreaterThan(0);
  }, 60_000);
});

describe('firstPlaceCertainty against computeResult (property)', () => {
  it('gives computeResult’s first place, and its change re-ranked by computeResult changes it', () => {
    const score = fc.constantFrom(0, 0.25, 0.5, 0.6, 0.75, 1);
    const scoresArb = fc.record(Object.fromEntries(CRITERIA.map((criterion) => [criterion, score])) as Record<Criterion, fc.Arbitrary<number>>);
    const answersArb = fc.tuple(...CRITERIA.map(() => fc.integer({ min: 1, max: 5 })));
    fc.assert(
      fc.property(fc.array(fc.tuple(scoresArb, fc.subarray([...CRITERIA], { maxLength: 3 })), { minLength: 1, maxLength: 6 }), answersArb, (rows, levels) => {
        const table = rows.map(([scores, unknown], index) => ({ name: `s${index}`, scores, unknown }));
        const answers = Object.fromEntries(CRITERIA.map((criterion, index) => [criterion, String(levels[index])]));
        const firstOf = (given: Record<string, string>) =>
          computeResult(given, table).explanations.filter(({ rank }) => rank === 1).map(({ name }) => name).sort();
        const result = computeResult(answers, table);
        const certainty = firstPlaceCertainty(result.weights, table);
        if (result.insufficientData || result.explanations.length === 0) {
          expect(certainty).toBeUndefined();
          return;
        }
        expect(certainty?.first).toEqual(firstOf(answers));
        const change = certainty?.change;
        if (change) {
          const after = firstOf({ ...answers, [change.criterion]: String(change.to + 1) });
          expect(after).toEqual(change.first);
          expect(after).not.toEqual(certainty.first);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('the README example of firstPlaceCertainty', () => {
  it('gives what the README prints', () => {
    const table: SupplierScores[] = [
      { name: 'ecopower', scores: { price: 1, origin: 1, source: 1, customer_satisfaction: 1, invests_in_renewable: 1, stable_price: 0, adjusted_formula: 0 } },
      { name: 'steady', scores: { price: 0.75, origin: 0.5, source: 0.5, customer_satisfaction: 0.5, invests_in_renewable: 0.5, stable_price: 1, adjusted_formula: 0.5 } },
    ];
    const answers = { price: '5', origin: '4', source: '3', customer_satisfaction: '2', invests_in_renewable: '5', stable_price: '1', adjusted_formula: '3' };
    const result = computeResult(answers, table);
    const sure = firstPlaceCertainty(result.weights, table);
    expect(sure).toMatchObject({ first: ['ecopower'], runnerUp: ['steady'], nearTie: false, change: undefined });
    expect(sure?.gap?.toFixed(2)).toBe('17.86');
    const close = computeResult({ ...answers, price: '3', origin: '3', customer_satisfaction: '3', invests_in_renewable: '3', stable_price: '5' }, table);
    const fragile = firstPlaceCertainty(close.weights, table);
    expect(fragile).toMatchObject({ first: ['steady'], runnerUp: ['ecopower'], nearTie: false, change: { criterion: 'stable_price', from: 4, to: 3, first: ['ecopower'] } });
    expect(fragile?.gap?.toFixed(2)).toBe('1.79');
  });
});
