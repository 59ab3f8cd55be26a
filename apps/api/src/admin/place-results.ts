/**
 * The result most often first (for powercheck the top supplier) among the responses of each province and region,
 * from the counts rollup.ts keeps per province (`top` in the per-province cells), under the dashboard's filter. One
 * row per place whatever the number of result keys: the database keeps only each place's first.
 */
import type { Queryable } from '../db.js';
import type { ResponseFilter } from '../response-filter.js';
import { PROVINCE_REGION, type ProvinceCode, type RegionCode } from './belgian-provinces.js';
import { countsCondition } from './stats.js';

/** A place's most frequent top result and how many responses had it first ('' place: no Belgian postcode). */
export interface PlaceResult {
  key: string;
  count: number;
}

export interface PlaceResults {
  provinces: ({ province: ProvinceCode } & PlaceResult)[];
  regions: ({ region: RegionCode } & PlaceResult)[];
}

const REGION_SQL = `CASE province ${Object.entries(PROVINCE_REGION)
  .map(([province, region]) => `WHEN '${province}' THEN '${region}'`)
  .join(' ')} ELSE '' END`;

/** Per province and per region with results, the result first most often (ties: the first key in code order). */
export async function topResultPerPlace(db: Queryable, filter: ResponseFilter): Promise<PlaceResults> {
  const { sql: where, params } = countsCondition(filter, true);
  const first = async (place: string) =>
    (
      await db.query<{ place: string; key: string; count: number }>(
        `SELECT DISTINCT ON (place) place, key, count FROM (
           SELECT ${place} AS place, key, sum(n)::int AS count FROM dashboard_counts
           WHERE ${where} AND metric = 'top' AND province <> '' GROUP BY 1, key HAVING sum(n) > 0
         ) counted ORDER BY place, count DESC, key COLLATE "C"`,
        params,
      )
    ).rows;
  const [provinces, regions] = [await first('province'), await first(REGION_SQL)];
  return {
    provinces: provinces.map(({ place, key, count }) => ({ province: place as ProvinceCode, key, count })),
    regions: regions.map(({ place, key, count }) => ({ region: place as RegionCode, key, count })),
  };
}
