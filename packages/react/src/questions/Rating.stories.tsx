import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RatingQuestion } from '@treesponse/core';
import { questionDocs } from '../../demo/questionDocs.js';
import { questionStory } from '../../demo/QuestionStory.js';
import { RatingField } from './RatingField.js';

const question: RatingQuestion = {
  key: 'service',
  type: 'rating',
  rateType: 'stars',
  rateCount: 5,
  label: { en: 'How do you rate your supplier’s service?', nl: 'Hoe beoordeel je de service van je leverancier?', fr: 'Comment évaluez-vous le service de votre fournisseur\u202f?', de: 'Wie bewerten Sie den Service Ihres Anbieters?' },
  minRateDescription: { en: 'Poor', nl: 'Slecht', fr: 'Mauvais', de: 'Schlecht' },
  maxRateDescription: { en: 'Excellent', nl: 'Uitstekend', fr: 'Excellent', de: 'Ausgezeichnet' },
  required: true,
};

const smileys: RatingQuestion = { ...question, key: 'mood', rateType: 'smileys', label: { en: 'How do you feel about your bill?', nl: 'Hoe voel je je bij je factuur?', fr: 'Que pensez-vous de votre facture\u202f?', de: 'Wie finden Sie Ihre Rechnung?' } };
const numbers: RatingQuestion = { ...question, key: 'recommend', rateType: 'numbers', rateMin: 0, rateMax: 10, label: { en: 'Would you recommend your supplier?', nl: 'Zou je je leverancier aanraden?', fr: 'Recommanderiez-vous votre fournisseur\u202f?', de: 'Würden Sie Ihren Anbieter empfehlen?' }, minRateDescription: { en: 'Never', nl: 'Nooit', fr: 'Jamais', de: 'Nie' }, maxRateDescription: { en: 'Certainly', nl: 'Zeker', fr: 'Certainement', de: 'Sicher' } };

const options = (key: string, value: number): Parameters<typeof questionStory>[2] => ({
  fill: (controller) => controller.setAnswer(key, value),
  makeInvalid: (controller) => controller.setAnswer(key, 99),
});

const meta: Meta = { title: 'Questions/Rating', component: RatingField, ...questionDocs(question) };
export default meta;
type Story = StoryObj;

export const Empty: Story = questionStory(question, 'empty', options('service', 4));
export const Filled: Story = questionStory(question, 'filled', options('service', 4));
export const WithError: Story = questionStory(question, 'error', options('service', 4));
export const Disabled: Story = questionStory(question, 'disabled', options('service', 4));
export const Submitting: Story = questionStory(question, 'submitting', options('service', 4));
export const Smileys: Story = { ...questionStory(smileys, 'filled', options('mood', 2)), name: 'Smileys' };
export const Numbers: Story = { ...questionStory(numbers, 'filled', options('recommend', 8)), name: 'Numbers 0 to 10' };
