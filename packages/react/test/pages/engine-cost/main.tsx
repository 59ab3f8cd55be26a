import { createRoot } from 'react-dom/client';
import { createSurvey, type SurveyDefinition } from '@treesponse/core';
import { createOfflineApi } from '@treesponse/core/offline';
import { Survey } from '@treesponse/react';
import '@treesponse/react/styles.css';

// A survey without Markdown or uploads: conditions, piping, validation and the common question types.
// With `?markdown` in the address its first page also has a Markdown text, which loads the parser.
const intro = new URLSearchParams(location.search).has('markdown')
  ? [{ type: 'content', key: 'intro', content: 'This check takes **five minutes**.' }]
  : [];

const definition = {
  key: 'engine-cost',
  languages: ['en'],
  pages: [
    {
      key: 'you',
      order: 1,
      title: 'About you',
      sections: [
        ...intro,
        { type: 'question', question: { key: 'name', type: 'string', required: true, label: 'Your first name' } },
        { type: 'question', question: { key: 'email', type: 'email', label: 'Your email address' } },
        { type: 'question', question: { key: 'people', type: 'number', min: 1, max: 12, label: 'People in your home' } },
        {
          type: 'question',
          question: {
            key: 'contract',
            type: 'radio',
            required: true,
            label: 'Do you have an energy contract, {{name}}?',
            options: [
              { value: 'yes', label: 'Yes' },
              { value: 'no', label: 'No' },
            ],
          },
        },
        {
          type: 'question',
          question: {
            key: 'supplier',
            type: 'dropdown',
            visibleIf: "{contract} = 'yes'",
            requiredIf: "{contract} = 'yes'",
            label: 'Your supplier',
            options: [
              { value: 'ecopower', label: 'Ecopower' },
              { value: 'other', label: 'Another one' },
            ],
          },
        },
        {
          type: 'question',
          question: {
            key: 'uses',
            type: 'checkboxes',
            label: 'What do you heat with?',
            options: [
              { value: 'gas', label: 'Gas' },
              { value: 'heat-pump', label: 'A heat pump' },
            ],
          },
        },
        { type: 'question', question: { key: 'remarks', type: 'text', label: 'Anything else?' } },
      ],
    },
    { key: 'thanks', order: 2, title: 'Thank you, {{name}}', sections: [] },
  ],
} as unknown as SurveyDefinition;

const controller = createSurvey({ definition, api: createOfflineApi(), language: 'en' });
createRoot(document.getElementById('root')!).render(<Survey controller={controller} />);
