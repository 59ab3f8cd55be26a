/**
 * The rules of the date, matrix, rating, multiple text, tag box, image picker, ranking and repeating panel questions:
 * loaded by a survey that uses one of them (`loadRichQuestionRules`), and the `@treesponse/core/rich-questions` entry
 * for front ends (the values of a rating scale, the problem of one field of a multiple text question or of a panel's
 * item).
 */
import { countRules, formatLocaleNumber, isIsoDate, type ValidationMessage } from './validation.js';
import { isQuestionRequired } from './conditions.js';
import type { AnswerValue, ConditionContext, DateQuestion, Language, Question, RatingQuestion } from './types.js';
import { multipleTextItemRule } from './text-item-rules.js';
import { panelRule } from './panel-fields.js';
import { rankingRules } from './ranking.js';

export { multipleTextItemRule } from './text-item-rules.js';
export { panelFieldViews, panelItemContext, type PanelFieldView } from './panel-fields.js';
export { createPanelItemController, type PanelItemController } from './panel-item-controller.js';

/** Loads the English texts of these types' messages (`loadRichQuestionRules` waits for them with this chunk). */
export { loadQuestionTypeTexts } from './type-texts.js';

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/**
 * The message of a date, matrix, rating, multiple text, tag box, image picker, ranking or repeating panel answer
 * (`empty`: it counts as unanswered), or null.
 */
export function richQuestionRule(question: Question, value: AnswerValue | undefined, context: ConditionContext, empty: boolean): ValidationMessage | null {
  switch (question.type) {
    case 'date':
      return empty ? null : dateRules(value, question, context.language);
    case 'matrix': {
      const answered = question.rows.filter((row) => typeof asRecord(value)[row.value] === 'string').length;
      return (answered > 0 || isQuestionRequired(question, context)) && answered < question.rows.length ? { key: 'validation.matrixRows' } : null;
    }
    case 'tagbox':
    case 'imagepicker': {
      if (question.type === 'imagepicker' && !question.multiSelect) return null;
      const selected = Array.isArray(value) ? value.length : 0;
      return selected > 0 || isQuestionRequired(question, context) ? countRules(selected, question.minSelected, question.maxSelected) : null;
    }
    case 'rating':
      return empty ? null : ratingRules(value, question, context.language);
    case 'multipletext':
      // A required field is required even when the question as a whole is not.
      for (const item of question.items ?? []) {
        const message = multipleTextItemRule(item, asRecord(value)[item.name], context.language);
        if (message) return message;
      }
      return null;
    case 'paneldynamic':
      return empty ? null : panelRule(question, value, context);
    case 'ranking':
      return empty ? null : rankingRules(question, value);
    default:
      return null;
  }
}

/** A date's rules: a real calendar date, on or after `min` and on or before `max`. */
function dateRules(value: unknown, question: DateQuestion, language: Language): ValidationMessage | null {
  if (!isIsoDate(value)) return { key: 'validation.date' };
  const { min, max } = question;
  const bound = (name: string, limit: string) =>
    ({ key: `validation.${name}`, values: { date: new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${limit}T00:00:00Z`)) } });
  return min && value < min ? bound('dateMin', min) : max && value > max ? bound('dateMax', max) : null;
}

/** The values of a rating scale, from `rateMin` (default 1) in steps of `rateStep` (default 1) to `rateMax`. */
export function ratingValues(question: Pick<RatingQuestion, 'rateCount' | 'rateMin' | 'rateMax' | 'rateStep'>): number[] {
  const min = question.rateMin ?? 1;
  const step = question.rateStep !== undefined && question.rateStep > 0 ? question.rateStep : 1;
  const max = question.rateMax ?? min + ((question.rateCount ?? 5) - 1) * step;
  const values: number[] = [];
  // At most 100 values, whatever the definition says: a scale longer than that is no rating.
  for (let i = 0; values.length < 100; i += 1) {
    const value = Math.round((min + i * step) * 1e9) / 1e9;
    if (value > max + 1e-9) break;
    values.push(value);
  }
  return values;
}

function ratingRules(value: unknown, question: RatingQuestion, language: Language): ValidationMessage | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return { key: 'validation.number' };
  const values = ratingValues(question);
  if (value < values[0]!) return { key: 'validation.min', values: { n: formatLocaleNumber(values[0]!, language) } };
  if (value > values[values.length - 1]!) return { key: 'validation.max', values: { n: formatLocaleNumber(values[values.length - 1]!, language) } };
  if (!values.includes(value)) return { key: 'validation.step', values: { n: formatLocaleNumber(question.rateStep ?? 1, language) } };
  return null;
}
