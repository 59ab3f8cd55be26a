/**
 * The result most often first (for powercheck the top supplier) among the responses of each province and region,
 * from the counts rollup.ts keeps, under the dashboard's filter.
 */
import type { Queryable } from '../db.js';
import type { ResponseFilter } from '../response-filter.js';
import { PROVINCE_REGION, type ProvinceCode, type RegionCode } from './belgian-provinces.js';
import { compareCodePoints } from './jsonb-text.js';
import { PLACE_TOP } from './cells.js';
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

/** One count of a top result in a province. */
export interface ProvinceTop {
  province: string;
  key: string;
  count: number;
}

/**
 * Per province and per region with results, the result first most often (ties: the first key in code order), the
 * places in code order; places other than a Belgian province ('') are left out.
 */
export function placeResultsOf(counts: readonly ProvinceTop[]): PlaceResults {
  const perProvince = new Map<string, Map<string, number>>();
  const perRegion = new Map<string, Map<string, number>>();
  const add = (groups: Map<string, Map<string, number>>, place: string, key: string, count: number) => {
    const keys = groups.get(place) ?? new Map<string, number>();
    groups.set(place, keys.set(key, (keys.get(key) ?? 0) + count));
  };
  for (const { province, key, count } of counts) {
    const region = PROVINCE_REGION[province as ProvinceCode];
    if (region === undefined || count <= 0) continue;
    add(perProvince, province, key, count);
    add(perRegion, region, key, count);
  }
  const first = (groups: Map<string, Map<string, number>>) =>
    [...groups]
      .sort(([a], [b]) => compareCodePoints(a, b))
      .map(([place, keys]) => {
        const [key, count] = [...keys].sort((a, b) => b[1] - a[1] || compareCodePoints(a[0], b[0]))[0]!;
        return { place, key, count };
      });
  return {
    provinces: first(perProvince).map(({ place, key, count }) => ({ province: place as ProvinceCode, key, count })),
    regions: first(perRegion).map(({ place, key, count }) => ({ region: place as RegionCode, key, count })),
  };
}

/**
 * Per province and per region, the result first most often under the dashboard's filter: without a filter on places
 * or partners from the counts over all places (PLACE_TOP: a few hundred rows), otherwise from `top` of the cells per
 * province and partner that the filter selects.
 */
export async function topResultPerPlace(db: Queryable, filter: ResponseFilter): Promise<PlaceResults> {
  const { sql: where, params, split } = countsCondition(filter);
  const { rows } = await db.query<ProvinceTop>(
    split
      ? `SELECT province, key, sum(n)::int AS count FROM dashboard_counts WHERE ${where} AND metric = 'top' GROUP BY 1, 2`
      : `SELECT key AS province, value AS key, sum(n)::int AS count FROM dashboard_counts WHERE ${where} AND metric = '${PLACE_TOP}' GROUP BY 1, 2`,
    params,
  );
  return placeResultsOf(rows);
}
