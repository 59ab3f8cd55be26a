import { useId } from 'react';
import type { GroupQuestion } from '@treesponse/core';
import { useQuestionRenderer } from '../survey/useQuestionRenderer.js';
import { useSurvey, useSurveyState } from '../survey/context.js';

export interface GroupFieldProps {
  question: GroupQuestion;
}

/** A labelled group of questions, rendered with the survey's question components. */
export function GroupField({ question }: GroupFieldProps) {
  const controller = useSurvey();
  const renderQuestion = useQuestionRenderer();
  useSurveyState((state) => state.language);
  const label = controller.text(question.label);
  const description = controller.text(question.description);
  const baseId = `ts-group${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const labelId = `${baseId}-label`;
  const descriptionId = `${baseId}-description`;
  const { className, class: extraClass, ...attributes } = question.htmlAttributes ?? {};
  return (
    <div
      {...attributes}
      role="group"
      aria-labelledby={label ? labelId : undefined}
      aria-describedby={description ? descriptionId : undefined}
      className={['ts-question', 'ts-question--group', className ?? extraClass ?? ''].filter(Boolean).join(' ')}
      data-question-key={question.key}
    >
      {label ? (
        <p id={labelId} className="ts-group__label">
          {label}
        </p>
      ) : null}
      {description ? (
        <p id={descriptionId} className="ts-question__description">
          {description}
        </p>
      ) : null}
      {question.questions.map((child) => renderQuestion(child))}
    </div>
  );
}
