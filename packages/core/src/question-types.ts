/** The questions of a survey definition: every built-in type, and the way to declare custom ones. */
import type { AnswerValue, Condition, ConditionContext, ExpressionRule, Language, LocalizedText } from './definition-types.js';
import type { SpecialField } from './response-types.js';
import type { ValidationMessage } from './validation.js';
import type { BooleanQuestion, ImagePickerQuestion, MultipleTextQuestion, RatingQuestion, TagboxQuestion } from './rich-question-types.js';
import type { PanelDynamicQuestion } from './panel-types.js';

export type * from './rich-question-types.js';
export type * from './panel-types.js';

/** Every question type the engine itself knows. */
export type BuiltInQuestionType =
  | 'checkbox'
  | 'checkboxes'
  | 'email'
  | 'string'
  | 'text'
  | 'radio'
  | 'content'
  | 'group'
  | 'file'
  | 'image'
  | 'rrn'
  | 'slider'
  | 'like'
  | 'hidden'
  | 'number'
  | 'date'
  | 'dropdown'
  | 'matrix'
  | 'boolean'
  | 'rating'
  | 'multipletext'
  | 'tagbox'
  | 'imagepicker'
  | 'ranking'
  | 'calculated'
  | 'paneldynamic';

/**
 * Your own question types, added by declaration merging so they are typed like the built-in ones:
 *
 *   declare module '@treesponse/core' {
 *     interface CustomQuestionTypes { score: ScoreQuestion }   // interface ScoreQuestion extends QuestionBase { type: 'score'; max: number }
 *   }
 *
 * At run time the type is registered with `createSurvey({ questionTypes: { score: { ... } } })`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface CustomQuestionTypes {}

/** Every question type: the built-in ones and those declared in CustomQuestionTypes. */
export type QuestionType = BuiltInQuestionType | Extract<CustomQuestionTypes[keyof CustomQuestionTypes], { type: string }>['type'];

/** Every built-in question type, as a list (for checks at run time). */
export const QUESTION_TYPES: readonly BuiltInQuestionType[] = [
  'checkbox',
  'checkboxes',
  'email',
  'string',
  'text',
  'radio',
  'content',
  'group',
  'file',
  'image',
  'rrn',
  'slider',
  'like',
  'hidden',
  'number',
  'date',
  'dropdown',
  'matrix',
  'boolean',
  'rating',
  'multipletext',
  'tagbox',
  'imagepicker',
  'ranking',
  'calculated',
  'paneldynamic',
];

/** Fields shared by every question. */
export interface QuestionBase {
  /** Answer key; unique within a survey. */
  key: string;
  type: QuestionType;
  /** The question's label (legend for fieldsets). */
  label?: LocalizedText;
  /** Help text under the label; linked to the control with aria-describedby. */
  description?: LocalizedText;
  /** An empty answer fails with 'This question is required'. */
  required?: boolean;
  /** The control cannot be changed. */
  disabled?: boolean;
  /** When it holds the question is not shown and always passes validation. */
  skip?: Condition;
  /** The question is shown only while this holds (the positive form of `skip`). */
  visibleIf?: Condition;
  /** The question is required while this holds (in addition to `required: true`). */
  requiredIf?: Condition;
  /** The control can be changed only while this holds (in addition to `disabled`). */
  enableIf?: Condition;
  /** Extra rules checked when the question is answered; the first that fails gives the question's message. */
  validators?: ExpressionRule[];
  /** Extra attributes for the question's wrapper element (e.g. data-testid, className). */
  htmlAttributes?: Record<string, string>;
  /**
   * Where the answer is stored. 'answers' (default) stores it in `treesponse.answers[key]`; a special field name
   * stores it in that top-level field of the treesponse instead (e.g. email, postcode, optinProject).
   */
  target?: 'answers' | SpecialField;
}

/** One choice of a radio or checkboxes question. */
export interface Option {
  value: string;
  label?: LocalizedText;
  /** An image shown with the option. */
  image?: { url: string; alt: LocalizedText };
  /** Not rendered at all. */
  hide?: boolean;
  /** Rendered but cannot be chosen (native disabled). */
  disabled?: boolean;
  /** Rendered, focusable and announced as disabled, but not natively disabled (keeps it in the tab order). */
  ariaDisabled?: boolean;
}

export interface CheckboxQuestion extends QuestionBase {
  type: 'checkbox';
}

export interface CheckboxesQuestion extends QuestionBase {
  type: 'checkboxes';
  options: Option[];
  /** Show the options in a random order (the same for one response, see `randomPosition`). */
  randomOrder?: boolean;
  minSelected?: number;
  maxSelected?: number;
  /**
   * Adds an 'other' option (value `other.value`, default 'other'). When it is selected a text field appears whose
   * answer is stored under `{key}_other` and validated with these rules.
   */
  other?: { value?: string; label?: LocalizedText; required?: boolean; minLength?: number; maxLength?: number };
}

