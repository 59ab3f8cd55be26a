import { describe, expect, it } from 'vitest';
import { CRITERIA, buildResultAddress, computeResult, weightsFromAnswers } from '@powercheck/scoring';
import { REGION_SUPPLIERS, scoringTableFor } from '../suppliers/index.js';
import {
  answersOf,
  chooseCompared,
  compareSuppliers,
  pageAddressFor,
  rankFor,
  readResultsView,
  shareAddressFor,
  absentSuppliers,
  certaintyOf,
  maxPercentageOf,
  withImportance,
  withRegion,
} from './model';
import { computeOutcome, regionSettingFor } from '../survey/finish';
import { explainSupplier } from './calculation';

const ANSWERS = { price: '5', origin: '4', source: '3', customer_satisfaction: '2', invests_in_renewable: '5', stable_price: '1', adjusted_formula: '3' };
const WEIGHTS = weightsFromAnswers(ANSWERS);

function searchOf(address: string): string {
  return address.slice(address.indexOf('?'));
}

describe('reading the results address', () => {
  it('ranks every supplier of the region from w, as the questionnaire does', () => {
    const address = buildResultAddress(computeResult(ANSWERS, scoringTableFor('flanders')), 'nl');
    const view = readResultsView('nl', 'ecopower', searchOf(address));
    expect(view.kind).toBe('weighted');
    if (view.kind !== 'weighted') return;
    expect(view.weights).toEqual(WEIGHTS);
    expect(view.ranking.result.rankings).toEqual(computeResult(ANSWERS, scoringTableFor('flanders')).rankings);
    // Every supplier of the region is ranked or listed as not rated (too few public figures), none twice.
    const listed = [...view.ranking.result.rankings.map(({ name }) => name), ...view.ranking.result.notRated.map(({ name }) => name)];
    expect(listed.sort()).toEqual([...REGION_SUPPLIERS.flanders].sort());
    expect(view.ranking.result.notRated.map(({ name }) => name)).toEqual(['elegant', 'energiebe', 'octaplus']);
  });

  it('reads an address with only the specification parameters as it says', () => {
    const view = readResultsView('fr', 'ecopower', '?top_0=ecopower;79&top_1=bolt;60&tip-invest=1');
    expect(view.kind).toBe('address');
    if (view.kind === 'address') expect(view.address.top.map(({ name }) => name)).toEqual(['ecopower', 'bolt']);
  });

  it('refuses a bad w or region, and an address without top_0 or w', () => {
    expect(readResultsView('nl', 'ecopower', '?w=9999999').kind).toBe('invalid');
    expect(readResultsView('nl', 'ecopower', '?w=5432513&region=bx').kind).toBe('invalid');
    expect(readResultsView('nl', 'ecopower', '?tip-invest=1').kind).toBe('invalid');
  });

  it('keeps the region named in the address whatever the language, older addresses included', () => {
    const view = readResultsView('fr', 'ecopower', '?w=5432513&region=brussels');
    expect(view.kind === 'weighted' && view.setting).toEqual({ region: 'brussels', fromLanguage: false });
    expect(view.kind === 'weighted' && view.ranking.result.rankings.map(({ name }) => name).sort()).toEqual(
      ['bolt', 'engie', 'luminus', 'mega', 'total'],
    );
    const old = readResultsView('fr', 'ecopower', '?w=5432513&region=nl');
    expect(old.kind === 'weighted' && old.setting).toEqual({ region: 'flanders', fromLanguage: false });
    const german = readResultsView('de', 'ecopower', '?w=5432513');
    expect(german.kind === 'weighted' && german.setting).toEqual({ region: 'wallonia', fromLanguage: true });
    const assumed = readResultsView('nl', 'ecopower', '?w=5432513&region=flanders&region-from=language');
    expect(assumed.kind === 'weighted' && assumed.setting).toEqual({ region: 'flanders', fromLanguage: true });
  });
});

