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
  | 'boolean.yes'
  | 'boolean.no'
  | 'tagbox.placeholder'
  | 'tagbox.noMatches'
  | 'tagbox.chosen'
  | 'tagbox.matches'
  | 'tagbox.remove'
  | 'rating.star'
  | 'rating.smiley'
  | 'ranking.moveUp'
  | 'ranking.moveDown'
  | 'ranking.moved'
  | 'ranking.notRanked'
  | 'paneldynamic.itemTitle'
  | 'paneldynamic.add'
  | 'paneldynamic.remove'
  | 'paneldynamic.added'
  | 'paneldynamic.removed'
  | 'paneldynamic.maxReached'
  | 'paneldynamic.minReached'
>;

export function uiText(controller: SurveyController, key: UiKey, values?: Record<string, string | number>): string {
  return controller.t(key, values);
}