export interface TextRules {
  minLength?: number;
  maxLength?: number;
  placeholder?: LocalizedText;
  /** Native autocomplete token, e.g. 'postal-code', 'email'. */
  autoComplete?: string;
}

export interface EmailQuestion extends QuestionBase, TextRules {
  type: 'email';
}

export interface StringQuestion extends QuestionBase, TextRules {
  type: 'string';
  /** Native input mode, e.g. 'numeric'. */
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel';
  /** A regular expression (source) the trimmed answer must match, with its own message. */
  pattern?: { source: string; message: LocalizedText };
}

export interface TextQuestion extends QuestionBase, TextRules {
  type: 'text';
  /** Visible rows; default 5. */
  rows?: number;
  /** Let the respondent resize the field vertically. */
  resize?: boolean;
  /** Show 'Characters: {current} / {max}' (on by default when maxLength is set). */
  counter?: boolean;
  /** Ask the collection API for AI feedback on the text (proficiency, toxicity) while typing. */
  aiFeedback?: boolean;
}

export interface RadioQuestion extends QuestionBase {
  type: 'radio';
  options: Option[];
  /** Show the options in a random order (the same for one response, see `randomPosition`). */
  randomOrder?: boolean;
  /** 'radios' (default): native radio buttons; 'buttons': a row of toggle-looking radio buttons (a scale). */
  layout?: 'radios' | 'buttons';
}

export interface ContentQuestion extends QuestionBase {
  type: 'content';
  /** Markdown. Links are filtered to safe schemes; external links open in a new tab. */
  content: LocalizedText;
}

export interface GroupQuestion extends QuestionBase {
  type: 'group';
  questions: Question[];
}

export interface FileQuestion extends QuestionBase {
  type: 'file' | 'image';
  /** MIME patterns such as 'application/pdf' or 'image/*'. Default: any type for file, 'image/*' for image. */
  allowedMimeTypes?: string[];
  /** Bytes; default 10485760 (10 MiB). */
  maxFileSize?: number;
}

/** Why the server refused a registration number: not on its allow-list, used before, or no check possible. */
export type RrnRefusal = 'notAllowed' | 'alreadyUsed' | 'unavailable';

export interface RrnQuestion extends QuestionBase {
  type: 'rrn';
  /**
   * The survey's own words for the server's refusals (e.g. who may take part); without them the engine's generic
   * messages `rrn.notAllowed`, `rrn.alreadyUsed` and `rrn.unavailable` are shown.
   */
  messages?: Partial<Record<RrnRefusal, LocalizedText>>;
}

export interface SliderQuestion extends QuestionBase {
  type: 'slider';
  /** Default 0. */
  minValue?: number;
  /** Default: no maximum. */
  maxValue?: number;
  /** Default 1. */
  step?: number;
  /** Formats the value shown in the output element, e.g. (v) => `${v} €`. TypeScript only; see `outputFormat`. */
  formatOutput?: (value: number, language: Language) => string;
  /** The value shown in the output element as a text with `{{value}}`, e.g. `"{{value}} €"` (the JSON form). */
  outputFormat?: LocalizedText;
}

export interface LikeQuestion extends QuestionBase {
  type: 'like';
  minLikes?: number;
  maxLikes?: number;
}

export interface HiddenQuestion extends QuestionBase {
  type: 'hidden';
  /** Value stored when the page is shown (if the answer is still empty). */
  value?: AnswerValue | ((context: ConditionContext) => AnswerValue);
  /** The JSON form of a computed `value`: an expression evaluated when the page is shown, e.g. `"{price} * 12"`. */
  expression?: string;
}

export interface NumberQuestion extends QuestionBase {
  type: 'number';
  min?: number;
  max?: number;
  /** Allowed steps counted from `min` (or 0), e.g. 0.01 for cents; default any number. */
  step?: number;
  placeholder?: LocalizedText;
  /** Shown after the field, e.g. '€' or 'kWh'. */
  unit?: LocalizedText;
}

export interface DateQuestion extends QuestionBase {
  type: 'date';
  /** Earliest date allowed, 'YYYY-MM-DD'. */
  min?: string;
  /** Latest date allowed, 'YYYY-MM-DD'. */
  max?: string;
}

export interface DropdownQuestion extends QuestionBase {
  type: 'dropdown';
  /** One choice among these (a native select: suits long lists). */
  options: Option[];
  /** Show the options in a random order (the same for one response, see `randomPosition`). */
  randomOrder?: boolean;
  /** Text of the empty first entry; default 'Choose…' in the survey's language. */
  placeholder?: LocalizedText;
}

