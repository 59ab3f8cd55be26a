/**
 * The results page's model, without React: read the address, turn the weights into the ranking of every supplier of
 * the region (with @powercheck/scoring's computeResult, the questionnaire's own computation), give one supplier's
 * points criterion by criterion, compare two, and write the page and share addresses back. It ranks from the score
 * tables alone (suppliers/scores.ts); the figures and sources behind a score are in calculation.ts, which loads with
 * a calculation.
 */
import {
  CRITERIA,
  MIN_IMPORTANCE,
  TOP_COUNT,
  REGION_PARAMETER,
  REGION_FROM_PARAMETER,
  MAX_POINTS,
  buildResultAddress,
  computeResult,
  firstPlaceCertainty,
  roundPercentage,
  parseResultAddress,
  readResultSettings,
  regionOfLanguage,
  settingsQueryOf,
  type Criterion,
  type Household,
  type CriterionWeight,
  type FirstPlaceCertainty,
  type ResultAddress,
  type ScoringResult,
  type SupplierExplanation,
  type Weight,
} from '@powercheck/scoring';
import type { AppLanguage } from '../config.js';
import { SUPPLIERS } from '../suppliers/catalogue.js';
import { SCORE_TABLES, regionScoresFor, type RegionScores, type SupplierScoreRow } from '../suppliers/scores.js';
import type { Region, SupplierName } from '../suppliers/types.js';
import { isReferenceHousehold, repricedRows } from './household.js';

/**
 * Where the ranking's region came from and which it is: the visitor's postcode (or their own choice on the results
 * page), or, without a postcode, the language's region (`fromLanguage`), which the page then says it assumed.
 */
export interface RegionSetting {
  readonly region: Region;
  readonly fromLanguage: boolean;
  /** The household the price criterion is computed for; absent: the reference household (3,500 kWh, single rate). */
  readonly household?: Household;
}

/** What the results page shows for an address. */
export type ResultsView =
  /** The address cannot be read. */
  | { readonly kind: 'invalid'; readonly reason: string }
  /** An address with only the specification's parameters (no weights): its top five, as it says. */
  | { readonly kind: 'address'; readonly address: ResultAddress }
  /** The weights are known: every supplier of the region is ranked, or the insufficient-data rule applies. */
  | {
      readonly kind: 'weighted';
      readonly weights: readonly CriterionWeight[];
      readonly setting: RegionSetting;
      readonly ranking: Ranking;
    };

/** Every supplier of a region ranked for a set of weights. */
export interface Ranking {
  /** The region's scores (without the figures behind them, which load with a calculation). */
  readonly scores: RegionScores;
  readonly result: ScoringResult;
  /** True when the insufficient-data rule applies: the page says so instead of ranking. */
  readonly insufficient: boolean;
}

/** The importance answers (1..5) the weights stand for, as computeResult reads them. */
export function answersOf(weights: readonly CriterionWeight[]): Record<Criterion, string> {
  return Object.fromEntries(weights.map(({ key, weight }) => [key, String(weight + MIN_IMPORTANCE)])) as Record<Criterion, string>;
}

/**
 * Ranks every supplier of the region's table with the questionnaire's computation, the price criterion for the
 * household (the reference household when none is given).
 */
export function rankFor(weights: readonly CriterionWeight[], region: Region, household?: Household): Ranking {
  const stored = regionScoresFor(region);
  const scores = household ? { ...stored, suppliers: repricedRows(stored.suppliers, household) } : stored;
  const result = computeResult(answersOf(weights), scores.suppliers);
  return { scores, result, insufficient: result.insufficientData };
}

/** The household part of an address's settings: nothing for the reference household. */
function householdSetting(setting: RegionSetting): { household?: Household } {
  return setting.household && !isReferenceHousehold(setting.household) ? { household: setting.household } : {};
}

/** The name of a supplier as written for people (the identifier itself for a name the app does not know). */
export function displayNameOf(name: string): string {
  return SUPPLIERS[name as SupplierName]?.displayName ?? name;
}

/** The weights with one criterion set to an importance answer (1..5). */
export function withImportance(weights: readonly CriterionWeight[], criterion: Criterion, importance: number): CriterionWeight[] {
  return weights.map((entry) => (entry.key === criterion ? { key: criterion, weight: (importance - MIN_IMPORTANCE) as Weight } : entry));
}

