import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ContentQuestion } from '@treesponse/core';
import { questionDocs } from '../../demo/questionDocs.js';
import { questionStory } from '../../demo/QuestionStory.js';
import { ContentBlock } from './ContentBlock.js';

const question: ContentQuestion = {
  key: 'intro',
  type: 'content',
  content: {
    en: '## Before you start\n\nYour answers are **anonymous**. Read the [privacy notice](https://example.org/privacy) or [mail us](mailto:info@example.org).\n\n- 11 questions\n- about 3 minutes',
    nl: '## Voor je begint\n\nJe antwoorden zijn **anoniem**. Lees de [privacyverklaring](https://example.org/privacy) of [mail ons](mailto:info@example.org).\n\n- 11 vragen\n- ongeveer 3 minuten',
    fr: '## Avant de commencer\n\nVos réponses sont **anonymes**. Lisez la [déclaration de confidentialité](https://example.org/privacy) ou [écrivez-nous](mailto:info@example.org).\n\n- 11 questions\n- environ 3 minutes',
    de: '## Bevor Sie beginnen\n\nIhre Antworten sind **anonym**. Lesen Sie die [Datenschutzerklärung](https://example.org/privacy) oder [schreiben Sie uns](mailto:info@example.org).\n\n- 11 Fragen\n- etwa 3 Minuten',
  },
};

const options: Parameters<typeof questionStory>[2] = {};

/** Content has no answer: every state shows the same Markdown. */
const meta: Meta = { title: 'Questions/Content', component: ContentBlock, ...questionDocs(question) };
export default meta;
type Story = StoryObj;

export const Empty: Story = questionStory(question, 'empty', options);
export const Filled: Story = questionStory(question, 'filled', options);
export const WithError: Story = questionStory(question, 'error', options);
export const Disabled: Story = questionStory(question, 'disabled', options);
export const Submitting: Story = questionStory(question, 'submitting', options);
