import coreSchema from '@treesponse/core/definition.schema.json';
import { createSchemaSet, type JsonSchema } from '../src/model/schema.js';

/** A custom type as an adopter registers it: its own settings as JSON Schema, texts by the core's LocalizedText. */
export const SCORE_SCHEMA: JsonSchema = {
  type: 'object',
  properties: {
    max: { type: 'number', description: 'Number of stars.' },
    lowLabel: { $ref: '#/definitions/LocalizedText', description: 'Shown under the first star.' },
  },
  required: ['max'],
};

export const schemas = createSchemaSet(coreSchema as JsonSchema, { score: SCORE_SCHEMA });

/** Three pages, a condition, piping, a matrix, a group and the custom type. */
export function sampleDefinition() {
  return {
    key: 'energy-check',
    languages: ['en', 'nl'],
    pages: [
      {
        key: 'you',
        order: 1,
        title: { en: 'About you', nl: 'Over jou' },
        sections: [
          { type: 'question', question: { key: 'name', type: 'string', required: true, label: { en: 'Your first name', nl: 'Je voornaam' } } },
          {
            type: 'question',
            question: {
              key: 'contract',
              type: 'radio',
              label: { en: 'Do you have a contract, {{name}}?', nl: 'Heb je een contract, {{name}}?' },
              options: [
                { value: 'yes', label: { en: 'Yes', nl: 'Ja' } },
                { value: 'no', label: { en: 'No' } },
              ],
            },
          },
          {
            type: 'group',
            key: 'details',
            title: 'Details',
            visibleIf: "{contract} = 'yes'",
            questions: [{ key: 'supplier', type: 'string', label: { en: 'Supplier' } }],
          },
        ],
      },
      {
        key: 'priorities',
        order: 2,
        sections: [
          {
            type: 'question',
            question: {
              key: 'importance',
              type: 'matrix',
              label: { en: 'How important is…' },
              rows: [{ value: 'price', label: { en: 'the price', nl: 'de prijs' } }],
              options: [{ value: '1', label: '1' }],
            },
          },
          { type: 'question', question: { key: 'stars', type: 'score', max: 5, visibleIf: '{contract} = "yes"', lowLabel: { en: 'Bad' } } },
        ],
      },
      { key: 'thanks', order: 3, title: { en: 'Thank you, {{name}}' }, sections: [] },
    ],
  };
}
