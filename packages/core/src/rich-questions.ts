/**
 * The rules of the rating, multiple text, tag box, image picker and repeating panel questions: loaded by a survey that
 * uses one of them (`loadRichQuestionRules`), and the `@treesponse/core/rich-questions` entry for front ends (the
 * values of a rating scale, the problem of one field of a multiple text question or of a panel's item).
 */
import { countRules, formatLocaleNumber, isEmptyAnswer, isIsoDate, isValidEmail, parseLocaleNumber, textRules, type ValidationMessage } from './validation.js';
import { isQuestionRequired } from './conditions.js';
import type { AnswerValue, ConditionContext, Language, MultipleTextItem, PanelDynamicQuestion, Question, RatingQuestion } from './types.js';
import { isPanelAnswerBlank, panelItems } from './panels.js';

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The message of a rating, multiple text, tag box or image picker answer (`empty`: it counts as unanswered), or null. */
export function richQuestionRule(question: Question, value: AnswerValue | undefined, context: ConditionContext, empty: boolean): ValidationMessage | null {
  switch (question.type) {
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
    default:
      return null;
  }
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

/** A field's label in the survey's language (its name when it has none). */
const itemLabel = (item: MultipleTextItem, language: Language): string =>
  item.label === undefined ? item.name : typeof item.label === 'string' ? item.label : (item.label[language] ?? Object.values(item.label)[0] ?? item.name);

/**
 * The problem of one field of a multiple text question, or null: required and blank ('Please fill in {{item}}'), too
 * short or long, not a number, e-mail address or date as its `inputType` asks.
 */
export function multipleTextItemRule(item: MultipleTextItem, value: unknown, language: Language): ValidationMessage | null {
  if (isEmptyAnswer(value)) {
    if (!item.required) return null;
    return { key: 'validation.itemRequired', values: { item: itemLabel(item, language) } };
  }
  if (item.inputType === 'number') return typeof value === 'number' || parseLocaleNumber(String(value), language) !== null ? null : { key: 'validation.number' };
  const rule = textRules(value, item);
  if (rule) return rule;
  if (item.inputType === 'email' && !isValidEmail(String(value))) return { key: 'validation.email' };
  if (item.inputType === 'date' && !isIsoDate(value)) return { key: 'validation.date' };
  return null;
}

/**
 * The first problem of a repeating panel that is not blank: more items than `maxPanelCount`, the first field that
 * fails its rules, named with its item's number ('Item 2: please fill in Name') so that the message says where to
 * look (the component shows each field's own problem beside it), or fewer filled items than `minPanelCount`.
 */
function panelRule(question: PanelDynamicQuestion, value: unknown, context: ConditionContext): ValidationMessage | null {
  const source = question.panelsFrom;
  const items = panelItems(question, value, source === undefined ? undefined : (context.read?.(source) ?? context.answers[source]));
  if (source === undefined && question.maxPanelCount !== undefined && items.length > question.maxPanelCount) {
    return { key: 'validation.maxPanels', values: { n: question.maxPanelCount } };
  }
  for (let index = 0; index < items.length; index += 1) {
    for (const field of question.templateElements ?? []) {
      const problem = multipleTextItemRule(field, items[index]![field.name], context.language);
      if (!problem) continue;
      const key = 'key' in problem && problem.key === 'validation.itemRequired' ? 'validation.panelItemRequired' : 'validation.panelItemInvalid';
      return { key, values: { n: index + 1, item: itemLabel(field, context.language) } };
    }
  }
  // The panel shows at least minPanelCount items: those left blank do not count.
  const filled = items.filter((item) => !isPanelAnswerBlank([item])).length;
  if (source === undefined && question.minPanelCount !== undefined && filled < question.minPanelCount) {
    return { key: 'validation.minPanels', values: { n: question.minPanelCount } };
  }
  return null;
}
