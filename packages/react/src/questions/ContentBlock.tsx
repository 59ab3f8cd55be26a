import type { ContentQuestion } from '@treesponse/core';
import { Markdown } from '../markdown/Markdown.js';
import { uiText } from './uiText.js';
import { useSurvey, useSurveyState } from '../survey/context.js';

export interface ContentBlockProps {
  question: ContentQuestion;
}

/** Markdown content between questions (no answer). Links are filtered to safe addresses. */
export function ContentBlock({ question }: ContentBlockProps) {
  const controller = useSurvey();
  useSurveyState((state) => state.language);
  const { className, class: extraClass, ...attributes } = question.htmlAttributes ?? {};
  return (
    <div
      {...attributes}
      className={['ts-question', 'ts-question--content', className ?? extraClass ?? ''].filter(Boolean).join(' ')}
      data-question-key={question.key}
    >
      <Markdown source={controller.text(question.content)} externalLinkHint={uiText(controller, 'link.newTab')} />
    </div>
  );
}
