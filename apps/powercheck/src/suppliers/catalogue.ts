/**
 * Who the suppliers are and where they deliver: names, logos and the two regional lists. Kept apart from the score
 * tables so the intro's logo banner does not load the figures.
 */
import { LOGO_SOURCES } from './logos';
import type { LanguageGroup, Supplier, SupplierName, TableLanguage } from './types';

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

/** The suppliers of each region, in the order the product lists them. */
export const REGION_SUPPLIERS: Readonly<Record<LanguageGroup, readonly SupplierName[]>> = {
  nl: ['engie', 'luminus', 'eneco', 'total', 'mega', 'elegant', 'energiebe', 'ecopower', 'bolt', 'octaplus'],
  fr: ['engie', 'luminus', 'eneco', 'total', 'mega', 'bolt', 'octaplus', 'cociter', 'dats24'],
};

function supplier(name: SupplierName): Supplier {
  const displayName = DISPLAY_NAMES[name];
  return {
    name,
    displayName,
    availability: { nl: REGION_SUPPLIERS.nl.includes(name), fr: REGION_SUPPLIERS.fr.includes(name) },
    logo: { src: LOGO_SOURCES[name], alt: displayName },
  };
}

/** Every supplier, whatever its region (names and logos; scores are per region, see the tables). */
export const SUPPLIERS: Readonly<Record<SupplierName, Supplier>> = Object.fromEntries(
  (Object.keys(DISPLAY_NAMES) as SupplierName[]).map((name) => [name, supplier(name)]),
) as Record<SupplierName, Supplier>;

/** The region whose table a language uses: fr and de use the fr table; nl (and any other language) the nl table. */
export function languageGroupOf(language: string): LanguageGroup {
  return language === 'fr' || language === 'de' ? 'fr' : 'nl';
}

/** The suppliers the comparison covers for a questionnaire language, in the product's order. */
export function regionSuppliersFor(language: TableLanguage | string): Supplier[] {
  return REGION_SUPPLIERS[languageGroupOf(language)].map((name) => SUPPLIERS[name]);
}
