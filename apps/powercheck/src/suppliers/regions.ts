/**
 * Which suppliers each regional table lists, and which table a language uses. Kept free of runtime imports so the
 * result-mail function can check a results address against it without loading the app's tables and logos.
 */
import type { LanguageGroup, SupplierName } from './types';

/** The suppliers of each region, in the order the product lists them. */
export const REGION_SUPPLIERS: Readonly<Record<LanguageGroup, readonly SupplierName[]>> = {
  nl: ['engie', 'luminus', 'eneco', 'total', 'mega', 'elegant', 'energiebe', 'ecopower', 'bolt', 'octaplus'],
  fr: ['engie', 'luminus', 'eneco', 'total', 'mega', 'bolt', 'octaplus', 'cociter', 'dats24'],
};

/** The region whose table a language uses: fr and de use the fr table; nl (and any other language) the nl table. */
export function languageGroupOf(language: string): LanguageGroup {
  return language === 'fr' || language === 'de' ? 'fr' : 'nl';
}
