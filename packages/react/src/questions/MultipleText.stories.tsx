import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MultipleTextQuestion } from '@treesponse/core';
import { questionDocs } from '../../demo/questionDocs.js';
import { questionStory } from '../../demo/QuestionStory.js';
import { MultipleTextField } from './MultipleTextField.js';

const question: MultipleTextQuestion = {
  key: 'contact',
  type: 'multipletext',
  label: { en: 'Your contact details', nl: 'Je contactgegevens', fr: 'Vos coordonnées', de: 'Ihre Kontaktdaten' },
  items: [
    { name: 'name', label: { en: 'Name', nl: 'Naam', fr: 'Nom', de: 'Name' }, required: true, autoComplete: 'name' },
    { name: 'email', label: { en: 'E-mail address', nl: 'E-mailadres', fr: 'Adresse e-mail', de: 'E-Mail-Adresse' }, inputType: 'email', autoComplete: 'email' },
    { name: 'people', label: { en: 'People at home', nl: 'Personen thuis', fr: 'Personnes au foyer', de: 'Personen im Haushalt' }, inputType: 'number' },
  ],
};

const options: Parameters<typeof questionStory>[2] = {
  fill: (controller) => controller.setAnswer('contact', { name: 'An Peeters', email: 'an@example.org', people: '3' }),
  makeInvalid: (controller) => controller.setAnswer('contact', { email: 'an@example' }),
};

const meta: Meta = { title: 'Questions/Multiple text', component: MultipleTextField, ...questionDocs(question) };
export default meta;
type Story = StoryObj;

export const Empty: Story = questionStory(question, 'empty', options);
export const Filled: Story = questionStory(question, 'filled', options);
export const WithError: Story = questionStory(question, 'error', options);
export const Disabled: Story = questionStory(question, 'disabled', options);
export const Submitting: Story = questionStory(question, 'submitting', options);
