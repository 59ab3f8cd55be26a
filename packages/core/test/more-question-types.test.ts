import { describe, expect, it } from 'vitest';
import { Ajv } from 'ajv';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createSurvey, MESSAGES, validateDefinition, type Question } from '../src/index.js';
import { ratingValues } from '../src/rich-questions.js';
import { createOfflineApi } from '../src/offline-api.js';
import { page, survey, testEnvironment } from './support/fixtures.js';

function one(question: Question, language: 'en' | 'nl' | 'fr' | 'de' = 'en') {
  const s = createSurvey({ definition: survey([page('p', 1, [question])]), api: createOfflineApi(), language, environment: testEnvironment() });
  s.touch(question.key);
  return s;
}

const pictures = [
  { value: 'roof', label: 'Roof', image: { url: '/roof.svg', alt: { en: 'Solar panels on a roof', nl: 'Zonnepanelen op een dak' } } },
  { value: 'wind', label: 'Wind', image: { url: '/wind.svg', alt: 'A wind turbine' } },
  { value: 'heat', label: 'Heat', image: { url: '/heat.svg', alt: 'A heat pump' } },
];

describe('yes/no questions', () => {
  it('takes false as an answer to a required question, and refuses no answer', async () => {
    const s = one({ key: 'owner', type: 'boolean', required: true }, 'nl');
    await s.ready();
    expect(s.getState().errors).toEqual({ owner: 'Dit veld is verplicht' });
    s.setAnswer('owner', false);
    expect(s.getState().errors).toEqual({});
    s.setAnswer('owner', true);
    expect(s.getState().errors).toEqual({});
  });

  it('runs its validators on false too, and pipes its label', async () => {
    const s = one({ key: 'owner', type: 'boolean', labelFalse: { en: 'I rent' }, validators: [{ expression: '{owner} = true', message: 'Owners only' }] });
    await s.ready();
    s.setAnswer('owner', false);
    expect(s.getState().errors).toEqual({ owner: 'Owners only' });
    expect(s.text('You said: {{owner}}')).toBe('You said: I rent');
    s.setAnswer('owner', true);
    expect(s.text('You said: {{owner}}')).toBe('You said: Yes');
  });
});

describe('rating questions', () => {
  it('has a scale from rateMin in steps to rateMax, or rateCount values', () => {
    expect(ratingValues({})).toEqual([1, 2, 3, 4, 5]);
    expect(ratingValues({ rateCount: 3 })).toEqual([1, 2, 3]);
    expect(ratingValues({ rateMin: 0, rateMax: 10, rateStep: 2.5 })).toEqual([0, 2.5, 5, 7.5, 10]);
    expect(ratingValues({ rateMin: 0.1, rateStep: 0.1, rateCount: 3 })).toEqual([0.1, 0.2, 0.3]);
    // Hostile: a scale of a million values stops at 100.
    expect(ratingValues({ rateMin: 0, rateMax: 1e6 })).toHaveLength(100);
  });

  it('accepts only a value of its scale, with the limit in the survey language', async () => {
    const s = one({ key: 'stars', type: 'rating', rateType: 'stars', rateMin: 0.5, rateMax: 2.5, required: true }, 'fr');
    await s.ready();
    expect(s.getState().errors).toEqual({ stars: MESSAGES.fr['validation.required'] });
    s.setAnswer('stars', 1.5);
    expect(s.getState().errors).toEqual({});
    s.setAnswer('stars', 3);
    expect(s.getState().errors).toEqual({ stars: MESSAGES.fr['validation.max'].replace('{{n}}', '2,5') });
    s.setAnswer('stars', 1.2);
    expect(s.getState().errors).toEqual({ stars: MESSAGES.fr['validation.step'].replace('{{n}}', '1') });
    s.setAnswer('stars', 'five');
    expect(s.getState().errors).toEqual({ stars: MESSAGES.fr['validation.number'] });
  });
});

