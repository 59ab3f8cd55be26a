import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FileQuestion } from '@treesponse/core';
import { questionDocs } from '../../demo/questionDocs.js';
import { questionStory } from '../../demo/QuestionStory.js';
import { FileField } from './FileField.js';

const question: FileQuestion = {
  key: 'bill',
  type: 'file',
  label: { en: 'Your last energy bill (PDF)', nl: 'Je laatste energiefactuur (PDF)', fr: 'Votre dernière facture (PDF)', de: 'Ihre letzte Energierechnung (PDF)' },
  allowedMimeTypes: ['application/pdf'],
  required: true,
};

const options: Parameters<typeof questionStory>[2] = {
  fill: (controller) => controller.upload('bill', new File(['%PDF-1.4'], 'bill.pdf', { type: 'application/pdf' })),
  makeInvalid: (controller) => controller.upload('bill', new File(['hello'], 'notes.txt', { type: 'text/plain' })),
};

const meta: Meta = { title: 'Questions/File', component: FileField, ...questionDocs(question) };
export default meta;
type Story = StoryObj;

export const Empty: Story = questionStory(question, 'empty', options);
export const Filled: Story = questionStory(question, 'filled', options);
export const WithError: Story = questionStory(question, 'error', options);
export const Disabled: Story = questionStory(question, 'disabled', options);
export const Submitting: Story = questionStory(question, 'submitting', options);
