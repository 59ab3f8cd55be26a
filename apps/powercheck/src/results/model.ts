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
  buildResultAddress,
  computeResult,
  parseResultAddress,
  readWeightsQuery,
  weightsQueryOf,
  type Criterion,
  type CriterionWeight,
  type ResultAddress,
  type ScoringResult,
  type SupplierExplanation,
  type Weight,
} from '@powercheck/scoring';
import type { AppLanguage } from '../config.js';
import { SUPPLIERS, languageGroupOf } from '../suppliers/catalogue.js';
import { REGION_PARAMETER, isRegion } from '../suppliers/regions.js';
import { SCORE_TABLES, regionScoresFor, type RegionScores, type SupplierScoreRow } from '../suppliers/scores.js';
import type { LanguageGroup, SupplierName } from '../suppliers/types.js';

export { REGION_PARAMETER };

/** What the results page shows for an address. */
export type ResultsView =
  /** The address cannot be read. */
  | { readonly kind: 'invalid'; readonly reason: string }
  /** An address with only the specification's parameters (no weights): its top five, as it says. */
  | { readonly kind: 'address'; readonly address: ResultAddress }
  /** The weights are known: every supplier of the region is ranked, or the insufficient-data rule applies. */
  | { readonly kind: 'weighted'; readonly weights: readonly CriterionWeight[]; readonly region: LanguageGroup; readonly ranking: Ranking };

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

/** Ranks every supplier of the region's table with the questionnaire's computation. */
export function rankFor(weights: readonly CriterionWeight[], region: LanguageGroup): Ranking {
  const scores = regionScoresFor(region);
  const result = computeResult(answersOf(weights), scores.suppliers);
  return { scores, result, insufficient: result.insufficientData };
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

/**
 * Reads the results page's address. With `w`, the weights decide everything (the ranked names in the address are
 * not needed, so a share link holding only the weights works); the table is the language's region unless `region`
 * names the other one. Without `w`, the address is read as the product specification writes it.
 */
export function readResultsView(language: AppLanguage, supplier: string, search: string): ResultsView {
  const query = new URLSearchParams(search);
  const weightsText = query.get('w');
  if (weightsText !== null) {
    const weights = readWeightsQuery(weightsText);
    if (!weights) return { kind: 'invalid', reason: 'w must be seven importance answers from 1 to 5' };
    const regionText = query.get(REGION_PARAMETER);
    if (regionText !== null && !isRegion(regionText)) return { kind: 'invalid', reason: 'region must be nl or fr' };
    const region = regionText ?? languageGroupOf(language);
    return { kind: 'weighted', weights, region, ranking: rankFor(weights, region) };
  }
  const parsed = parseResultAddress(`/${language}/${encodeURIComponent(supplier)}/${search}`);
  return parsed.ok ? { kind: 'address', address: parsed.address } : { kind: 'invalid', reason: parsed.reason };
}

function regionQuery(region: LanguageGroup, language: AppLanguage): string {
  return region === languageGroupOf(language) ? '' : `&${REGION_PARAMETER}=${region}`;
}

/**
 * The page's own address for tuned weights: the specification's results address of the new ranking (so the top
 * supplier, top_0..top_4, score_i and tip-invest stay true) with the weights and the region, so that switching the
 * language keeps the same table and ranking.
 */
export function pageAddressFor(weights: readonly CriterionWeight[], region: LanguageGroup, language: AppLanguage): string {
  return resultsAddressFor(rankFor(weights, region).result, language, region);
}

/**
 * The results address the questionnaire redirects to: the specification's address with the weights (written by
 * @powercheck/scoring), then the region of the table, so another language keeps the same table and ranking.
 */
export function resultsAddressFor(result: ScoringResult, language: AppLanguage, region: LanguageGroup, base = ''): string {
  return `${buildResultAddress(result, language, { base })}&${REGION_PARAMETER}=${region}`;
}

/** The query with the region added when it lacks one (undefined when it already names it). */
export function withRegion(search: string, region: LanguageGroup): string | undefined {
  const query = new URLSearchParams(search);
  if (query.has(REGION_PARAMETER)) return undefined;
  return `${search}${search.includes('?') ? '&' : '?'}${REGION_PARAMETER}=${region}`;
}

/**
 * The share link: the path of the best match and the weights only (plus the region when it is not the language's).
 * It holds no answer about the person and no e-mail address; opening it ranks again from the weights.
 */
export function shareAddressFor(weights: readonly CriterionWeight[], region: LanguageGroup, language: AppLanguage, origin: string): string {
  const { result } = rankFor(weights, region);
  const top = result.rankings[0]?.name ?? '';
  return `${origin}/${language}/${encodeURIComponent(top)}/?w=${weightsQueryOf(weights)}${regionQuery(region, language)}`;
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
  readonly criteria: readonly { readonly criterion: Criterion; readonly first: CriterionPoints; readonly second: CriterionPoints }[];
}

/** Compares two suppliers of a ranking; undefined when either is not in the region's table. */
export function compareSuppliers(ranking: Ranking, firstName: string, secondName: string): Comparison | undefined {
  const first = pointsOf(ranking, firstName);
  const second = pointsOf(ranking, secondName);
  if (!first || !second) return undefined;
  return {
    first,
    second,
    criteria: CRITERIA.map((criterion, index) => ({ criterion, first: first.lines[index]!, second: second.lines[index]! })),
  };
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
