import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { Question } from '@treesponse/core';
import { createSingleQuestionSurvey, type SingleQuestionOptions } from '../demo/fixtures.js';
import { SurveyProvider } from '../src/survey/context.js';
import { defaultQuestionComponents } from '../src/survey/defaultComponents.js';
import { createQuestionRenderer, QuestionRendererProvider } from '../src/survey/renderers.js';

/** Renders one question with its component inside a one-question survey; returns the controller too. */
export function renderQuestion(question: Question, options: SingleQuestionOptions = {}, element?: ReactElement) {
  const controller = createSingleQuestionSurvey(question, options);
  const renderer = createQuestionRenderer(defaultQuestionComponents);
  const result = render(
    <SurveyProvider controller={controller}>
      <QuestionRendererProvider value={renderer}>{element ?? renderer(question)}</QuestionRendererProvider>
    </SurveyProvider>,
  );
  return { controller, ...result };
}
