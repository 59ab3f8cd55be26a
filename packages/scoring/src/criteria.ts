/**
 * The vocabulary of the scoring: the seven weighted criteria, the importance scale and the supplier score table.
 */

/** The seven criteria that carry a weight, in the order the results page lists them. */
export const CRITERIA = [
  'price',
  'origin',
  'source',
  'customer_satisfaction',
  'invests_in_renewable',
  'stable_price',
  'adjusted_formula',
] as const;

/** One of the seven weighted criteria. */
export type Criterion = (typeof CRITERIA)[number];

/** Lowest point of the importance scale: "not important". Its weight is 0. */
export const MIN_IMPORTANCE = 1;

/** Highest point of the importance scale: "very important". Its weight is 4. */
export const MAX_IMPORTANCE = 5;

/** The largest weight a criterion can get (answer 5 − 1). */
export const MAX_WEIGHT = MAX_IMPORTANCE - MIN_IMPORTANCE;

/**
 * The denominator of every percentage: all seven criteria at the largest weight with a perfect score,
 * 7 × 4 = 28 points.
 */
export const MAX_POINTS = CRITERIA.length * MAX_WEIGHT;

/** An importance answer as the questionnaire stores it ('1'..'5') or as a number. */
export type ImportanceAnswer = '1' | '2' | '3' | '4' | '5' | 1 | 2 | 3 | 4 | 5;

/**
 * The visitor's importance answers by criterion. Other keys (the unscored criteria such as belgian_ownership)
 * may be present and are ignored. A missing answer (undefined or null) counts as "not important": it adds no
 * weight. Anything else outside '1'..'5' is a programming error and throws a RangeError.
 */
export type Answers = { readonly [C in Criterion]?: ImportanceAnswer | string | number | null } & {
  readonly [key: string]: unknown;
};

/** A weight from 0 (answer 1, not important) to 4 (answer 5, very important). */
export type Weight = 0 | 1 | 2 | 3 | 4;

/**
 * One row of a supplier table: the supplier's name and a score from 0 to 1 per criterion. A library user passes
 * whole tables (one per region, say); nothing here assumes a particular table.
 */
export interface SupplierScores {
  /** Identifier used in the results-page address, e.g. 'ecopower'. */
  readonly name: string;
  /** How well the supplier does on each criterion, from 0 (worst) to 1 (best). */
  readonly scores: Readonly<Record<Criterion, number>>;
  /**
   * Criteria for which the table's author has no figure for this supplier: the score given is a neutral default.
   * The ranking uses the score as given; the explanations mark these criteria (`unknown: true`) so they can be shown
   * as unknown. Omitted or empty: every score rests on a figure.
   */
  readonly unknown?: readonly Criterion[];
}

/** Languages of the results pages. */
export type ResultLanguage = 'nl' | 'fr' | 'de';

/** The languages of the results pages, in a fixed order. */
export const RESULT_LANGUAGES: readonly ResultLanguage[] = ['nl', 'fr', 'de'];

/** Suppliers for which the results page shows the tip about investing in a cooperative. */
export const TIP_INVEST_SUPPLIERS: readonly string[] = ['ecopower', 'cociter'];

/** How many suppliers the results page receives. */
export const TOP_COUNT = 5;

/** True when `value` is one of the seven weighted criteria. */
export function isCriterion(value: unknown): value is Criterion {
  return typeof value === 'string' && (CRITERIA as readonly string[]).includes(value);
}
