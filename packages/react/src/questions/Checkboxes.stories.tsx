import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CheckboxesQuestion } from '@treesponse/core';
import { questionDocs } from '../../demo/questionDocs.js';
import { questionStory } from '../../demo/QuestionStory.js';
import { CheckboxesField } from './CheckboxesField.js';

const question: CheckboxesQuestion = {
  key: 'sources',
  type: 'checkboxes',
  label: { en: 'Which sources do you prefer?', nl: 'Welke bronnen verkies je?', fr: 'Quelles sources préférez-vous\u202f?', de: 'Welche Quellen bevorzugen Sie?' },
  description: { en: 'Choose up to two.', nl: 'Kies er maximaal twee.', fr: "Choisissez-en jusqu'à deux.", de: 'Wählen Sie bis zu zwei.' },
  required: true,
  maxSelected: 2,
  options: [
    { value: 'wind', label: { en: 'Wind', nl: 'Wind', fr: 'Éolien', de: 'Wind' } },
    { value: 'sun', label: { en: 'Sun', nl: 'Zon', fr: 'Solaire', de: 'Sonne' } },
    { value: 'water', label: { en: 'Water', nl: 'Water', fr: 'Hydraulique', de: 'Wasser' }, ariaDisabled: true },
    { value: 'coal', label: { en: 'Coal', nl: 'Steenkool', fr: 'Charbon', de: 'Kohle' }, disabled: true },
    { value: 'hidden', label: 'Hidden', hide: true },
  ],
  other: { label: { en: 'Something else', nl: 'Iets anders', fr: 'Autre chose', de: 'Etwas anderes' }, required: true },
};

const options: Parameters<typeof questionStory>[2] = {
  fill: (controller) => {
    controller.setAnswer('sources', ['wind', 'other']);
    controller.setAnswer('sources_other', 'Geothermal');
  },
  makeInvalid: (controller) => controller.setAnswer('sources', ['wind', 'sun', 'other']),
};

const meta: Meta = { title: 'Questions/Checkboxes', component: CheckboxesField, ...questionDocs(question) };
export default meta;
type Story = StoryObj;

export const Empty: Story = questionStory(question, 'empty', options);
export const Filled: Story = questionStory(question, 'filled', options);
export const WithError: Story = questionStory(question, 'error', options);
export const Disabled: Story = questionStory(question, 'disabled', options);
export const Submitting: Story = questionStory(question, 'submitting', options);
