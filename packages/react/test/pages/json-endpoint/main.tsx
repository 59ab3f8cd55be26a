import { createRoot } from 'react-dom/client';
import { createSurvey, type SurveyDefinition } from '@treesponse/core';
import { createJsonHttpApi } from '@treesponse/core/json-http';
import { Survey, useSurveyController } from '@treesponse/react';
import '@treesponse/react/styles.css';

const definition: SurveyDefinition = {
  key: 'event-feedback',
  languages: ['en'],
  pages: [
    {
      key: 'rating',
      order: 1,
      title: 'How was the event?',
      sections: [
        {
          type: 'question',
          question: {
            key: 'rating',
            type: 'radio',
            label: 'Your rating',
            required: true,
            options: [
              { value: 'good', label: 'Good' },
              { value: 'bad', label: 'Bad' },
            ],
          },
        },
      ],
    },
    {
      key: 'comment',
      order: 2,
      title: 'Anything else?',
      sections: [{ type: 'question', question: { key: 'comment', type: 'string', label: 'Your comment' } }],
    },
  ],
};

// Your backend: one address that takes a JSON body, in the shape it wants.
const endpoint = new URLSearchParams(window.location.search).get('endpoint') ?? '';

function App() {
  const controller = useSurveyController(() =>
    createSurvey({
      definition,
      api: createJsonHttpApi({
        url: endpoint,
        headers: { 'x-form-key': 'event-2026' },
        toBody: (response, { action }) => ({ action, finished: response.completed, lang: response.language, ...response.answers }),
        timeoutMs: 5_000,
      }),
      language: 'en',
      // Answers stay on this device as they are typed, until the survey is completed: a reload loses nothing.
      keepDraft: true,
    }),
  );
  return <Survey controller={controller} completion={() => <h1>Thanks for your feedback</h1>} />;
}

createRoot(document.getElementById('root')!).render(<App />);
