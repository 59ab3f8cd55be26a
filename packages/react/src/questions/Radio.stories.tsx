import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RadioQuestion } from '@treesponse/core';
import { questionDocs } from '../../demo/questionDocs.js';
import { questionStory } from '../../demo/QuestionStory.js';
import { RadioField } from './RadioField.js';

/** A small drawing as a data address, so the story needs no image file. */
const SPROUT =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><path d="M16 30V14" stroke="#0b5d3b" stroke-width="3"/><path d="M16 16C16 8 10 5 4 6c0 7 5 10 12 10zM16 14c0-6 5-9 11-8 0 6-5 9-11 8z" fill="#2e8b57"/></svg>',
  );

const question: RadioQuestion = {
  key: 'age',
  type: 'radio',
  target: 'age',
  label: { en: 'Your age', nl: 'Je leeftijd', fr: 'Votre âge', de: 'Ihr Alter' },
  required: true,
  options: [
    {
      value: '<25',
      label: { en: 'Under 25', nl: 'Jonger dan 25', fr: 'Moins de 25 ans', de: 'Unter 25' },
      image: { url: SPROUT, alt: { en: 'A sprout', nl: 'Een kiemplant', fr: 'Une pousse', de: 'Ein Keimling' } },
    },
    { value: '25-45', label: '25–45' },
    { value: '>45', label: { en: 'Over 45', nl: 'Ouder dan 45', fr: 'Plus de 45 ans', de: 'Über 45' }, ariaDisabled: true },
    { value: 'none', label: { en: 'I would rather not say', nl: 'Zeg ik liever niet', fr: 'Je préfère ne pas répondre', de: 'Keine Angabe' }, disabled: true },
    { value: 'hidden', label: 'Hidden', hide: true },
  ],
};

const options: Parameters<typeof questionStory>[2] = {
  fill: (controller) => controller.setAnswer('age', '25-45'),
};

const meta: Meta = { title: 'Questions/Radio', component: RadioField, ...questionDocs(question) };
export default meta;
type Story = StoryObj;

export const Empty: Story = questionStory(question, 'empty', options);
export const Filled: Story = questionStory(question, 'filled', options);
export const WithError: Story = questionStory(question, 'error', options);
export const Disabled: Story = questionStory(question, 'disabled', options);
export const Submitting: Story = questionStory(question, 'submitting', options);

/** Layout `buttons`: the options as one row of equal buttons (a 1 to 5 scale); one column on a narrow phone. */
export const ButtonsLayout: Story = {
  ...questionStory(
    {
      key: 'importance',
      type: 'radio',
      layout: 'buttons',
      label: { en: 'How important is the price?', nl: 'Hoe belangrijk is de prijs?', fr: 'Quelle importance accordez-vous au prix\u202f?', de: 'Wie wichtig ist Ihnen der Preis?' },
      options: [
        { value: '1', label: { en: '1 – not important', nl: '1 – niet belangrijk', fr: '1 – pas important', de: '1 – nicht wichtig' } },
        { value: '2', label: '2' },
        { value: '3', label: '3' },
        { value: '4', label: '4' },
        { value: '5', label: { en: '5 – very important', nl: '5 – heel belangrijk', fr: '5 – très important', de: '5 – sehr wichtig' } },
      ],
    },
    'filled',
    { fill: (controller) => controller.setAnswer('importance', '4') },
  ),
  name: 'Buttons layout',
};
