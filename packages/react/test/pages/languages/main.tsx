import { createRoot } from 'react-dom/client';
import { createSurvey, type SurveyDefinition } from '@treesponse/core';
import { createOfflineApi } from '@treesponse/core/offline';
import { Survey } from '@treesponse/react';
import '@treesponse/react/styles.css';

// An Arabic pack added as data; 'survey.progress' is missing from it on purpose.
const definition: SurveyDefinition = {
  key: 'added-language',
  languages: ['ar', 'en'],
  fallbackLanguage: 'en',
  translations: { ar: { 'survey.next': 'التالي', 'survey.previous': 'السابق', 'validation.required': 'هذا السؤال مطلوب' } },
  pages: [
    {
      key: 'name',
      order: 1,
      title: { ar: 'عنك', en: 'About you' },
      sections: [{ type: 'question', question: { key: 'name', type: 'string', label: { ar: 'اسمك', en: 'Your name' }, required: true } }],
    },
    { key: 'end', order: 2, title: { ar: 'شكرا', en: 'Thank you' }, sections: [] },
  ],
};

const reported: string[] = [];
(window as unknown as { reported: string[] }).reported = reported;
const controller = createSurvey({
  definition,
  api: createOfflineApi(),
  onError: (error) => reported.push((error as Error).message),
});
createRoot(document.getElementById('root')!).render(<Survey controller={controller} />);
