import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { extendSchema, validateDefinition, type DefinitionSchema, type QuestionTypeRegistry, type SurveyDefinition } from '../src/index.js';

const schema = JSON.parse(readFileSync(fileURLToPath(new URL('../schema/definition.schema.json', import.meta.url)), 'utf8')) as DefinitionSchema;
const ajv = () => new Ajv({ allErrors: true, discriminator: true, strict: false });

/** A custom type that declares its settings once: checked by validateDefinition and added to the schema. */
const questionTypes: QuestionTypeRegistry = {
  stars: {
    description: 'A rating out of a number of stars',
    settings: { count: { type: 'integer', minimum: 3, maximum: 10 }, lowLabel: { $ref: '#/definitions/LocalizedText' } },
    requiredSettings: ['count'],
  },
};

function oneQuestion(question: Record<string, unknown>) {
  return {
    key: 'fields',
    pages: [{ key: 'p', order: 1, sections: [{ type: 'question', question: { key: 'q', label: 'Q', ...question } }] }],
  } as unknown as SurveyDefinition;
}

describe('validateDefinition checks fields like code', () => {
  it('reports a misspelt property with the name it was probably meant to be', () => {
    expect(validateDefinition(oneQuestion({ type: 'string', requried: true }))).toEqual([
      { path: 'pages[0].sections[0].question.requried', message: "Unknown property 'requried' (did you mean 'required'?)" },
    ]);
    expect(validateDefinition({ ...oneQuestion({ type: 'radio', options: [{ value: 'a', lable: 'A' }] }), langauges: ['en'] })).toEqual([
      { path: 'langauges', message: "Unknown property 'langauges' (did you mean 'languages'?)" },
      { path: 'pages[0].sections[0].question.options[0].lable', message: "Unknown property 'lable' (did you mean 'label'?)" },
    ]);
  });

  it('reports a property nothing is close to without a guess, and values of the wrong kind', () => {
    const problems = validateDefinition(oneQuestion({ type: 'number', colour: 'red', required: 'yes', min: '3', label: 4, visibleIf: 5 }));
    expect(problems).toEqual([
      // Found by the check of the page's structure, and reported once.
      { path: 'pages[0].sections[0].question.visibleIf', message: 'Must be an expression (a text), e.g. "{age} >= 18"' },
      { path: 'pages[0].sections[0].question.label', message: 'Should be a text, or an object with a text per language, not a number' },
      { path: 'pages[0].sections[0].question.colour', message: "Unknown property 'colour'" },
      { path: 'pages[0].sections[0].question.required', message: 'Should be true or false, not a text' },
      { path: 'pages[0].sections[0].question.min', message: 'Should be a number, not a text' },
    ]);
  });

  it('accepts callbacks, the TypeScript escape hatch, wherever they are', () => {
    expect(validateDefinition(oneQuestion({ type: 'string', visibleIf: () => true, format: () => 'x' }))).toEqual([]);
  });

  it('checks a custom type against the settings it declares', () => {
    expect(validateDefinition(oneQuestion({ type: 'stars', count: 5, lowLabel: { en: 'Poor' } }), { questionTypes })).toEqual([]);
    expect(validateDefinition(oneQuestion({ type: 'stars', cuont: 5, lowLabel: 3 }), { questionTypes })).toEqual([
      { path: 'pages[0].sections[0].question.cuont', message: "Unknown property 'cuont' (did you mean 'count'?)" },
      { path: 'pages[0].sections[0].question.lowLabel', message: 'Should be a text, or an object with a text per language, not a number' },
    ]);
    // A custom type that declares no settings may have fields of its own.
    expect(validateDefinition(oneQuestion({ type: 'free', anything: 1 }), { questionTypes: { free: {} } })).toEqual([]);
  });
});

describe('the JSON Schema, extended with custom types', () => {
  it('reports one typo once: questions are a oneOf with a discriminator on type', () => {
    const validate = ajv().compile(schema);
    expect(validate(oneQuestion({ type: 'string' }))).toBe(true);
    expect(validate(oneQuestion({ type: 'string', requried: true }))).toBe(false);
    expect(validate.errors).toHaveLength(1);
    expect(validate.errors![0]).toMatchObject({ keyword: 'additionalProperties', params: { additionalProperty: 'requried' } });
  });

  it('takes custom types with extendSchema, and checks their settings', () => {
    expect(ajv().compile(schema)(oneQuestion({ type: 'stars', count: 5 }))).toBe(false);
    const extended = extendSchema(schema, questionTypes);
    const validate = ajv().compile(extended);
    expect(validate(oneQuestion({ type: 'stars', count: 5, lowLabel: { en: 'Poor' } })), JSON.stringify(validate.errors)).toBe(true);
    expect(validate(oneQuestion({ type: 'stars', count: 2 }))).toBe(false);
    expect(validate.errors).toEqual([expect.objectContaining({ keyword: 'minimum', instancePath: '/pages/0/sections/0/question/count' })]);
    expect(validate(oneQuestion({ type: 'stars' }))).toBe(false);
    expect(validate(oneQuestion({ type: 'string', requried: true }))).toBe(false);
    // The shipped schema is left as it was.
    expect(schema.definitions.Question).toEqual({ $ref: '#/definitions/BuiltInQuestion', description: expect.any(String) });
  });
});
