/**
 * The "how sure" line of the results page over every answer set of each region's table: for all 5^7 combinations of
 * the seven weights, firstPlaceCertainty names a one-step change that really changes who is first (re-ranked by
 * computeResult), or none exists (every one-step change re-ranked keeps the first place). The check itself is the
 * scoring package's (its test folder), run here on the app's three tables.
 */
import { describe, expect, it } from 'vitest';
import { checkEveryAnswerSet } from '../../../../packages/scoring/test/certainty-check.ts';
import { scoringTableFor } from './index';

describe.each(['flanders', 'wallonia', 'brussels'] as const)('how sure first place is, in the %s table', (region) => {
  it('names a change that flips first place, or none exists, for every answer set', () => {
    const tally = checkEveryAnswerSet(scoringTableFor(region));
    console.log(`${region}: ${JSON.stringify(tally)}`);
    expect(tally.withResult).toBe(75_520);
    expect(tally.withChange + tally.withoutChange).toBe(tally.withResult);
  }, 120_000);
});
