/**
 * The one written formula of an annual cost: a product's tariff components (as the regulator's comparator or the
 * supplier's card gives them) and a household's yearly consumption and meter give the supplier's part of the yearly
 * bill. Every stored annual cost that has components is this formula's result (tariff.test.ts recomputes them all).
 * Pure; no browser code.
 */
import { REFERENCE_HOUSEHOLD, type Household } from '@powercheck/scoring';

/** The market index a variable price was computed at, for one month. */
export interface PriceIndex {
  /** e.g. 'Belpex RLP M' or 'Epex DAM'. */
  readonly name: string;
  /**
   * €/MWh, when the source states it. A comparator's snapshot prices every variable product at its own index values
   * of the month and gives the resulting price, so there only the month is recorded.
   */
  readonly valueEurMwh?: number;
  /** The month of the value, YYYY-MM. */
  readonly month: string;
}

/** What a product costs, per component, VAT included (the rate is given for the record). */
export interface TariffComponents {
  readonly product: string;
  /** Yearly fixed fee, €, VAT included. */
  readonly fixedFeeEur: number;
  /** Energy price of a single-rate meter, c€/kWh, VAT included (a variable product: at `index`). */
  readonly energyCkwh: number;
  /** Day and night prices of a day/night meter, c€/kWh, VAT included, when the source gives them. */
  readonly dayCkwh?: number;
  readonly nightCkwh?: number;
  /** The supplier's own per-kWh costs on top of energy (green certificates, cogeneration), c€/kWh, VAT included. */
  readonly certificatesCkwh: number;
  /** The VAT rate included in every amount above. */
  readonly vatRate: number;
  /** For a variable product: the index and month its energy price was computed at. Absent: a fixed price. */
  readonly index?: PriceIndex;
}

/**
 * The share of a day/night meter's consumption at the day rate: 3,600 of 7,500 kWh, the split both regulators'
 * comparators (CWaPE, Brugel) use for their day/night simulations.
 */
export const DAY_SHARE = 3600 / 7500;

/**
 * annual € = fixed fee + (energy + certificates) × kWh / 100, to the cent; with a day/night meter the energy part is
 * day price × DAY_SHARE × kWh + night price × (1 − DAY_SHARE) × kWh. Undefined when a day/night meter is asked for
 * and the source gives no day/night prices.
 */
export function annualCostOf(tariff: TariffComponents, household: Household = REFERENCE_HOUSEHOLD): number | undefined {
  let energyEur: number;
  if (household.meter === 'day-night') {
    if (tariff.dayCkwh === undefined || tariff.nightCkwh === undefined) return undefined;
    energyEur = (tariff.dayCkwh * DAY_SHARE + tariff.nightCkwh * (1 - DAY_SHARE)) * household.kwh / 100;
  } else {
    energyEur = (tariff.energyCkwh * household.kwh) / 100;
  }
  const certificatesEur = (tariff.certificatesCkwh * household.kwh) / 100;
  return Math.round((tariff.fixedFeeEur + energyEur + certificatesEur) * 100) / 100;
}

/**
 * Why one region's prices are not comparable, or nothing: every variable product's index must be of the region's
 * price month, and one index name must have one value (prices computed at different index values or months would
 * rank the months, not the suppliers).
 */
export function indexProblems(priceDate: string, tariffs: Readonly<Record<string, TariffComponents | undefined>>): string[] {
  const month = priceDate.slice(0, 7);
  const values = new Map<string, number>();
  const problems: string[] = [];
  for (const [name, tariff] of Object.entries(tariffs)) {
    const index = tariff?.index;
    if (!index) continue;
    if (index.month !== month) problems.push(`${name}: ${index.name} of ${index.month}, not of ${month}`);
    if (index.valueEurMwh === undefined) continue;
    const seen = values.get(index.name);
    if (seen !== undefined && seen !== index.valueEurMwh) problems.push(`${name}: ${index.name} at ${index.valueEurMwh}, others at ${seen} €/MWh`);
    values.set(index.name, index.valueEurMwh);
  }
  return problems;
}
