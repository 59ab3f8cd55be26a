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

const t = (en: string, nl: string, fr: string, de: string) => ({ en, nl, fr, de });
const rooms = [
  { value: 'attic', label: t('Attic', 'Zolder', 'Grenier', 'Dachboden') },
  { value: 'ground', label: t('Ground floor', 'Gelijkvloers', 'Rez-de-chaussée', 'Erdgeschoss') },
];
// Fields of each type an item can ask, two of them shown by a rule of their own item.
const household: PanelDynamicQuestion = {
  key: 'household',
  type: 'paneldynamic',
  label: t('Who lives with you?', 'Wie woont er bij je?', 'Qui vit avec vous ?', 'Wer wohnt bei Ihnen?'),
  maxPanelCount: 4,
  templateTitle: t('Person {{panelIndex}} {{panel.name}}', 'Persoon {{panelIndex}} {{panel.name}}', 'Personne {{panelIndex}} {{panel.name}}', 'Person {{panelIndex}} {{panel.name}}'),
  templateElements: [
    { name: 'name', label: t('First name', 'Voornaam', 'Prénom', 'Vorname'), required: true, autoComplete: 'off' },
    { name: 'age', type: 'number', label: t('Age', 'Leeftijd', 'Âge', 'Alter'), min: 0, max: 130 },
    {
      name: 'school',
      type: 'radio',
      label: t('School', 'School', 'École', 'Schule'),
      required: true,
      visibleIf: '{panel.age} < 18',
      options: [
        { value: 'primary', label: t('Primary', 'Lager', 'Primaire', 'Grundschule') },
        { value: 'secondary', label: t('Secondary', 'Middelbaar', 'Secondaire', 'Weiterführende Schule') },
      ],
    },
    { name: 'works', type: 'boolean', label: t('Works outside the home', 'Werkt buitenshuis', 'Travaille à l’extérieur', 'Arbeitet außer Haus') },
    {
      name: 'commute',
      type: 'rating',
      rateType: 'stars',
      label: t('How easy is the commute?', 'Hoe vlot is de pendel?', 'Le trajet est-il facile ?', 'Wie leicht ist der Arbeitsweg?'),
      visibleIf: '{panel.works} = true',
    },
    {
      name: 'diet',
      type: 'checkboxes',
      label: t('Diet', 'Dieet', 'Régime', 'Ernährung'),
      options: [
        { value: 'vegetarian', label: t('Vegetarian', 'Vegetarisch', 'Végétarien', 'Vegetarisch') },
        { value: 'vegan', label: t('Vegan', 'Veganistisch', 'Végétalien', 'Vegan') },
      ],
    },
    { name: 'room', type: 'dropdown', label: t('Room', 'Kamer', 'Chambre', 'Zimmer'), options: rooms },
    { name: 'notes', type: 'text', rows: 2, label: t('Anything else', 'Nog iets', 'Autre chose', 'Sonst noch etwas') },
  ],
};

export const TypedFields: Story = {
  ...questionStory(household, 'error', {
    makeInvalid: (controller) => {
      controller.setAnswer('household', [
        { name: 'An', age: 42, works: true, commute: 4, diet: ['vegetarian'], room: 'ground' },
        { name: 'Bo', age: 9 },
      ]);
      controller.touch('household');
    },
  }),
  name: 'Fields of every type, with rules',
};
