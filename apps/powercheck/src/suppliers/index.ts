/**
 * The supplier score tables: one per region (Flanders, Wallonia, Brussels), each listing the suppliers that supply
 * households there. Every score is derived (derive.ts) from the input figures in data/figures.json, each with its
 * source, date and note, or is an explicit unknown; the Ecopower row is the product specification's. See README.md.
 */
import { CRITERIA, REGIONS, type SupplierScores } from '@powercheck/scoring';
import figuresJson from './data/figures.json';
import { dataVersionOf, deriveRegion } from './derive';
import type { SupplierFigures } from './figures';
import { REGION_SUPPLIERS, SUPPLIERS } from './catalogue';
import type { Region, RegionalSupplier, SupplierTable } from './types';

export { LOGO_SOURCES } from './logos';
export { REGION_SUPPLIERS, SUPPLIERS, regionOfLanguage, regionSuppliersFor } from './catalogue';
export { REGIONS, regionOfPostcode } from './regions';
export { CRITERION_FORMULAS, FORMULAS, NEUTRAL_SCORE, SPECIFICATION_ROWS } from './derive';
export { UNKNOWN_REASONS, isKnown } from './figures';
export type * from './types';
export type { Figure, SupplierFigures, SourceRecord, UnknownReason } from './figures';

/** The input figures (validated against the schema by data.test.ts). */
export const FIGURES = figuresJson as unknown as SupplierFigures;

/** The version of the supplier data, stored with every result so it can be audited later. */
export const SUPPLIER_DATA_VERSION = dataVersionOf(FIGURES);

export { SUPPLIER_DATA_VERSION_ANSWER } from './score-tables';

function table(region: Region): SupplierTable {
  const scores = deriveRegion(FIGURES, region);
  return {
    region,
    priceDate: FIGURES.regions[region].priceDate,
    dataVersion: SUPPLIER_DATA_VERSION,
    suppliers: REGION_SUPPLIERS[region].map((name): RegionalSupplier => ({ ...SUPPLIERS[name], scores: scores[name] })),
  };
}

/** The three regional tables. */
export const REGION_TABLES: Readonly<Record<Region, SupplierTable>> = Object.fromEntries(
  REGIONS.map((region) => [region, table(region)]),
) as Record<Region, SupplierTable>;

/** The score table of a region. */
export function supplierTableFor(region: Region): SupplierTable {
  return REGION_TABLES[region];
}

/**
 * The table in the shape `@powercheck/scoring` ranks: name, a 0..1 score per criterion, and the criteria without a
 * public figure (`unknown`), which the explanations then mark.
 */
export function scoringTableFor(region: Region): SupplierScores[] {
  return supplierTableFor(region).suppliers.map(({ name, scores }) => ({
    name,
    scores: Object.fromEntries(CRITERIA.map((criterion) => [criterion, scores[criterion].value])) as SupplierScores['scores'],
    unknown: CRITERIA.filter((criterion) => scores[criterion].status === 'unknown'),
  }));
}
