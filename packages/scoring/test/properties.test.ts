import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CRITERIA, computeResult, isTie, type Answers, type Criterion, type SupplierScores } from '../src/index';

const level = fc.integer({ min: 1, max: 5 });
const answersArb: fc.Arbitrary<Record<Criterion, number>> = fc.record(
  Object.fromEntries(CRITERIA.map((criterion) => [criterion, level])) as Record<Criterion, fc.Arbitrary<number>>,
);
const score = fc.double({ min: 0, max: 1, noNaN: true, noDefaultInfinity: true });
const scoresArb = fc.record(
  Object.fromEntries(CRITERIA.map((criterion) => [criterion, score])) as Record<Criterion, fc.Arbitrary<number>>,
);
const tableArb: fc.Arbitrary<SupplierScores[]> = fc
  .array(scoresArb, { minLength: 1, maxLength: 12 })
  .map((rows) => rows.map((scores, index) => ({ name: `supplier${index}`, scores })));
const criterionArb = fc.constantFrom(...CRITERIA);

const percentagesByName = (answers: Answers, table: readonly SupplierScores[]) =>
  new Map(computeResult(answers, table).rankings.map(({ name, percentage }) => [name, percentage]));

describe('properties', () => {
  it('keeps every percentage an integer within 0..100', () => {
    fc.assert(
      fc.property(answersArb, tableArb, (answers, table) => {
        for (const { percentage } of computeResult(answers, table).rankings) {
          expect(Number.isInteger(percentage)).toBe(true);
          expect(percentage).toBeGreaterThanOrEqual(0);
          expect(percentage).toBeLessThanOrEqual(100);
        }
      }),
    );
  });

  it('sorts best first with the documented tie-break, and ranks every supplier once', () => {
    fc.assert(
      fc.property(answersArb, tableArb, (answers, table) => {
        const { explanations, rankings, top } = computeResult(answers, table);
        expect(rankings.map(({ name }) => name).sort()).toEqual(table.map(({ name }) => name).sort());
        expect(top).toEqual(rankings.slice(0, 5));
        for (let i = 1; i < explanations.length; i += 1) {
          const [before, after] = [explanations[i - 1]!, explanations[i]!];
          expect(before.percentage).toBeGreaterThanOrEqual(after.percentage);
          if (before.percentage === after.percentage) {
            expect(before.weightedSum).toBeGreaterThanOrEqual(after.weightedSum);
            if (isTie(before.weightedSum, after.weightedSum)) {
              // A tie shares the place and is ordered alphabetically.
              expect(after.rank).toBe(before.rank);
              expect(before.tied && after.tied).toBe(true);
              expect(before.name < after.name).toBe(true);
            } else expect(after.rank).toBe(i + 1);
          } else expect(after.rank).toBe(i + 1);
        }
        if (explanations[0]) expect(explanations[0].rank).toBe(1);
      }),
    );
  });

  it('is deterministic and does not depend on where a supplier sits, ties included', () => {
    fc.assert(
      fc.property(answersArb, tableArb, (answers, table) => {
        const first = computeResult(answers, table);
        expect(computeResult({ ...answers }, table.map((row) => ({ ...row })))).toEqual(first);
        expect(percentagesByName(answers, [...table].reverse())).toEqual(percentagesByName(answers, table));
        expect(computeResult(answers, [...table].reverse()).explanations).toEqual(first.explanations);
      }),
    );
  });

  it('never lowers a percentage when a weight goes up', () => {
    fc.assert(
      fc.property(answersArb, tableArb, criterionArb, (answers, table, criterion) => {
        fc.pre(answers[criterion] < 5);
        const before = percentagesByName(answers, table);
        const after = percentagesByName({ ...answers, [criterion]: answers[criterion] + 1 }, table);
        for (const [name, percentage] of before) expect(after.get(name)).toBeGreaterThanOrEqual(percentage);
      }),
    );
  });

  it('never lowers a supplier’s percentage or rank when one of its scores goes up', () => {
    fc.assert(
      fc.property(
        answersArb,
        tableArb,
        criterionArb,
        fc.nat(),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (answers, table, criterion, pick, raise) => {
          const index = pick % table.length;
          const row = table[index]!;
          const raised = row.scores[criterion] + (1 - row.scores[criterion]) * raise;
          const changed = table.map((entry, i) => (i === index ? { name: entry.name, scores: { ...entry.scores, [criterion]: raised } } : entry));
          const before = computeResult(answers, table).explanations.find(({ name }) => name === row.name)!;
          const after = computeResult(answers, changed).explanations.find(({ name }) => name === row.name)!;
          expect(after.percentage).toBeGreaterThanOrEqual(before.percentage);
          expect(after.rank).toBeLessThanOrEqual(before.rank);
        },
      ),
    );
  });

  it('explains each percentage: the contributions add up to it', () => {
    fc.assert(
      fc.property(answersArb, tableArb, (answers, table) => {
        for (const explanation of computeResult(answers, table).explanations) {
          const total = explanation.contributions.reduce((sum, entry) => sum + entry.percentagePoints, 0);
          expect(total).toBeCloseTo(explanation.exactPercentage, 9);
          if (explanation.weightedSum > 0) {
            const shares = explanation.contributions.reduce((sum, entry) => sum + entry.share, 0);
            expect(shares).toBeCloseTo(1, 9);
          }
        }
      }),
    );
  });
});
