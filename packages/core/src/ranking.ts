/**
 * The rules of a ranking question's answer: how many places it holds and whether an answer is a ranking of the
 * question's options. The order shown and what a move makes of it are in `question-logic.ts`, loaded with the
 * components of the types few surveys use.
 */
import type { Option, RankingQuestion } from './question-types.js';
import type { ValidationMessage } from './validation.js';

/** The options a respondent orders: those without `hide`, in the order given (the response's, with `randomOrder`). */
export const rankable = (question: RankingQuestion): Option[] => question.options.filter((option) => !option.hide);

/** How many places the answer holds: `rankCount` (at most the number of options), else every option. */
export function rankedPlaces(question: RankingQuestion): number {
  const count = rankable(question).length;
  return question.rankCount === undefined ? count : Math.min(count, Math.max(1, Math.floor(question.rankCount)));
}

/** A ranking answer that is not the question's options in order: unknown or repeated values, or places left open. */
export function rankingRules(question: RankingQuestion, answer: unknown): ValidationMessage | null {
  const places = rankedPlaces(question);
  const values = new Set(rankable(question).map((option) => option.value));
  const ranked = Array.isArray(answer) ? answer : [];
  const fits = ranked.length === places && new Set(ranked).size === ranked.length && ranked.every((value) => values.has(value as string));
  return fits ? null : { key: 'validation.ranking', values: { n: places } };
}
