/**
 * AI feedback on free text: when it is asked for. What the server's scores mean is in `ai-feedback-scores.ts`, loaded
 * with the request.
 */

/** Feedback is requested after this long without typing. */
export const AI_FEEDBACK_DEBOUNCE_MS = 1000;
/** Shorter texts get no feedback. */
export const AI_FEEDBACK_MIN_LENGTH = 6;
/** Whether a text is long enough to ask for feedback. */
export function wantsAiFeedback(text: string): boolean {
  return text.trim().length >= AI_FEEDBACK_MIN_LENGTH;
}
