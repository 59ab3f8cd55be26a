import type { Meta, StoryObj } from '@storybook/react-vite';
import type { TextQuestion } from '@treesponse/core';
import { questionDocs } from '../../demo/questionDocs.js';
import { aiFeedbackSettled, questionStory } from '../../demo/QuestionStory.js';
import { TextField } from './TextField.js';

const question: TextQuestion = {
  key: 'story',
  type: 'text',
  label: { en: 'What would you change?', nl: 'Wat zou je veranderen?', fr: 'Que changeriez-vous\u202f?', de: 'Was würden Sie ändern?' },
  required: true,
  maxLength: 120,
  resize: true,
  aiFeedback: true,
};

const options: Parameters<typeof questionStory>[2] = {
  fill: async (controller) => {
    const text = 'More trees and safer bike lanes in my street.';
    controller.setAnswer('story', text);
    controller.requestAiFeedback('story', text);
    await aiFeedbackSettled(controller, 'story');
  },
  makeInvalid: (controller) => controller.setAnswer('story', 'x'.repeat(130)),
};

const meta: Meta = { title: 'Questions/Text', component: TextField, ...questionDocs(question) };
export default meta;
type Story = StoryObj;

export const Empty: Story = questionStory(question, 'empty', options);
export const Filled: Story = questionStory(question, 'filled', options);
export const WithError: Story = questionStory(question, 'error', options);
export const Disabled: Story = questionStory(question, 'disabled', options);
export const Submitting: Story = questionStory(question, 'submitting', options);
