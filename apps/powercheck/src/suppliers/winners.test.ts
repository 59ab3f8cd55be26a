/**
 * Which suppliers can come first, over all 5^7 answer combinations of the seven weighted criteria, in each region.
 * The expectation is the one written down in apps/powercheck/README.md ("Who can come first"); a change to the
 * figures that changes it must change the README too.
 */
import { describe, expect, it } from 'vitest';
import { analyseWinners } from '@powercheck/scoring';
import { scoringTableFor } from './index';

/** Documented in the README: winners, answer sets each wins (of 75,520 with a result), and who blocks the others. */
const EXPECTED = {
  nl: {
    wins: { ecopower: 38_529, eneco: 34_683, octaplus: 2_308 },
    dominatedBy: {
      engie: ['eneco', 'energiebe', 'octaplus'],
      luminus: ['octaplus'],
      total: ['engie', 'luminus', 'eneco', 'energiebe', 'octaplus'],
      mega: ['engie', 'luminus', 'eneco', 'energiebe', 'bolt', 'octaplus'],
      elegant: ['eneco'],
      energiebe: ['eneco'],
      bolt: ['eneco'],
    },
  },
  fr: {
    wins: { eneco: 63_749, cociter: 11_771 },
    dominatedBy: {
      engie: ['eneco', 'octaplus'],
      luminus: ['eneco', 'octaplus'],
      total: ['luminus', 'eneco', 'octaplus'],
      mega: ['engie', 'luminus', 'eneco', 'octaplus'],
      bolt: ['eneco'],
      octaplus: ['eneco'],
      dats24: ['eneco', 'octaplus'],
    },
  },
} as const;

describe.each(['nl', 'fr'] as const)('who can come first in the %s table', (group) => {
  const analysis = analyseWinners(scoringTableFor(group));

  it('walks every answer combination', () => {
    expect(analysis.combinations).toBe(5 ** 7);
    expect(analysis.withResult).toBe(75_520);
  });

  it('matches the documented winners', () => {
    const report = analysis.suppliers.map(({ name, wins, tieBreakWins, dominatedBy }) =>
      `${name.padEnd(10)} ${String(wins).padStart(6)} wins (${tieBreakWins} by table order)${dominatedBy.length ? `; always behind ${dominatedBy.join(', ')}` : ''}`,
    );
    console.log(`${group}: can come first: ${analysis.possibleWinners.join(', ')}\n  ${report.join('\n  ')}`);
    const wins = Object.fromEntries(analysis.suppliers.filter(({ wins: count }) => count > 0).map(({ name, wins: count }) => [name, count]));
    expect(wins).toEqual(EXPECTED[group].wins);
  });

  it('explains every supplier that never comes first: another one is at least as good on every criterion', () => {
    const blocked = Object.fromEntries(analysis.suppliers.filter(({ wins }) => wins === 0).map(({ name, dominatedBy }) => [name, dominatedBy]));
    expect(blocked).toEqual(EXPECTED[group].dominatedBy);
  });
});
