/** Types of refresh-suppliers.mjs (see there). */
import type { CardExtract } from '../src/suppliers/cards.ts';
import type { CwapeSnapshot } from '../src/suppliers/cwape.ts';
import type { SupplierFigures } from '../src/suppliers/figures.ts';

export interface RefreshInput {
  /** A CompaCWaPE snapshot in the JSON of the public archive amcaw/energy-db. */
  cwape?: CwapeSnapshot & { localite?: string };
  /** Address of that snapshot, for the source record. */
  cwapeUrl?: string;
  /** A BruSim (Brugel) snapshot from the same archive, same fields. */
  brugel?: CwapeSnapshot & { localite?: string };
  /** Address of that snapshot, for the source record. */
  brugelUrl?: string;
  /** The Flemish tariff cards of one month, in the shape of src/suppliers/data/cards-flanders-2026-10.json. */
  cards?: CardExtract;
  /** Month index values (€/MWh by name) that override the extract's own. */
  indexes?: Readonly<Record<string, number>>;
  /** The revision date of the new figures (YYYY-MM-DD). */
  revised: string;
}

export function refreshFigures(before: SupplierFigures, input: RefreshInput): SupplierFigures;
