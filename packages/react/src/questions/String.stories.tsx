import type { Meta, StoryObj } from '@storybook/react-vite';
import type { StringQuestion } from '@treesponse/core';
import { questionDocs } from '../../demo/questionDocs.js';
import { questionStory } from '../../demo/QuestionStory.js';
import { StringField } from './StringField.js';

const question: StringQuestion = {
  key: 'postcode',
  type: 'string',
  target: 'postcode',
  label: { en: 'Postcode', nl: 'Postcode', fr: 'Code postal', de: 'Postleitzahl' },
  description: { en: 'Four digits', nl: 'Vier cijfers', fr: 'Quatre chiffres', de: 'Vier Ziffern' },
  placeholder: { en: '9000', nl: '9000', fr: '1000', de: '4700' },
  inputMode: 'numeric',
  autoComplete: 'postal-code',
  minLength: 4,
  required: true,
};

const options: Parameters<typeof questionStory>[2] = {
  fill: (controller) => controller.setAnswer('postcode', '9000'),
  makeInvalid: (controller) => controller.setAnswer('postcode', '90'),
};

const meta: Meta = { title: 'Questions/String', component: StringField, ...questionDocs(question) };
export default meta;
type Story = StoryObj;

export const Empty: Story = questionStory(question, 'empty', options);
export const Filled: Story = questionStory(question, 'filled', options);
export const WithError: Story = questionStory(question, 'error', options);
export const Disabled: Story = questionStory(question, 'disabled', options);
export const Submitting: Story = questionStory(question, 'submitting', options);
