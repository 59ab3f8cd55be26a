import type { SurveyController } from '@treesponse/core';
import type { ChoiceItem } from './choices.js';

/**
 * Writes a choice to the survey and shows its error from then on; an aria-disabled option changes nothing. In a
 * module of its own, so that it loads with the rarely used question types that call it.
 */
export function choose(controller: SurveyController, key: string, item: Pick<ChoiceItem, 'ariaDisabled'>, answer: unknown): void {
  if (item.ariaDisabled) return;
  controller.setAnswer(key, answer as never);
  controller.touch(key);
}
