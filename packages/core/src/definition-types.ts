/**
 * The shape of a survey definition: languages and texts, conditions and rules, pages, sections and the survey
 * itself. Plain data (plus a few callbacks), so a definition can be written in TypeScript, tested without a browser
 * and rendered by any front end. Questions are in `question-types.ts`.
 */
import type { Question } from './question-types.js';
import type { Treesponse } from './response-types.js';

/**
 * A language: any BCP 47 tag ('nl', 'fr-BE', 'es', 'ar'). The engine ships its texts in `LANGUAGES`; a
 * survey adds any other language as data in its `translations`.
 */
export type Language = string;

/** The languages of the engine's own texts, in a fixed order: the one list every language check and loader uses. */
export const LANGUAGES = ['nl', 'fr', 'de', 'en'] as const;

/** The languages the engine ships its own texts in. */
export type EngineLanguage = (typeof LANGUAGES)[number];

/**
 * A text shown to the respondent. Either one literal string (same in every language) or one string per language.
 * A missing language is reported through the survey's translation logger and falls back (see `fallbackLanguage`).
 */
export type LocalizedText = string | Partial<Record<Language, string>>;

/** Any JSON value an answer can hold (a list of objects: a repeating panel's items). */
export type AnswerValue = string | number | boolean | null | string[] | number[] | Record<string, unknown> | Record<string, unknown>[];

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
  message?: LocalizedText;
  /**
   * A translation key instead of (or before) `message`: its text in the survey's language, from the definition's
   * `translations` (a missing one falls back to the fallback language and is reported); may use {{key}} too.
   */
  messageKey?: string;
}

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

/**
 * A section of a page: a question, a group of questions or content.
 * @discriminator type
 */
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

