/**
 * The input figures behind the score tables (data/figures.json): what was read in a public source, with the source,
 * its date and a retrieval note, or an explicit "unknown" with the reason. Scores are derived from these in derive.ts.
 * validateFigures is the schema: every cell is a figure with a known source or an explicit unknown.
 */
import type { TariffComponents } from './tariff.ts';
import type { Region, SupplierName } from './types.ts';

/** Why a cell has no figure. Shown to visitors (translated), so the list is closed. */
export const UNKNOWN_REASONS = [
  /** The source covers the region but does not list the supplier (no comparator entry, no tariff card found). */
  'not-listed',
  /** The supplier's variable price follows its own index, which is not published. */
  'index-not-published',
  /** A source exists but its figure was not read into this data (yet). */
  'not-read',
  /** The supplier is in the ranking, but its score could not be found. */
  'score-not-found',
  /** No public source gives a per-supplier figure. */
  'no-per-supplier-figure',
  /** The source's figure cannot be recomputed for the region's price month (no formula, no card of that month). */
  'not-reproducible',
] as const;

export type UnknownReason = (typeof UNKNOWN_REASONS)[number];

/** A figure read in (or computed from) a public source. */
export interface KnownFigure<T> {
  readonly value: T;
  /** Key in `sources`. */
  readonly source: string;
  /** How the figure was read or computed, in one line (English, for the data's readers). */
  readonly note: string;
  /** The product the figure is about, when it is about one product. */
  readonly product?: string;
  /** Edition of a yearly ranking, when the figure comes from an older edition than the source's newest. */
  readonly edition?: number;
  /** For an annual cost: the product's tariff components, which the value re-derives from (tariff.ts). */
  readonly tariff?: TariffComponents;
}

/** A cell without a public figure: the score falls back to the neutral default and is shown as unknown. */
export interface UnknownFigure {
  readonly unknown: UnknownReason;
  /** The source that was searched, when there is one. */
  readonly source?: string;
  readonly note: string;
}

export type Figure<T> = KnownFigure<T> | UnknownFigure;

export function isKnown<T>(figure: Figure<T>): figure is KnownFigure<T> {
  return !('unknown' in figure);
}

/** A public source with its dates. */
export interface SourceRecord {
  readonly title: string;
  readonly url?: string;
  /** Date (or month, or year) of the data in the source. */
  readonly published: string;
  /** When it was read for this data. */
  readonly retrieved: string;
}

/** The figures of one region's table. */
export interface RegionFigures {
  readonly name: 'Flanders' | 'Wallonia' | 'Brussels';
  /** Date of the price figures, the table's "data of" date. */
  readonly priceDate: string;
  /** The suppliers of the region's table, in the product's order. */
  readonly suppliers: readonly SupplierName[];
  /** € per year for the reference household, supplier's own part, VAT included. */
  readonly annualCost: Readonly<Partial<Record<SupplierName, Figure<number>>>>;
  /** Whether the supplier offers households a fixed-price contract in the region. */
  readonly fixedOffer: Readonly<Partial<Record<SupplierName, Figure<boolean>>>>;
  /** Markup of the cheapest regular variable product above the market index, c€/kWh excl. VAT at 150 €/MWh. */
  readonly variableMarkup: Readonly<Partial<Record<SupplierName, Figure<number>>>>;
}

/** Everything data/figures.json holds. */
export interface SupplierFigures {
  /** Date of the last change to the figures. */
  readonly revised: string;
  readonly sources: Readonly<Record<string, SourceRecord>>;
  readonly regions: Readonly<Record<Region, RegionFigures>>;
  /** Greenpeace Belgium's green-power ranking: points out of 20 (Belgium-wide, so one figure for both tables). */
  readonly greenRanking: Readonly<Partial<Record<SupplierName, Figure<number>>>>;
  /** Complaints per 5,000 customers (the measure of VREG's Servicecheck), when a per-supplier figure exists. */
  readonly customerSatisfaction: Readonly<Partial<Record<SupplierName, Figure<number>>>>;
}

const DATE = /^\d{4}(-\d{2}(-\d{2})?)?(\/\d{4}(-\d{2}(-\d{2})?)?)?$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

type ValueCheck = (value: unknown) => string | null;

