/** Types of refresh-suppliers.mjs (see there). */
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
  /** Flemish tariff-card figures in the shape of src/suppliers/data/flanders-2026-10.json. */
  flanders?: unknown;
  /** The revision date of the new figures (YYYY-MM-DD). */
  revised: string;
}

export function refreshFigures(before: SupplierFigures, input: RefreshInput): SupplierFigures;
