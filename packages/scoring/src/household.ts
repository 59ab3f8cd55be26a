/**
 * The household the price criterion is computed for: yearly consumption and meter. The regulators' reference
 * household (3,500 kWh a year, single-rate meter) is the default.
 */

/** A single-rate meter, or a day/night (dual-rate) meter. */
export const METERS = ['single', 'day-night'] as const;

export type Meter = (typeof METERS)[number];

/** Yearly consumption and meter of one household. */
export interface Household {
  /** kWh a year, a whole number from MIN_KWH to MAX_KWH. */
  readonly kwh: number;
  readonly meter: Meter;
}

/** The regulators' reference household: 3,500 kWh a year on a single-rate meter. */
export const REFERENCE_HOUSEHOLD: Household = { kwh: 3500, meter: 'single' };

/** The smallest yearly consumption a visitor can set (kWh). */
export const MIN_KWH = 100;

/** The largest yearly consumption a visitor can set (kWh): a large household with a heat pump and an electric car. */
export const MAX_KWH = 50000;

/** True when `value` is a meter. */
export function isMeter(value: unknown): value is Meter {
  return typeof value === 'string' && (METERS as readonly string[]).includes(value);
}

/** True when `kwh` is a whole number of kWh from MIN_KWH to MAX_KWH. */
export function isConsumption(kwh: unknown): kwh is number {
  return typeof kwh === 'number' && Number.isInteger(kwh) && kwh >= MIN_KWH && kwh <= MAX_KWH;
}

/** The household's query parameters: `kwh=…&meter=…`. */
export function householdQueryOf(household: Household): string {
  return `kwh=${household.kwh}&meter=${household.meter}`;
}

/** The outcome of readHousehold: the household (undefined when the query names none), or why it cannot be read. */
export type ReadHousehold = { readonly ok: true; readonly household?: Household } | { readonly ok: false; readonly reason: string };

/**
 * Reads `kwh` and `meter` from a query. Either may be absent (the reference household's value is used); both absent
 * gives no household. Never throws.
 */
export function readHousehold(params: URLSearchParams): ReadHousehold {
  const kwhText = params.get('kwh');
  const meterText = params.get('meter');
  if (kwhText === null && meterText === null) return { ok: true };
  const kwh = kwhText === null ? REFERENCE_HOUSEHOLD.kwh : /^\d{1,6}$/.test(kwhText) ? Number(kwhText) : Number.NaN;
  if (!isConsumption(kwh)) return { ok: false, reason: `kwh must be a whole number from ${MIN_KWH} to ${MAX_KWH}` };
  const meter = meterText ?? REFERENCE_HOUSEHOLD.meter;
  if (!isMeter(meter)) return { ok: false, reason: `meter must be ${METERS.join(' or ')}` };
  return { ok: true, household: { kwh, meter } };
}
