/**
 * The price criterion for the visitor's own household: the stored tariff components of each supplier priced by the
 * one formula of tariff.ts for the household's yearly consumption and meter, then scored by the price formula of
 * derive.ts against the cheapest. A price the data cannot give for that household (a total only, or no day/night
 * prices) is unknown for it, so @powercheck/scoring leaves it out of that supplier's score. The specification's row
 * keeps its specified price. The reference household (3,500 kWh, single rate) is the stored scores unchanged.
 */
import { CRITERIA, REFERENCE_HOUSEHOLD, isConsumption, type Household } from '@powercheck/scoring';
import { priceScore } from '../suppliers/price-score.js';
import type { SupplierScoreRow } from '../suppliers/scores.js';
import { annualCostOf } from '../suppliers/tariff.js';

/** True for the regulators' reference household (3,500 kWh, single-rate meter). */
export function isReferenceHousehold(household: Household): boolean {
  return household.kwh === REFERENCE_HOUSEHOLD.kwh && household.meter === REFERENCE_HOUSEHOLD.meter;
}

/** The rows with the price score of `household` (see the module comment). */
export function repricedRows(rows: readonly SupplierScoreRow[], household: Household): SupplierScoreRow[] {
  if (isReferenceHousehold(household)) return [...rows];
  const costs = rows.map((row) => (row.tariff ? annualCostOf({ product: row.name, vatRate: 0.06, ...row.tariff }, household) : undefined));
  const known = costs.filter((cost): cost is number => cost !== undefined);
  const cheapest = known.length > 0 ? Math.min(...known) : undefined;
  return rows.map((row, index) => {
    if (row.specified.includes('price')) return row;
    const cost = costs[index];
    if (cost === undefined || cheapest === undefined) {
      return { ...row, unknown: CRITERIA.filter((criterion) => criterion === 'price' || row.unknown.includes(criterion)) };
    }
    return { ...row, scores: { ...row.scores, price: priceScore(cost, cheapest) } };
  });
}

/**
 * A yearly consumption as a visitor types it: a whole number, with or without the thousands separators the page
 * itself writes (1.500 in Dutch and German, 1 500 in French), within the allowed range. Undefined otherwise.
 */
export function readConsumption(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed) && !/^\d{1,3}([. \u00a0\u202f]\d{3})+$/.test(trimmed)) return undefined;
  const kwh = Number(trimmed.replace(/[. \u00a0\u202f]/g, ''));
  return isConsumption(kwh) ? kwh : undefined;
}
