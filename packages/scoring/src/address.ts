import {
  CRITERIA,
  RESULT_LANGUAGES,
  TIP_INVEST_SUPPLIERS,
  TOP_COUNT,
  MIN_IMPORTANCE,
  isCriterion,
  type Criterion,
  type ResultLanguage,
} from './criteria';
import { roundPercentage, type Ranking, type ScoringResult } from './compute';
import { weightOf, type CriterionWeight } from './weights';
import { REGION_SUPPLIERS, readRegion, regionOfLanguage, type Region } from './region';
import { readHousehold, householdQueryOf, type Household } from './household';

/** How the top supplier and the runner-up score on one criterion, as integer percentages (0..100). */
export interface CriterionComparison {
  readonly criterion: Criterion;
  /** The top supplier's score × 100, rounded. */
  readonly top: number;
  /** The second supplier's score × 100, rounded (0 when the table has one supplier only). */
  readonly second: number;
}

/** The content of a results-page address. */
export interface ResultAddress {
  /** The language of the results page. */
  readonly language: ResultLanguage;
  /** The best-matching supplier: the address's second path segment. */
  readonly supplier: string;
  /** Up to five suppliers with their percentage, best first (query top_0..top_4 as `name;percentage`). */
  readonly top: readonly Ranking[];
  /** One comparison per criterion, in the order of CRITERIA (query score_0.. as `criterion;top;second`). */
  readonly scores: readonly CriterionComparison[];
  /** Whether the results page shows the tip about investing in a cooperative (query tip-invest=1). */
  readonly tipInvest: boolean;
  /**
   * The visitor's seven weights, in the order of CRITERIA (query `w`: the seven importance answers 1..5 as digits,
   * e.g. `w=5431225`), so the results page can rank every supplier again and let the visitor change them. Absent in
   * addresses written before the weights were added; the other parameters stay exactly as before.
   */
  readonly weights?: readonly CriterionWeight[];
  /** The region whose suppliers were ranked (query `region`); absent: the region of the address's language. */
  readonly region?: Region;
  /** True when the region is the language's fallback because no postcode was given (query `region-from=language`). */
  readonly regionFromLanguage?: boolean;
  /** The household the price criterion was computed for (query `kwh` and `meter`); absent: the reference household. */
  readonly household?: Household;
}

/**
 * The visitor's settings an address carries after the specification's parameters: the weights, the region (and
 * whether it fell back to the language's) and the household. A share link carries only these.
 */
export type ResultSettings = Pick<ResultAddress, 'weights' | 'region' | 'regionFromLanguage' | 'household'>;

/** Options of buildResultAddress and formatResultAddress. */
export interface ResultAddressOptions {
  /**
   * Put in front of `/{language}/{supplier}/`: an origin ('https://results.example'), an origin with a path
   * prefix, or '' (the default) for an address relative to the current site. A trailing slash is ignored.
   */
  readonly base?: string;
}

/** The outcome of parseResultAddress: the address's content, or why it could not be read. */
export type ParseResultAddress = { readonly ok: true; readonly address: ResultAddress } | { readonly ok: false; readonly reason: string };

/** The supplier's score × 100 as an integer. */
function scorePercentage(score: number | undefined): number {
  return score === undefined ? 0 : roundPercentage(score * 100);
}

/**
 * What the results page must receive for a computed result. Throws a RangeError when the result ranks no supplier.
 * The tip is on when the top supplier is one of TIP_INVEST_SUPPLIERS (ecopower, cociter).
 */
export function resultAddressFor(
  result: ScoringResult,
  language: ResultLanguage,
  settings: Omit<ResultSettings, 'weights'> = {},
): ResultAddress {
  const [first, second] = result.explanations;
  if (!first) throw new RangeError('A results-page address needs at least one ranked supplier');
  const scoreOf = (explanation: typeof first | undefined, criterion: Criterion) =>
    explanation?.contributions.find((entry) => entry.criterion === criterion)?.score;
  return {
    language,
    supplier: first.name,
    top: result.top.slice(0, TOP_COUNT),
    scores: CRITERIA.map((criterion) => ({
      criterion,
      top: scorePercentage(scoreOf(first, criterion)),
      second: scorePercentage(scoreOf(second, criterion)),
    })),
    tipInvest: TIP_INVEST_SUPPLIERS.includes(first.name),
    weights: result.weights,
    ...(settings.region ? { region: settings.region } : {}),
    ...(settings.region && settings.regionFromLanguage ? { regionFromLanguage: true } : {}),
    ...(settings.household ? { household: settings.household } : {}),
  };
}

/** The `w` query value of seven weights: each weight + 1 (the importance answer 1..5) as one digit, in CRITERIA order. */
export function weightsQueryOf(weights: readonly CriterionWeight[]): string {
  return CRITERIA.map((criterion) => {
    const weight = weights.find(({ key }) => key === criterion)?.weight ?? 0;
    return String(weight + MIN_IMPORTANCE);
  }).join('');
}

