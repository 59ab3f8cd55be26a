/**
 * The choices of the filters on the top result and on an answer, in the operator's language: the result names and
 * the questions with their options from the survey definition the project registered (for powercheck its supplier
 * catalogue), completed with the values the figures hold (a scale's numbers, a survey without a registered definition).
 */
import { labelIn, type DashboardLabels } from '../../src/admin/labels.js';
import type { DashboardStats, Filters } from './api.js';
import type { Language, Texts } from './texts.js';

/** A select's value and the text shown for it. */
export type Choice = [value: string, text: string];

export interface QuestionChoice {
  key: string;
  label: string;
  answers: Choice[];
}

/** The survey's own words for keys, in the operator's language (the key itself when the project registered none). */
export function labelsFor(labels: DashboardLabels | null, language: Language, texts: Pick<Texts, 'yes' | 'no'>) {
  return {
    page: (key: string) => labelIn(labels?.pages[key], language, key),
    question: (key: string) => labelIn(labels?.questions[key]?.label, language, key),
    result: (key: string) => labelIn(labels?.results[key], language, key),
    option(key: string, value: string, scale: boolean) {
      const text = labels?.questions[key]?.options[value];
      if (text !== undefined) return scale ? `${value} – ${labelIn(text, language, value)}` : labelIn(text, language, value);
      return value === 'true' ? texts.yes : value === 'false' ? texts.no : value;
    },
  };
}

const byText = (a: Choice, b: Choice) => a[1].localeCompare(b[1]);

/**
 * The results (by name) and the questions with answers to choose from (in the definition's order), from the latest
 * figures; a value the filters hold is always among them.
 */
export function filterChoices(
  stats: (Pick<DashboardStats, 'labels'> & Partial<Pick<DashboardStats, 'results' | 'questions'>>) | null,
  filters: Filters,
  language: Language,
  texts: Pick<Texts, 'yes' | 'no'>,
) {
  const labels = stats?.labels ?? null;
  const name = labelsFor(labels, language, texts);
  const resultKeys = new Set([...Object.keys(labels?.results ?? {}), ...(stats?.results?.top.map((row) => row.key) ?? [])]);
  if (filters.top) resultKeys.add(filters.top);
  const results = [...resultKeys].map((key): Choice => [key, name.result(key)]).sort(byText);

  const seen = new Map((stats?.questions ?? []).filter((question) => question.kind !== 'text').map((question) => [question.key, question]));
  const keys = labels ? labels.charted.filter((key) => Object.keys(labels.questions[key]?.options ?? {}).length > 0 || seen.has(key)) : [...seen.keys()];
  if (filters.question && !keys.includes(filters.question)) keys.push(filters.question);
  const questions = keys.map((key): QuestionChoice => {
    const counted = seen.get(key);
    const values = [...Object.keys(labels?.questions[key]?.options ?? {})];
    for (const { value } of counted?.counts ?? []) if (!values.includes(value)) values.push(value);
    if (key === filters.question && filters.answer && !values.includes(filters.answer)) values.push(filters.answer);
    const scale = counted?.kind === 'scale' || (values.length > 0 && values.every((value) => /^-?\d+(\.\d+)?$/.test(value)));
    if (scale) values.sort((a, b) => Number(a) - Number(b));
    return { key, label: name.question(key), answers: values.map((value): Choice => [value, name.option(key, value, scale)]) };
  });
  return { results, questions: questions.filter((question) => question.answers.length > 0) };
}
