import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CRITERIA, analyseWinners, computeResult, type Criterion, type SupplierScores } from '../src/index';

const row = (name: string, scores: Partial<Record<Criterion, number>>, fill = 0.5): SupplierScores => ({
  name,
  scores: Object.fromEntries(CRITERIA.map((criterion) => [criterion, scores[criterion] ?? fill])) as SupplierScores['scores'],
});

/** Every answer combination, as answers, in the order analyseWinners walks them. */
function* allAnswers(): Generator<Record<Criterion, string>> {
  for (let code = 0; code < 5 ** 7; code += 1) {
    let rest = code;
    const answers = {} as Record<Criterion, string>;
    for (const criterion of CRITERIA) {
      answers[criterion] = String((rest % 5) + 1);
      rest = Math.floor(rest / 5);
    }
    yield answers;
  }
}

describe('analyseWinners', () => {
  it('walks all 5^7 combinations and leaves out those with insufficient data', () => {
    const analysis = analyseWinners([row('a', {}), row('b', { price: 1 })]);
    expect(analysis.combinations).toBe(78_125);
    // Insufficient: 4 or more of the 7 criteria at weight 0. Σ_{k=4..7} C(7,k) 4^(7−k) = 35·64 + 21·16 + 7·4 + 1.
    expect(analysis.insufficient).toBe(35 * 64 + 21 * 16 + 7 * 4 + 1);
    expect(analysis.withResult).toBe(78_125 - analysis.insufficient);
  });

  it('agrees with computeResult on every combination', () => {
    const table = [
      row('flat', {}),
      row('cheap', { price: 1, origin: 0.2, source: 0.2 }),
      row('green', { price: 0.3, origin: 1, source: 1, invests_in_renewable: 0.9 }),
      row('fixed', { stable_price: 1, adjusted_formula: 0.8, price: 0.6 }),
    ];
    const counted = new Map(table.map(({ name }) => [name, 0]));
    const shared = new Map(table.map(({ name }) => [name, 0]));
    for (const answers of allAnswers()) {
      const result = computeResult(answers, table);
      if (result.insufficientData) continue;
      const first = result.explanations.filter(({ rank }) => rank === 1);
      const counts = first.length === 1 ? counted : shared;
      for (const { name } of first) counts.set(name, (counts.get(name) ?? 0) + 1);
    }
    const analysis = analyseWinners(table);
    expect(Object.fromEntries(analysis.suppliers.map(({ name, wins }) => [name, wins]))).toEqual(Object.fromEntries(counted));
    expect(Object.fromEntries(analysis.suppliers.map(({ name, sharedWins }) => [name, sharedWins]))).toEqual(Object.fromEntries(shared));
    const total = (name: string) => (counted.get(name) ?? 0) + (shared.get(name) ?? 0);
    expect(analysis.possibleWinners).toEqual(table.map(({ name }) => name).filter((name) => total(name) > 0).sort((a, b) => total(b) - total(a)));
  }, 60_000);

  it('counts a tie for first place as shared by both, whatever the table order', () => {
    const analysis = analyseWinners([row('first', {}), row('twin', {})]);
    expect(analysis.suppliers[0]).toMatchObject({ name: 'first', wins: 0, sharedWins: analysis.withResult, dominatedBy: [] });
    expect(analysis.suppliers[1]).toMatchObject({ name: 'twin', wins: 0, sharedWins: analysis.withResult, dominatedBy: [] });
    expect(analysis.possibleWinners).toEqual(['first', 'twin']);
  });

  it('names dominating suppliers, and a lead on three criteria only does not dominate (the two can tie)', () => {
    const analysis = analyseWinners([
      row('early', {}),
      row('three-ahead', { price: 0.9, origin: 0.9, source: 0.9 }),
      row('four-ahead', { price: 0.9, origin: 0.9, source: 0.9, stable_price: 0.9 }),
    ]);
    const byName = Object.fromEntries(analysis.suppliers.map((entry) => [entry.name, entry]));
    // three-ahead ties with early when price, origin and source weigh 0: no domination, but early never wins alone.
    expect(byName.early?.dominatedBy).toEqual(['four-ahead']);
    // four-ahead leads three-ahead on one criterion only: they tie when it weighs 0, so no domination.
    expect(byName['three-ahead']?.dominatedBy).toEqual([]);
    expect(byName.early?.wins).toBe(0);
    expect(byName.early?.sharedWins).toBe(0);
    expect(byName['three-ahead']?.sharedWins).toBeGreaterThan(0);
  });

  it('never lets a dominated supplier win (property)', () => {
    const score = fc.constantFrom(0, 0.25, 0.5, 0.75, 1);
    const rowArb = fc.record(Object.fromEntries(CRITERIA.map((criterion) => [criterion, score])) as Record<Criterion, fc.Arbitrary<number>>);
    fc.assert(
      fc.property(fc.array(rowArb, { minLength: 2, maxLength: 4 }), (rows) => {
        const analysis = analyseWinners(rows.map((scores, index) => ({ name: `s${index}`, scores })));
        for (const entry of analysis.suppliers) if (entry.dominatedBy.length > 0) expect(entry.wins + entry.sharedWins).toBe(0);
        // Every answer set has one winner alone, or two or more sharing first place.
        const alone = analysis.suppliers.reduce((sum, entry) => sum + entry.wins, 0);
        expect(alone).toBeLessThanOrEqual(analysis.withResult);
        expect(analysis.suppliers.reduce((sum, entry) => sum + entry.sharedWins, 0)).toBeGreaterThanOrEqual(2 * (analysis.withResult - alone));
      }),
      { numRuns: 10 },
    );
  }, 60_000);
});

