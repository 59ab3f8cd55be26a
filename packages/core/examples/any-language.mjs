import { createSurvey, textDirection } from '@treesponse/core';
import { createOfflineApi } from '@treesponse/core/offline';

const survey = createSurvey({
  definition: {
    key: 'city-ideas',
    languages: ['es', 'ar', 'en'], // any BCP 47 tags; the first is the default unless defaultLanguage says otherwise
    fallbackLanguage: 'en', // where a missing text comes from (and the miss is reported)
    translations: {
      // Packs for languages the engine does not ship are data, like the survey's own texts.
      es: { 'survey.next': 'Siguiente', 'validation.required': 'Esta pregunta es obligatoria' },
      ar: { 'survey.next': 'التالي' },
    },
    pages: [
      {
        key: 'idea',
        order: 1,
        title: { es: 'Tu idea', ar: 'فكرتك', en: 'Your idea' },
        sections: [{ type: 'question', question: { key: 'idea', type: 'text', required: true } }],
      },
    ],
  },
  api: createOfflineApi(),
  onError: (error, context) => console.log(`${context}: ${error.message}`),
});

console.log(survey.getState().language, survey.t('survey.next')); // es Siguiente
await survey.next();
console.log(survey.getState().errors.idea); // Esta pregunta es obligatoria
console.log(survey.t('survey.previous')); // reported, then the fallback language's 'Previous'
survey.setLanguage('ar');
console.log(survey.text(survey.getState().page.title), textDirection('ar')); // فكرتك rtl
survey.destroy();
