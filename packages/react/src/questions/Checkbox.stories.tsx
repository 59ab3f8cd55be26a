import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CheckboxQuestion } from '@treesponse/core';
import { questionDocs } from '../../demo/questionDocs.js';
import { questionStory } from '../../demo/QuestionStory.js';
import { CheckboxField } from './CheckboxField.js';

const question: CheckboxQuestion = {
  key: 'terms',
  type: 'checkbox',
  label: {
    en: 'I agree with the privacy notice',
    nl: 'Ik ga akkoord met de privacyverklaring',
    fr: "J'accepte la déclaration de confidentialité",
    de: 'Ich stimme der Datenschutzerklärung zu',
  },
  required: true,
};

const options: Parameters<typeof questionStory>[2] = {
  fill: (controller) => controller.setAnswer('terms', true),
};

const meta: Meta = { title: 'Questions/Checkbox', component: CheckboxField, ...questionDocs(question) };
export default meta;
type Story = StoryObj;

export const Empty: Story = questionStory(question, 'empty', options);
export const Filled: Story = questionStory(question, 'filled', options);
export const WithError: Story = questionStory(question, 'error', options);
export const Disabled: Story = questionStory(question, 'disabled', options);
export const Submitting: Story = questionStory(question, 'submitting', options);
