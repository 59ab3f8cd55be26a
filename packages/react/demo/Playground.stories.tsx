import type { Meta, StoryObj } from '@storybook/react-vite';
import { Playground } from './Playground.js';
import { storyLanguage } from './QuestionStory.js';

/** A definition with conditions, piping, a matrix and a page rule, as a designer would paste it. */
export const PLAYGROUND_DEFINITION = JSON.stringify(
  {
    key: 'playground',
    languages: ['en', 'nl', 'fr', 'de'],
    pages: [
      {
        key: 'about',
        order: 1,
        title: { en: 'About you', nl: 'Over jou', fr: 'À propos de vous', de: 'Über Sie' },
        sections: [
          { type: 'question', question: { key: 'name', type: 'string', label: { en: 'Your first name', nl: 'Je voornaam', fr: 'Votre prénom', de: 'Ihr Vorname' }, required: true } },
          {
            type: 'question',
            question: {
              key: 'has_contract',
              type: 'radio',
              layout: 'buttons',
              label: { en: 'Do you have a contract, {{name}}?', nl: 'Heb je een contract, {{name}}?', fr: 'Avez-vous un contrat, {{name}}\u202f?', de: 'Haben Sie einen Vertrag, {{name}}?' },
              options: [
                { value: 'yes', label: { en: 'Yes', nl: 'Ja', fr: 'Oui', de: 'Ja' } },
                { value: 'no', label: { en: 'No', nl: 'Nee', fr: 'Non', de: 'Nein' } },
              ],
            },
          },
          {
            type: 'question',
            question: {
              key: 'monthly',
              type: 'number',
              unit: '€',
              min: 0,
              visibleIf: "{has_contract} = 'yes'",
              requiredIf: "{has_contract} = 'yes'",
              label: { en: 'Monthly advance', nl: 'Maandelijks voorschot', fr: 'Acompte mensuel', de: 'Monatlicher Abschlag' },
            },
          },
        ],
      },
      {
        key: 'importance',
        order: 2,
        title: { en: 'What matters, {{name}}?', nl: 'Wat telt er, {{name}}?', fr: 'Qu’est-ce qui compte, {{name}}\u202f?', de: 'Was zählt, {{name}}?' },
        sections: [
          {
            type: 'question',
            question: {
              key: 'weights',
              type: 'matrix',
              label: { en: 'How important is…', nl: 'Hoe belangrijk is…', fr: 'Quelle importance pour…', de: 'Wie wichtig ist…' },
              rows: [
                { value: 'price', label: { en: 'the price', nl: 'de prijs', fr: 'le prix', de: 'der Preis' } },
                { value: 'green', label: { en: 'green power', nl: 'groene stroom', fr: 'l’électricité verte', de: 'Ökostrom' } },
              ],
              options: [
                { value: '1', label: { en: 'Not', nl: 'Niet', fr: 'Pas', de: 'Nicht' } },
                { value: '2', label: { en: 'Very', nl: 'Heel', fr: 'Très', de: 'Sehr' } },
              ],
            },
          },
        ],
      },
    ],
  },
  null,
  2,
);

// The definition is exported for the tests; it is not a story.
const meta: Meta = { title: 'Demo/Definition playground', component: Playground, excludeStories: ['PLAYGROUND_DEFINITION'] };
export default meta;
type Story = StoryObj<{ initial: string }>;

// A new `initial` from the Controls panel starts the playground over with that text.
const render: Story['render'] = (args, context) => (
  <Playground key={args.initial} initial={args.initial} language={storyLanguage(context)} />
);

export const ValidDefinition: Story = { args: { initial: PLAYGROUND_DEFINITION }, render };

export const DefinitionWithProblems: Story = {
  args: {
    initial: PLAYGROUND_DEFINITION.replace('"type": "matrix"', '"type": "grid"').replace("{has_contract} = 'yes'", "{has_contract = 'yes'"),
  },
  render,
};