/** One row of a matrix question. */
export interface MatrixRow {
  /** Key of the row in the answer. */
  value: string;
  label?: LocalizedText;
}

export interface MatrixQuestion extends QuestionBase {
  type: 'matrix';
  /** The statements; each gets one of the same options. The answer is `{ [row.value]: option.value }`. */
  rows: MatrixRow[];
  options: Option[];
  /** Show the options in a random order (the same for one response, see `randomPosition`). */
  randomOrder?: boolean;
}

export interface RankingQuestion extends QuestionBase {
  type: 'ranking';
  /** The items to put in order (by dragging, or with the move up / move down buttons of each). */
  options: Option[];
  /** Start from a random order (the same for one response, see `randomPosition`). */
  randomOrder?: boolean;
  /**
   * How many places count, from the top: the answer is the values of the first `rankCount` items, in order (e.g. 3
   * for "your top three"). Default: every option, so the answer is the whole order.
   * @minimum 1
   */
  rankCount?: number;
}

export interface CalculatedQuestion extends QuestionBase {
  type: 'calculated';
  /** Computed from other answers with the expression language, e.g. `"{monthly} * 12"`; recomputed as they change. */
  expression: string;
  /** The value as the respondent reads it, a text with `{{value}}`, e.g. `"{{value}} €"`; default the value alone. */
  format?: LocalizedText;
  /**
   * Digits shown after the decimal mark (numbers are written as the survey's language writes them); default up to 2.
   * @minimum 0
   * @maximum 20
   */
  decimals?: number;
  /** Also store the value in the response (under the question's key) when its page is submitted; default false. */
  store?: boolean;
}

/**
 * Every built-in question.
 * @discriminator type
 */
export type BuiltInQuestion =
  | CheckboxQuestion
  | CheckboxesQuestion
  | EmailQuestion
  | StringQuestion
  | TextQuestion
  | RadioQuestion
  | ContentQuestion
  | GroupQuestion
  | FileQuestion
  | RrnQuestion
  | SliderQuestion
  | LikeQuestion
  | HiddenQuestion
  | NumberQuestion
  | DateQuestion
  | DropdownQuestion
  | MatrixQuestion
  | BooleanQuestion
  | RatingQuestion
  | MultipleTextQuestion
  | TagboxQuestion
  | ImagePickerQuestion
  | RankingQuestion
  | CalculatedQuestion
  | PanelDynamicQuestion;

/** Any question: a built-in one or one of the types declared in CustomQuestionTypes. */
export type Question = BuiltInQuestion | CustomQuestionTypes[keyof CustomQuestionTypes];

/** What the engine needs to know about a custom question type (its component is the front end's business). */
export interface QuestionTypeDefinition {
  /** Checks an answer that is not empty; returns a message or null. Required answers are checked by the engine. */
  validate?: (value: AnswerValue, question: Question, context: ConditionContext) => ValidationMessage | null;
  /** Whether an answer counts as unanswered (for `required`); default: null, blank text, false or an empty list. */
  isEmpty?: (value: AnswerValue | undefined) => boolean;
  /** The question lists `options` (like radio and checkboxes): a definition without them is refused. */
  hasOptions?: boolean;
  /** Further checks of a question's definition; each returned text is reported as a problem. */
  check?: (question: Record<string, unknown>) => string[];
  /**
   * The type's own fields, each with its JSON Schema (e.g. `{ stars: { type: 'integer', minimum: 3 } }`), declared once:
   * `validateDefinition` reports any other field (with a "did you mean") and values of the wrong kind, and
   * `extendSchema` adds the type to the JSON Schema for editors. Without it, any field of the type's own is accepted.
   */
  settings?: Record<string, QuestionSetting>;
  /** Settings a question of this type must have. */
  requiredSettings?: string[];
  /** What the type is, for editors (the description of its branch in the JSON Schema). */
  description?: string;
}

/**
 * The JSON Schema of one setting of a custom question type: any JSON Schema keyword, e.g. `{ type: 'number',
 * minimum: 1 }`, `{ enum: ['stars', 'smileys'] }` or `{ $ref: '#/definitions/LocalizedText' }` for a translated text.
 */
export interface QuestionSetting {
  type?: 'string' | 'number' | 'integer' | 'boolean' | 'array' | 'object';
  enum?: readonly (string | number | boolean)[];
  $ref?: string;
  description?: string;
  [keyword: string]: unknown;
}

/** Custom question types by name. */
export type QuestionTypeRegistry = Record<string, QuestionTypeDefinition>;
