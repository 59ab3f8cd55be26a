/**
 * Where the visitor lives: the three Belgian regions, the region of a postcode, the region a language falls back to,
 * and which suppliers supply households in each region (a supplier is ranked only where it supplies).
 */
import type { ResultLanguage } from './criteria';

/** The three regions, each with its own regulator, supplier list and prices. */
export const REGIONS = ['flanders', 'wallonia', 'brussels'] as const;

/** One of the three regions. */
export type Region = (typeof REGIONS)[number];

/** True when `value` names a region. */
export function isRegion(value: unknown): value is Region {
  return typeof value === 'string' && (REGIONS as readonly string[]).includes(value);
}

/**
 * The region of a Belgian postcode (bpost ranges): Brussels 1000–1299; Wallonia 1300–1499 and 4000–7999; Flanders
 * 1500–3999 and 8000–9999. Undefined for anything that is not four digits from 1000 to 9999 (surrounding spaces are
 * ignored).
 */
export function regionOfPostcode(postcode: string | number | null | undefined): Region | undefined {
  const text = String(postcode ?? '').trim();
  if (!/^[1-9]\d{3}$/.test(text)) return undefined;
  const code = Number(text);
  if (code < 1300) return 'brussels';
  if (code < 1500 || (code >= 4000 && code < 8000)) return 'wallonia';
  return 'flanders';
}

/**
 * The region used when the visitor gave no postcode: the region of the language's table in the product
 * specification (Dutch: Flanders; French and German: Wallonia). Any language may live in any region; this is only
 * the fallback, and the results page says so.
 */
export function regionOfLanguage(language: ResultLanguage | string): Region {
  return language === 'fr' || language === 'de' ? 'wallonia' : 'flanders';
}

/**
 * The suppliers that supply households in each region, in the order the product lists them (also the order among
 * equals). Flanders and Wallonia are the product specification's Dutch-region and French-region lists; Brussels is
 * the list of the Brussels regulator's comparator (Brugel, BruSim) limited to the suppliers the questionnaire knows.
 */
export const REGION_SUPPLIERS: Readonly<Record<Region, readonly string[]>> = {
  flanders: ['engie', 'luminus', 'eneco', 'total', 'mega', 'elegant', 'energiebe', 'ecopower', 'bolt', 'octaplus'],
  wallonia: ['engie', 'luminus', 'eneco', 'total', 'mega', 'bolt', 'octaplus', 'cociter', 'dats24'],
  brussels: ['engie', 'luminus', 'total', 'mega', 'bolt'],
};

/** The regions where a supplier supplies households, in the order of REGIONS. */
export function regionsOfSupplier(name: string): Region[] {
  return REGIONS.filter((region) => REGION_SUPPLIERS[region].includes(name));
}

/**
 * Reads a region as an address writes it: 'flanders', 'wallonia', 'brussels', or the older language-group names
 * 'nl' (Flanders) and 'fr' (Wallonia) that earlier results addresses carry. Undefined for anything else.
 */
export function readRegion(text: string | null | undefined): Region | undefined {
  if (text === 'nl') return 'flanders';
  if (text === 'fr') return 'wallonia';
  return isRegion(text) ? text : undefined;
}
