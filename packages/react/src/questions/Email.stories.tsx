import type { Meta, StoryObj } from '@storybook/react-vite';
import type { EmailQuestion } from '@treesponse/core';
import { questionDocs } from '../../demo/questionDocs.js';
import { questionStory } from '../../demo/QuestionStory.js';
import { EmailField } from './EmailField.js';

const question: EmailQuestion = {
  key: 'email',
  type: 'email',
  target: 'email',
  label: { en: 'E-mail address', nl: 'E-mailadres', fr: 'Adresse e-mail', de: 'E-Mail-Adresse' },
  required: true,
};

const options: Parameters<typeof questionStory>[2] = {
  fill: (controller) => controller.setAnswer('email', 'ann@example.org'),
  makeInvalid: (controller) => controller.setAnswer('email', 'ann@'),
};

const meta: Meta = { title: 'Questions/Email', component: EmailField, ...questionDocs(question) };
export default meta;
type Story = StoryObj;

export const Empty: Story = questionStory(question, 'empty', options);
export const Filled: Story = questionStory(question, 'filled', options);
export const WithError: Story = questionStory(question, 'error', options);
export const Disabled: Story = questionStory(question, 'disabled', options);
export const Submitting: Story = questionStory(question, 'submitting', options);
