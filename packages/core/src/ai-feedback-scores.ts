/** What the AI feedback server's scores mean: the classification a survey shows (loaded with the request). */
import type { AiFeedback, AiFeedbackResponse, ProficiencyLevel } from './types.js';

/** Proficiency below this is low. */
export const PROFICIENCY_LOW_BELOW = 9;
/** Proficiency above this is high. */
export const PROFICIENCY_HIGH_ABOVE = 15;
/** Toxicity scores below this are ok. */
export const TOXICITY_THRESHOLD = 0.5;

export function proficiencyLevel(proficiency: number): ProficiencyLevel {
  if (proficiency < PROFICIENCY_LOW_BELOW) return 'low';
  if (proficiency > PROFICIENCY_HIGH_ABOVE) return 'high';
  return 'ok';
}

/**
 * Classify scores: one of six texts (proficiency level x toxicity ok), and a status that is negative when the
 * toxicity is not ok, positive when the proficiency is ok, otherwise neutral.
 */
export function classifyAiFeedback(response: AiFeedbackResponse): AiFeedback {
  const level = proficiencyLevel(response.proficiency);
  const toxicityOk = response.toxicity.score < TOXICITY_THRESHOLD;
  const status = !toxicityOk ? 'negative' : level === 'ok' ? 'positive' : 'neutral';
  return { proficiencyLevel: level, toxicityOk, status, textKey: `aiFeedback.${level}.${toxicityOk ? 'ok' : 'notOk'}` };
}
