import { createRoot } from 'react-dom/client';
import { createSurvey, type SurveyDefinition } from '@treesponse/core';
import { createHttpApi } from '@treesponse/core/http';
import { createOfflineApi } from '@treesponse/core/offline';
import { Survey, useSurveyController } from '@treesponse/react';
import '@treesponse/react/styles.css';

const definition: SurveyDefinition = {
  key: 'field-notes',
  languages: ['en'],
  pages: [
    {
      key: 'you',
      order: 1,
      title: 'About you',
      sections: [
        { type: 'question', question: { key: 'name', type: 'string', label: 'Your name', required: true } },
        { type: 'question', question: { key: 'photo', type: 'file', label: 'A photo of the place' } },
      ],
    },
    {
      key: 'idea',
      order: 2,
      title: 'What would you change?',
      sections: [{ type: 'question', question: { key: 'idea', type: 'string', label: 'Your idea' } }],
    },
    {
      key: 'score',
      order: 3,
      title: 'How much do you care?',
      sections: [{ type: 'question', question: { key: 'score', type: 'number', label: 'From 1 to 10' } }],
    },
  ],
};

const host = new URLSearchParams(window.location.search).get('api') ?? '';
// Kept in IndexedDB and sent to the collection API when the network is up; a failed send is tried again after 1 s.
const api = createOfflineApi({ server: createHttpApi({ host, projectKey: 'notes', timeoutMs: 5_000 }), retryMs: 1_000 });

function App({ resumeId }: { resumeId: string | null }) {
  const controller = useSurveyController(() =>
    createSurvey({ definition, api, projectKey: 'notes', language: 'en', resumeId: resumeId ?? undefined, resumePage: true }),
  );
  return <Survey controller={controller} completion={<h1>Thank you</h1>} />;
}

// A response left unfinished (a reload, a closed tab) is taken up again on the page it was left.
void api.latestResponseId().then((resumeId) => createRoot(document.getElementById('root')!).render(<App resumeId={resumeId} />));
