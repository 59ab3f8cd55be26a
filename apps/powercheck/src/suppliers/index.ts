/**
 * The supplier score tables: one for Flanders (nl) and one shared by French and German (Wallonia and Brussels).
 * Every score carries a reason and a source (see scores.ts and README.md): a documented default for the federation
 * to review.
 */
import type { SupplierScores } from '@powercheck/scoring';
import { LOGO_SOURCES } from './logos';
import { SUPPLIER_SCORES } from './scores';
import { languageGroupOf, REGION_SUPPLIERS } from './regions';
import type { Supplier, SupplierName, SupplierTable, TableLanguage } from './types';

export { SOURCES } from './sources';
export { SUPPLIER_SCORES } from './scores';
export { LOGO_SOURCES } from './logos';
export { languageGroupOf, REGION_SUPPLIERS } from './regions';
export type * from './types';

const DISPLAY_NAMES: Readonly<Record<SupplierName, string>> = {
  engie: 'ENGIE',
  luminus: 'Luminus',
  eneco: 'Eneco',
  total: 'TotalEnergies',
  mega: 'Mega',
  elegant: 'Elegant',
  energiebe: 'Energie.be',
  ecopower: 'Ecopower',
  bolt: 'Bolt',
  octaplus: 'OCTA+',
  cociter: 'Cociter',
  dats24: 'DATS 24',
};

function supplier(name: SupplierName): Supplier {
  const displayName = DISPLAY_NAMES[name];
  return {
    name,
    displayName,
    availability: { nl: REGION_SUPPLIERS.nl.includes(name), fr: REGION_SUPPLIERS.fr.includes(name) },
    logo: { src: LOGO_SOURCES[name], alt: displayName },
    scores: SUPPLIER_SCORES[name],
  };
}

/** Every supplier, whatever its region. */
export const SUPPLIERS: Readonly<Record<SupplierName, Supplier>> = Object.fromEntries(
  (Object.keys(DISPLAY_NAMES) as SupplierName[]).map((name) => [name, supplier(name)]),
) as Record<SupplierName, Supplier>;

/** The Flemish table, used for Dutch. */
export const NL_TABLE: SupplierTable = { group: 'nl', languages: ['nl'], suppliers: REGION_SUPPLIERS.nl.map((name) => SUPPLIERS[name]) };

/** The table of Wallonia and Brussels, used for French and German. */
export const FR_DE_TABLE: SupplierTable = {
  group: 'fr',
  languages: ['fr', 'de'],
  suppliers: REGION_SUPPLIERS.fr.map((name) => SUPPLIERS[name]),
};

/** The score table for a questionnaire language (fr and de share one; anything else gets the Dutch table). */
export function supplierTableFor(language: TableLanguage | string): SupplierTable {
  return languageGroupOf(language) === 'fr' ? FR_DE_TABLE : NL_TABLE;
}

/** The table in the plain shape `@powercheck/scoring` ranks: name and a 0..1 score per criterion. */
export function scoringTableFor(language: TableLanguage | string): SupplierScores[] {
  return supplierTableFor(language).suppliers.map(({ name, scores }) => ({
    name,
    scores: Object.fromEntries(Object.entries(scores).map(([criterion, evidence]) => [criterion, evidence.value])) as SupplierScores['scores'],
  }));
}
