/**
 * How old a region's prices are. Prices change monthly, so a visitor must see when the prices behind a ranking are
 * older than FRESHNESS_DAYS. Pure: the pages pass today's date in.
 */

/** Prices older than this many days are said to be out of date on the results and methodology pages. */
export const FRESHNESS_DAYS = 45;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The last day a price date covers, in UTC: a day ('2026-10-10') is itself; a month ('2026-10', a tariff card valid
 * for the month) is its last day. Undefined for anything else.
 */
export function priceDateEnd(priceDate: string): Date | undefined {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(priceDate);
  if (day) return new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
  const month = /^(\d{4})-(\d{2})$/.exec(priceDate);
  if (month) return new Date(Date.UTC(Number(month[1]), Number(month[2]), 0));
  return undefined;
}

/** Whole days from the end of the price date to `today` (0 or less: current). Undefined for an unreadable date. */
export function priceAgeDays(priceDate: string, today: Date): number | undefined {
  const end = priceDateEnd(priceDate);
  if (!end) return undefined;
  const day = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Math.floor((day - end.getTime()) / DAY_MS);
}

/** True when the prices are older than FRESHNESS_DAYS on `today` (an unreadable date counts as out of date). */
export function isOutOfDate(priceDate: string, today: Date): boolean {
  const age = priceAgeDays(priceDate, today);
  return age === undefined || age > FRESHNESS_DAYS;
}
