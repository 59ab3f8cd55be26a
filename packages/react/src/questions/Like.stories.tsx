import type { Meta, StoryObj } from '@storybook/react-vite';
import type { LikeQuestion } from '@treesponse/core';
import { questionDocs } from '../../demo/questionDocs.js';
import { questionStory, likesReady } from '../../demo/QuestionStory.js';
import { LikeField } from './LikeField.js';

const question: LikeQuestion = {
  key: 'ideas',
  type: 'like',
  label: { en: 'Which ideas do you like?', nl: 'Welke ideeën vind je goed?', fr: 'Quelles idées aimez-vous\u202f?', de: 'Welche Ideen gefallen Ihnen?' },
  minLikes: 1,
  maxLikes: 2,
  required: true,
};

const options: Parameters<typeof questionStory>[2] = {
  fill: async (controller) => {
    await likesReady(controller, 'ideas');
    controller.toggleLike('ideas', 1);
  },
  makeInvalid: async (controller) => {
    await likesReady(controller, 'ideas');
    controller.toggleLike('ideas', 1);
    controller.toggleLike('ideas', 2);
    controller.toggleLike('ideas', 3);
  },
  aggregatorUrl: 'https://aggregator.invalid/likes',
};

const meta: Meta = { title: 'Questions/Like', component: LikeField, ...questionDocs(question) };
export default meta;
type Story = StoryObj;

export const Empty: Story = questionStory(question, 'empty', options);
export const Filled: Story = questionStory(question, 'filled', options);
export const WithError: Story = questionStory(question, 'error', options);
export const Disabled: Story = questionStory(question, 'disabled', options);
export const Submitting: Story = questionStory(question, 'submitting', options);
