/**
 * Answers and what conditions read: where each question's answer is kept (the answers, a special field, an upload),
 * the definition's computed values, the context conditions are decided with, and answers piped into texts
 * (`{{key}}`). The treesponse itself is the survey's `ResponseCell`; this part reads and writes it.
 */
import { computeValues, evaluateInContext } from '../conditions.js';
import { OTHER_SUFFIX, type DefinitionInspection } from '../definition.js';
import type { ExpressionValue } from '../expression.js';
import type { Translator } from '../translator.js';
import type { Answers, AnswerValue, CalculatedQuestion, ConditionContext, Language, Question, SpecialField, SurveyDefinition, Treesponse } from '../types.js';
import { SPECIAL_FIELDS } from '../types.js';
import { formatLocaleNumber, type ValidationMessage } from '../validation.js';

/** The treesponse being filled in; every part of a survey reads and replaces it here. */
export interface ResponseCell {
  current: Treesponse;
}

/** Where a question's answer lives by default: registration numbers hash into validationCode. */
export function targetOf(question: Question): 'answers' | SpecialField {
  if (question.target) return question.target;
  return question.type === 'rrn' ? 'validationCode' : 'answers';
}

/** A response not saved yet: no id, the given answers, the query string without its '?'. */
export function emptyTreesponse(start: { language: Language; surveyVersion?: string; query?: string; answers?: Answers }): Treesponse {
  return {
    id: null,
    completed: false,
    language: start.language,
    surveyVersion: start.surveyVersion ?? 'v1',
    query: (start.query ?? '').replace(/^\?/, ''),
    answers: { ...start.answers },
    results: {},
    pageVisits: [],
    uploads: {},
    optinOrganisation: false,
    optinProject: false,
  };
}

const has = (record: object, key: string) => Object.prototype.hasOwnProperty.call(record, key);

export interface AnswerBook {
  /** The question of a key, read page by page as far as needed; undefined for a key that is no question's. */
  question(key: string): Question | undefined;
  read(key: string): AnswerValue | undefined;
  write(key: string, value: AnswerValue | undefined): void;
  /** The definition's computed values for the current answers. */
  computed(): Record<string, ExpressionValue>;
  /** The context of the current answers: the same object until they or the language change (conditions cache on it). */
  context(): ConditionContext;
  /** A text with `{{key}}` replaced by the answer as the respondent reads it. */
  pipe(text: string): string;
  /** A message in the survey's language, with answers piped into a literal one. */
  translate(message: ValidationMessage): string;
}

