/**
 * Validation rules of every question type (spec section 5). Rules return message descriptors, not text, so the
 * texts follow the survey's language when it changes.
 */
import { conditionHolds, isQuestionRequired, isQuestionSkipped } from './conditions.js';
import { UnknownQuestionTypeError } from './errors.js';
import type { QuestionTypeRegistry } from './definition.js';
import { QUESTION_TYPES } from './question-types.js';
import { typesUsed } from './types-used.js';
import type { MessageKey } from './messages.js';
import type {
  AnswerValue,
  CheckboxesQuestion,
  ConditionContext,
  ExpressionRule,
  Language,
  NumberQuestion,
  LocalizedText,
  Question,
  SliderQuestion,
  PageDefinition,
  SurveyDefinition,
} from './types.js';

/** A message to show: an engine text key with values, or a literal text already in the right language. */
/** A message: an engine or survey text by key (`MessageKey`, or a key of the definition's `translations`), or a literal. */
export type ValidationMessage = { key: MessageKey | (string & {}); values?: Record<string, number | string> } | { literal: string };

/** Empty, null, false, an empty (or blank) string and an empty array all count as unanswered. */
export function isEmptyAnswer(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/**
 * Whether a question's answer counts as unanswered: `isEmptyAnswer`, except that `false` answers a yes/no question and
 * a multiple text question or a repeating panel is unanswered while every field is blank.
 */
export function isQuestionAnswerEmpty(question: Question, value: unknown): boolean {
  if (question.type === 'boolean') return typeof value !== 'boolean';
  if (question.type === 'multipletext') return Object.values(asRecord(value)).every(isEmptyAnswer);
  // Blank unless some item has a field typed (a `panelsFrom` item's `panelOption` is not typed); see panels.ts.
  if (question.type === 'paneldynamic') return !Array.isArray(value) || value.every((item) => Object.entries(asRecord(item)).every(([name, text]) => name === 'panelOption' || isEmptyAnswer(text)));
  return isEmptyAnswer(value);
}

/** Trimmed text@text with no spaces and a single at-sign. */
export function isValidEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+$/.test(value.trim());
}

/** Clamp a slider value to its minimum (default 0) and maximum (default none). */
export function clampSliderValue(question: SliderQuestion, value: number): number {
  const min = question.minValue ?? 0;
  const max = question.maxValue ?? Number.POSITIVE_INFINITY;
  return Math.min(max, Math.max(min, value));
}

/** The engine's message `validation.{name}`, with its values if any. */
const engineMessage = (name: string, values?: Record<string, number | string>): ValidationMessage =>
  values ? { key: `validation.${name}`, values } : { key: `validation.${name}` };

export function textRules(
  value: unknown,
  rules: { minLength?: number; maxLength?: number },
): ValidationMessage | null {
  const { length } = value == null ? '' : String(value);
  const { minLength: min, maxLength: max } = rules;
  return min !== undefined && length < min ? engineMessage('minLength', { n: min }) : max !== undefined && length > max ? engineMessage('maxLength', { n: max }) : null;
}

export function countRules(count: number, min: number | undefined, max: number | undefined): ValidationMessage | null {
  return max !== undefined && count > max ? engineMessage('maxSelected', { n: max }) : min !== undefined && count < min ? engineMessage('minSelected', { n: min }) : null;
}

/** The value of the 'other' option of a checkboxes question (default 'other'). */
export function otherOptionValue(question: CheckboxesQuestion): string {
  return question.other?.value ?? 'other';
}

/**
 * The question types whose rules load on demand: date, matrix, rating, multiple text, tag box, image picker, ranking
 * and repeating panel.
 */
const RICH_TYPES: readonly string[] = ['date', 'matrix', 'rating', 'multipletext', 'tagbox', 'imagepicker', 'ranking', 'paneldynamic'];
/** The rules of those questions, once loaded. */
type RichRules = (question: Question, value: AnswerValue | undefined, context: ConditionContext, empty: boolean) => ValidationMessage | null;
let richRules: RichRules | undefined;

/**
 * Loads the rules of the date, matrix, rating, multiple text, tag box, image picker, ranking and repeating panel
 * questions (a survey that uses one of them does so when it reads a page with one, and `ready()` waits for those of
 * the first page) with the English texts of their messages, so that a survey without them never downloads them.
 */
export function loadRichQuestionRules(): Promise<void> {
  if (richRules) return Promise.resolve();
  return import('./rich-question-rules.js').then(({ loadRichRules }) =>
    loadRichRules().then((rule) => {
      richRules = rule;
    }),
  );
}

/**
 * Loads the rules of the question types a page (or a definition) uses that load on demand, with their English texts.
 * True when rules came in now (what is shown may change); false at once when the page needs none or they were in
 * already.
 */
export function loadRulesOf(definition: SurveyDefinition | PageDefinition): Promise<boolean> {
  if (richRules || !typesUsed(definition).questions.some((type) => RICH_TYPES.includes(type))) return Promise.resolve(false);
  return loadRichQuestionRules().then(() => true);
}

/** Reads a question's current answer (the controller knows where each question stores it). */
export type AnswerReader = (key: string) => AnswerValue | undefined;

/**
 * Validate one question. Returns messages by answer key: usually the question's key, plus `{key}_other` for
 * the free text of a checkboxes question. A skipped question always passes. Groups validate their children.
 */