describe('unknown cells', () => {
  it('marks the contributions of criteria the table lists as unknown', () => {
    const table: SupplierScores[] = [{ ...row('a', { price: 1 }), unknown: ['customer_satisfaction'] }, row('b', {})];
    const answers = Object.fromEntries(CRITERIA.map((criterion) => [criterion, '5']));
    const [first, second] = computeResult(answers, table).explanations;
    expect(first?.contributions.filter(({ unknown }) => unknown).map(({ criterion }) => criterion)).toEqual(['customer_satisfaction']);
    expect(second?.contributions.some(({ unknown }) => unknown)).toBe(false);
  });

  it('rejects an unknown list that names something other than distinct criteria', () => {
    const answers = { price: '5' };
    expect(() => computeResult(answers, [{ ...row('a', {}), unknown: ['colour' as Criterion] }])).toThrow(/unknown of a must list distinct criteria/);
    expect(() => computeResult(answers, [{ ...row('a', {}), unknown: ['price', 'price'] }])).toThrow(RangeError);
  });
});

describe('the README example', () => {
  it('gives the figures the README prints', () => {
    // The table and answers of the README's first example.
    const table: SupplierScores[] = [
      { name: 'ecopower', scores: { price: 1, origin: 1, source: 1, customer_satisfaction: 1, invests_in_renewable: 1, stable_price: 0, adjusted_formula: 0 } },
      { name: 'steady', scores: { price: 0.75, origin: 0.5, source: 0.5, customer_satisfaction: 0.5, invests_in_renewable: 0.5, stable_price: 1, adjusted_formula: 0.5 } },
    ];
    const answers = { price: '5', origin: '4', source: '3', customer_satisfaction: '2', invests_in_renewable: '5', stable_price: '1', adjusted_formula: '3' };
    const regional: SupplierScores[] = [table[0]!, { ...table[1]!, unknown: ['customer_satisfaction'] }];
    const steady = computeResult(answers, regional).explanations[1];
    expect(steady?.contributions[3]).toMatchObject({ criterion: 'customer_satisfaction', unknown: true, points: 0 });
    expect([steady?.basedOn, steady?.factor, steady?.percentage]).toEqual([6, 16 / 15, 32]);
    const analysis = analyseWinners(regional);
    expect(analysis.withResult).toBe(75_520);
    expect(analysis.possibleWinners).toEqual(['ecopower', 'steady']);
    expect(analysis.suppliers).toEqual([
      { name: 'ecopower', wins: 52_864, sharedWins: 1_102, dominatedBy: [], notRated: 0 },
      { name: 'steady', wins: 21_554, sharedWins: 1_102, dominatedBy: [], notRated: 0 },
    ]);
  });
});
