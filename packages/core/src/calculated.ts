/**
 * A calculated question's value as the respondent reads it. The value itself is computed by the survey controller
 * (its answer is the question's expression evaluated with the current answers); this writes it with the question's
 * format in the survey's language.
 */
import type { Language } from './definition-types.js';
import type { CalculatedQuestion } from './question-types.js';

/** Shown for a value that cannot be computed yet (an answer it needs is missing). */
export const NO_CALCULATED_VALUE = '—';

/**
 * The value written for the respondent: a number as the language writes it (grouped, `decimals` digits or up to 2),
 * a text as it is, a list joined with ', ', put into the format's `{{value}}`; `NO_CALCULATED_VALUE` when there is
 * none (nothing, or not a finite number). `format` is the question's format already in the survey's language.
 */
export function formatCalculated(question: Pick<CalculatedQuestion, 'decimals'>, value: unknown, language: Language, format = ''): string {
  const write = (item: unknown): string => {
    if (typeof item === 'number') {
      const digits = question.decimals;
      return new Intl.NumberFormat(language, { minimumFractionDigits: digits ?? 0, maximumFractionDigits: digits ?? 2 }).format(item);
    }
    return typeof item === 'string' ? item : typeof item === 'boolean' ? String(item) : '';
  };
  const missing = value === null || value === undefined || value === '' || (typeof value === 'number' && !Number.isFinite(value));
  if (missing) return NO_CALCULATED_VALUE;
  const text = Array.isArray(value) ? value.map(write).join(', ') : write(value);
  if (text === '') return NO_CALCULATED_VALUE;
  return format.includes('{{') ? format.replace(/\{\{\s*value\s*\}\}/g, text) : text;
}
