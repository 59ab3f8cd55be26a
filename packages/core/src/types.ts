/**
 * The vocabulary of the survey engine: survey definitions (pages, sections, questions), the data a respondent
 * produces (treesponder, treesponse, uploads) and the shapes exchanged with the collection API.
 *
 * Everything here is plain data (plus a few callbacks), so a definition can be written in TypeScript, tested
 * without a browser and rendered by any front end.
 */

/**
 * A language: any BCP 47 tag ('nl', 'fr-BE', 'es', 'ar'). The engine ships its texts in `ENGINE_LANGUAGES`; a
 * survey adds any other language as data in its `translations`.
 */
export type Language = string;

/** The languages the engine ships its own texts in. */
export type EngineLanguage = 'nl' | 'fr' | 'de' | 'en';

/** The languages of the engine's own texts, in a fixed order. */
export const LANGUAGES: readonly EngineLanguage[] = ['nl', 'fr', 'de', 'en'];

/**
 * A text shown to the respondent. Either one literal string (same in every language) or one string per language.
 * A missing language is reported through the survey's translation logger and falls back (see `fallbackLanguage`).
 */
export type LocalizedText = string | Partial<Record<Language, string>>;

/** Any JSON value an answer can hold. */
export type AnswerValue = string | number | boolean | null | string[] | number[] | Record<string, unknown>;

/** Answers by question key. Derived keys (`{key}_other`, `{key}_toxicity`, ...) live here as well. */
export type Answers = Record<string, AnswerValue | undefined>;

/** What a conditional rule (skip a question, skip a page) is given. */
export interface ConditionContext {
  /** Current answers, including derived keys. */
  answers: Answers;
  /** The special top-level fields of the response. */
  treesponse: Readonly<Treesponse>;
  language: Language;
  /**
   * Reads an answer reference of an expression by key (the survey controller passes one that knows each question's
   * storage and the computed values). Without it, `answers` and then the treesponse's special fields are read.
   */
  read?: (key: string) => unknown;
}

/**
 * A condition: an expression of the definition language (plain JSON, e.g. `"{age} >= 18 and {consent}"`) or, from
 * TypeScript only, a callback. See the expression language in the package README.
 */
export type Condition = string | ((context: ConditionContext) => boolean);

/** A rule that fails with `message` when its expression does not hold. */
export interface ExpressionRule {
  /** Expression that must hold, e.g. `"{end} >= {start}"`. */
  expression: string;
  /** Shown when the expression does not hold; may pipe answers with {{key}}. */
  message: LocalizedText;
}

// ---------------------------------------------------------------------------------------------------------------
// Questions
// ---------------------------------------------------------------------------------------------------------------

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
  | 'matrix';

/**
 * Your own question types, added by declaration merging so they are typed like the built-in ones:
 *
 *   declare module '@treesponse/core' {
 *     interface CustomQuestionTypes { rating: RatingQuestion }   // interface RatingQuestion extends QuestionBase { type: 'rating'; stars: number }
 *   }
 *
 * At run time the type is registered with `createSurvey({ questionTypes: { rating: { ... } } })`.
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

/** Every built-in question. */
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
  | MatrixQuestion;

/** Any question: a built-in one or one of the types declared in CustomQuestionTypes. */
export type Question = BuiltInQuestion | CustomQuestionTypes[keyof CustomQuestionTypes];

// ---------------------------------------------------------------------------------------------------------------
// Pages and sections
// ---------------------------------------------------------------------------------------------------------------

export interface QuestionSection {
  type: 'question';
  question: Question;
}

/** Skip or show a section by a condition. */
export interface SectionConditions {
  /** When it holds the section and its questions are not shown and pass validation. */
  skip?: Condition;
  /** The section is shown only while this holds. */
  visibleIf?: Condition;
}

export interface GroupSection extends SectionConditions {
  type: 'group';
  key: string;
  title?: LocalizedText;
  description?: LocalizedText;
  questions: Question[];
}

export interface ContentSection extends SectionConditions {
  type: 'content';
  key: string;
  /** Markdown. */
  content: LocalizedText;
}

export type Section = QuestionSection | GroupSection | ContentSection;

export interface PageDefinition {
  /** Page key, recorded in page visits. */
  key: string;
  title?: LocalizedText;
  description?: LocalizedText;
  /** Pages are shown sorted by order (ascending, stable for equal orders). */
  order: number;
  sections: Section[];
  /** Extra attributes for the page element. */
  htmlAttributes?: Record<string, string>;
  /**
   * Page-level validation run after the questions' rules. JSON form: rules whose message goes to `key` (a question of
   * the page) or, without a key, to the page. TypeScript form: a callback returning messages by question key ('' for
   * the page).
   */
  validation?: PageRule[] | ((context: ConditionContext) => Record<string, string> | null | undefined);
  /** Show this page's sections in a random order, kept for the response (its seed is the answer `$seed`). */
  randomOrder?: boolean;
  /** Pages with `randomPosition` trade places among themselves in a random order kept for the response. */
  randomPosition?: boolean;
  /** Hide and refuse Previous on this page. */
  disablePrevious?: boolean;
  /** Refuse Next on this page (e.g. a final page). */
  disableNext?: boolean;
  /** Skipped pages are bypassed in both directions: `true`, or a condition. */
  skipped?: boolean | Condition;
  /** The page is shown only while this holds (the positive form of `skipped`). */
  visibleIf?: Condition;
  /** 'await' (default): Next waits for the save; 'background': the save is fire-and-forget. 'none': not saved. */
  save?: 'await' | 'background' | 'none';
}

