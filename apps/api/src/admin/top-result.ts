/**
 * A response's top result: the key of its results with the highest number (for powercheck the first-ranked
 * supplier), ties going to the first key in the database's order; what the dashboard's counts call `top`.
 */
import { characters, compareCodePoints, compareNumbers, isNumber, type JsonbValue } from './jsonb-text.js';

/** Longer result keys are not counted as a top result. */
export const MAX_RESULT_KEY_LENGTH = 200;

/** The top result of a response in SQL, for a jsonb expression of its results (NULL when it has none). */
export function topResultSql(results: string): string {
  return `(SELECT r.key FROM jsonb_each(CASE WHEN jsonb_typeof(${results}) = 'object' THEN ${results} ELSE '{}'::jsonb END) r
     WHERE jsonb_typeof(r.value) = 'number' AND length(r.key) <= ${MAX_RESULT_KEY_LENGTH}
     ORDER BY (r.value #>> '{}')::numeric DESC, r.key LIMIT 1)`;
}

/** The same rule for results read as jsonb text (jsonb-text.ts): the key, or null when there is none. */
export function topResultOf(results: JsonbValue | null): string | null {
  if (results?.kind !== 'object') return null;
  let best: { key: string; number: string } | null = null;
  for (const [key, value] of results.entries) {
    if (value.kind !== 'scalar' || !isNumber(value) || characters(key) > MAX_RESULT_KEY_LENGTH) continue;
    const order = best === null ? 1 : compareNumbers(value.text, best.number);
    if (order > 0 || (order === 0 && compareCodePoints(key, best!.key) < 0)) best = { key, number: value.text };
  }
  return best?.key ?? null;
}