describe('tuning', () => {
  it('re-ranks with the same computation when one weight changes', () => {
    const tuned = withImportance(WEIGHTS, 'price', 1);
    expect(tuned.find(({ key }) => key === 'price')?.weight).toBe(0);
    expect(rankFor(tuned, 'flanders').result).toEqual(computeResult({ ...ANSWERS, price: '1' }, scoringTableFor('flanders')));
  });

  it('applies the insufficient-data rule', () => {
    let weights = WEIGHTS;
    // stable_price is already 1 (not important); two more make three.
    for (const criterion of ['price', 'origin']) weights = withImportance(weights, criterion as (typeof CRITERIA)[number], 1);
    expect(rankFor(weights, 'flanders').insufficient).toBe(false);
    weights = withImportance(weights, 'source', 1);
    expect(rankFor(weights, 'flanders').insufficient).toBe(true);
  });

  it('writes a page address that keeps the specification parameters and adds the weights and the region', () => {
    const flanders = { region: 'flanders', fromLanguage: false } as const;
    const address = pageAddressFor(WEIGHTS, flanders, 'nl');
    expect(address).toBe(`${buildResultAddress(computeResult(ANSWERS, scoringTableFor('flanders')), 'nl')}&region=flanders`);
    expect(address).toContain('&w=5432513&');
    expect(withRegion('?w=5432513', { region: 'wallonia', fromLanguage: true })).toBe('?w=5432513&region=wallonia&region-from=language');
    expect(withRegion('?w=5432513&region=nl', flanders)).toBeUndefined();
    expect(pageAddressFor(WEIGHTS, flanders, 'fr')).toMatch(/&w=5432513&region=flanders$/);
  });

  it('writes a share link holding only the weights and the region, which reproduces the ranking', () => {
    const setting = { region: 'brussels', fromLanguage: false } as const;
    const link = shareAddressFor(WEIGHTS, setting, 'fr', 'https://check.example');
    const url = new URL(link);
    expect([...url.searchParams.keys()]).toEqual(['w', 'region']);
    const view = readResultsView('fr', url.pathname.split('/')[2] ?? '', url.search);
    expect(view.kind === 'weighted' && view.ranking.result.rankings).toEqual(rankFor(WEIGHTS, 'brussels').result.rankings);
    expect(answersOf(WEIGHTS)).toEqual(ANSWERS);
  });
});

describe('the region of the questionnaire', () => {
  it('follows the postcode in any language, else the language, marked as assumed', () => {
    expect(regionSettingFor('1000', 'nl')).toEqual({ region: 'brussels', fromLanguage: false });
    expect(regionSettingFor('9000', 'fr')).toEqual({ region: 'flanders', fromLanguage: false });
    expect(regionSettingFor('4000', 'nl')).toEqual({ region: 'wallonia', fromLanguage: false });
    expect(regionSettingFor('', 'de')).toEqual({ region: 'wallonia', fromLanguage: true });
    expect(regionSettingFor(null, 'nl')).toEqual({ region: 'flanders', fromLanguage: true });
  });

  it('never sends a Dutch speaker in Brussels to Ecopower, nor a French speaker in Ghent to Cociter', () => {
    const green = { price: '5', origin: '5', source: '5', customer_satisfaction: '5', invests_in_renewable: '5', stable_price: '1', adjusted_formula: '1' };
    const brussels = computeOutcome(green, 'nl', 'https://check.example', '1000');
    expect(brussels.kind === 'result' && Object.keys(brussels.results).sort()).toEqual(['bolt', 'engie', 'luminus', 'mega', 'total']);
    expect(brussels.kind === 'result' && brussels.address).toMatch(/&region=brussels$/);
    const ghent = computeOutcome(green, 'fr', 'https://check.example', '9000');
    expect(ghent.kind === 'result' && ghent.address).toMatch(/^https:\/\/check\.example\/fr\/ecopower\/.*&region=flanders$/);
    expect(ghent.kind === 'result' && 'cociter' in ghent.results).toBe(false);
    const noPostcode = computeOutcome(green, 'de', 'https://check.example');
    expect(noPostcode.kind === 'result' && noPostcode.address).toMatch(/&region=wallonia&region-from=language$/);
  });

  it('names the suppliers that do not supply a region, with the regions they do supply', () => {
    expect(absentSuppliers('brussels').find(({ name }) => name === 'ecopower')).toEqual({ name: 'ecopower', displayName: 'Ecopower', regions: ['flanders'] });
    expect(absentSuppliers('flanders').map(({ name }) => name)).toEqual(['cociter', 'dats24']);
  });
});