const money: ValueCheck = (value) => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? null : 'must be a positive number');
const markup: ValueCheck = (value) => (typeof value === 'number' && Number.isFinite(value) && value > -5 && value < 20 ? null : 'must be a markup in c€/kWh');
const yesNo: ValueCheck = (value) => (typeof value === 'boolean' ? null : 'must be true or false');
const points: ValueCheck = (value) => (typeof value === 'number' && value >= 0 && value <= 20 ? null : 'must be points from 0 to 20');
const complaints: ValueCheck = (value) => (typeof value === 'number' && value >= 0 ? null : 'must be a number of complaints');

/**
 * Checks figures.json against the schema and returns every problem found (empty: valid). Each cell must be either
 * `{ value, source, note }` with a source listed in `sources` and a value of the right kind, or
 * `{ unknown: <reason>, note }`; every supplier of a region must have every regional cell and both national cells.
 */
export function validateFigures(data: unknown, required: Readonly<Record<Region, readonly SupplierName[]>>): string[] {
  const problems: string[] = [];
  if (!isRecord(data)) return ['figures must be an object'];
  if (typeof data.revised !== 'string' || !DATE.test(data.revised)) problems.push('revised must be a date');
  const sources = isRecord(data.sources) ? data.sources : {};
  if (!isRecord(data.sources)) problems.push('sources must be an object');
  for (const [id, source] of Object.entries(sources)) {
    if (!isRecord(source) || typeof source.title !== 'string' || source.title.trim() === '') problems.push(`sources.${id}.title is missing`);
    else {
      if (typeof source.published !== 'string' || !DATE.test(source.published)) problems.push(`sources.${id}.published must be a date`);
      if (typeof source.retrieved !== 'string' || !DATE.test(source.retrieved)) problems.push(`sources.${id}.retrieved must be a date`);
      if (source.url !== undefined && (typeof source.url !== 'string' || !source.url.startsWith('https://'))) problems.push(`sources.${id}.url must be https`);
    }
  }

  const checkCell = (path: string, cell: unknown, check: ValueCheck) => {
    if (!isRecord(cell)) return problems.push(`${path} is missing: give a figure or an explicit unknown`);
    if (typeof cell.note !== 'string' || cell.note.trim().length < 5) problems.push(`${path}.note is missing`);
    if (cell.source !== undefined && (typeof cell.source !== 'string' || !(cell.source in sources))) {
      problems.push(`${path}.source ${JSON.stringify(cell.source)} is not in sources`);
    }
    if ('unknown' in cell) {
      if (!(UNKNOWN_REASONS as readonly unknown[]).includes(cell.unknown)) problems.push(`${path}.unknown must be one of ${UNKNOWN_REASONS.join(', ')}`);
      if ('value' in cell) problems.push(`${path} is unknown and has a value`);
    } else {
      if (cell.source === undefined) problems.push(`${path} has a value without a source`);
      const problem = check(cell.value);
      if (problem) problems.push(`${path}.value ${problem}`);
    }
    return 0;
  };

  const regions = isRecord(data.regions) ? data.regions : {};
  for (const group of Object.keys(required) as Region[]) {
    const region = regions[group];
    if (!isRecord(region)) {
      problems.push(`regions.${group} is missing`);
      continue;
    }
    if (typeof region.priceDate !== 'string' || !DATE.test(region.priceDate)) problems.push(`regions.${group}.priceDate must be a date`);
    const listed = Array.isArray(region.suppliers) ? region.suppliers : [];
    if (JSON.stringify(listed) !== JSON.stringify(required[group])) {
      problems.push(`regions.${group}.suppliers must be ${required[group].join(', ')}`);
    }
    for (const [field, check] of [['annualCost', money], ['fixedOffer', yesNo], ['variableMarkup', markup]] as const) {
      const cells = isRecord(region[field]) ? region[field] : {};
      for (const name of required[group]) checkCell(`regions.${group}.${field}.${name}`, cells[name], check);
      for (const name of Object.keys(cells)) {
        if (!required[group].includes(name as SupplierName)) problems.push(`regions.${group}.${field}.${name} is not a supplier of the region`);
      }
    }
  }
  const everyone = [...new Set(Object.values(required).flat())];
  for (const [field, check] of [['greenRanking', points], ['customerSatisfaction', complaints]] as const) {
    const cells = isRecord(data[field]) ? data[field] : {};
    for (const name of everyone) checkCell(`${field}.${name}`, cells[name], check);
  }
  return problems;
}