export function validateQuestion(
  question: Question,
  read: AnswerReader,
  context: ConditionContext,
  questionTypes: QuestionTypeRegistry = {},
): Record<string, ValidationMessage> {
  const errors: Record<string, ValidationMessage> = {};
  if (isQuestionSkipped(question, context)) return errors;
  const value = read(question.key);

  const { type } = question;
  const custom = Object.prototype.hasOwnProperty.call(questionTypes, type) ? questionTypes[type] : undefined;
  if (custom) {
    const empty = custom.isEmpty ? custom.isEmpty(value) : isEmptyAnswer(value);
    const message = empty
      ? isQuestionRequired(question, context) ? engineMessage('required') : null
      : (custom.validate?.(value!, question, context) ?? validatorMessage(question, context));
    if (message) errors[question.key] = message;
    return errors;
  }

  if (type === 'group') {
    for (const child of question.questions) Object.assign(errors, validateQuestion(child, read, context, questionTypes));
    return errors;
  }
  // A calculated value is the engine's own, not the respondent's: there is nothing to check.
  if (type === 'content' || type === 'hidden' || type === 'calculated') return errors;

  const empty = isQuestionAnswerEmpty(question, value);
  const required = isQuestionRequired(question, context);
  if (required && empty) {
    errors[question.key] = engineMessage('required');
    return errors;
  }

  let message: ValidationMessage | null = null;
  // The date, matrix, rating, multiple text, tag box, image picker, ranking and repeating panel questions' rules load
  // with the survey that uses them (`loadRichQuestionRules`); until then only `required` applies. Sliders are clamped
  // when set, so a stored value is always in range; yes/no, dropdown, single checkbox, radio, file, image and
  // registration number questions have no rule of their own.
  if (RICH_TYPES.includes(type)) message = richRules?.(question, value, context, empty) ?? null;
  else if (!QUESTION_TYPES.includes(type)) throw new UnknownQuestionTypeError(String(type));
  else if (type === 'checkboxes' || type === 'like') {
    const chosen: unknown[] = Array.isArray(value) ? value : [];
    const count = chosen.length;
    if (count > 0 || required) {
      message = type === 'like' ? countRules(count, question.minLikes, question.maxLikes) : countRules(count, question.minSelected, question.maxSelected);
    }
    if (type === 'checkboxes' && question.other && chosen.includes(otherOptionValue(question))) {
      const otherKey = `${question.key}_other`;
      const otherValue = read(otherKey);
      const otherMessage = isEmptyAnswer(otherValue)
        ? (question.other.required ?? true) ? engineMessage('required') : null
        : textRules(otherValue, question.other);
      if (otherMessage) errors[otherKey] = otherMessage;
    }
  } else if (!empty) {
    if (type === 'number') message = numberRules(value, question, context.language);
    else if (type === 'string' || type === 'text' || type === 'email') {
      message = textRules(value, question);
      if (!message && type === 'email' && !isValidEmail(String(value))) message = engineMessage('email');
      if (!message && type === 'string' && question.pattern && !new RegExp(question.pattern.source).test(String(value).trim())) {
        message = localizedMessage(question.pattern.message, context);
      }
    }
  }
  if (!message && !empty) message = validatorMessage(question, context);
  if (message) errors[question.key] = message;
  return errors;
}

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** A number in the respondent's language: 'nl', 'fr' and 'de' write 3,5 and 'en' 3.5 (grouping allowed). */
export function parseLocaleNumber(text: string, language: Language): number | null {
  const compact = text.trim().replace(/[\s\u00a0\u202f']/g, '');
  if (!/^[+-]?[\d.,]*\d[\d.,]*$/.test(compact)) return null;
  // The last mark, when it separates the decimals: with both marks used, or used once and the language's decimal mark
  // or not followed by three digits. Otherwise the marks group thousands (1.500 in nl).
  const at = Math.max(compact.lastIndexOf('.'), compact.lastIndexOf(','));
  const once = compact.split(compact[at]!).length === 2;
  const both = compact.includes('.') && compact.includes(',');
  if (both && !once) return null;
  const decimals = both || (once && (compact[at] === (language === 'en' ? '.' : ',') || compact.length - at !== 4));
  const parsed = Number(decimals ? `${compact.slice(0, at).replace(/[.,]/g, '')}.${compact.slice(at + 1)}` : compact.replace(/[.,]/g, ''));
  return Number.isFinite(parsed) ? parsed : null;
}

/** A number as the respondent's language writes it, without grouping (3,5 in nl, fr, de; 3.5 in en). */
export function formatLocaleNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(language, { useGrouping: false, maximumFractionDigits: 20 }).format(value);
}

function numberRules(value: unknown, question: NumberQuestion, language: Language): ValidationMessage | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? parseLocaleNumber(value, language) : null;
  if (!Number.isFinite(n)) return engineMessage('number');
  const { min, max, step } = question;
  const bound = (name: string, limit: number) => engineMessage(name, { n: formatLocaleNumber(limit, language) });
  if (min !== undefined && n! < min) return bound('min', min);
  if (max !== undefined && n! > max) return bound('max', max);
  const steps = (n! - (min ?? 0)) / step!;
  return step! > 0 && Math.abs(steps - Math.round(steps)) > 1e-9 ? bound('step', step!) : null;
}

/** A real calendar date written 'YYYY-MM-DD'. */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The message of the first of a question's `validators` that fails, or null. */
function validatorMessage(question: Question, context: ConditionContext): ValidationMessage | null {
  const failed = question.validators?.find((rule) => !conditionHolds(rule.expression, context));
  return failed ? ruleMessage(failed, context) : null;
}

/** The message of a rule that failed: its translation key, else its own text in the context's language. */
export function ruleMessage(rule: ExpressionRule, context: ConditionContext): ValidationMessage {
  return rule.messageKey ? { key: rule.messageKey } : localizedMessage(rule.message ?? '', context);
}

/** A definition's own message in the context's language. */
export function localizedMessage(text: LocalizedText, context: ConditionContext): ValidationMessage {
  return { literal: typeof text === 'string' ? text : (text[context.language] ?? '') };
}