describe('multiple text questions', () => {
  const question: Question = {
    key: 'contact',
    type: 'multipletext',
    required: true,
    items: [
      { name: 'first', label: { en: 'First name', nl: 'Voornaam' }, required: true },
      { name: 'email', label: 'E-mail', inputType: 'email' },
      { name: 'people', label: 'People', inputType: 'number' },
      { name: 'note', label: 'Note', maxLength: 5 },
    ],
  };

  it('is unanswered while every field is blank, and names the required field that is missing', async () => {
    const s = one(question, 'nl');
    await s.ready();
    expect(s.getState().errors).toEqual({ contact: 'Dit veld is verplicht' });
    s.setAnswer('contact', { first: ' ', email: 'a@b' });
    expect(s.getState().errors).toEqual({ contact: 'Vul Voornaam in' });
    s.setAnswer('contact', { first: 'Ann', email: 'not an address' });
    expect(s.getState().errors).toEqual({ contact: MESSAGES.nl['validation.email'] });
    s.setAnswer('contact', { first: 'Ann', people: '2,5' });
    expect(s.getState().errors).toEqual({});
    s.setAnswer('contact', { first: 'Ann', people: 'two' });
    expect(s.getState().errors).toEqual({ contact: MESSAGES.nl['validation.number'] });
    s.setAnswer('contact', { first: 'Ann', note: 'far too long' });
    expect(s.getState().errors).toEqual({ contact: MESSAGES.nl['validation.maxLength'].replace('{{n}}', '5') });
  });

  it('asks for a required field even when the question itself is optional', async () => {
    const s = one({ key: 'who', type: 'multipletext', items: [{ name: 'a', required: true }, { name: 'b' }] });
    await s.ready();
    expect(s.getState().errors).toEqual({ who: 'Please fill in a' });
    s.setAnswer('who', { a: 'x' });
    expect(s.getState().errors).toEqual({});
  });
});

describe('tag box and image picker questions', () => {
  it('counts the tags chosen like checkboxes', async () => {
    const s = one({ key: 'tags', type: 'tagbox', options: pictures, minSelected: 2, maxSelected: 2 });
    await s.ready();
    expect(s.getState().errors).toEqual({});
    s.setAnswer('tags', ['roof']);
    expect(s.getState().errors).toEqual({ tags: 'Select at least 2 options' });
    s.setAnswer('tags', ['roof', 'wind', 'heat']);
    expect(s.getState().errors).toEqual({ tags: 'Select up to 2 options' });
    expect(s.text('{{tags}}')).toBe('Roof, Wind, Heat');
  });

  it('takes one picture, or a counted list with multiSelect', async () => {
    const single = one({ key: 'pick', type: 'imagepicker', options: pictures, required: true });
    await single.ready();
    expect(single.getState().errors).toEqual({ pick: 'This question is required' });
    single.setAnswer('pick', 'wind');
    expect(single.getState().errors).toEqual({});
    const multi = one({ key: 'picks', type: 'imagepicker', options: pictures, multiSelect: true, maxSelected: 1, required: true });
    await multi.ready();
    multi.setAnswer('picks', ['wind', 'roof']);
    expect(multi.getState().errors).toEqual({ picks: 'Select up to 1 options' });
  });
});

