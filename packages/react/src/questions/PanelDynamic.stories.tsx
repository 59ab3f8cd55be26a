import type { Meta, StoryObj } from '@storybook/react-vite';
import type { GroupQuestion, PanelDynamicQuestion } from '@treesponse/core';
import { questionDocs } from '../../demo/questionDocs.js';
import { questionStory } from '../../demo/QuestionStory.js';
import { PanelDynamicField } from './PanelDynamicField.js';

const question: PanelDynamicQuestion = {
  key: 'people',
  type: 'paneldynamic',
  label: { en: 'Who lives with you?', nl: 'Wie woont er bij je?', fr: 'Qui vit avec vous ?', de: 'Wer wohnt bei Ihnen?' },
  description: { en: 'Up to three people.', nl: 'Tot drie personen.', fr: 'Jusqu’à trois personnes.', de: 'Bis zu drei Personen.' },
  minPanelCount: 1,
  maxPanelCount: 3,
  templateTitle: {
    en: 'Person {{panelIndex}} {{panel.name}}',
    nl: 'Persoon {{panelIndex}} {{panel.name}}',
    fr: 'Personne {{panelIndex}} {{panel.name}}',
    de: 'Person {{panelIndex}} {{panel.name}}',
  },
  templateElements: [
    { name: 'name', label: { en: 'First name', nl: 'Voornaam', fr: 'Prénom', de: 'Vorname' }, required: true, autoComplete: 'off' },
    { name: 'age', label: { en: 'Age', nl: 'Leeftijd', fr: 'Âge', de: 'Alter' }, inputType: 'number' },
  ],
};

const options: Parameters<typeof questionStory>[2] = {
  fill: (controller) => controller.setAnswer('people', [{ name: 'An', age: '42' }, { name: 'Bo', age: '9' }]),
  makeInvalid: (controller) => controller.setAnswer('people', [{ name: 'An', age: '42' }, { age: '9' }]),
};

// One panel per device chosen above it: the stories show the checkboxes it follows.
const devices: GroupQuestion = {
  key: 'home',
  type: 'group',
  label: { en: 'Your devices', nl: 'Je toestellen', fr: 'Vos appareils', de: 'Ihre Geräte' },
  questions: [
    {
      key: 'devices',
      type: 'checkboxes',
      label: { en: 'Which do you have?', nl: 'Welke heb je?', fr: 'Lesquels avez-vous ?', de: 'Welche haben Sie?' },
      options: [
        { value: 'heatpump', label: { en: 'Heat pump', nl: 'Warmtepomp', fr: 'Pompe à chaleur', de: 'Wärmepumpe' } },
        { value: 'car', label: { en: 'Electric car', nl: 'Elektrische wagen', fr: 'Voiture électrique', de: 'Elektroauto' } },
      ],
    },
    {
      key: 'usage',
      type: 'paneldynamic',
      label: { en: 'Yearly use', nl: 'Jaarverbruik', fr: 'Consommation annuelle', de: 'Jahresverbrauch' },
      panelsFrom: 'devices',
      templateTitle: '{{panelOption}}',
      templateElements: [{ name: 'kwh', label: { en: 'kWh per year', nl: 'kWh per jaar', fr: 'kWh par an', de: 'kWh pro Jahr' }, inputType: 'number', required: true }],
    },
  ],
};

const meta: Meta = { title: 'Questions/Repeating panel', component: PanelDynamicField, ...questionDocs(question) };
export default meta;
type Story = StoryObj;

export const Empty: Story = questionStory(question, 'empty', options);
export const Filled: Story = questionStory(question, 'filled', options);
export const WithError: Story = questionStory(question, 'error', options);
export const Disabled: Story = questionStory(question, 'disabled', options);
export const Submitting: Story = questionStory(question, 'submitting', options);
export const AtMaximum: Story = {
  ...questionStory(question, 'filled', { fill: (controller) => controller.setAnswer('people', [{ name: 'An' }, { name: 'Bo' }, { name: 'Cas' }]) }),
  name: 'At the maximum',
};
export const PanelsFrom: Story = {
  ...questionStory(devices, 'error', {
    makeInvalid: (controller) => {
      controller.setAnswer('devices', ['heatpump', 'car']);
      controller.setAnswer('usage', [{ panelOption: 'heatpump', kwh: '3200' }, { panelOption: 'car' }]);
      controller.touch('usage');
    },
  }),
  name: 'One panel per option chosen',
};
