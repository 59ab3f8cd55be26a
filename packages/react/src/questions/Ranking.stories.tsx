import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RankingQuestion } from '@treesponse/core';
import { questionDocs } from '../../demo/questionDocs.js';
import { questionStory } from '../../demo/QuestionStory.js';
import { RankingField } from './RankingField.js';

const question: RankingQuestion = {
  key: 'priorities',
  type: 'ranking',
  label: {
    en: 'What matters most to you? Most important first.',
    nl: 'Wat vind je het belangrijkst? Het belangrijkste eerst.',
    fr: 'Qu’est-ce qui compte le plus pour vous ? Le plus important d’abord.',
    de: 'Was ist Ihnen am wichtigsten? Das Wichtigste zuerst.',
  },
  required: true,
  rankCount: 3,
  options: [
    { value: 'price', label: { en: 'Price', nl: 'Prijs', fr: 'Prix', de: 'Preis' } },
    { value: 'green', label: { en: 'Green energy', nl: 'Groene stroom', fr: 'Énergie verte', de: 'Ökostrom' } },
    { value: 'service', label: { en: 'Customer service', nl: 'Klantendienst', fr: 'Service client', de: 'Kundendienst' } },
    { value: 'local', label: { en: 'A local supplier', nl: 'Een lokale leverancier', fr: 'Un fournisseur local', de: 'Ein lokaler Anbieter' } },
  ],
};

const options: Parameters<typeof questionStory>[2] = {
  fill: (controller) => controller.setAnswer('priorities', ['green', 'price', 'local']),
};

const meta: Meta = { title: 'Questions/Ranking', component: RankingField, ...questionDocs(question) };
export default meta;
type Story = StoryObj;

export const Empty: Story = questionStory(question, 'empty', options);
export const Filled: Story = questionStory(question, 'filled', options);
export const WithError: Story = questionStory(question, 'error', options);
export const Disabled: Story = questionStory(question, 'disabled', options);
export const Submitting: Story = questionStory(question, 'submitting', options);