const WEIGHTS_QUERY = /^[1-5]{7}$/;

/** Reads a `w` query value (seven digits 1..5); undefined when it is not one. */
export function readWeightsQuery(text: string): CriterionWeight[] | undefined {
  if (!WEIGHTS_QUERY.test(text)) return undefined;
  return CRITERIA.map((key, index) => ({ key, weight: weightOf(text[index], key) }));
}

/** One query value: its parts percent-encoded, joined by a literal ';' (the results page may split the raw query on it). */
function joined(parts: readonly (string | number)[]): string {
  return parts.map((part) => encodeURIComponent(String(part))).join(';');
}

/** The query parameter naming the region. */
export const REGION_PARAMETER = 'region';
/** The query parameter saying where the region came from; its one value is `language` (no postcode was given). */
export const REGION_FROM_PARAMETER = 'region-from';

/**
 * The settings part of a query (without '?' or a leading '&'): `w=…&region=…&region-from=language&kwh=…&meter=…`,
 * each only when set. Empty when nothing is set.
 */
export function settingsQueryOf(settings: ResultSettings): string {
  const pairs: string[] = [];
  if (settings.weights) pairs.push(`w=${weightsQueryOf(settings.weights)}`);
  if (settings.region) {
    pairs.push(`${REGION_PARAMETER}=${settings.region}`);
    if (settings.regionFromLanguage) pairs.push(`${REGION_FROM_PARAMETER}=language`);
  }
  if (settings.household) pairs.push(householdQueryOf(settings.household));
  return pairs.join('&');
}

/** The outcome of readResultSettings. */
export type ReadResultSettings = { readonly ok: true; readonly settings: ResultSettings } | { readonly ok: false; readonly reason: string };

/**
 * Reads the settings of a query (see settingsQueryOf). `region` also accepts the older values `nl` (Flanders) and
 * `fr` (Wallonia). Never throws: a malformed value gives `{ ok: false, reason }`.
 */
export function readResultSettings(query: URLSearchParams | string): ReadResultSettings {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const weightsText = params.get('w');
  const weights = weightsText === null ? undefined : readWeightsQuery(weightsText);
  if (weightsText !== null && weights === undefined) {
    return { ok: false, reason: 'w must be seven importance answers from 1 to 5, one digit per criterion' };
  }
  const regionText = params.get(REGION_PARAMETER);
  const region = regionText === null ? undefined : readRegion(regionText);
  if (regionText !== null && region === undefined) return { ok: false, reason: 'region must be flanders, wallonia or brussels' };
  const fromText = params.get(REGION_FROM_PARAMETER);
  if (fromText !== null && fromText !== 'language') return { ok: false, reason: 'region-from must be language' };
  const household = readHousehold(params);
  if (!household.ok) return household;
  return {
    ok: true,
    settings: {
      ...(weights ? { weights } : {}),
      ...(region ? { region } : {}),
      ...(region && fromText === 'language' ? { regionFromLanguage: true } : {}),
      ...(household.household ? { household: household.household } : {}),
    },
  };
}

/** The query parameters a results-page address may carry: the specification's and the settings'. */
const RESULT_QUERY_KEY = /^(?:top_[0-4]|score_[0-6]|tip-invest|w|region|region-from|kwh|meter)$/;

/** True when `key` is a query parameter of a results-page address. */
export function isResultQueryKey(key: string): boolean {
  return RESULT_QUERY_KEY.test(key);
}

/** The query string of a results-page address (without '?'): `top_0=name;pct&…&score_0=criterion;top;second&…`. */
export function resultQueryOf(address: ResultAddress): string {
  const pairs: string[] = [];
  address.top.forEach(({ name, percentage }, index) => pairs.push(`top_${index}=${joined([name, percentage])}`));
  address.scores.forEach(({ criterion, top, second }, index) => pairs.push(`score_${index}=${joined([criterion, top, second])}`));
  pairs.push(`tip-invest=${address.tipInvest ? '1' : '0'}`);
  const settings = settingsQueryOf(address);
  if (settings) pairs.push(settings);
  return pairs.join('&');
}

/** The region an address's suppliers were ranked in: its `region`, else its language's. */
export function regionOfAddress(address: Pick<ResultAddress, 'language' | 'region'>): Region {
  return address.region ?? regionOfLanguage(address.language);
}

/**
 * Why an address does not show a ranking the questionnaire can produce, or null: every supplier it names supplies
 * households in its region, none twice, best first. (parseResultAddress checks the format; this checks the content.)
 */
export function resultAddressProblem(address: ResultAddress): string | null {
  const known = REGION_SUPPLIERS[regionOfAddress(address)];
  const names = address.top.map((entry) => entry.name);
  if (!names.every((name) => known.includes(name))) return 'the address names a supplier that is not ranked in its region';
  if (new Set(names).size !== names.length) return 'the address repeats a supplier';
  if (address.top.some((entry, index) => index > 0 && entry.percentage > (address.top[index - 1]?.percentage ?? 100))) {
    return 'the top suppliers are not in ranking order';
  }
  return null;
}

