import type { Section } from '@treesponse/core';

/** The first questions of a small energy check (a name piped into a label, a condition), shared by test pages. */
export const energyQuestions = [
  { type: 'question', question: { key: 'name', type: 'string', required: true, label: 'Your first name' } },
  {
    type: 'question',
    question: {
      key: 'contract',
      type: 'radio',
      required: true,
      label: 'Do you have an energy contract, {{name}}?',
      options: [
        { value: 'yes', label: 'Yes' },
        { value: 'no', label: 'No' },
      ],
    },
  },
  {
    type: 'question',
    question: {
      key: 'supplier',
      type: 'dropdown',
      visibleIf: "{contract} = 'yes'",
      requiredIf: "{contract} = 'yes'",
      label: 'Your supplier',
      options: [
        { value: 'ecopower', label: 'Ecopower' },
        { value: 'other', label: 'Another one' },
      ],
    },
  },
] as Section[];