/** The importance answer (1..5) of a criterion. */
export function importanceOf(weights: readonly CriterionWeight[], criterion: Criterion): number {
  return (weights.find(({ key }) => key === criterion)?.weight ?? 0) + MIN_IMPORTANCE;
}

/** The region setting an address names, or the language's region (marked as such) when it names none. */
export function regionSettingOf(
  region: Region | undefined,
  fromLanguage: boolean | undefined,
  language: AppLanguage,
  household?: Household,
): RegionSetting {
  const base = region ? { region, fromLanguage: fromLanguage === true } : { region: regionOfLanguage(language), fromLanguage: true };
  return household ? { ...base, household } : base;
}

/**
 * Reads the results page's address with @powercheck/scoring's address module. With `w`, the weights decide everything
 * (the ranked names in the address are not needed, so a share link holding only the settings works); the table is
 * the address's region, else the language's (marked as assumed). Without `w`, the address is read as the product
 * specification writes it.
 */
export function readResultsView(language: AppLanguage, supplier: string, search: string): ResultsView {
  const read = readResultSettings(search);
  if (!read.ok) return { kind: 'invalid', reason: read.reason };
  const { weights, region, regionFromLanguage, household } = read.settings;
  if (weights) {
    const setting = regionSettingOf(region, regionFromLanguage, language, household);
    return { kind: 'weighted', weights, setting, ranking: rankFor(weights, setting.region, setting.household) };
  }
  const parsed = parseResultAddress(`/${language}/${encodeURIComponent(supplier)}/${search}`);
  return parsed.ok ? { kind: 'address', address: parsed.address } : { kind: 'invalid', reason: parsed.reason };
}

/**
 * The page's own address for tuned weights or another region: the specification's results address of the new
 * ranking (so the top supplier, top_0..top_4, score_i and tip-invest stay true) with the weights and the region, so
 * that switching the language keeps the same table and ranking.
 */
export function pageAddressFor(weights: readonly CriterionWeight[], setting: RegionSetting, language: AppLanguage): string {
  return resultsAddressFor(rankFor(weights, setting.region, setting.household).result, language, setting);
}

/**
 * The results address the questionnaire and the results page write: the specification's address with the weights
 * and the region (and whether it was assumed from the language), all written by @powercheck/scoring.
 */
export function resultsAddressFor(result: ScoringResult, language: AppLanguage, setting: RegionSetting, base = ''): string {
  return buildResultAddress(result, language, { base, region: setting.region, regionFromLanguage: setting.fromLanguage, ...householdSetting(setting) });
}

/**
 * The query with the region added when it lacks one (undefined when it already names it), so that a language switch
 * keeps the table. An added region is the language's, marked as assumed.
 */
export function withRegion(search: string, setting: RegionSetting): string | undefined {
  const query = new URLSearchParams(search);
  if (query.has(REGION_PARAMETER)) return undefined;
  const from = setting.fromLanguage ? `&${REGION_FROM_PARAMETER}=language` : '';
  return `${search}${search.includes('?') ? '&' : '?'}${REGION_PARAMETER}=${setting.region}${from}`;
}

/**
 * The share link: the path of the best match, the weights and the region only. It holds no answer about the person,
 * no postcode and no e-mail address; opening it ranks again from the weights in the same region.
 */
export function shareAddressFor(weights: readonly CriterionWeight[], setting: RegionSetting, language: AppLanguage, origin: string): string {
  const { result } = rankFor(weights, setting.region, setting.household);
  const top = result.rankings[0]?.name ?? '';
  const query = settingsQueryOf({ weights, region: setting.region, regionFromLanguage: setting.fromLanguage, ...householdSetting(setting) });
  return `${origin}/${language}/${encodeURIComponent(top)}/?${query}`;
}

/** The suppliers the questionnaire knows that do not supply households in a region, with the regions they supply. */
export function absentSuppliers(region: Region): { name: SupplierName; displayName: string; regions: Region[] }[] {
  return (Object.keys(SUPPLIERS) as SupplierName[])
    .filter((name) => !SUPPLIERS[name].availability[region])
    .map((name) => ({
      name,
      displayName: SUPPLIERS[name].displayName,
      regions: (Object.keys(SUPPLIERS[name].availability) as Region[]).filter((other) => SUPPLIERS[name].availability[other]),
    }));
}

/** True for the places that the page highlights as the top five. */
export function isTopFive(rank: number): boolean {
  return rank <= TOP_COUNT;
}

