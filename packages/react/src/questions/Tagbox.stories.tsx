import type { Meta, StoryObj } from '@storybook/react-vite';
import type { TagboxQuestion } from '@treesponse/core';
import { questionDocs } from '../../demo/questionDocs.js';
import { questionStory } from '../../demo/QuestionStory.js';
import { TagboxField } from './TagboxField.js';

const topic = (value: string, en: string, nl: string, fr: string, de: string) => ({ value, label: { en, nl, fr, de } });

const question: TagboxQuestion = {
  key: 'topics',
  type: 'tagbox',
  label: { en: 'Which topics interest you?', nl: 'Welke onderwerpen interesseren je?', fr: 'Quels sujets vous intéressent\u202f?', de: 'Welche Themen interessieren Sie?' },
  description: { en: 'Choose up to three.', nl: 'Kies er hoogstens drie.', fr: 'Choisissez-en trois au plus.', de: 'Wählen Sie bis zu drei.' },
  maxSelected: 3,
  required: true,
  options: [
    topic('solar', 'Solar panels', 'Zonnepanelen', 'Panneaux solaires', 'Solarmodule'),
    topic('heat-pump', 'Heat pumps', 'Warmtepompen', 'Pompes à chaleur', 'Wärmepumpen'),
    topic('insulation', 'Insulation', 'Isolatie', 'Isolation', 'Dämmung'),
    topic('battery', 'Home batteries', 'Thuisbatterijen', 'Batteries domestiques', 'Heimspeicher'),
    topic('cooperative', 'Energy cooperatives', 'Energiecoöperaties', 'Coopératives énergétiques', 'Energiegenossenschaften'),
    topic('tariff', 'Dynamic tariffs', 'Dynamische tarieven', 'Tarifs dynamiques', 'Dynamische Tarife'),
  ],
};

const options: Parameters<typeof questionStory>[2] = {
  fill: (controller) => controller.setAnswer('topics', ['solar', 'cooperative']),
  makeInvalid: (controller) => controller.setAnswer('topics', ['solar', 'heat-pump', 'insulation', 'battery']),
};

const meta: Meta = { title: 'Questions/Tag box', component: TagboxField, ...questionDocs(question) };
export default meta;
type Story = StoryObj;

export const Empty: Story = questionStory(question, 'empty', options);
export const Filled: Story = questionStory(question, 'filled', options);
export const WithError: Story = questionStory(question, 'error', options);
export const Disabled: Story = questionStory(question, 'disabled', options);
export const Submitting: Story = questionStory(question, 'submitting', options);
