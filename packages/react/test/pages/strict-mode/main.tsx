import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createSurvey, type SurveyDefinition } from '@treesponse/core';
import { createHttpApi } from '@treesponse/core/http';
import { Survey, useSurveyController } from '@treesponse/react';
import '@treesponse/react/styles.css';

const definition: SurveyDefinition = {
  key: 'strict',
  languages: ['en'],
  pages: [
    {
      key: 'name',
      order: 1,
      title: 'About you',
      sections: [{ type: 'question', question: { key: 'name', type: 'string', label: 'Your name', required: true } }],
    },
    {
      key: 'last',
      order: 2,
      title: 'One more, {{name}}',
      sections: [{ type: 'question', question: { key: 'idea', type: 'string', label: 'Your idea' } }],
    },
  ],
};

const host = new URLSearchParams(window.location.search).get('api') ?? '';
const completions: unknown[] = [];
(window as unknown as { completions: unknown[] }).completions = completions;

function App() {
  const controller = useSurveyController(() =>
    createSurvey({
      definition,
      api: createHttpApi({ host, projectKey: 'strict' }),
      language: 'en',
      onComplete: (treesponse) => completions.push(treesponse.id),
    }),
  );
  return <Survey controller={controller} completion={(state) => <h1>Thank you, {String(state.treesponse.answers.name)}</h1>} />;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
