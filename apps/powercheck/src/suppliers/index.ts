/**
 * The supplier score tables: one for Flanders (nl) and one for Wallonia, shared by French and German. Every score is
 * derived (derive.ts) from the input figures in data/figures.json, each with its source, date and note, or is an
 * explicit unknown; the Ecopower row is the product specification's. See README.md.
 */
import { CRITERIA, type SupplierScores } from '@powercheck/scoring';
import figuresJson from './data/figures.json';
import { dataVersionOf, deriveRegion } from './derive';
import type { SupplierFigures } from './figures';
import { REGION_SUPPLIERS, SUPPLIERS, languageGroupOf } from './catalogue';
import type { LanguageGroup, RegionalSupplier, SupplierTable, TableLanguage } from './types';

export { LOGO_SOURCES } from './logos';
export { REGION_SUPPLIERS, SUPPLIERS, languageGroupOf, regionSuppliersFor } from './catalogue';
export { CRITERION_FORMULAS, FORMULAS, NEUTRAL_SCORE, SPECIFICATION_ROWS } from './derive';
export { UNKNOWN_REASONS, isKnown } from './figures';
export type * from './types';
export type { Figure, SupplierFigures, SourceRecord, UnknownReason } from './figures';

/** The input figures (validated against the schema by data.test.ts). */
export const FIGURES = figuresJson as SupplierFigures;

/** The version of the supplier data, stored with every result so it can be audited later. */
export const SUPPLIER_DATA_VERSION = dataVersionOf(FIGURES);

export { SUPPLIER_DATA_VERSION_ANSWER } from './score-tables';

function table(group: LanguageGroup, languages: readonly TableLanguage[]): SupplierTable {
  const scores = deriveRegion(FIGURES, group);
  return {
    group,
    languages,
    priceDate: FIGURES.regions[group].priceDate,
    dataVersion: SUPPLIER_DATA_VERSION,
    suppliers: REGION_SUPPLIERS[group].map((name): RegionalSupplier => ({ ...SUPPLIERS[name], scores: scores[name] })),
  };
}

/** The Flemish table, used for Dutch. */
export const NL_TABLE: SupplierTable = table('nl', ['nl']);

/** The Walloon table, used for French and German. */
export const FR_DE_TABLE: SupplierTable = table('fr', ['fr', 'de']);

/** The score table for a questionnaire language (fr and de share one; anything else gets the Dutch table). */
export function supplierTableFor(language: TableLanguage | string): SupplierTable {
  return languageGroupOf(language) === 'fr' ? FR_DE_TABLE : NL_TABLE;
}

/**
 * The table in the shape `@powercheck/scoring` ranks: name, a 0..1 score per criterion, and the criteria without a
 * public figure (`unknown`), which the explanations then mark.
 */
export function scoringTableFor(language: TableLanguage | string): SupplierScores[] {
  return supplierTableFor(language).suppliers.map(({ name, scores }) => ({
    name,
    scores: Object.fromEntries(CRITERIA.map((criterion) => [criterion, scores[criterion].value])) as SupplierScores['scores'],
    unknown: CRITERIA.filter((criterion) => scores[criterion].status === 'unknown'),
  }));
}