describe('explaining and comparing', () => {
  it('gives weight × score = points per criterion with the cell and its dated sources', () => {
    const ranking = rankFor(WEIGHTS, 'flanders');
    const view = explainSupplier(ranking, 'engie');
    expect(view?.lines).toHaveLength(CRITERIA.length);
    for (const line of view?.lines ?? []) {
      // A criterion without a figure is left out: 0 points (the others are re-normalised, see the explanation's factor).
      expect(line.points).toBeCloseTo(line.unknown ? 0 : line.weight * line.score, 12);
      // The ranking's score (from the score tables) is the full table's cell, whose figure the calculation shows.
      expect(line.score).toBe(line.cell.value);
      expect(line.unknown).toBe(line.cell.status === 'unknown');
      for (const { source } of line.sources) expect(source.published).toMatch(/^\d{4}/);
    }
    expect(view?.lines.some((line) => line.unknown)).toBe(true);
    expect(view?.lines.some((line) => line.sources.length > 0)).toBe(true);
    expect(explainSupplier(ranking, 'cociter')).toBeUndefined();
  });

  it('names, once per criterion, every compared supplier without a public figure', () => {
    const ranking = rankFor(WEIGHTS, 'flanders');
    const [first, second] = ranking.result.rankings.map(({ name }) => name);
    const comparison = compareSuppliers(ranking, first!, second!)!;
    const rows = [first, second].map((name) => ranking.scores.suppliers.find((row) => row.name === name)!);
    for (const { criterion, withoutFigure } of comparison.criteria) {
      expect(withoutFigure).toEqual(rows.filter((row) => row.unknown.includes(criterion)).map(({ name }) => name));
    }
    // No public figure per supplier for customer satisfaction: two suppliers without it are named in one note.
    const [one, two] = ranking.result.rankings.map(({ name }) => name).filter((name) => ranking.scores.suppliers.find((row) => row.name === name)!.unknown.includes('customer_satisfaction'));
    const both = compareSuppliers(ranking, one!, two!)!;
    expect(both.criteria.find(({ criterion }) => criterion === 'customer_satisfaction')?.withoutFigure).toEqual([one, two]);
  });

  it('never compares a supplier with itself: choosing the other side swaps the pair', () => {
    expect(chooseCompared(['eneco', 'bolt'], 0, 'luminus')).toEqual(['luminus', 'bolt']);
    expect(chooseCompared(['eneco', 'bolt'], 1, 'eneco')).toEqual(['bolt', 'eneco']);
    expect(chooseCompared(['eneco', 'bolt'], 0, 'bolt')).toEqual(['bolt', 'eneco']);
  });

  it('compares any two suppliers per criterion', () => {
    const ranking = rankFor(WEIGHTS, 'wallonia');
    const last = ranking.result.rankings.at(-1)?.name ?? '';
    const comparison = compareSuppliers(ranking, 'cociter', last);
    expect(comparison?.criteria.map(({ criterion }) => criterion)).toEqual([...CRITERIA]);
    expect(comparison?.second.explanation.rank).toBe(ranking.result.rankings.length);
  });
});

describe('how sure first place is, and the best match possible', () => {
  const weightsOf = (digits: string) => weightsFromAnswers(Object.fromEntries(CRITERIA.map((criterion, index) => [criterion, digits[index]])));
  const firstOf = (ranking: ReturnType<typeof rankFor>) => ranking.result.explanations.filter(({ rank }) => rank === 1).map(({ name }) => name);

  it('follows the region and the household of the ranking, and the change it names re-ranks to another first place', () => {
    const even = weightsOf('3333333');
    expect(certaintyOf(rankFor(even, 'flanders'))?.change).toBeUndefined();
    const wallonia = certaintyOf(rankFor(even, 'wallonia'));
    expect(wallonia?.change).toEqual({ criterion: 'stable_price', from: 2, to: 1, first: ['cociter'] });
    expect(firstOf(rankFor(withImportance(even, 'stable_price', 2), 'wallonia'))).toEqual(['cociter']);

    const priceFirst = weightsOf('5222222');
    expect(certaintyOf(rankFor(priceFirst, 'flanders'))?.change).toBeUndefined();
    const large = { kwh: 8000, meter: 'day-night' } as const;
    const change = certaintyOf(rankFor(priceFirst, 'flanders', large))?.change;
    expect(change).toMatchObject({ criterion: 'stable_price', from: 1, to: 0 });
    expect(firstOf(rankFor(withImportance(priceFirst, 'stable_price', 1), 'flanders', large))).toEqual(change?.first);
  });

  it('calls a gap under one percentage point a near tie', () => {
    const certainty = certaintyOf(rankFor(weightsOf('2113445'), 'brussels'));
    expect(certainty).toMatchObject({ first: ['total'], runnerUp: ['bolt'], nearTie: true, change: { criterion: 'origin', from: 0, to: 1, first: ['bolt'] } });
  });

  it('gives nothing under the insufficient-data rule', () => {
    expect(certaintyOf(rankFor(weightsOf('1111555'), 'flanders'))).toBeUndefined();
  });

  it('gives the best match the weights allow: total weight out of 28', () => {
    expect(maxPercentageOf(rankFor(weightsOf('5555555'), 'flanders'))).toBe(100);
    // Answering everything 3 (weight 2 each): 14 of 28 points at best.
    expect(maxPercentageOf(rankFor(weightsOf('3333333'), 'flanders'))).toBe(50);
    expect(maxPercentageOf(rankFor(WEIGHTS, 'flanders'))).toBe(57);
  });
});
