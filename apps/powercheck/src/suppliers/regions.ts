/**
 * Which suppliers each regional table lists, typed with the app's supplier names. The lists themselves, the region of a
 * postcode and the language's fallback region are @powercheck/scoring's (one definition, which the result-mail
 * function reads too).
 */
import { REGION_SUPPLIERS as SUPPLIERS_BY_REGION, REGIONS, type Region } from '@powercheck/scoring/region';
import type { SupplierName } from './types';

export { REGIONS, regionOfLanguage, regionOfPostcode } from '@powercheck/scoring/region';

/** The suppliers of each region, in the order the product lists them. */
export const REGION_SUPPLIERS = SUPPLIERS_BY_REGION as Readonly<Record<Region, readonly SupplierName[]>>;

/** The regions in the order pages list them. */
export const REGION_ORDER: readonly Region[] = REGIONS;