describe('definitions of the five types', () => {
  const definition = (questions: unknown[]) => ({ key: 's', pages: [{ key: 'p', order: 1, sections: questions.map((question) => ({ type: 'question', question })) }] });

  it('are checked: scale limits, items, images, options and misspelt fields', () => {
    const problems = validateDefinition(
      definition([
        { key: 'r', type: 'rating', rateMin: 5, rateMax: 3, rateStep: 0 },
        { key: 'm', type: 'multipletext', items: [{ name: 'a' }, { name: 'a' }, { label: 'no name' }] },
        { key: 'm2', type: 'multipletext' },
        { key: 'i', type: 'imagepicker', options: [{ value: 'x', label: 'X' }], multiselect: true },
        { key: 't', type: 'tagbox' },
        { key: 'b', type: 'boolean', labelTrue: 3, labelYes: 'Sure' },
        { key: 'm3', type: 'multipletext', items: [{ name: 'a', inputTyp: 'email' }] },
      ]),
    );
    const at = (path: string) => problems.filter((problem) => problem.path === `pages[0].sections[${path}`).map((problem) => problem.message);
    expect(at('0].question.rateMax')).toEqual(['Must be greater than rateMin (default 1)']);
    expect(at('0].question.rateStep')).toEqual(['Must be greater than 0']);
    expect(at('1].question.items[1].name')).toEqual(['The item name "a" is used twice']);
    expect(at('1].question.items[2]')).toEqual(['An item needs a name (a text)']);
    expect(at('2].question.items')).toEqual(['A multiple text question needs a list of at least one item']);
    expect(at('3].question.options[0].image')).toEqual(['An image picker option needs an image with a url and an alt text']);
    expect(at('3].question.multiselect')).toEqual(["Unknown property 'multiselect' (did you mean 'multiSelect'?)"]);
    expect(at('4].question.options')).toEqual(['A tagbox question needs a list of at least one option']);
    expect(at('5].question.labelTrue')[0]).toMatch(/^Should be a text/);
    expect(at('5].question.labelYes')[0]).toMatch(/^Unknown property 'labelYes'/);
    expect(at('6].question.items[0].inputTyp')).toEqual(["Unknown property 'inputTyp' (did you mean 'inputType'?)"]);
  });

  it('accepts a good definition of each, which the published JSON Schema accepts too, with one error for one typo', () => {
    const good = definition([
      { key: 'b', type: 'boolean', labelTrue: { en: 'Yes, I own it', nl: 'Ja, eigenaar' }, labelFalse: 'No' },
      { key: 'r', type: 'rating', rateType: 'smileys', rateCount: 5, minRateDescription: 'Bad', maxRateDescription: 'Good' },
      { key: 'm', type: 'multipletext', items: [{ name: 'first', label: 'First name', required: true, inputType: 'text', autoComplete: 'given-name' }] },
      { key: 't', type: 'tagbox', options: pictures, maxSelected: 2, placeholder: 'Search' },
      { key: 'i', type: 'imagepicker', options: pictures, multiSelect: true, showLabel: false },
    ]);
    expect(validateDefinition(good)).toEqual([]);
    const schema = JSON.parse(readFileSync(fileURLToPath(new URL('../schema/definition.schema.json', import.meta.url)), 'utf8')) as object;
    const validate = new Ajv({ allErrors: true, discriminator: true }).compile(schema);
    expect(validate(good), JSON.stringify(validate.errors)).toBe(true);
    const typo = structuredClone(good);
    (typo.pages[0]!.sections[1]!.question as Record<string, unknown>).rateTyp = 'stars';
    expect(validate(typo)).toBe(false);
    expect(validate.errors).toHaveLength(1);
    (typo.pages[0]!.sections[1]!.question as Record<string, unknown>).rateCount = 50;
    expect(validate(typo)).toBe(false);
  });
});

describe('the README examples of the five types', () => {
  it('are each a question that validateDefinition accepts', () => {
    const readme = readFileSync(fileURLToPath(new URL('../README.md', import.meta.url)), 'utf8');
    const block = readme.split('<!-- question-type-examples -->')[1]!.split('<!-- /question-type-examples -->')[0]!;
    const questions = [...block.matchAll(/```json\n([\s\S]*?)```/g)].map((match) => JSON.parse(match[1]!) as { type: string });
    expect(questions.map((question) => question.type)).toEqual(['boolean', 'rating', 'multipletext', 'tagbox', 'imagepicker']);
    const definition = { key: 'readme', languages: ['en', 'nl'], pages: [{ key: 'p', order: 1, sections: questions.map((question) => ({ type: 'question', question })) }] };
    expect(validateDefinition(definition)).toEqual([]);
  });
});

describe('the rules that load with the survey', () => {
  it('show their message for an answer given before they were loaded', async () => {
    const s = one({ key: 'stars', type: 'rating', rateCount: 3 });
    s.setAnswer('stars', 7);
    await s.ready();
    expect(s.getState().errors).toEqual({ stars: 'Should be at most 3' });
  });
});
