import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DateQuestion } from '@treesponse/core';
import { questionDocs } from '../../demo/questionDocs.js';
import { questionStory } from '../../demo/QuestionStory.js';
import { DateField } from './DateField.js';

const question: DateQuestion = {
  key: 'contract_end',
  type: 'date',
  label: { en: 'End of your current contract', nl: 'Einde van je huidige contract', fr: 'Fin de votre contrat actuel', de: 'Ende Ihres aktuellen Vertrags' },
  min: '2026-01-01',
  max: '2030-12-31',
  required: true,
};

const options: Parameters<typeof questionStory>[2] = {
  fill: (controller) => controller.setAnswer('contract_end', '2027-03-31'),
  makeInvalid: (controller) => controller.setAnswer('contract_end', '2025-06-30'),
};

const meta: Meta = { title: 'Questions/Date', component: DateField, ...questionDocs(question) };
export default meta;
type Story = StoryObj;

export const Empty: Story = questionStory(question, 'empty', options);
export const Filled: Story = questionStory(question, 'filled', options);
export const WithError: Story = questionStory(question, 'error', options);
export const Disabled: Story = questionStory(question, 'disabled', options);
export const Submitting: Story = questionStory(question, 'submitting', options);
