import type { MessageKey, SurveyController } from '@treesponse/core';

/** Interface words of the components, from the engine's catalogue (so a survey's own translations apply). */
export type UiKey = Extract<
  MessageKey,
  | 'slider.decrease'
  | 'slider.increase'
  | 'checkboxes.other'
  | 'like.loading'
  | 'upload.progress'
  | 'question.required'
  | 'link.newTab'
  | 'dropdown.choose'
  | 'ranking.moveUp'
  | 'ranking.moveDown'
  | 'ranking.moved'
  | 'ranking.notRanked'
>;

export function uiText(controller: SurveyController, key: UiKey, values?: Record<string, string | number>): string {
  return controller.t(key, values);
}
