import type { Meta, StoryObj } from '@storybook/react-vite';
import type { NumberQuestion } from '@treesponse/core';
import { questionDocs } from '../../demo/questionDocs.js';
import { questionStory } from '../../demo/QuestionStory.js';
import { NumberField } from './NumberField.js';

const question: NumberQuestion = {
  key: 'yearly_use',
  type: 'number',
  label: { en: 'Yearly electricity use', nl: 'Jaarlijks stroomverbruik', fr: 'Consommation annuelle d’électricité', de: 'Jährlicher Stromverbrauch' },
  description: { en: 'As on your last annual bill', nl: 'Zoals op je laatste jaarafrekening', fr: 'Comme sur votre dernière facture annuelle', de: 'Wie auf Ihrer letzten Jahresabrechnung' },
  unit: 'kWh',
  min: 0,
  max: 100000,
  step: 0.5,
  required: true,
};

const options: Parameters<typeof questionStory>[2] = {
  fill: (controller) => controller.setAnswer('yearly_use', 3500.5),
  makeInvalid: (controller) => controller.setAnswer('yearly_use', '-20'),
};

const meta: Meta = { title: 'Questions/Number', component: NumberField, ...questionDocs(question) };
export default meta;
type Story = StoryObj;

export const Empty: Story = questionStory(question, 'empty', options);
export const Filled: Story = questionStory(question, 'filled', options);
export const WithError: Story = questionStory(question, 'error', options);
export const Disabled: Story = questionStory(question, 'disabled', options);
export const Submitting: Story = questionStory(question, 'submitting', options);
