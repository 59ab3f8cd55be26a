/**
 * Who the suppliers are and where they deliver: names, logos and the two regional lists. Kept apart from the score
 * tables so the intro's logo banner does not load the figures.
 */
import { LOGO_SOURCES } from './logos';
import { REGION_SUPPLIERS, REGIONS } from './regions';
import type { Region, Supplier, SupplierName } from './types';

export { REGION_SUPPLIERS, regionOfLanguage } from './regions';

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
    availability: Object.fromEntries(REGIONS.map((region) => [region, REGION_SUPPLIERS[region].includes(name)])) as Record<Region, boolean>,
    logo: { src: LOGO_SOURCES[name], alt: displayName },
  };
}

/** Every supplier, whatever its region (names and logos; scores are per region, see the tables). */
export const SUPPLIERS: Readonly<Record<SupplierName, Supplier>> = Object.fromEntries(
  (Object.keys(DISPLAY_NAMES) as SupplierName[]).map((name) => [name, supplier(name)]),
) as Record<SupplierName, Supplier>;

/** The suppliers of a region, in the product's order. */
export function regionSuppliersFor(region: Region): Supplier[] {
  return REGION_SUPPLIERS[region].map((name) => SUPPLIERS[name]);
}
