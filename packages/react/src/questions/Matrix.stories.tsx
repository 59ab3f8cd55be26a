import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MatrixQuestion } from '@treesponse/core';
import { questionDocs } from '../../demo/questionDocs.js';
import { questionStory } from '../../demo/QuestionStory.js';
import { MatrixField } from './MatrixField.js';

const question: MatrixQuestion = {
  key: 'importance',
  type: 'matrix',
  label: { en: 'How important is each of these to you?', nl: 'Hoe belangrijk vind je elk hiervan?', fr: 'Quelle importance accordez-vous à chacun de ces points\u202f?', de: 'Wie wichtig ist Ihnen jeder dieser Punkte?' },
  required: true,
  rows: [
    { value: 'price', label: { en: 'A low price', nl: 'Een lage prijs', fr: 'Un prix bas', de: 'Ein niedriger Preis' } },
    { value: 'green', label: { en: 'Green power', nl: 'Groene stroom', fr: 'De l’électricité verte', de: 'Ökostrom' } },
    { value: 'local', label: { en: 'A local cooperative', nl: 'Een lokale coöperatie', fr: 'Une coopérative locale', de: 'Eine lokale Genossenschaft' } },
  ],
  options: [
    { value: '1', label: { en: 'Not', nl: 'Niet', fr: 'Pas', de: 'Nicht' } },
    { value: '2', label: { en: 'A little', nl: 'Een beetje', fr: 'Un peu', de: 'Etwas' } },
    { value: '3', label: { en: 'Very', nl: 'Heel', fr: 'Très', de: 'Sehr' } },
  ],
};

const options: Parameters<typeof questionStory>[2] = {
  fill: (controller) => controller.setAnswer('importance', { price: '3', green: '2', local: '1' }),
  makeInvalid: (controller) => controller.setAnswer('importance', { price: '3' }),
};

const meta: Meta = { title: 'Questions/Matrix', component: MatrixField, ...questionDocs(question) };
export default meta;
type Story = StoryObj;

export const Empty: Story = questionStory(question, 'empty', options);
export const Filled: Story = questionStory(question, 'filled', options);
export const WithError: Story = questionStory(question, 'error', options);
export const Disabled: Story = questionStory(question, 'disabled', options);
export const Submitting: Story = questionStory(question, 'submitting', options);
