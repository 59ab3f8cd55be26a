import { isPageSkipped, type SurveyState } from '@treesponse/core';
import { isQuestionPage, questionPages } from './pages.js';

/**
 * "Question n of total" on a question page: n is its position among the question pages shown to this visitor, the
 * total their number (the same count the intro announces); null on other pages.
 */
export function progressCounter(state: SurveyState): { current: number; total: number } | null {
  if (!isQuestionPage(state.page)) return null;
  const context = { answers: state.treesponse.answers, treesponse: state.treesponse, language: state.language };
  const shown = questionPages(state.pages, (page) => !isPageSkipped(page, context));
  return { current: shown.indexOf(state.page) + 1, total: shown.length };
}
