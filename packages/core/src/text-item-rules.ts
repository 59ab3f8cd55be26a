/** The rules of one labelled text field: a multiple text question's item, or a text field of a repeating panel's item. */
import { isEmptyAnswer, isIsoDate, isValidEmail, parseLocaleNumber, textRules, type ValidationMessage } from './validation.js';
import type { Language, LocalizedText, MultipleTextItem } from './types.js';

/** A field's label in the survey's language (its name when it has none). */
export const itemLabel = (item: { name: string; label?: LocalizedText }, language: Language): string =>
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

