import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ImagePickerQuestion } from '@treesponse/core';
import { questionDocs } from '../../demo/questionDocs.js';
import { questionStory } from '../../demo/QuestionStory.js';
import { ImagePickerField } from './ImagePickerField.js';

/** Small drawings as data addresses, so the story needs no image file. */
const drawing = (body: string) => `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${body}</svg>`)}`;
const SUN = drawing('<circle cx="32" cy="32" r="13" fill="#e0a100"/><g stroke="#8a6200" stroke-width="4"><path d="M32 4v10M32 50v10M4 32h10M50 32h10M12 12l7 7M45 45l7 7M12 52l7-7M45 19l7-7"/></g>');
const WIND = drawing('<path d="M32 30v30" stroke="#3b4a5a" stroke-width="4"/><g fill="#5b7083"><path d="M32 30L30 4h4z"/><path d="M32 30l24 12-2 3z"/><path d="M32 30L8 42l2 3z"/></g>');
const WATER = drawing('<path d="M32 6C22 22 14 32 14 42a18 18 0 0 0 36 0C50 32 42 22 32 6z" fill="#1f6fb2"/>');

const question: ImagePickerQuestion = {
  key: 'source',
  type: 'imagepicker',
  label: { en: 'Which source do you prefer?', nl: 'Welke bron heb je liever?', fr: 'Quelle source préférez-vous\u202f?', de: 'Welche Quelle bevorzugen Sie?' },
  required: true,
  options: [
    { value: 'sun', label: { en: 'Sun', nl: 'Zon', fr: 'Soleil', de: 'Sonne' }, image: { url: SUN, alt: { en: 'A shining sun', nl: 'Een stralende zon', fr: 'Un soleil qui brille', de: 'Eine strahlende Sonne' } } },
    { value: 'wind', label: { en: 'Wind', nl: 'Wind', fr: 'Vent', de: 'Wind' }, image: { url: WIND, alt: { en: 'A wind turbine', nl: 'Een windmolen', fr: 'Une éolienne', de: 'Ein Windrad' } } },
    { value: 'water', label: { en: 'Water', nl: 'Water', fr: 'Eau', de: 'Wasser' }, image: { url: WATER, alt: { en: 'A drop of water', nl: 'Een waterdruppel', fr: 'Une goutte d’eau', de: 'Ein Wassertropfen' } } },
  ],
};

const several: ImagePickerQuestion = { ...question, key: 'sources', multiSelect: true, maxSelected: 2 };

const options: Parameters<typeof questionStory>[2] = {
  fill: (controller) => controller.setAnswer('source', 'wind'),
};

const meta: Meta = { title: 'Questions/Image picker', component: ImagePickerField, ...questionDocs(question) };
export default meta;
type Story = StoryObj;

export const Empty: Story = questionStory(question, 'empty', options);
export const Filled: Story = questionStory(question, 'filled', options);
export const WithError: Story = questionStory(question, 'error', options);
export const Disabled: Story = questionStory(question, 'disabled', options);
export const Submitting: Story = questionStory(question, 'submitting', options);
export const Several: Story = {
  ...questionStory(several, 'error', { makeInvalid: (controller) => controller.setAnswer('sources', ['sun', 'wind', 'water']) }),
  name: 'Several, too many chosen',
};