/** One criterion of one supplier: weight × score = points, and whether the score has no public figure behind it. */
export interface CriterionPoints {
  readonly criterion: Criterion;
  /** The visitor's importance answer (1..5). */
  readonly importance: number;
  readonly weight: Weight;
  readonly score: number;
  readonly points: number;
  readonly unknown: boolean;
}

/** Why a supplier has its place: one line per criterion, in the order of CRITERIA. */
export interface SupplierPoints {
  readonly name: SupplierName;
  readonly displayName: string;
  readonly row: SupplierScoreRow;
  readonly explanation: SupplierExplanation;
  readonly lines: readonly CriterionPoints[];
}

/** One supplier's points per criterion in a ranking, or undefined when it is not in the region's table. */
export function pointsOf(ranking: Ranking, name: string): SupplierPoints | undefined {
  const row = ranking.scores.suppliers.find((entry) => entry.name === name);
  const explanation = ranking.result.explanations.find((entry) => entry.name === name);
  if (!row || !explanation) return undefined;
  return {
    name: row.name,
    displayName: displayNameOf(row.name),
    row,
    explanation,
    lines: explanation.contributions.map(
      (contribution): CriterionPoints => ({
        criterion: contribution.criterion,
        importance: contribution.weight + MIN_IMPORTANCE,
        weight: contribution.weight,
        score: contribution.score,
        points: contribution.points,
        unknown: contribution.unknown,
      }),
    ),
  };
}

/** Two suppliers side by side, per criterion. */
export interface Comparison {
  readonly first: SupplierPoints;
  readonly second: SupplierPoints;
  readonly criteria: readonly {
    readonly criterion: Criterion;
    readonly first: CriterionPoints;
    readonly second: CriterionPoints;
    /** The compared suppliers (first, then second) without a public figure for the criterion. */
    readonly withoutFigure: readonly SupplierName[];
  }[];
}

/** Compares two suppliers of a ranking; undefined when either is not in the region's table. */
export function compareSuppliers(ranking: Ranking, firstName: string, secondName: string): Comparison | undefined {
  const first = pointsOf(ranking, firstName);
  const second = pointsOf(ranking, secondName);
  if (!first || !second) return undefined;
  return {
    first,
    second,
    criteria: CRITERIA.map((criterion, index) => ({
      criterion,
      first: first.lines[index]!,
      second: second.lines[index]!,
      withoutFigure: [first, second].filter(({ lines }) => lines[index]!.unknown).map(({ name }) => name),
    })),
  };
}

/**
 * The pair of suppliers compared after the visitor chooses `name` on one side: choosing the supplier already on the
 * other side swaps the two, so a supplier is never compared with itself.
 */
export function chooseCompared(pair: readonly [string, string], index: 0 | 1, name: string): [string, string] {
  const other = index === 0 ? 1 : 0;
  const next: [string, string] = [pair[0], pair[1]];
  next[index] = name;
  if (pair[other] === name) next[other] = pair[index];
  return next;
}

/** The date the supplier data was last revised (YYYY-MM-DD), the month of the region's prices and the data version. */
export function supplierDataDates(scores: RegionScores): { revised: string; prices: string; version: string } {
  return { revised: SCORE_TABLES.revised, prices: scores.priceDate, version: SCORE_TABLES.dataVersion };
}

/** The names in ranking order, for the announcement after a change (the first `count`). */
export function leadingNames(ranking: Ranking, count = 3): { name: string; percentage: number }[] {
  return ranking.result.rankings.slice(0, count).map(({ name, percentage }) => ({
    name: displayNameOf(name),
    percentage,
  }));
}

/**
 * How sure the ranking's first place is (see firstPlaceCertainty of @powercheck/scoring): computed from the same table
 * the ranking used, so it follows the live weights, the region and the household. Undefined without a ranking.
 */
export function certaintyOf(ranking: Ranking): FirstPlaceCertainty | undefined {
  return ranking.insufficient ? undefined : firstPlaceCertainty(ranking.result.weights, ranking.scores.suppliers);
}

/**
 * The highest match any supplier can reach with these weights: a perfect score on every criterion gives the total
 * weight out of 28 points (a supplier without a figure for some criterion is re-normalised to the same total).
 */
export function maxPercentageOf(ranking: Ranking): number {
  return roundPercentage((ranking.result.totalWeight / MAX_POINTS) * 100);
}