export function createAnswerBook(options: {
  definition: SurveyDefinition;
  inspection: DefinitionInspection;
  translator: Translator;
  response: ResponseCell;
}): AnswerBook {
  const { definition, inspection, translator, response } = options;
  let computedCache: { for: Treesponse; values: Record<string, ExpressionValue> } | null = null;
  let contextCache: { for: Treesponse; language: Language; context: ConditionContext } | null = null;

  /**
   * The text answer of a checkboxes question's `other` option (`{key}_other`) is that question's, kept in the
   * answers: looking it up reads no later page (a key that is no question's would read every page to be sure).
   */
  function isOtherTextKey(key: string): boolean {
    if (!key.endsWith(OTHER_SUFFIX)) return false;
    const base = inspection.question(key.slice(0, -OTHER_SUFFIX.length)) as Question | undefined;
    return base?.type === 'checkboxes' && base.other !== undefined;
  }
  const question = (key: string) => (isOtherTextKey(key) ? undefined : (inspection.question(key) as Question | undefined));

  /** Calculated questions being evaluated: one that reads itself (directly or not) reads nothing instead of looping. */
  const calculating = new Set<string>();

  /** A calculated question's answer: its expression with the current answers, decided here and nowhere else. */
  function calculate(asked: CalculatedQuestion): AnswerValue | undefined {
    if (calculating.has(asked.key)) return undefined;
    calculating.add(asked.key);
    try {
      return (evaluateInContext(asked.expression, context()) ?? undefined) as AnswerValue | undefined;
    } finally {
      calculating.delete(asked.key);
    }
  }

  function read(key: string): AnswerValue | undefined {
    const found = question(key);
    if (found?.type === 'calculated') return calculate(found);
    const treesponse = response.current;
    if (found && (found.type === 'file' || found.type === 'image')) {
      return treesponse.uploads[key]?.blobSignedId ?? treesponse.answers[key];
    }
    const target = found ? targetOf(found) : 'answers';
    if (target === 'answers') return treesponse.answers[key];
    return treesponse[target] as AnswerValue | undefined;
  }

  function write(key: string, value: AnswerValue | undefined) {
    const found = question(key);
    const target = found ? targetOf(found) : 'answers';
    const treesponse = response.current;
    response.current =
      target === 'answers' ? { ...treesponse, answers: { ...treesponse.answers, [key]: value } } : { ...treesponse, [target]: value ?? null };
  }

  const baseContext = (): ConditionContext => ({
    answers: response.current.answers,
    treesponse: response.current,
    language: translator.language,
    read: readReference,
  });

  function computed(): Record<string, ExpressionValue> {
    if (!definition.computed?.length) return {};
    if (computedCache?.for !== response.current) {
      const current = response.current;
      // Empty while computing, so a computed value that reads another one sees none instead of looping.
      computedCache = { for: current, values: {} };
      computedCache = { for: current, values: computeValues(definition, baseContext()) };
    }
    return computedCache.values;
  }

  /** An answer reference of an expression or a piped text: a computed value, a question's answer, a special field. */
  function readReference(key: string): unknown {
    const values = computed();
    if (has(values, key)) return values[key];
    if (question(key) !== undefined) return read(key);
    if (has(response.current.answers, key)) return response.current.answers[key];
    if (SPECIAL_FIELDS.includes(key as SpecialField)) return response.current[key as SpecialField];
    return undefined;
  }

  function context(): ConditionContext {
    if (contextCache?.for !== response.current || contextCache.language !== translator.language) {
      contextCache = { for: response.current, language: translator.language, context: baseContext() };
    }
    return contextCache.context;
  }

  /**
   * `{{key}}` in a survey text shows the answer: an option's label for choices, lists joined with ', ', a matrix as
   * 'row: choice' pairs, yes/no as its label, a repeating panel as its number of items, numbers as the survey's
   * language writes them.
   */
  function pipe(text: string): string {
    if (!text.includes('{{')) return text;
    return text.replace(/\{\{\s*([\w.$-]+)\s*\}\}/g, (match, key: string) => {
      const known = question(key) !== undefined || has(computed(), key) || SPECIAL_FIELDS.includes(key as SpecialField);
      return known ? answerText(question(key), readReference(key)) : match;
    });
  }

  function answerText(asked: Question | undefined, value: unknown): string {
    const options = asked && 'options' in asked ? asked.options : [];
    const labelOf = (item: unknown): string => {
      const option = options.find((o) => o.value === item);
      if (option?.label !== undefined) return translator.text(option.label);
      if (typeof item === 'number') return formatLocaleNumber(item, translator.language);
      return item == null ? '' : String(item);
    };
    // A repeating panel shows how many items it has ('{{people}} people').
    if (asked?.type === 'paneldynamic') return labelOf(Array.isArray(value) ? value.length : 0);
    if (Array.isArray(value)) return value.map(labelOf).join(', ');
    if (asked?.type === 'matrix' && value && typeof value === 'object') {
      const chosen = value as Record<string, unknown>;
      return asked.rows
        .filter((row) => chosen[row.value] !== undefined)
        .map((row) => `${row.label !== undefined ? translator.text(row.label) : row.value}: ${labelOf(chosen[row.value])}`)
        .join(', ');
    }
    if (asked?.type === 'boolean' && typeof value === 'boolean') {
      const label = value ? asked.labelTrue : asked.labelFalse;
      return label !== undefined ? translator.text(label) : translator.t(value ? 'boolean.yes' : 'boolean.no');
    }
    return typeof value === 'object' && value !== null ? '' : labelOf(value);
  }

  // A survey's own text by key may pipe answers like a literal one.
  const translate = (message: ValidationMessage): string =>
    pipe('literal' in message ? message.literal : translator.t(message.key, message.values));

  return { question, read, write, computed, context, pipe, translate };
}
