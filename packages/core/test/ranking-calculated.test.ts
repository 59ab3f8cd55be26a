import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import {
  createSurvey,
  validateDefinition,
  type CalculatedQuestion,
  type Question,
  type RankingQuestion,
  type SurveyDefinition,
} from '../src/index.js';
import { createOfflineApi } from '../src/offline-api.js';
import { formatCalculated, moveRanked, NO_CALCULATED_VALUE, rankingOrder } from '../src/question-logic.js';
import { page, survey, testEnvironment } from './support/fixtures.js';

const ranking: RankingQuestion = {
  key: 'priorities',
  type: 'ranking',
  label: 'What matters most?',
  options: [
    { value: 'price', label: { en: 'Price', nl: 'Prijs' } },
    { value: 'green', label: 'Green' },
    { value: 'service', label: 'Service' },
    { value: 'gone', label: 'Gone', hide: true },
  ],
};

const values = (question: RankingQuestion, answer: unknown) => rankingOrder(question, answer).map((option) => option.value);

function start(questions: Question[], extra: { language?: 'en' | 'nl' | 'fr' | 'de'; pages?: number } = {}) {
  const pages = [page('p', 1, questions), ...(extra.pages === 2 ? [page('q', 2, [{ key: 'end', type: 'string' }])] : [])];
  return createSurvey({ definition: survey(pages), api: createOfflineApi(), language: extra.language ?? 'en', environment: testEnvironment() });
}

describe('ranking questions', () => {
  it('shows the ranked values first, then the others as listed, never a hidden or unknown one', () => {
    expect(values(ranking, undefined)).toEqual(['price', 'green', 'service']);
    expect(values(ranking, ['service', 'price', 'green'])).toEqual(['service', 'price', 'green']);
    expect(values({ ...ranking, rankCount: 1 }, ['service'])).toEqual(['service', 'price', 'green']);
    expect(values(ranking, ['nope', 'gone', 'green', 'green', 42])).toEqual(['green', 'price', 'service']);
  });

  it('moves an item and answers with the whole order, or with the top places of rankCount', () => {
    expect(moveRanked(ranking, undefined, 2, 0)).toEqual(['service', 'price', 'green']);
    expect(moveRanked(ranking, ['service', 'price', 'green'], 0, 1)).toEqual(['price', 'service', 'green']);
    // Positions beyond the list are brought within it.
    expect(moveRanked(ranking, undefined, 0, 99)).toEqual(['green', 'service', 'price']);
    expect(moveRanked(ranking, undefined, -5, 1)).toEqual(['green', 'price', 'service']);
    expect(moveRanked({ ...ranking, rankCount: 2 }, undefined, 2, 0)).toEqual(['service', 'price']);
    expect(moveRanked({ ...ranking, rankCount: 99 }, undefined, 1, 0)).toEqual(['green', 'price', 'service']);
  });

  it('requires an order when required and refuses one that is not a ranking of its options, in the survey language', async () => {
    const s = start([{ ...ranking, required: true }], { language: 'nl' });
    await s.ready();
    s.touch('priorities');
    expect(s.getState().errors).toEqual({ priorities: 'Dit veld is verplicht' });
    s.setAnswer('priorities', ['green', 'price', 'service']);
    expect(s.getState().errors).toEqual({});
    for (const hostile of [['green', 'green', 'price'], ['green', 'price'], ['green', 'price', 'gone'], ['green', 'price', 'service', 'extra'], 'green']) {
      s.setAnswer('priorities', hostile as string[]);
      expect(s.getState().errors, JSON.stringify(hostile)).toEqual({ priorities: 'Zet 3 opties in volgorde' });
    }
    expect(await s.next()).toBe(false);
  });

  it('asks for the top places only with rankCount, and pipes the order as labels', async () => {
    const s = start([{ ...ranking, rankCount: 2 }]);
    s.setAnswer('priorities', ['service', 'price', 'green']);
    s.touch('priorities');
    expect(s.getState().errors).toEqual({ priorities: 'Please put 2 options in order' });
    s.setAnswer('priorities', moveRanked({ ...ranking, rankCount: 2 }, undefined, 1, 0));
    expect(s.getState().errors).toEqual({});
    expect(s.text('Top: {{priorities}}')).toBe('Top: Green, Price');
  });

  it('is refused without options, and a misspelt setting is reported with the right name', () => {
    const definition = (question: Record<string, unknown>) =>
      ({ key: 'd', pages: [{ key: 'p', order: 1, sections: [{ type: 'question', question: { key: 'r', ...question } }] }] }) as unknown as SurveyDefinition;
    expect(validateDefinition(definition({ type: 'ranking' }))).toEqual([
      { path: 'pages[0].sections[0].question.options', message: 'A ranking question needs a list of at least one option' },
    ]);
    expect(validateDefinition(definition({ type: 'ranking', options: [{ value: 'a' }], rankCuont: 2 }))).toEqual([
      { path: 'pages[0].sections[0].question.rankCuont', message: "Unknown property 'rankCuont' (did you mean 'rankCount'?)" },
    ]);
  });
});

const total: CalculatedQuestion = { key: 'yearly', type: 'calculated', label: 'Per year', expression: '{monthly} * 12', format: { en: '€ {{value}}', nl: '{{value}} €' } };

