/**
 * The repeating panel ("paneldynamic", SurveyJS's name): the same fields asked once per item, the respondent adding and
 * removing items, or one item per option chosen in another question. Field names follow SurveyJS's
 * (`templateElements`, `templateTitle`, `minPanelCount`, `maxPanelCount`, `panelAddText`, `panelRemoveText`).
 */
import type { LocalizedText } from './definition-types.js';
import type { MultipleTextItem } from './rich-question-types.js';
import type { QuestionBase } from './question-types.js';

export interface PanelDynamicQuestion extends QuestionBase {
  type: 'paneldynamic';
  /**
   * The fields every item asks for (the fields of a multiple text question: a name, a label, `required`, an
   * `inputType`, lengths). The answer is a list with one `{ [field.name]: text }` per item, in the order shown.
   */
  templateElements: MultipleTextItem[];
  /**
   * The heading of each item: `{{panelIndex}}` is its number, `{{panel.<name>}}` the answer to one of its own fields,
   * `{{panelOption}}` the label of its option (with `panelsFrom`); default 'Item {{panelIndex}}' in the survey's language.
   */
  templateTitle?: LocalizedText;
  /**
   * The fewest items: the respondent cannot remove one below it, and the panel starts with as many; default 0 (it
   * starts with one item, which may be removed).
   * @minimum 0
   */
  minPanelCount?: number;
  /**
   * The most items: the add button is unavailable (saying why) when there are as many.
   * @minimum 1
   */
  maxPanelCount?: number;
  /** The add button's text, `{{n}}` the number of the item it adds; default 'Add item {{n}}' in the survey's language. */
  panelAddText?: LocalizedText;
  /** Each remove button's text, `{{n}}` its item's number; default 'Remove item {{n}}' in the survey's language. */
  panelRemoveText?: LocalizedText;
  /**
   * The key of a checkboxes, tag box or image picker question (or a radio or dropdown one): one item per option chosen
   * there, in the order of its options, instead of items the respondent adds. Each item's answer then holds the
   * option's value under `panelOption`, so no field of the template may be named so.
   */
  panelsFrom?: string;
}
