import { createSurvey } from '@treesponse/core';
import { createOfflineApi } from '@treesponse/core/offline';

const survey = createSurvey({
  definition: {
    key: 'city-ideas',
    pages: [
      {
        key: 'about_you',
        order: 1,
        title: { en: 'About you', nl: 'Over jou' },
        sections: [
          { type: 'question', question: { key: 'email', type: 'email', required: true, target: 'email' } },
          { type: 'question', question: { key: 'idea', type: 'text', minLength: 10, aiFeedback: true } },
        ],
      },
      { key: 'thanks', order: 2, title: { en: 'Thank you', nl: 'Bedankt' }, sections: [] },
    ],
  },
  api: createOfflineApi(),
  language: 'en',
});

survey.subscribe(() => {
  const { page, progress, pageValid } = survey.getState();
  console.log(`page ${page.key}, progress ${Math.round(progress * 100)}%, valid: ${pageValid}`);
});

survey.setAnswer('email', 'not-an-email');
await survey.next(); // refused: the errors are now shown
console.log(survey.getState().errors); // { email: 'Please fill in a valid email' }

survey.setAnswer('email', 'ann@example.org');
survey.setAnswer('idea', 'More trees along the river');
await survey.next(); // validated, saved (offline), moved on
console.log(survey.text(survey.getState().page.title)); // Thank you
console.log(survey.getState().treesponse.id); // a random 12-character id
survey.destroy();
