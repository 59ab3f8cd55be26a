import type { TextQuestion } from '@treesponse/core';
import { QuestionShell } from './QuestionShell.js';
import { controlAria, textInputHandlers, useQuestion } from './useQuestion.js';
import { useSurveyState } from '../survey/context.js';

export interface TextFieldProps {
  question: TextQuestion;
}

/** Default visible rows of a text question. */
export const DEFAULT_TEXT_ROWS = 5;

/**
 * A multi-line answer: 5 rows unless set, optionally resizable, with the counter 'Characters: {current} / {max}'
 * when a maximum length is set, and the AI feedback status and text when the question asks for AI feedback.
 */
export function TextField({ question }: TextFieldProps) {
  const binding = useQuestion<string>(question);
  const { controller, ids } = binding;
  const value = typeof binding.value === 'string' ? binding.value : '';
  const feedback = useSurveyState((state) => (question.aiFeedback ? state.aiFeedback[question.key] : undefined));
  const showCounter = question.counter !== false && (question.counter === true || question.maxLength !== undefined);
  const counterId = `${ids.control}-counter`;
  const feedbackId = `${ids.control}-feedback`;
  const aria = controlAria(binding, question.required);
  const describedBy = [aria['aria-describedby'], showCounter ? counterId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <QuestionShell question={question} binding={binding}>
      <textarea
        id={ids.control}
        className={`ts-textarea${question.resize ? ' ts-textarea--resize' : ''}`}
        rows={question.rows ?? DEFAULT_TEXT_ROWS}
        value={value}
        disabled={binding.disabled}
        required={question.required}
        placeholder={controller.text(question.placeholder) || undefined}
        autoComplete={question.autoComplete}
        {...aria}
        aria-describedby={describedBy}
        {...textInputHandlers(
          binding,
          question.key,
          question.aiFeedback ? (text) => controller.requestAiFeedback(question.key, text) : undefined,
        )}
      />
      {showCounter ? (
        <p id={counterId} className="ts-counter">
          {controller.t('text.counter', { current: value.length, max: question.maxLength ?? '' })}
        </p>
      ) : null}
      {question.aiFeedback ? (
        <div
          id={feedbackId}
          role="status"
          className={`ts-ai-feedback ts-ai-feedback--${feedback?.feedback?.status ?? feedback?.status ?? 'idle'}`}
          data-status={feedback?.status ?? 'idle'}
        >
          {feedback?.status === 'done' && feedback.text ? feedback.text : null}
          {feedback?.status === 'loading' ? <span className="ts-spinner" aria-hidden="true" /> : null}
        </div>
      ) : null}
    </QuestionShell>
  );
}
