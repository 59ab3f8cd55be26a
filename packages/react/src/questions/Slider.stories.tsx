import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SliderQuestion } from '@treesponse/core';
import { questionDocs } from '../../demo/questionDocs.js';
import { questionStory } from '../../demo/QuestionStory.js';
import { SliderField } from './SliderField.js';

const question: SliderQuestion = {
  key: 'budget',
  type: 'slider',
  label: { en: 'Monthly budget', nl: 'Maandbudget', fr: 'Budget mensuel', de: 'Monatliches Budget' },
  minValue: 0,
  maxValue: 200,
  step: 10,
  required: true,
  formatOutput: (value, language) =>
    new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(value),
};

const options: Parameters<typeof questionStory>[2] = {
  fill: (controller) => controller.setAnswer('budget', 80),
};

const meta: Meta = { title: 'Questions/Slider', component: SliderField, ...questionDocs(question) };
export default meta;
type Story = StoryObj;

export const Empty: Story = questionStory(question, 'empty', options);
export const Filled: Story = questionStory(question, 'filled', options);
export const WithError: Story = questionStory(question, 'error', options);
export const Disabled: Story = questionStory(question, 'disabled', options);
export const Submitting: Story = questionStory(question, 'submitting', options);
