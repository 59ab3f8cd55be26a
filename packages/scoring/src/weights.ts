import { CRITERIA, MAX_IMPORTANCE, MIN_IMPORTANCE, type Answers, type Criterion, type Weight } from './criteria';

/** The weight the visitor gave one criterion. */
export interface CriterionWeight {
  /** The criterion. */
  readonly key: Criterion;
  /** Answer − 1: 0 (not important) to 4 (very important). */
  readonly weight: Weight;
}

/**
 * Turns one importance answer into a weight (answer − 1).
 * A missing answer (undefined, null or '') weighs 0, like "not important". Any other value outside the
 * integers 1..5 throws a RangeError naming the criterion.
 */
export function weightOf(answer: unknown, criterion: string = 'answer'): Weight {
  if (answer === undefined || answer === null || answer === '') return 0;
  const level = typeof answer === 'string' ? Number(answer.trim()) : answer;
  if (typeof level !== 'number' || !Number.isInteger(level) || level < MIN_IMPORTANCE || level > MAX_IMPORTANCE) {
    throw new RangeError(
      `Importance for ${criterion} must be an integer from ${MIN_IMPORTANCE} to ${MAX_IMPORTANCE}, got ${JSON.stringify(answer)}`,
    );
  }
  return (level - MIN_IMPORTANCE) as Weight;
}

/** The weight of each of the seven criteria, in the order of CRITERIA. */
export function weightsFromAnswers(answers: Answers): CriterionWeight[] {
  return CRITERIA.map((key) => ({ key, weight: weightOf(answers[key], key) }));
}

/** The sum of the seven weights (0..28). 0 means every criterion was rated not important. */
export function totalWeightOf(weights: readonly CriterionWeight[]): number {
  return weights.reduce((sum, { weight }) => sum + weight, 0);
}
