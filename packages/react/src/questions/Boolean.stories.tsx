import type { Meta, StoryObj } from '@storybook/react-vite';
import type { BooleanQuestion } from '@treesponse/core';
import { questionDocs } from '../../demo/questionDocs.js';
import { questionStory } from '../../demo/QuestionStory.js';
import { BooleanField } from './BooleanField.js';

const question: BooleanQuestion = {
  key: 'owner',
  type: 'boolean',
  label: { en: 'Do you own your home?', nl: 'Ben je eigenaar van je woning?', fr: 'Êtes-vous propriétaire de votre logement\u202f?', de: 'Sind Sie Eigentümer Ihrer Wohnung?' },
  labelTrue: { en: 'I own it', nl: 'Eigenaar', fr: 'Propriétaire', de: 'Eigentümer' },
  labelFalse: { en: 'I rent', nl: 'Huurder', fr: 'Locataire', de: 'Mieter' },
  required: true,
};

const options: Parameters<typeof questionStory>[2] = {
  fill: (controller) => controller.setAnswer('owner', false),
};

const meta: Meta = { title: 'Questions/Boolean', component: BooleanField, ...questionDocs(question) };
export default meta;
type Story = StoryObj;

export const Empty: Story = questionStory(question, 'empty', options);
export const Filled: Story = questionStory(question, 'filled', options);
export const WithError: Story = questionStory(question, 'error', options);
export const Disabled: Story = questionStory(question, 'disabled', options);
export const Submitting: Story = questionStory(question, 'submitting', options);
