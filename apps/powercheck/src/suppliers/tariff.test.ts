import { describe, expect, it } from 'vitest';
import { REGIONS } from '@powercheck/scoring';
import { isKnown } from './figures';
import { FIGURES } from './index';
import { DAY_SHARE, annualCostOf, indexProblems, type TariffComponents } from './tariff';

const FLEX_ONE: TariffComponents = {
  product: 'Eneco Power Flex One',
  fixedFeeEur: 50,
  energyCkwh: 16.713603,
  certificatesCkwh: 3.2542,
  vatRate: 0.06,
  index: { name: 'Belpex RLP M', valueEurMwh: 150.94895, month: '2026-10' },
};

describe('the annual cost formula', () => {
  it('is fee + (energy + certificates) × kWh / 100 for a single-rate meter, to the cent', () => {
    // Eneco Flex One in the CompaCWaPE snapshot: (16.713603 + 3.2542) × 35 + 50 = 748.87 €.
    expect(annualCostOf(FLEX_ONE)).toBe(748.87);
    expect(annualCostOf(FLEX_ONE, { kwh: 1500, meter: 'single' })).toBe(349.52);
  });

  it('splits a day/night meter 3,600 : 3,900 as the comparators do, and has no answer without day/night prices', () => {
    expect(DAY_SHARE).toBeCloseTo(0.48, 12);
    const dayNight = { ...FLEX_ONE, dayCkwh: 20, nightCkwh: 10 };
    expect(annualCostOf(dayNight, { kwh: 7500, meter: 'day-night' })).toBe(Math.round((50 + 720 + 390 + 3.2542 * 75) * 100) / 100);
    expect(annualCostOf(FLEX_ONE, { kwh: 3500, meter: 'day-night' })).toBeUndefined();
  });
});

describe('the stored annual costs re-derive from their components', () => {
  it.each(REGIONS)('%s: every annual cost with components is the formula of its components', (region) => {
    for (const [name, cell] of Object.entries(FIGURES.regions[region].annualCost)) {
      if (!cell || !isKnown(cell) || !cell.tariff) continue;
      expect(annualCostOf(cell.tariff), `${region}.${name}`).toBe(cell.value);
    }
  });

  const tariffsOf = (region: (typeof REGIONS)[number]) =>
    Object.fromEntries(
      Object.entries(FIGURES.regions[region].annualCost).map(([name, cell]) => [name, cell && isKnown(cell) ? cell.tariff : undefined]),
    );

  it.each(REGIONS)('%s: prices of one month, and one value per index', (region) => {
    expect(indexProblems(FIGURES.regions[region].priceDate, tariffsOf(region))).toEqual([]);
  });

  it('reports a region that mixes months or index values', () => {
    const tariffs = tariffsOf('flanders');
    const september = { ...tariffs.eneco!, index: { name: 'Belpex RLP M', valueEurMwh: 131.2, month: '2026-09' } };
    expect(indexProblems('2026-10', { ...tariffs, eneco: september })).toEqual([
      'eneco: Belpex RLP M of 2026-09, not of 2026-10',
      'total: Belpex RLP M at 150.94895, others at 131.2 €/MWh',
    ]);
    const other = { ...tariffs.eneco!, index: { name: 'Epex DAM', valueEurMwh: 150, month: '2026-10' } };
    expect(indexProblems('2026-10', { ...tariffs, eneco: other })).toEqual([
      'eneco: Epex DAM at 150, others at 145.01543 €/MWh',
      'bolt: Epex DAM at 145.01543, others at 150 €/MWh',
    ]);
  });
});

describe('every stored annual cost', () => {
  const known = REGIONS.flatMap((region) =>
    Object.entries(FIGURES.regions[region].annualCost).flatMap(([name, cell]) => (cell && isKnown(cell) ? [{ at: `${region}.${name}`, cell }] : [])),
  );

  it('keeps its components: no region keeps a bare total', () => {
    expect(known.filter(({ cell }) => !cell.tariff).map(({ at }) => at)).toEqual([]);
    expect(known.length).toBeGreaterThan(15);
  });

  it('includes the supplier’s green-certificate (and in Flanders cogeneration) costs, in every region', () => {
    expect(known.filter(({ cell }) => !(cell.tariff && cell.tariff.certificatesCkwh > 1)).map(({ at }) => at)).toEqual([]);
  });
});
