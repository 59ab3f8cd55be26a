import { describe, expect, it } from 'vitest';
import { REFERENCE_HOUSEHOLD, computeResult, weightsFromAnswers } from '@powercheck/scoring';
import { priceScore } from '../suppliers/derive';
import { regionScoresFor } from '../suppliers/scores';
import { annualCostOf } from '../suppliers/tariff';
import { FIGURES } from '../suppliers/index';
import { readConsumption, repricedRows } from './household';
import { rankFor, readResultsView, shareAddressFor } from './model';

const PRICE_FIRST = weightsFromAnswers({ price: '5', origin: '2', source: '2', customer_satisfaction: '2', invests_in_renewable: '2', stable_price: '2', adjusted_formula: '2' });

describe('the price for the visitor’s household', () => {
  it('is the stored scores for the reference household', () => {
    const rows = regionScoresFor('brussels').suppliers;
    expect(repricedRows(rows, REFERENCE_HOUSEHOLD)).toEqual(rows);
  });

  it('prices every supplier with components by the one formula, scored against the cheapest for that household', () => {
    const household = { kwh: 1500, meter: 'single' } as const;
    const rows = repricedRows(regionScoresFor('brussels').suppliers, household);
    const costs = Object.fromEntries(
      Object.entries(FIGURES.regions.brussels.annualCost).flatMap(([name, cell]) =>
        cell && 'tariff' in cell && cell.tariff ? [[name, annualCostOf(cell.tariff, household)!]] : [],
      ),
    );
    const cheapest = Math.min(...Object.values(costs));
    for (const row of rows) {
      if (costs[row.name] === undefined) expect(row.unknown).toContain('price');
      else expect(row.scores.price, row.name).toBe(priceScore(costs[row.name]!, cheapest));
    }
    // At 1,500 kWh the yearly fees weigh more: ENGIE (30 € fee) is then cheaper than Bolt (47.88 € fee).
    expect(costs.engie).toBeLessThan(costs.bolt!);
    expect(rows.find(({ name }) => name === 'engie')?.scores.price).toBe(1);
  });

  it('leaves the price out where the data has no price for that household, and keeps the specification’s row', () => {
    // Flanders: Luminus' card cannot be re-priced (no formula); Ecopower's price is the specification's.
    const rows = repricedRows(regionScoresFor('flanders').suppliers, { kwh: 8000, meter: 'single' });
    const byName = Object.fromEntries(rows.map((row) => [row.name, row]));
    expect(byName.ecopower?.scores.price).toBe(1);
    expect(byName.ecopower?.unknown).not.toContain('price');
    expect(byName.luminus?.unknown).toContain('price');
    expect(byName.engie?.unknown).not.toContain('price');
    expect(byName.eneco?.unknown).not.toContain('price');
    // A day/night meter is priced only where the Flemish card gives day and night formulas (ENGIE, TotalEnergies,
    // Mega, OCTA+); the other Flemish prices are left out for it.
    const night = repricedRows(regionScoresFor('flanders').suppliers, { kwh: 3500, meter: 'day-night' });
    expect(night.filter((row) => !row.unknown.includes('price')).map(({ name }) => name)).toEqual(['engie', 'total', 'mega', 'ecopower', 'octaplus']);
  });

  it('prices a day/night meter in Wallonia from the comparator’s day and night prices', () => {
    const household = { kwh: 3500, meter: 'day-night' } as const;
    const rows = repricedRows(regionScoresFor('wallonia').suppliers, household);
    const byName = Object.fromEntries(rows.map((row) => [row.name, row]));
    for (const [name, cell] of Object.entries(FIGURES.regions.wallonia.annualCost)) {
      const priced = Boolean(cell && 'tariff' in cell && cell.tariff);
      expect(byName[name]?.unknown.includes('price'), name).toBe(!priced);
    }
    const engie = FIGURES.regions.wallonia.annualCost.engie;
    // ENGIE BASIC Online: 20.0022 + (21.55298 × 0.48 + 16.7109 × 0.52 + 3.18) × 35 = 797.53 € (single rate: 816.24 €).
    expect(engie && 'tariff' in engie && engie.tariff && annualCostOf(engie.tariff, household)).toBe(797.53);
    // Cociter's Energie Variable stays the cheapest (743.73 €).
    expect(byName.cociter?.scores.price).toBe(1);
    expect(byName.engie?.scores.price).toBe(priceScore(797.53, 743.73));
  });

  it('changes the ranking live, and travels with the page and share addresses', () => {
    const household = { kwh: 1500, meter: 'single' } as const;
    const reference = rankFor(PRICE_FIRST, 'brussels');
    const small = rankFor(PRICE_FIRST, 'brussels', household);
    expect(small.result.rankings).toEqual(computeResult(Object.fromEntries(PRICE_FIRST.map(({ key, weight }) => [key, String(weight + 1)])), small.scores.suppliers).rankings);
    expect(small.result.rankings).not.toEqual(reference.result.rankings);
    const link = shareAddressFor(PRICE_FIRST, { region: 'brussels', fromLanguage: false, household }, 'nl', 'https://check.example');
    expect(link).toMatch(/&region=brussels&kwh=1500&meter=single$/);
    const url = new URL(link);
    const view = readResultsView('nl', url.pathname.split('/')[2] ?? '', url.search);
    expect(view.kind === 'weighted' && view.setting.household).toEqual(household);
    expect(view.kind === 'weighted' && view.ranking.result.rankings).toEqual(small.result.rankings);
  });
});

describe('reading a typed consumption', () => {
  it('takes a whole number with or without the separators each language writes, within 100 to 50,000 kWh', () => {
    expect(['1500', ' 1500 ', '1.500', '1 500', '1\u202f500', '50.000', '100'].map(readConsumption)).toEqual([1500, 1500, 1500, 1500, 1500, 50_000, 100]);
    expect(['15x', '1,5', '1.50', '15.00.0', '', '99', '50.001', '-100'].map(readConsumption)).toEqual(Array(8).fill(undefined));
  });
});
