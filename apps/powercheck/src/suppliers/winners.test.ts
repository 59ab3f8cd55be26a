/**
 * Which suppliers can come first, over all 5^7 answer combinations of the seven weighted criteria, in each region.
 * The expectation is the one written down in apps/powercheck/README.md ("Who can come first"); a change to the
 * figures that changes it must change the README too.
 */
import { describe, expect, it } from 'vitest';
import { analyseWinners } from '@powercheck/scoring';
import { scoringTableFor } from './index';

/**
 * Documented in the README: per region, the answer sets (of 75,520 with a result) each supplier wins alone and tied,
 * the suppliers never rated (too few figures), and for the others that never come first, who is always ahead.
 */
const EXPECTED = {
  flanders: {
    wins: { eneco: 66_428, ecopower: 8_491 },
    sharedWins: { luminus: 256, eneco: 601, ecopower: 345 },
    notRated: ['elegant', 'energiebe', 'octaplus'],
    dominatedBy: {
      engie: ['eneco'],
      total: ['eneco'],
      mega: ['eneco', 'bolt'],
      bolt: ['eneco'],
    },
  },
  wallonia: {
    wins: { eneco: 52_925, cociter: 22_487 },
    sharedWins: { eneco: 108, cociter: 108 },
    notRated: ['octaplus', 'dats24'],
    dominatedBy: {
      engie: ['eneco'],
      luminus: ['eneco'],
      total: ['luminus', 'eneco'],
      mega: ['eneco', 'bolt'],
      bolt: ['eneco'],
    },
  },
  brussels: {
    wins: { engie: 200, total: 3_212, bolt: 72_108 },
    sharedWins: {},
    notRated: [],
    dominatedBy: {
      luminus: ['bolt'],
      mega: ['bolt'],
    },
  },
} as const;

describe.each(['flanders', 'wallonia', 'brussels'] as const)('who can come first in the %s table', (group) => {
  const analysis = analyseWinners(scoringTableFor(group));

  it('walks every answer combination', () => {
    expect(analysis.combinations).toBe(5 ** 7);
    expect(analysis.withResult).toBe(75_520);
  });

  it('matches the documented winners', () => {
    const report = analysis.suppliers.map(({ name, wins, sharedWins, notRated, dominatedBy }) =>
      `${name.padEnd(10)} ${String(wins).padStart(6)} first alone, ${sharedWins} first tied, ${notRated} not rated${dominatedBy.length ? `; always behind ${dominatedBy.join(', ')}` : ''}`,
    );
    console.log(`${group}: can come first: ${analysis.possibleWinners.join(', ')}\n  ${report.join('\n  ')}`);
    const wins = Object.fromEntries(analysis.suppliers.filter(({ wins: count }) => count > 0).map(({ name, wins: count }) => [name, count]));
    expect(wins).toEqual(EXPECTED[group].wins);
    const shared = Object.fromEntries(analysis.suppliers.filter(({ sharedWins }) => sharedWins > 0).map(({ name, sharedWins }) => [name, sharedWins]));
    expect(shared).toEqual(EXPECTED[group].sharedWins);
    const never = analysis.suppliers.filter(({ notRated }) => notRated === analysis.withResult).map(({ name }) => name);
    expect(never).toEqual(EXPECTED[group].notRated);
  });

  it('explains every rated supplier that never comes first: another one is ahead of it in every answer set', () => {
    const blocked = Object.fromEntries(
      analysis.suppliers
        .filter(({ wins, sharedWins, notRated }) => wins + sharedWins === 0 && notRated < analysis.withResult)
        .map(({ name, dominatedBy }) => [name, dominatedBy]),
    );
    expect(blocked).toEqual(EXPECTED[group].dominatedBy);
  });
});
