import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain script without type declarations
import { generateFields, generateSchema } from '../scripts/schema.mjs';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const schemaText = readFileSync(`${packageDir}schema/definition.schema.json`, 'utf8');
const validate = new Ajv({ allErrors: true, discriminator: true }).compile(JSON.parse(schemaText) as object);

const GOOD = {
  $schema: './node_modules/@treesponse/core/schema/definition.schema.json',
  key: 'schema-check',
  languages: ['en', 'nl'],
  computed: [{ key: 'double', expression: '{n} * 2', save: true }],
  pages: [
    {
      key: 'one',
      order: 1,
      title: { en: 'One', nl: 'Een' },
      skipped: false,
      validation: [{ expression: '{n} > 0', key: 'n', message: 'Positive' }],
      sections: [
        { type: 'question', question: { key: 'n', type: 'string', visibleIf: 'true', validators: [{ expression: '{n} < 9', message: 'Small' }] } },
        { type: 'question', question: { key: 'c', type: 'radio', layout: 'buttons', options: [{ value: 'a', label: 'A' }] } },
        { type: 'question', question: { key: 's', type: 'slider', outputFormat: '{{value}} €' } },
        { type: 'group', key: 'g', skip: 'empty({n})', questions: [{ key: 'h', type: 'hidden', expression: '{n} + 1' }] },
        { type: 'content', key: 'intro', content: 'Hello {{n}}' },
      ],
    },
  ],
};

describe('the published JSON Schema', () => {
  it('is generated from the TypeScript types (run node scripts/schema.mjs after changing them)', () => {
    expect(schemaText).toBe(generateSchema());
    // The fields validateDefinition knows come from the same types.
    expect(readFileSync(`${packageDir}src/definition-fields.generated.ts`, 'utf8')).toBe(generateFields());
  }, 120_000); // the TypeScript program of the types is built once: about 10 s, a minute on a busy machine

  it('accepts a definition that uses every JSON form of logic', () => {
    expect(validate(GOOD), JSON.stringify(validate.errors)).toBe(true);
  });

  it('tells an editor about a wrong type, an unknown field and a callback where text is expected', () => {
    const bad = structuredClone(GOOD) as Record<string, unknown> & { pages: { sections: { question?: Record<string, unknown> }[] }[] };
    bad.pages[0]!.sections[0]!.question!.type = 'strin';
    bad.pages[0]!.sections[1]!.question!.colour = 'red';
    bad.pages[0]!.sections[2]!.question!.visibleIf = 42;
    expect(validate(bad)).toBe(false);
    expect(validate(GOOD.pages[0])).toBe(false);
  });

  it('is published in the exports map', () => {
    const manifest = JSON.parse(readFileSync(`${packageDir}package.json`, 'utf8')) as { exports: Record<string, string>; files: string[] };
    expect(manifest.exports['./definition.schema.json']).toBe('./schema/definition.schema.json');
    expect(manifest.files).toContain('schema');
  });
});
