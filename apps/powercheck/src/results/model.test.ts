import { describe, expect, it } from 'vitest';
import { CRITERIA, buildResultAddress, computeResult, weightsFromAnswers } from '@powercheck/scoring';
import { REGION_SUPPLIERS, scoringTableFor } from '../suppliers/index.js';
import {
  answersOf,
  compareSuppliers,
  pageAddressFor,
  rankFor,
  readResultsView,
  shareAddressFor,
  withImportance,
  withRegion,
} from './model';
import { explainSupplier } from './calculation';

const ANSWERS = { price: '5', origin: '4', source: '3', customer_satisfaction: '2', invests_in_renewable: '5', stable_price: '1', adjusted_formula: '3' };
const WEIGHTS = weightsFromAnswers(ANSWERS);

function searchOf(address: string): string {
  return address.slice(address.indexOf('?'));
}

describe('reading the results address', () => {
  it('ranks every supplier of the region from w, as the questionnaire does', () => {
    const address = buildResultAddress(computeResult(ANSWERS, scoringTableFor('nl')), 'nl');
    const view = readResultsView('nl', 'ecopower', searchOf(address));
    expect(view.kind).toBe('weighted');
    if (view.kind !== 'weighted') return;
    expect(view.weights).toEqual(WEIGHTS);
    expect(view.ranking.result.rankings).toEqual(computeResult(ANSWERS, scoringTableFor('nl')).rankings);
    expect(view.ranking.result.rankings).toHaveLength(REGION_SUPPLIERS.nl.length);
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

  it('keeps the region named in the address whatever the language', () => {
    const view = readResultsView('fr', 'ecopower', '?w=5432513&region=nl');
    expect(view.kind === 'weighted' && view.region).toBe('nl');
    const french = readResultsView('de', 'ecopower', '?w=5432513');
    expect(french.kind === 'weighted' && french.region).toBe('fr');
  });
});

describe('tuning', () => {
  it('re-ranks with the same computation when one weight changes', () => {
    const tuned = withImportance(WEIGHTS, 'price', 1);
    expect(tuned.find(({ key }) => key === 'price')?.weight).toBe(0);
    expect(rankFor(tuned, 'nl').result).toEqual(computeResult({ ...ANSWERS, price: '1' }, scoringTableFor('nl')));
  });

  it('applies the insufficient-data rule', () => {
    let weights = WEIGHTS;
    // stable_price is already 1 (not important); two more make three.
    for (const criterion of ['price', 'origin']) weights = withImportance(weights, criterion as (typeof CRITERIA)[number], 1);
    expect(rankFor(weights, 'nl').insufficient).toBe(false);
    weights = withImportance(weights, 'source', 1);
    expect(rankFor(weights, 'nl').insufficient).toBe(true);
  });

  it('writes a page address that keeps the specification parameters and adds the weights', () => {
    const address = pageAddressFor(WEIGHTS, 'nl', 'nl');
    expect(address).toBe(`${buildResultAddress(computeResult(ANSWERS, scoringTableFor('nl')), 'nl')}&region=nl`);
    expect(address).toContain('&w=5432513&');
    expect(withRegion('?w=5432513', 'fr')).toBe('?w=5432513&region=fr');
    expect(withRegion('?w=5432513&region=nl', 'nl')).toBeUndefined();
    expect(pageAddressFor(WEIGHTS, 'nl', 'fr')).toMatch(/&w=5432513&region=nl$/);
  });

  it('writes a share link holding only the weights, which reproduces the ranking', () => {
    const link = shareAddressFor(WEIGHTS, 'fr', 'fr', 'https://check.example');
    const url = new URL(link);
    expect([...url.searchParams.keys()]).toEqual(['w']);
    const view = readResultsView('fr', url.pathname.split('/')[2] ?? '', url.search);
    expect(view.kind === 'weighted' && view.ranking.result.rankings).toEqual(rankFor(WEIGHTS, 'fr').result.rankings);
    expect(answersOf(WEIGHTS)).toEqual(ANSWERS);
  });
});

describe('explaining and comparing', () => {
  it('gives weight × score = points per criterion with the cell and its dated sources', () => {
    const ranking = rankFor(WEIGHTS, 'nl');
    const view = explainSupplier(ranking, 'engie');
    expect(view?.lines).toHaveLength(CRITERIA.length);
    for (const line of view?.lines ?? []) {
      expect(line.points).toBeCloseTo(line.weight * line.score, 12);
      // The ranking's score (from the score tables) is the full table's cell, whose figure the calculation shows.
      expect(line.score).toBe(line.cell.value);
      expect(line.unknown).toBe(line.cell.status === 'unknown');
      for (const { source } of line.sources) expect(source.published).toMatch(/^\d{4}/);
    }
    expect(view?.lines.some((line) => line.unknown)).toBe(true);
    expect(view?.lines.some((line) => line.sources.length > 0)).toBe(true);
    expect(explainSupplier(ranking, 'cociter')).toBeUndefined();
  });

  it('compares any two suppliers per criterion', () => {
    const ranking = rankFor(WEIGHTS, 'fr');
    const last = ranking.result.rankings.at(-1)?.name ?? '';
    const comparison = compareSuppliers(ranking, 'cociter', last);
    expect(comparison?.criteria.map(({ criterion }) => criterion)).toEqual([...CRITERIA]);
    expect(comparison?.second.explanation.rank).toBe(ranking.result.rankings.length);
  });
});