/** A name that can travel in the address: non-empty, without the ';' separator, and not a '.' or '..' path segment. */
function assertAddressName(name: string): void {
  if (name === '' || name.includes(';') || name === '.' || name === '..') {
    throw new RangeError(`Supplier name ${JSON.stringify(name)} cannot be written into a results-page address`);
  }
}

/**
 * Writes a results-page address: `{base}/{language}/{supplier}/?top_0=…&score_0=…&tip-invest=…`.
 * Throws a RangeError for a supplier name that is empty, contains ';' or is '.' or '..'.
 */
export function formatResultAddress(address: ResultAddress, options: ResultAddressOptions = {}): string {
  assertAddressName(address.supplier);
  address.top.forEach(({ name }) => assertAddressName(name));
  const base = (options.base ?? '').replace(/\/+$/, '');
  const path = `/${encodeURIComponent(address.language)}/${encodeURIComponent(address.supplier)}/`;
  return `${base}${path}?${resultQueryOf(address)}`;
}

/** The results-page address for a computed result: resultAddressFor followed by formatResultAddress. */
export function buildResultAddress(
  result: ScoringResult,
  language: ResultLanguage,
  options: ResultAddressOptions & Omit<ResultSettings, 'weights'> = {},
): string {
  const { base, ...settings } = options;
  return formatResultAddress(resultAddressFor(result, language, settings), base === undefined ? {} : { base });
}

const PERCENTAGE = /^(?:100|[1-9]?\d)$/;

function readPercentage(text: string | undefined): number | undefined {
  return text !== undefined && PERCENTAGE.test(text) ? Number(text) : undefined;
}

/**
 * Reads a results-page address (absolute, or relative such as '/nl/ecopower/?top_0=…'). The language and the
 * supplier are the last two path segments, so a base with a path prefix is fine. Never throws: a malformed
 * address gives `{ ok: false, reason }`.
 */
export function parseResultAddress(input: string | URL): ParseResultAddress {
  let url: URL;
  try {
    url = new URL(input, 'http://relative.invalid');
  } catch {
    return { ok: false, reason: 'The address is not a URL' };
  }
  const segments = url.pathname.split('/').filter((segment) => segment !== '');
  if (segments.length < 2) return { ok: false, reason: 'The address must end in /{language}/{supplier}/' };
  let languageText: string;
  let supplier: string;
  try {
    languageText = decodeURIComponent(segments[segments.length - 2] as string);
    supplier = decodeURIComponent(segments[segments.length - 1] as string);
  } catch {
    return { ok: false, reason: 'The address path is not correctly encoded' };
  }
  if (!(RESULT_LANGUAGES as readonly string[]).includes(languageText)) {
    return { ok: false, reason: `Unknown language ${JSON.stringify(languageText)}: expected one of ${RESULT_LANGUAGES.join(', ')}` };
  }
  const language = languageText as ResultLanguage;
  const query = url.searchParams;

  const top: Ranking[] = [];
  for (let index = 0; index < TOP_COUNT; index += 1) {
    const value = query.get(`top_${index}`);
    if (value === null) break;
    const parts = value.split(';');
    const percentage = readPercentage(parts[1]);
    if (parts.length !== 2 || !parts[0] || percentage === undefined) {
      return { ok: false, reason: `top_${index} must be name;percentage with a percentage from 0 to 100` };
    }
    top.push({ name: parts[0], percentage });
  }
  if (top.length === 0) return { ok: false, reason: 'The address has no top_0' };
  if (top[0]?.name !== supplier) return { ok: false, reason: 'top_0 does not name the supplier of the address path' };

  const scores: CriterionComparison[] = [];
  for (let index = 0; index < CRITERIA.length; index += 1) {
    const value = query.get(`score_${index}`);
    if (value === null) break;
    const [criterion, topText, secondText, ...rest] = value.split(';');
    const topScore = readPercentage(topText);
    const secondScore = readPercentage(secondText);
    if (rest.length > 0 || !isCriterion(criterion) || topScore === undefined || secondScore === undefined) {
      return { ok: false, reason: `score_${index} must be criterion;top;second with percentages from 0 to 100` };
    }
    scores.push({ criterion, top: topScore, second: secondScore });
  }

  const tipInvest = query.get('tip-invest');
  if (tipInvest !== null && tipInvest !== '0' && tipInvest !== '1') {
    return { ok: false, reason: 'tip-invest must be 0 or 1' };
  }
  const settings = readResultSettings(query);
  if (!settings.ok) return settings;
  return {
    ok: true,
    address: { language, supplier, top, scores, tipInvest: tipInvest === '1', ...settings.settings },
  };
}
