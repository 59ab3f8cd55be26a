import type { Meta, StoryObj } from '@storybook/react-vite';
import type { GroupQuestion } from '@treesponse/core';
import { questionDocs } from '../../demo/questionDocs.js';
import { questionStory } from '../../demo/QuestionStory.js';
import { GroupField } from './GroupField.js';

const question: GroupQuestion = {
  key: 'contact',
  type: 'group',
  label: { en: 'Contact details', nl: 'Contactgegevens', fr: 'Coordonnées', de: 'Kontaktdaten' },
  questions: [
    { key: 'first_name', type: 'string', label: { en: 'First name', nl: 'Voornaam', fr: 'Prénom', de: 'Vorname' }, required: true, autoComplete: 'given-name' },
    { key: 'phone', type: 'string', label: { en: 'Phone', nl: 'Telefoon', fr: 'Téléphone', de: 'Telefon' }, inputMode: 'tel', autoComplete: 'tel' },
  ],
};

const options: Parameters<typeof questionStory>[2] = {
  fill: (controller) => {
    controller.setAnswer('first_name', 'Ann');
    controller.setAnswer('phone', '+32 9 123 45 67');
  },
  makeInvalid: (controller) => controller.touch('first_name'),
};

const meta: Meta = { title: 'Questions/Group', component: GroupField, ...questionDocs(question) };
export default meta;
type Story = StoryObj;

export const Empty: Story = questionStory(question, 'empty', options);
export const Filled: Story = questionStory(question, 'filled', options);
export const WithError: Story = questionStory(question, 'error', options);
export const Disabled: Story = questionStory(question, 'disabled', options);
export const Submitting: Story = questionStory(question, 'submitting', options);
