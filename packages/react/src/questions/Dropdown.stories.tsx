import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DropdownQuestion } from '@treesponse/core';
import { questionDocs } from '../../demo/questionDocs.js';
import { questionStory } from '../../demo/QuestionStory.js';
import { DropdownField } from './DropdownField.js';

const PROVINCES = [
  'Antwerpen', 'Limburg', 'Oost-Vlaanderen', 'Vlaams-Brabant', 'West-Vlaanderen', 'Brabant wallon', 'Hainaut', 'Liège',
  'Luxembourg', 'Namur', 'Brussel / Bruxelles',
];

const question: DropdownQuestion = {
  key: 'province',
  type: 'dropdown',
  label: { en: 'Your province', nl: 'Je provincie', fr: 'Votre province', de: 'Ihre Provinz' },
  required: true,
  options: PROVINCES.map((name) => ({ value: name, label: name })),
};

const options: Parameters<typeof questionStory>[2] = {
  fill: (controller) => controller.setAnswer('province', 'Liège'),
};

const meta: Meta = { title: 'Questions/Dropdown', component: DropdownField, ...questionDocs(question) };
export default meta;
type Story = StoryObj;

export const Empty: Story = questionStory(question, 'empty', options);
export const Filled: Story = questionStory(question, 'filled', options);
export const WithError: Story = questionStory(question, 'error', options);
export const Disabled: Story = questionStory(question, 'disabled', options);
export const Submitting: Story = questionStory(question, 'submitting', options);
