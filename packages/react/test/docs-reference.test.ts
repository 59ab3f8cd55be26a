/**
 * The field reference of each question's Docs page comes from the core's definition schema: every question type
 * with a Docs page has its fields listed with a type and, where the schema states one, a default.
 */
import { describe, expect, it } from 'vitest';
import { fieldReference, typeSummary } from '../demo/schemaReference.js';

const TYPES = ['checkbox', 'checkboxes', 'content', 'date', 'dropdown', 'email', 'file', 'image', 'group', 'hidden', 'like', 'matrix', 'number', 'radio', 'rrn', 'slider', 'string', 'text', 'boolean', 'rating', 'multipletext', 'tagbox', 'imagepicker'];

describe('field reference from the definition schema', () => {
  it('lists the fields of every question type with a type', () => {
    for (const type of TYPES) {
      const rows = fieldReference(type);
      expect(rows.map((row) => row.name), type).toEqual(expect.arrayContaining(['key', 'type', 'label']));
      expect(rows.find((row) => row.name === 'key')!.required, type).toBe(true);
      for (const row of rows) expect(row.type, `${type}.${row.name}`).not.toBe('unknown');
    }
  });

  it('states types, defaults and the option flags', () => {
    const layout = fieldReference('radio').find((row) => row.name === 'layout')!;
    expect(layout.type).toBe("'radios' | 'buttons'");
    expect(layout.defaultValue).toBe("'radios'");
    expect(fieldReference('radio').find((row) => row.name === 'options')!.type).toBe('Option[]');
    const option = fieldReference('option');
    expect(option.map((row) => row.name)).toEqual(expect.arrayContaining(['value', 'label', 'hide', 'disabled', 'ariaDisabled']));
    expect(option.find((row) => row.name === 'ariaDisabled')!.description).toMatch(/focusable/);
    expect(typeSummary({ anyOf: [{ type: 'string', const: 'answers' }, { $ref: '#/definitions/SpecialField' }] })).toBe("'answers' | SpecialField");
    expect(() => fieldReference('no-such-type')).toThrow(/no question of type/);
  });
});
