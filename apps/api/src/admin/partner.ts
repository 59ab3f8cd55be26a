/**
 * Which partner site sent a respondent: the answer PARTNER_ANSWER_KEY that a partner link sets (a text or number of
 * 1 to MAX_PARTNER_LENGTH characters); without it, or with anything else, the visit is direct (''). The counting
 * (rollup.ts) and the exports' filter (response-filter.ts) use the same rule.
 */

/** The answer naming the partner site a visitor came from (a partner link); without it the visit is direct. */
export const PARTNER_ANSWER_KEY = 'bpact_id';

/** Longer answers are not a partner's id (the visit counts as direct). */
export const MAX_PARTNER_LENGTH = 200;

/** The partner of a response in SQL, for a jsonb expression of its answers: the id, or '' for a direct visit. */
export function partnerOfAnswersSql(answers: string): string {
  const answer = `${answers}->'${PARTNER_ANSWER_KEY}'`;
  return `CASE WHEN jsonb_typeof(${answer}) IN ('string', 'number') AND length(${answers}->>'${PARTNER_ANSWER_KEY}') BETWEEN 1 AND ${MAX_PARTNER_LENGTH}
              THEN ${answers}->>'${PARTNER_ANSWER_KEY}' ELSE '' END`;
}
