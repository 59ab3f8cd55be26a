import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CalculatedQuestion, GroupQuestion } from '@treesponse/core';
import { questionDocs } from '../../demo/questionDocs.js';
import { questionStory } from '../../demo/QuestionStory.js';
import { CalculatedField } from './CalculatedField.js';

const yearly: CalculatedQuestion = {
  key: 'yearly',
  type: 'calculated',
  label: { en: 'Per year', nl: 'Per jaar', fr: 'Par an', de: 'Pro Jahr' },
  description: { en: 'Twelve times the monthly amount.', nl: 'Twaalf keer het maandbedrag.', fr: 'Douze fois le montant mensuel.', de: 'Zwölfmal der Monatsbetrag.' },
  expression: '{monthly} * 12',
  format: { en: '€{{value}}', nl: '{{value}} €', fr: '{{value}} €', de: '{{value}} €' },
  decimals: 2,
};

// A calculated value reads other answers: the stories show it under the amount it is computed from.
const question: GroupQuestion = {
  key: 'costs',
  type: 'group',
  label: { en: 'Your energy bill', nl: 'Je energiefactuur', fr: 'Votre facture d’énergie', de: 'Ihre Energierechnung' },
  questions: [{ key: 'monthly', type: 'number', label: { en: 'Monthly amount', nl: 'Maandbedrag', fr: 'Montant mensuel', de: 'Monatsbetrag' }, unit: '€', min: 0, required: true }, yearly],
};

const options: Parameters<typeof questionStory>[2] = {
  fill: (controller) => controller.setAnswer('monthly', 100.5),
  makeInvalid: (controller) => controller.touch('monthly'),
};

const meta: Meta = { title: 'Questions/Calculated', component: CalculatedField, ...questionDocs(yearly) };
export default meta;
type Story = StoryObj;

export const Empty: Story = questionStory(question, 'empty', options);
export const Filled: Story = questionStory(question, 'filled', options);
export const WithError: Story = questionStory(question, 'error', options);
export const Disabled: Story = questionStory(question, 'disabled', options);
export const Submitting: Story = questionStory(question, 'submitting', options);
