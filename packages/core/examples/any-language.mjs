import { createSurvey, textDirection } from '@treesponse/core';
import { createOfflineApi } from '@treesponse/core/offline';

const survey = createSurvey({
  definition: {
    key: 'city-ideas',
    languages: ['es', 'ar', 'fr', 'en'], // any BCP 47 tags; the first is the default unless defaultLanguage says otherwise
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
await survey.setLanguage('ar');
console.log(survey.text(survey.getState().page.title), textDirection('ar')); // فكرتك rtl
// The engine's own texts in nl, fr and de load the first time they are needed: setLanguage waits for them.
const switching = survey.setLanguage('fr');
console.log(survey.getState().language); // ar, until the French texts are in
await switching;
console.log(survey.getState().language, survey.t('survey.next')); // fr Suivant
survey.destroy();
