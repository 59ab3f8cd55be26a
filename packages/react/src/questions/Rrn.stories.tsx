import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RrnQuestion } from '@treesponse/core';
import { questionDocs } from '../../demo/questionDocs.js';
import { questionStory } from '../../demo/QuestionStory.js';
import { RrnField } from './RrnField.js';

const question: RrnQuestion = {
  key: 'rrn',
  type: 'rrn',
  label: { en: 'National registration number', nl: 'Rijksregisternummer', fr: 'Numéro de registre national', de: 'Nationalregisternummer' },
  description: { en: '11 digits', nl: '11 cijfers', fr: '11 chiffres', de: '11 Ziffern' },
  required: true,
};

const options: Parameters<typeof questionStory>[2] = {
  fill: (controller) => controller.setAnswer('rrn', '85073003328'),
};

const meta: Meta = { title: 'Questions/Rrn', component: RrnField, ...questionDocs(question) };
export default meta;
type Story = StoryObj;

export const Empty: Story = questionStory(question, 'empty', options);
export const Filled: Story = questionStory(question, 'filled', options);
export const WithError: Story = questionStory(question, 'error', options);
export const Disabled: Story = questionStory(question, 'disabled', options);
export const Submitting: Story = questionStory(question, 'submitting', options);
