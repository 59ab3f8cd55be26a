/**
 * The yes/no, rating, multiple text, tag box and image picker questions. Their field names follow SurveyJS's where the
 * engine has no word of its own (`labelTrue`, `rateType`, `rateCount`, `items`, `inputType`, `multiSelect`), so that
 * a SurveyJS question translates field by field; options, labels and counts keep the engine's own names.
 */
import type { LocalizedText } from './definition-types.js';
import type { Option, QuestionBase } from './question-types.js';

export interface BooleanQuestion extends QuestionBase {
  type: 'boolean';
  /** The answer `true`, shown as the first of two choices; default 'Yes' in the survey's language. */
  labelTrue?: LocalizedText;
  /** The answer `false`, shown as the second choice; default 'No' in the survey's language. */
  labelFalse?: LocalizedText;
}

export interface RatingQuestion extends QuestionBase {
  type: 'rating';
  /** 'numbers' (default): the numbers themselves; 'stars': a row of stars; 'smileys': faces from unhappy to happy. */
  rateType?: 'numbers' | 'stars' | 'smileys';
  /**
   * How many values the scale has when `rateMax` is not given; default 5.
   * @minimum 2
   * @maximum 20
   */
  rateCount?: number;
  /** The first value; default 1. */
  rateMin?: number;
  /** The last value; default `rateMin + (rateCount - 1) * rateStep`. */
  rateMax?: number;
  /**
   * The distance between two values; default 1.
   * @exclusiveMinimum 0
   */
  rateStep?: number;
  /** Shown at the start of the scale, e.g. 'Not at all'. */
  minRateDescription?: LocalizedText;
  /** Shown at the end of the scale, e.g. 'Very much'. */
  maxRateDescription?: LocalizedText;
}

/** One labelled text field of a multiple text question. */
export interface MultipleTextItem {
  /** Key of the item in the answer. */
  name: string;
  label?: LocalizedText;
  /** This item needs a text (the question's own `required` asks for at least one). */
  required?: boolean;
  /** The kind of text: 'text' (default), 'number' (read in the survey's language), 'email', 'tel', 'url' or 'date'. */
  inputType?: 'text' | 'number' | 'email' | 'tel' | 'url' | 'date';
  placeholder?: LocalizedText;
  minLength?: number;
  maxLength?: number;
  /** Native autocomplete token, e.g. 'given-name'. */
  autoComplete?: string;
}

export interface MultipleTextQuestion extends QuestionBase {
  type: 'multipletext';
  /** The fields; the answer is `{ [item.name]: text }` (a number field's text is read in the survey's language). */
  items: MultipleTextItem[];
}

export interface TagboxQuestion extends QuestionBase {
  type: 'tagbox';
  /** Several choices among these, picked from a list filtered by typing (suits long lists). */
  options: Option[];
  /** Show the options in a random order (the same for one response, see `randomPosition`). */
  randomOrder?: boolean;
  minSelected?: number;
  maxSelected?: number;
  /** Text in the empty search field; default 'Type to search…' in the survey's language. */
  placeholder?: LocalizedText;
}

export interface ImagePickerQuestion extends QuestionBase {
  type: 'imagepicker';
  /** The pictures to choose from: every option needs an `image` with its text alternative. */
  options: Option[];
  /** Several pictures may be chosen; the answer is then a list of values instead of one value. */
  multiSelect?: boolean;
  /** Show the options in a random order (the same for one response, see `randomPosition`). */
  randomOrder?: boolean;
  /** With `multiSelect`. */
  minSelected?: number;
  /** With `multiSelect`. */
  maxSelected?: number;
  /** Show each option's label under its picture; default true (the image's text alternative is always there). */
  showLabel?: boolean;
}
