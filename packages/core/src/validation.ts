/**
 * Validation rules of every question type (spec section 5). Rules return message descriptors, not text, so the
 * texts follow the survey's language when it changes.
 */
import { conditionHolds, isQuestionRequired, isQuestionSkipped } from './conditions.js';
import { UnknownQuestionTypeError } from './errors.js';
import type { QuestionTypeRegistry } from './definition.js';
import type { MessageKey } from './messages.js';
import type {
  AnswerValue,
  CheckboxesQuestion,
  ConditionContext,
  FileQuestion,
  LocalizedText,
  Question,
  SliderQuestion,
} from './types.js';

/** Default maximum upload size: 10 MiB. */
export const DEFAULT_MAX_FILE_SIZE = 10_485_760;
/** Default allowed MIME patterns of an image question. */
export const DEFAULT_IMAGE_MIME_TYPES: readonly string[] = ['image/*'];

/** A message to show: an engine text key with values, or a literal text already in the right language. */
export type ValidationMessage = { key: MessageKey; values?: Record<string, number> } | { literal: string };

/** Empty, null, false, an empty (or blank) string and an empty array all count as unanswered. */
export function isEmptyAnswer(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** Trimmed text@text with no spaces and a single at-sign. */
export function isValidEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+$/.test(value.trim());
}

/** True when `mimeType` matches one of the patterns ('image/*', 'application/pdf', '*' or '*\/*'). */
export function mimeTypeAllowed(mimeType: string, patterns: readonly string[] | undefined): boolean {
  if (!patterns || patterns.length === 0) return true;
  const type = mimeType.toLowerCase();
  return patterns.some((raw) => {
    const pattern = raw.trim().toLowerCase();
    if (pattern === '*' || pattern === '*/*') return true;
    if (pattern.endsWith('/*')) return type.startsWith(pattern.slice(0, -1));
    return type === pattern;
  });
}

/** MIME patterns a file question accepts: its own list, else any image type for 'image', else anything. */
export function allowedMimeTypes(question: FileQuestion): readonly string[] | undefined {
  if (question.allowedMimeTypes && question.allowedMimeTypes.length > 0) return question.allowedMimeTypes;
  return question.type === 'image' ? DEFAULT_IMAGE_MIME_TYPES : undefined;
}

/** Checks a chosen file against the question's size limit and MIME patterns. */
export function validateFile(
  question: FileQuestion,
  file: { size: number; type: string },
): ValidationMessage | null {
  if (file.size > (question.maxFileSize ?? DEFAULT_MAX_FILE_SIZE)) return { key: 'validation.fileTooLarge' };
  if (!mimeTypeAllowed(file.type || 'application/octet-stream', allowedMimeTypes(question))) {
    return { key: 'validation.fileType' };
  }
  return null;
}

/** Clamp a slider value to its minimum (default 0) and maximum (default none). */
export function clampSliderValue(question: SliderQuestion, value: number): number {
  const min = question.minValue ?? 0;
  const max = question.maxValue ?? Number.POSITIVE_INFINITY;
  return Math.min(max, Math.max(min, value));
}

function textRules(
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

function countRules(count: number, min: number | undefined, max: number | undefined): ValidationMessage | null {
  if (max !== undefined && count > max) return { key: 'validation.maxSelected', values: { n: max } };
  if (min !== undefined && count < min) return { key: 'validation.minSelected', values: { n: min } };
  return null;
}

/** The value of the 'other' option of a checkboxes question (default 'other'). */
export function otherOptionValue(question: CheckboxesQuestion): string {
  return question.other?.value ?? 'other';
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
      : (custom.validate?.(value!, question, context) ?? ruleMessage(question, context));
    if (message) errors[question.key] = message;
    return errors;
  }

  if (question.type === 'group') {
    for (const child of question.questions) Object.assign(errors, validateQuestion(child, read, context, questionTypes));
    return errors;
  }
  if (question.type === 'content' || question.type === 'hidden') return errors;

  if (isQuestionRequired(question, context) && isEmptyAnswer(value)) {
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
    // Sliders are clamped when set, so a stored value is always in range.
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
  if (!message && !isEmptyAnswer(value)) message = ruleMessage(question, context);
  if (message) errors[question.key] = message;
  return errors;
}

/** The message of the first of a question's `validators` that fails, or null. */
function ruleMessage(question: Question, context: ConditionContext): ValidationMessage | null {
  const failed = question.validators?.find((rule) => !conditionHolds(rule.expression, context));
  return failed ? localizedMessage(failed.message, context) : null;
}

/** A definition's own message in the context's language. */
export function localizedMessage(text: LocalizedText, context: ConditionContext): ValidationMessage {
  return { literal: typeof text === 'string' ? text : (text[context.language] ?? '') };
}
