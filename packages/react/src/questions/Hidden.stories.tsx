import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HiddenQuestion } from '@treesponse/core';
import { questionDocs } from '../../demo/questionDocs.js';
import { questionStory } from '../../demo/QuestionStory.js';
import { HiddenField } from './HiddenField.js';

const question: HiddenQuestion = {
  key: 'source',
  type: 'hidden',
  value: 'newsletter',
};

const options: Parameters<typeof questionStory>[2] = {};

/** A hidden question renders nothing in every state; its value is set by the engine. */
const meta: Meta = { title: 'Questions/Hidden', component: HiddenField, ...questionDocs(question) };
export default meta;
type Story = StoryObj;

export const Empty: Story = questionStory(question, 'empty', options);
export const Filled: Story = questionStory(question, 'filled', options);
export const WithError: Story = questionStory(question, 'error', options);
export const Disabled: Story = questionStory(question, 'disabled', options);
export const Submitting: Story = questionStory(question, 'submitting', options);
