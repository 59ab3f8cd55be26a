/**
 * The score tables as the browser gets them: the scores of every supplier of each region, without the figures behind
 * them (see score-tables.ts). What the results page ranks, compares and marks with; the full tables (index.ts) load
 * with a calculation.
 */
import SCORE_TABLES from 'virtual:powercheck-scores';
import type { RegionScores, ScoreTables } from './score-tables.js';
import type { Region } from './types.js';

export type { RegionScores, ScoreTables, SupplierScoreRow } from './score-tables.js';
export { SUPPLIER_DATA_VERSION_ANSWER } from './score-tables.js';

export { SCORE_TABLES };

/** The scores of a region. */
export function regionScoresFor(region: Region): RegionScores {
  return SCORE_TABLES.regions[region];
}

/** The supplier data's version, as stored with every result. */
export const SUPPLIER_DATA_VERSION: ScoreTables['dataVersion'] = SCORE_TABLES.dataVersion;
