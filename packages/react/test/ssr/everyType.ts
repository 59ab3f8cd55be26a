/** A survey whose first page has a question of every built-in type that is loaded on demand, each with its label. */
import { createMemoryStorage, createSurvey, type SurveyDefinition } from '@treesponse/core';
import { createOfflineApi } from '@treesponse/core/offline';

const options = [
  { value: 'a', label: 'Option A' },
  { value: 'b', label: 'Option B' },
];

/** The label of each question, by question key. */
export const rareLabels = {
  moved: 'Date you moved in',
  bill: 'Your last bill',
  photo: 'A photo of the meter',
  wishes: 'What do you like?',
  importance: 'How important is each of these?',
  national: 'National number',
  amount: 'Monthly amount',
  household: 'Your household',
  adults: 'Adults at home',
} as const;

export const everyTypeDefinition = {
  key: 'every-type',
  languages: ['en'],
  pages: [
    {
      key: 'all',
      order: 1,
      title: 'Every type',
      sections: [
        { type: 'question', question: { key: 'moved', type: 'date', label: rareLabels.moved } },
        { type: 'question', question: { key: 'bill', type: 'file', label: rareLabels.bill } },
        { type: 'question', question: { key: 'photo', type: 'image', label: rareLabels.photo } },
        { type: 'question', question: { key: 'wishes', type: 'like', label: rareLabels.wishes } },
        { type: 'question', question: { key: 'importance', type: 'matrix', label: rareLabels.importance, rows: options, options } },
        { type: 'question', question: { key: 'national', type: 'rrn', label: rareLabels.national } },
        { type: 'question', question: { key: 'amount', type: 'slider', label: rareLabels.amount, minValue: 0, maxValue: 100 } },
        {
          type: 'question',
          question: {
            key: 'household',
            type: 'group',
            label: rareLabels.household,
            questions: [{ key: 'adults', type: 'number', label: rareLabels.adults }],
          },
        },
      ],
    },
  ],
} as unknown as SurveyDefinition;

export function createEveryTypeSurvey() {
  return createSurvey({
    definition: everyTypeDefinition,
    api: createOfflineApi(),
    environment: { storage: createMemoryStorage() },
    language: 'en',
  });
}