describe('calculated questions', () => {
  it('writes the value as the language does, with its format and decimals, and a dash when there is none', () => {
    expect(formatCalculated(total, 1234.5, 'nl', '{{value}} €')).toBe('1.234,5 €');
    expect(formatCalculated(total, 1234.5, 'en', '€ {{value}}')).toBe('€ 1,234.5');
    expect(formatCalculated({ decimals: 2 }, 3, 'fr')).toBe('3,00');
    expect(formatCalculated({}, 0.1 + 0.2, 'en')).toBe('0.3');
    expect(formatCalculated({}, 'A+', 'en', 'Label {{ value }}')).toBe('Label A+');
    for (const none of [null, undefined, '', Number.NaN, Number.POSITIVE_INFINITY, {}]) expect(formatCalculated({}, none, 'en', '{{value}} €')).toBe(NO_CALCULATED_VALUE);
  });

  it('is computed by the core from the answers, follows them and cannot be set', () => {
    const s = start([{ key: 'monthly', type: 'number' }, total]);
    expect(formatCalculated(total, s.getAnswer('yearly'), 'en')).toBe(NO_CALCULATED_VALUE);
    s.setAnswer('monthly', 10);
    expect(s.getAnswer('yearly')).toBe(120);
    s.setAnswer('monthly', 12.5);
    expect(s.getAnswer('yearly')).toBe(150);
    s.setAnswer('yearly', 5);
    expect(s.getAnswer('yearly')).toBe(150);
    // Other expressions and texts read it like an answer.
    expect(s.text('{{yearly}} a year')).toBe('150 a year');
    expect(s.getState().treesponse.answers).not.toHaveProperty('yearly');
  });

  it('a calculation that reads itself reads nothing instead of looping', () => {
    const s = start([{ key: 'self', type: 'calculated', expression: '{self} + 1' }]);
    expect(s.getAnswer('self')).toBeUndefined();
  });

  it('is stored in the response on Next only with store: true, and never required', async () => {
    const stored = start([{ key: 'monthly', type: 'number' }, { ...total, store: true, required: true }, { key: 'kept', type: 'calculated', expression: '{monthly}' }], { pages: 2 });
    stored.setAnswer('monthly', 3);
    expect(stored.getState().treesponse.answers).not.toHaveProperty('yearly');
    expect(await stored.next()).toBe(true);
    expect(stored.getState().treesponse.answers.yearly).toBe(36);
    expect(stored.getState().treesponse.answers).not.toHaveProperty('kept');
  });

  it('needs an expression whose references exist', () => {
    const definition = (question: Record<string, unknown>) =>
      ({ key: 'd', pages: [{ key: 'p', order: 1, sections: [{ type: 'question', question: { key: 'c', ...question } }] }] }) as unknown as SurveyDefinition;
    expect(validateDefinition(definition({ type: 'calculated' }))).toEqual([
      { path: 'pages[0].sections[0].question.expression', message: 'A calculated question needs an expression, e.g. "{monthly} * 12"' },
    ]);
    const problems = validateDefinition(definition({ type: 'calculated', expression: '{nowhere} * 2' }));
    expect(problems.map((problem) => problem.path)).toEqual(['pages[0].sections[0].question.expression']);
  });
});

describe('the README example of both types', () => {
  it('is a valid definition whose ranking and calculated value work as the README says', async () => {
    const readme = readFileSync(fileURLToPath(new URL('../README.md', import.meta.url)), 'utf8');
    const json = /<!-- example: ranking-calculated -->\n```json\n([\s\S]*?)```/.exec(readme)?.[1];
    const questions = JSON.parse(json ?? 'null') as Question[];
    const definition: SurveyDefinition = { key: 'readme', languages: ['en', 'nl'], pages: [page('p', 1, questions), page('q', 2, [{ key: 'end', type: 'string' }])] };
    expect(validateDefinition(definition)).toEqual([]);
    const s = createSurvey({ definition, api: createOfflineApi(), language: 'nl', environment: testEnvironment() });
    s.setAnswer('priorities', moveRanked(questions[0] as RankingQuestion, undefined, 3, 0));
    s.setAnswer('monthly', '100,5');
    expect(s.getAnswer('priorities')).toEqual(['local', 'price', 'green']);
    expect(formatCalculated(questions[2] as CalculatedQuestion, s.getAnswer('yearly'), 'nl', s.text((questions[2] as CalculatedQuestion).format))).toBe('1.206,00 €');
    expect(await s.next()).toBe(true);
    expect(s.getState().treesponse.answers.yearly).toBe(1206);
  });
});

describe('the JSON Schema of both types', () => {
  const schema = JSON.parse(readFileSync(fileURLToPath(new URL('../schema/definition.schema.json', import.meta.url)), 'utf8')) as object;
  const validate = new Ajv({ allErrors: true, discriminator: true }).compile(schema);
  const wrap = (question: object) => ({ key: 's', pages: [{ key: 'p', order: 1, sections: [{ type: 'question', question }] }] });

  it('accepts their JSON forms and reports a typo against the right branch only', () => {
    expect(validate(wrap({ key: 'r', type: 'ranking', options: [{ value: 'a' }], rankCount: 1, randomOrder: true })), JSON.stringify(validate.errors)).toBe(true);
    expect(validate(wrap({ key: 'c', type: 'calculated', expression: '{a} + 1', format: { en: '{{value}} €' }, decimals: 2, store: true }))).toBe(true);
    expect(validate(wrap({ key: 'c', type: 'calculated' }))).toBe(false);
    expect(validate(wrap({ key: 'r', type: 'ranking', options: [{ value: 'a' }], rankCount: 0 }))).toBe(false);
    expect(validate(wrap({ key: 'r', type: 'ranking', options: [{ value: 'a' }], rankCuont: 1 }))).toBe(false);
    expect(validate.errors?.length).toBe(1);
  });
});
