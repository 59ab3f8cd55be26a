/**
 * A response's top result: the key of its results with the highest number (for powercheck the first-ranked
 * supplier), ties going to the first key in the database's order; what the dashboard's counts call `top`.
 */

/** Longer result keys are not counted as a top result. */
export const MAX_RESULT_KEY_LENGTH = 200;

/** The top result of a response in SQL, for a jsonb expression of its results (NULL when it has none). */
export function topResultSql(results: string): string {
  return `(SELECT r.key FROM jsonb_each(CASE WHEN jsonb_typeof(${results}) = 'object' THEN ${results} ELSE '{}'::jsonb END) r
     WHERE jsonb_typeof(r.value) = 'number' AND length(r.key) <= ${MAX_RESULT_KEY_LENGTH}
     ORDER BY (r.value #>> '{}')::numeric DESC, r.key LIMIT 1)`;
}
