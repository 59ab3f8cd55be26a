import { createSurvey } from '@treesponse/core';
import { createOfflineApi } from '@treesponse/core/offline';

const survey = createSurvey({
  definition: {
    key: 'feedback',
    pages: [
      { key: 'rating', order: 1, sections: [{ type: 'question', question: { key: 'stars', type: 'slider', maxValue: 5 } }] },
      { key: 'comment', order: 2, sections: [{ type: 'question', question: { key: 'comment', type: 'text' } }] },
    ],
  },
  api: createOfflineApi(),
  language: 'en',
  // Next on the last page completes the survey (completeOnLastPage: false leaves that to you: call complete()).
  onComplete: (treesponse) => console.log('completed', treesponse.answers),
});

survey.setAnswer('stars', 4);
await survey.next();
console.log(survey.getState().isLastPage, survey.getState().completed); // true false
survey.setAnswer('comment', 'Quick and clear');
await survey.next(); // saves the treesponse with completed: true, then calls onComplete once
console.log(survey.getState().completed, survey.getState().treesponse.completed); // true true
await survey.complete(); // already completed: nothing is sent again
survey.destroy();
