/**
 * Validation rules of every question type (spec section 5). Rules return message descriptors, not text, so the
 * texts follow the survey's language when it changes.
 */
import { conditionHolds, isQuestionRequired, isQuestionSkipped } from './conditions.js';
import { UnknownQuestionTypeError } from './errors.js';
import type { QuestionTypeRegistry } from './definition.js';
import { typesUsed } from './types-used.js';
import type { MessageKey } from './messages.js';
import type {
  AnswerValue,
  CheckboxesQuestion,
  ConditionContext,
  DateQuestion,
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

export function textRules(
  value: unknown,
  rules: { minLength?: number; maxLength?: number },
): ValidationMessage | null {
  const text = typeof value === 'string' ? value : value == null ? '' : String(value);
  if (rules.minLength !== undefined && text.length < rules.minLength) {
    return { key: 'validation.minLength', values: { n: rules.minLength } };
  }
  if (rules.maxLength !== undefined && text.length > rules.maxLength) {
    return { key: 'validation.maxLength', values: { n: rules.maxLength } };
  }
  return null;
}

export function countRules(count: number, min: number | undefined, max: number | undefined): ValidationMessage | null {
  if (max !== undefined && count > max) return { key: 'validation.maxSelected', values: { n: max } };
  if (min !== undefined && count < min) return { key: 'validation.minSelected', values: { n: min } };
  return null;
}

/** The value of the 'other' option of a checkboxes question (default 'other'). */
export function otherOptionValue(question: CheckboxesQuestion): string {
  return question.other?.value ?? 'other';
}

/** The rules of the rating, multiple text, tag box, image picker, ranking and repeating panel questions, once loaded. */
type RichRules = (question: Question, value: AnswerValue | undefined, context: ConditionContext, empty: boolean) => ValidationMessage | null;
let richRules: RichRules | undefined;

/**
 * Loads the rules of the rating, multiple text, tag box, image picker, ranking and repeating panel questions (a survey
 * that uses one of them does so when it is created, and `ready()` waits for them) with the English texts of their
 * messages, so that a survey without them never downloads them.
 */
export function loadRichQuestionRules(): Promise<void> {
  if (richRules) return Promise.resolve();
  return import('./rich-questions.js').then((module) =>
    module.loadQuestionTypeTexts().then(() => {
      richRules = module.richQuestionRule;
    }),
  );
}

/**
 * Loads the rules of the question types a page (or a definition) uses that load on demand. True when rules came in
 * now (what is shown may change); false at once when the page needs none or they were in already.
 */
export function loadRulesOf(definition: SurveyDefinition | PageDefinition): Promise<boolean> {
  const rich = ['rating', 'multipletext', 'tagbox', 'imagepicker', 'ranking', 'paneldynamic'];
  if (richRules || !typesUsed(definition).questions.some((type) => rich.includes(type))) return Promise.resolve(false);
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

  const custom = Object.prototype.hasOwnProperty.call(questionTypes, question.type) ? questionTypes[question.type] : undefined;
  if (custom) {
    const empty = custom.isEmpty ? custom.isEmpty(value) : isEmptyAnswer(value);
    const message = empty
      ? isQuestionRequired(question, context) ? ({ key: 'validation.required' } as const) : null
      : (custom.validate?.(value!, question, context) ?? validatorMessage(question, context));
    if (message) errors[question.key] = message;
    return errors;
  }

  if (question.type === 'group') {
    for (const child of question.questions) Object.assign(errors, validateQuestion(child, read, context, questionTypes));
    return errors;
  }
  // A calculated value is the engine's own, not the respondent's: there is nothing to check.
  if (question.type === 'content' || question.type === 'hidden' || question.type === 'calculated') return errors;

  const empty = isQuestionAnswerEmpty(question, value);
  if (isQuestionRequired(question, context) && empty) {
    errors[question.key] = { key: 'validation.required' };
    return errors;
  }

  let message: ValidationMessage | null = null;
  switch (question.type) {
    case 'string':
    case 'text':
    case 'email': {
      if (isEmptyAnswer(value)) break;
      message = textRules(value, question);
      if (!message && question.type === 'email' && !isValidEmail(String(value))) message = { key: 'validation.email' };
      if (!message && question.type === 'string' && question.pattern) {
        if (!new RegExp(question.pattern.source).test(String(value).trim())) {
          message = localizedMessage(question.pattern.message, context);
        }
      }
      break;
    }
    case 'checkboxes': {
      const selected = Array.isArray(value) ? (value as unknown[]) : [];
      if (selected.length > 0 || isQuestionRequired(question, context)) {
        message = countRules(selected.length, question.minSelected, question.maxSelected);
      }
      if (question.other && selected.includes(otherOptionValue(question))) {
        const otherKey = `${question.key}_other`;
        const otherValue = read(otherKey);
        const otherMessage =
          (question.other.required ?? true) && isEmptyAnswer(otherValue)
            ? ({ key: 'validation.required' } as const)
            : isEmptyAnswer(otherValue)
              ? null
              : textRules(otherValue, question.other);
        if (otherMessage) errors[otherKey] = otherMessage;
      }
      break;
    }
    case 'like': {
      const liked = Array.isArray(value) ? value.length : 0;
      if (liked > 0 || isQuestionRequired(question, context)) message = countRules(liked, question.minLikes, question.maxLikes);
      break;
    }
    case 'number':
      if (!isEmptyAnswer(value)) message = numberRules(value, question, context.language);
      break;
    case 'date':
      if (!isEmptyAnswer(value)) message = dateRules(value, question, context.language);
      break;
    case 'matrix': {
      const answered = question.rows.filter((row) => typeof asRecord(value)[row.value] === 'string').length;
      if ((answered > 0 || isQuestionRequired(question, context)) && answered < question.rows.length) {
        message = { key: 'validation.matrixRows' };
      }
      break;
    }
    // Their rules load with the survey that uses them (`loadRichQuestionRules`); until then only `required` applies.
    case 'rating':
    case 'multipletext':
    case 'tagbox':
    case 'imagepicker':
    case 'ranking':
    case 'paneldynamic':
      message = richRules?.(question, value, context, empty) ?? null;
      break;
    // Sliders are clamped when set, so a stored value is always in range.
    case 'boolean':
    case 'dropdown':
    case 'slider':
    case 'checkbox':
    case 'radio':
    case 'file':
    case 'image':
    case 'rrn':
      break;
    default: {
      const unknown: never = question;
      throw new UnknownQuestionTypeError(String((unknown as { type: unknown }).type));
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
  const decimal = language === 'en' ? '.' : ',';
  const lastDot = compact.lastIndexOf('.');
  const lastComma = compact.lastIndexOf(',');
  let separator: string | null = null;
  if (lastDot >= 0 && lastComma >= 0) separator = lastDot > lastComma ? '.' : ',';
  else if (lastDot >= 0 || lastComma >= 0) {
    const found = lastDot >= 0 ? '.' : ',';
    const occurrences = compact.split(found).length - 1;
    const digitsAfter = compact.length - compact.lastIndexOf(found) - 1;
    // One separator that is not the language's decimal mark, followed by three digits, groups thousands (1.500 in nl).
    separator = found === decimal || (occurrences === 1 && digitsAfter !== 3) ? (occurrences === 1 ? found : null) : null;
  }
  const [whole, fraction] = separator ? [compact.slice(0, compact.lastIndexOf(separator)), compact.slice(compact.lastIndexOf(separator) + 1)] : [compact, ''];
  if (separator && compact.split(separator).length > 2) return null;
  const parsed = Number(`${whole.replace(/[.,]/g, '')}${fraction ? `.${fraction}` : ''}`);
  return Number.isFinite(parsed) ? parsed : null;
}

/** A number as the respondent's language writes it, without grouping (3,5 in nl, fr, de; 3.5 in en). */
export function formatLocaleNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(language, { useGrouping: false, maximumFractionDigits: 20 }).format(value);
}

function numberRules(value: unknown, question: NumberQuestion, language: Language): ValidationMessage | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? parseLocaleNumber(value, language) : null;
  if (n === null || !Number.isFinite(n)) return { key: 'validation.number' };
  if (question.min !== undefined && n < question.min) return { key: 'validation.min', values: { n: formatLocaleNumber(question.min, language) } };
  if (question.max !== undefined && n > question.max) return { key: 'validation.max', values: { n: formatLocaleNumber(question.max, language) } };
  if (question.step !== undefined && question.step > 0) {
    const steps = (n - (question.min ?? 0)) / question.step;
    if (Math.abs(steps - Math.round(steps)) > 1e-9) return { key: 'validation.step', values: { n: formatLocaleNumber(question.step, language) } };
  }
  return null;
}

/** A real calendar date written 'YYYY-MM-DD'. */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const formatDate = (iso: string, language: Language) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

function dateRules(value: unknown, question: DateQuestion, language: Language): ValidationMessage | null {
  if (!isIsoDate(value)) return { key: 'validation.date' };
  if (question.min && value < question.min) return { key: 'validation.dateMin', values: { date: formatDate(question.min, language) } };
  if (question.max && value > question.max) return { key: 'validation.dateMax', values: { date: formatDate(question.max, language) } };
  return null;
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