/** A page-level rule: fails with `message` under question `key` (or under the page) when `expression` does not hold. */
export interface PageRule extends ExpressionRule {
  /** Question whose message it is; omitted: the page's own message. */
  key?: string;
}

/** A value computed from answers, usable in expressions and texts as `{key}` / `{{key}}`. */
export interface ComputedValue {
  key: string;
  /** E.g. `"{monthly} * 12"`; may use computed values listed before it. */
  expression: string;
  /** Also store it in the answers when the response is saved. */
  save?: boolean;
}

export interface SurveyDefinition {
  /** The JSON Schema the definition follows, for editors, e.g. "./node_modules/@treesponse/core/schema/definition.schema.json". */
  $schema?: string;
  /** Identifies the survey, e.g. for the storage key together with the project key. */
  key: string;
  pages: PageDefinition[];
  /** Stored as survey_version; default 'v1'. */
  version?: string;
  /** Languages the survey is offered in; default ['nl', 'en']. */
  languages?: Language[];
  /** The language a survey starts in when none is asked for; default the first of `languages`, else 'nl'. */
  defaultLanguage?: Language;
  /**
   * Where a text missing in the current language is taken from (the miss is reported through `onError`); default
   * the default language, then 'en'. A text is never shown empty while any language has it.
   */
  fallbackLanguage?: Language;
  /** Extra or overriding engine texts per language, and whole packs for languages the engine does not ship. */
  translations?: Partial<Record<Language, Record<string, string>>>;
  /** Values computed from answers, in order. */
  computed?: ComputedValue[];
}

// ---------------------------------------------------------------------------------------------------------------
// Respondent data
// ---------------------------------------------------------------------------------------------------------------

export interface Treesponder {
  /** Public id given by the server (12 random characters offline). */
  id: string | null;
  /** Bearer token (36 random characters offline). */
  token: string | null;
  /** True once created on the server. */
  saved: boolean;
}

export interface PageVisit {
  /** Index of the page in the sorted page list. */
  index: number;
  /** Page key. */
  name: string;
  /** Sequence number of the visit, starting at 0. */
  order: number;
}

export interface UploadBlob {
  file: Blob & { name?: string; type: string; size: number };
  /** Base64 MD5 of the file, computed in 2 MiB chunks. */
  checksum?: string;
}

export interface Upload {
  /** Server id of the upload row, once saved. */
  id?: string | number | null;
  /** Question key the upload answers. */
  name: string;
  filename: string;
  blobSignedId?: string | null;
  blob?: UploadBlob | null;
}

/** The special top-level answers of a treesponse (stored outside `answers`). */
export interface SpecialFields {
  age?: string | number | null;
  yearOfBirth?: number | null;
  optinOrganisation: boolean;
  optinProject: boolean;
  email?: string | null;
  gender?: string | null;
  postcode?: string | null;
  /** SHA3-512 hex of an 11-digit registration number, or null. */
  validationCode?: string | null;
}

export type SpecialField = keyof SpecialFields;

export const SPECIAL_FIELDS: readonly SpecialField[] = [
  'age',
  'yearOfBirth',
  'optinOrganisation',
  'optinProject',
  'email',
  'gender',
  'postcode',
  'validationCode',
];

export interface Treesponse extends SpecialFields {
  /** Public id; null until created with POST. */
  id: string | null;
  completed: boolean;
  language: Language;
  /** Default 'v1'. */
  surveyVersion: string;
  /** The page's URL query string (without '?'). */
  query: string;
  answers: Answers;
  results: Record<string, unknown>;
  pageVisits: PageVisit[];
  uploads: Record<string, Upload>;
}

export interface LikeOption {
  id: string | number;
  text: string;
  name: string;
}

export interface AiFeedbackResponse {
  toxicity: { score: number };
  proficiency: number;
}

export type ProficiencyLevel = 'low' | 'ok' | 'high';
export type AiFeedbackStatus = 'negative' | 'positive' | 'neutral';

export interface AiFeedback {
  proficiencyLevel: ProficiencyLevel;
  toxicityOk: boolean;
  status: AiFeedbackStatus;
  /** Translation key of the feedback text, one of six. */
  textKey: string;
}

// ---------------------------------------------------------------------------------------------------------------
// Wire shapes (snake_case, exactly what the collection API receives and returns)
// ---------------------------------------------------------------------------------------------------------------

export interface WireUploadAttributes {
  id?: string | number | null;
  name: string;
  /** The blob's signed id. */
  file: string;
}

export interface WireTreesponse {
  age?: string | number | null;
  completed: boolean;
  email?: string | null;
  gender?: string | null;
  language: Language;
  optin_organisation: boolean;
  optin_project: boolean;
  page_visits: PageVisit[];
  postcode?: string | null;
  query: string;
  survey_version: string;
  validation_code?: string | null;
  year_of_birth?: number | null;
  answers: Answers;
  results: Record<string, unknown>;
  uploads_attributes: WireUploadAttributes[];
}

export interface DirectUploadRequest {
  blob: { filename: string; content_type: string; byte_size: number; checksum: string };
}

export interface DirectUploadResponse {
  direct_upload: { url: string; headers: Record<string, string> };
  signed_id: string;
}
