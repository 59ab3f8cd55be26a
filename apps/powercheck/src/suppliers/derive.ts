/**
 * Turns the input figures (data/figures.json) into the 0..1 scores of each regional table. Every formula is written
 * next to its code and in FORMULAS (shown on the methodology page). A cell without a figure gets NEUTRAL_SCORE and is
 * marked unknown; the Ecopower row is the product specification's and records what the data alone would give.
 * Pure and free of browser code: scripts/refresh-suppliers.mjs runs it under Node.
 */
import { CRITERIA, type Criterion } from '@powercheck/scoring';
import { isKnown, type Figure, type SupplierFigures } from './figures.ts';
import { priceScore } from './price-score.ts';
import type { FormulaId, Region, ScoreCell, SupplierName } from './types.ts';

/** The score of a cell without a public figure: the middle of the scale, the same for every supplier lacking it. */
export const NEUTRAL_SCORE = 0.5;

export { PRICE_BAND, priceScore } from './price-score.ts';

/** How much more markup than the region's lowest scores 0: 3.75 c€/kWh, 25 % of the 15 c€/kWh reference index. */
export const MARKUP_BAND_CKWH = 3.75;

/** How many times the lowest complaint rate scores 0 (twice the lowest rate, a band of 1 × lowest). */
export const COMPLAINTS_BAND = 1;

/** The formulas, as shown on the methodology page. */
export const FORMULAS: Readonly<Record<FormulaId, string>> = {
  price: 'clamp(1 − (cost ÷ cheapest cost − 1) ÷ 0.25, 0, 1)',
  markup: 'clamp(1 − (markup − lowest markup) ÷ 3.75 c€/kWh, 0, 1)',
  'fixed-offer': 'fixed-price contract offered → 1, not offered → 0',
  'green-ranking': 'points ÷ 20',
  complaints: 'clamp(1 − (complaints ÷ lowest complaints − 1) ÷ 1, 0, 1)',
};

/** Which figure and formula each criterion uses. */
export const CRITERION_FORMULAS: Readonly<Record<Criterion, FormulaId>> = {
  price: 'price',
  adjusted_formula: 'markup',
  stable_price: 'fixed-offer',
  origin: 'green-ranking',
  source: 'green-ranking',
  invests_in_renewable: 'green-ranking',
  customer_satisfaction: 'complaints',
};

/** The rows the product specification fixes; they are used as given, whatever the data says. */
export const SPECIFICATION_ROWS: Readonly<Partial<Record<SupplierName, Readonly<Record<Criterion, number>>>>> = {
  ecopower: { price: 1, origin: 1, source: 1, customer_satisfaction: 1, invests_in_renewable: 1, adjusted_formula: 0, stable_price: 0 },
};

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));
const rounded = (value: number) => Math.round(value * 10000) / 10000;


/** adjusted_formula: clamp(1 − (markup − lowest) / 3.75, 0, 1). The fairest variable formula scores 1. */
export function markupScore(markup: number, lowest: number): number {
  return rounded(clamp01(1 - (markup - lowest) / MARKUP_BAND_CKWH));
}

/** stable_price: 1 when the supplier offers a fixed-price contract in the region, else 0. */
export function fixedOfferScore(offered: boolean): number {
  return offered ? 1 : 0;
}

/** origin, source, invests_in_renewable: the green-ranking points out of 20, divided by 20. */
export function greenRankingScore(points: number): number {
  return rounded(clamp01(points / 20));
}

/** customer_satisfaction: clamp(1 − (complaints / lowest − 1) / 1, 0, 1): twice the lowest complaint rate scores 0. */
export function complaintsScore(complaints: number, lowest: number): number {
  if (lowest === 0) return complaints === 0 ? 1 : 0;
  return rounded(clamp01(1 - (complaints / lowest - 1) / COMPLAINTS_BAND));
}

type Cells<T> = Readonly<Partial<Record<SupplierName, Figure<T>>>>;

function lowestKnown(cells: Cells<number>, suppliers: readonly SupplierName[]): number | undefined {
  const values = suppliers.map((name) => cells[name]).flatMap((figure) => (figure && isKnown(figure) ? [figure.value] : []));
  return values.length > 0 ? Math.min(...values) : undefined;
}

function cellFrom<T extends number | boolean>(
  figure: Figure<T> | undefined,
  formula: FormulaId,
  score: (value: T) => number,
): ScoreCell {
  if (!figure) throw new Error(`A ${formula} figure is missing: validate the figures first`);
  if (!isKnown(figure)) {
    return {
      value: NEUTRAL_SCORE,
      status: 'unknown',
      formula,
      figure: null,
      sources: figure.source ? [figure.source] : [],
      unknownReason: figure.unknown,
    };
  }
  const detail = figure.product ?? (figure.edition === undefined ? undefined : String(figure.edition));
  return {
    value: score(figure.value),
    status: 'figure',
    formula,
    figure: figure.value,
    sources: [figure.source],
    ...(detail === undefined ? {} : { detail }),
  };
}

/** The scores of every supplier of a region, derived from the figures. */
export function deriveRegion(figures: SupplierFigures, regionName: Region): Record<SupplierName, Record<Criterion, ScoreCell>> {
  const region = figures.regions[regionName];
  const cheapest = lowestKnown(region.annualCost, region.suppliers);
  const lowestMarkup = lowestKnown(region.variableMarkup, region.suppliers);
  const lowestComplaints = lowestKnown(figures.customerSatisfaction, region.suppliers);
  const rows = {} as Record<SupplierName, Record<Criterion, ScoreCell>>;
  for (const name of region.suppliers) {
    const green = (figure: Figure<number> | undefined) => cellFrom(figure, 'green-ranking', greenRankingScore);
    const derived: Record<Criterion, ScoreCell> = {
      price: cellFrom(region.annualCost[name], 'price', (cost) => priceScore(cost, cheapest ?? cost)),
      adjusted_formula: cellFrom(region.variableMarkup[name], 'markup', (markup) => markupScore(markup, lowestMarkup ?? markup)),
      stable_price: cellFrom(region.fixedOffer[name], 'fixed-offer', fixedOfferScore),
      origin: green(figures.greenRanking[name]),
      source: green(figures.greenRanking[name]),
      invests_in_renewable: green(figures.greenRanking[name]),
      customer_satisfaction: cellFrom(figures.customerSatisfaction[name], 'complaints', (count) =>
        complaintsScore(count, lowestComplaints ?? count),
      ),
    };
    const specified = SPECIFICATION_ROWS[name];
    rows[name] = specified
      ? (Object.fromEntries(
          CRITERIA.map((criterion) => {
            const data = derived[criterion];
            const cell: ScoreCell = {
              ...data,
              value: specified[criterion],
              status: 'specification',
              dataValue: data.status === 'unknown' ? null : data.value,
            };
            return [criterion, cell];
          }),
        ) as Record<Criterion, ScoreCell>)
      : derived;
  }
  return rows;
}

/** FNV-1a, 32 bits: a short fingerprint of the figures, so any change to them changes the data version. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** The data version stored with every result: the revision date and a fingerprint of the figures, e.g. 2026-11-23.1a2b3c4d. */
export function dataVersionOf(figures: SupplierFigures): string {
  return `${figures.revised}.${fingerprint(JSON.stringify(figures))}`;
}
