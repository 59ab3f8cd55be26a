/**
 * The repeating panel ("paneldynamic", SurveyJS's name): the same fields asked once per item, the respondent adding and
 * removing items, or one item per option chosen in another question. Field names follow SurveyJS's
 * (`templateElements`, `templateTitle`, `minPanelCount`, `maxPanelCount`, `panelAddText`, `panelRemoveText`).
 */
import type { Condition, LocalizedText } from './definition-types.js';
import type { BooleanQuestion, MultipleTextItem, RatingQuestion } from './rich-question-types.js';
import type {
  CheckboxesQuestion,
  DateQuestion,
  DropdownQuestion,
  EmailQuestion,
  NumberQuestion,
  QuestionBase,
  RadioQuestion,
  StringQuestion,
  TextQuestion,
} from './question-types.js';

/**
 * The rules of a field of an item, decided for each item on its own. Their expressions read `{panel.<name>}`, the
 * answer to a field of the same item, `{panelIndex}`, the item's number from 1, and `{<key>}`, any answer of the
 * survey, as everywhere else (e.g. `"{panel.kind} = 'car' and {country} = 'be'"`).
 */
export interface PanelFieldRules {
  /** The field is shown only while this holds; a hidden field is not checked (what was typed in it is kept). */
  visibleIf?: Condition;
  /** The field is required while this holds (in addition to `required: true`). */
  requiredIf?: Condition;
}

/** A text field of an item, written without `type`: the fields of a multiple text question's item. */
export interface PanelTextItem extends MultipleTextItem, PanelFieldRules {}

/** A question asked in an item: the question of that type without `key` and `target`, named by `name` in the item. */
type PanelQuestionField<Q> = Omit<Q, 'key' | 'target'> & {
  /** Key of the field in the item's answer. */
  name: string;
};

export interface PanelStringField extends PanelQuestionField<StringQuestion> {
  type: 'string';
}
/** A multi-line text (the engine's `text` type, SurveyJS's comment). */
export interface PanelTextField extends PanelQuestionField<Omit<TextQuestion, 'aiFeedback'>> {
  type: 'text';
}
export interface PanelEmailField extends PanelQuestionField<EmailQuestion> {
  type: 'email';
}
export interface PanelNumberField extends PanelQuestionField<NumberQuestion> {
  type: 'number';
}
export interface PanelDateField extends PanelQuestionField<DateQuestion> {
  type: 'date';
}
export interface PanelRadioField extends PanelQuestionField<RadioQuestion> {
  type: 'radio';
}
export interface PanelDropdownField extends PanelQuestionField<DropdownQuestion> {
  type: 'dropdown';
}
export interface PanelCheckboxesField extends PanelQuestionField<CheckboxesQuestion> {
  type: 'checkboxes';
}
export interface PanelBooleanField extends PanelQuestionField<BooleanQuestion> {
  type: 'boolean';
}
export interface PanelRatingField extends PanelQuestionField<RatingQuestion> {
  type: 'rating';
}

/**
 * A field of an item asked with one of the engine's question types (its `type`), shown with that type's control.
 * @discriminator type
 */
export type PanelQuestionElement =
  | PanelStringField
  | PanelTextField
  | PanelEmailField
  | PanelNumberField
  | PanelDateField
  | PanelRadioField
  | PanelDropdownField
  | PanelCheckboxesField
  | PanelBooleanField
  | PanelRatingField;

/** One field of a repeating panel's items: a text field (no `type`) or a question of one of the types above. */
export type PanelTemplateElement = PanelTextItem | PanelQuestionElement;

export interface PanelDynamicQuestion extends QuestionBase {
  type: 'paneldynamic';
  /**
   * The fields every item asks for: text fields without `type` (the fields of a multiple text question: a name, a
   * label, `required`, an `inputType`, lengths), or questions of the types of PanelQuestionElement with `name` in place
   * of `key`; each may have `visibleIf` and `requiredIf` decided per item. The answer is a list with one
   * `{ [field.name]: answer }` per item, in the order shown.
   */
  templateElements: PanelTemplateElement[];
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
