import { describe, expect, it } from 'vitest';
import coreSchema from '@treesponse/core/definition.schema.json';
import { createSchemaSet, elementFields, newQuestion, questionTypes, type JsonSchema } from './schema.js';
import { schemas, sampleDefinition } from '../../test/fixtures.js';

const fieldMap = (path: (string | number)[]) =>
  Object.fromEntries(elementFields(schemas, sampleDefinition(), path).map((field) => [field.name, field]));

describe('settings from the JSON Schema', () => {
  it("gives each built-in type its own settings, of the schema's kinds", () => {
    const radio = fieldMap(['pages', 0, 'sections', 1, 'question']);
    expect(radio.label!.kind).toBe('localized');
    expect(radio.visibleIf!.kind).toBe('condition');
    expect(radio.required!.kind).toBe('boolean');
    expect(radio.layout).toMatchObject({ kind: 'choice', choices: ['radios', 'buttons'] });
    expect(radio.options!.kind).toBe('list');
    expect(radio.key!.required).toBe(true);
    expect(radio.type).toBeUndefined();
    const matrix = fieldMap(['pages', 1, 'sections', 0, 'question']);
    expect(matrix.rows!.kind).toBe('list');
    expect(fieldMap(['pages', 0]).skipped!.kind).toBe('condition');
    expect(fieldMap([]).computed!.kind).toBe('list');
    expect(fieldMap([]).languages!.kind).toBe('lines');
  });

  it('shows a property added to the schema without any studio code', () => {
    const extended = structuredClone(coreSchema) as JsonSchema;
    extended.definitions!.RadioQuestion!.properties!.columns = { type: 'number', description: 'Columns of options.' };
    const set = createSchemaSet(extended);
    const fields = elementFields(set, sampleDefinition(), ['pages', 0, 'sections', 1, 'question']);
    expect(fields.find((field) => field.name === 'columns')).toMatchObject({ kind: 'number', description: 'Columns of options.' });
  });

  it("gives a custom type its own schema's settings plus the ones every question shares", () => {
    const score = fieldMap(['pages', 1, 'sections', 1, 'question']);
    expect(score.max).toMatchObject({ kind: 'number', required: true });
    expect(score.lowLabel!.kind).toBe('localized');
    expect(score.visibleIf!.kind).toBe('condition');
    expect(score.options).toBeUndefined();
    expect(questionTypes(schemas)).toEqual(expect.arrayContaining(['radio', 'matrix', 'file', 'image', 'score']));
  });

  it('creates new questions with their required settings', () => {
    expect(newQuestion(schemas, 'radio', 'q1')).toEqual({ key: 'q1', type: 'radio', options: [{ value: '' }] });
    expect(newQuestion(schemas, 'score', 'r')).toEqual({ key: 'r', type: 'score', max: 0 });
    expect(newQuestion(schemas, 'content', 'c')).toEqual({ key: 'c', type: 'content', content: '' });
  });
});
