import type { SurveyDefinition } from '@treesponse/core';
import { energyQuestions } from '../../energyQuestions';

// A survey without Markdown or uploads: conditions, piping, validation and the common question types.
// With `?markdown` in the address its first page also has a Markdown text, which loads the parser.
const intro = new URLSearchParams(location.search).has('markdown')
  ? [{ type: 'content', key: 'intro', content: 'This check takes **five minutes**.' }]
  : [];

export const definition = {
  key: 'engine-cost',
  languages: ['en'],
  pages: [
    {
      key: 'you',
      order: 1,
      title: 'About you',
      sections: [
        ...intro,
        ...energyQuestions,
        { type: 'question', question: { key: 'email', type: 'email', label: 'Your email address' } },
        { type: 'question', question: { key: 'people', type: 'number', min: 1, max: 12, label: 'People in your home' } },
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
