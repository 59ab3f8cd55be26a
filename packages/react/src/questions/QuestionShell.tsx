import type { ReactNode } from 'react';
import type { Question } from '@treesponse/core';
import type { QuestionBinding } from './useQuestion.js';

export interface QuestionShellProps {
  question: Question;
  binding: QuestionBinding<unknown>;
  /** 'field': a label element for one control; 'fieldset': a fieldset with a legend for a set of controls. */
  as?: 'field' | 'fieldset' | 'plain';
  /** The label is rendered by the child itself (e.g. a single checkbox). */
  hideLabel?: boolean;
  /** Spoken after a required legend, for sets whose controls cannot carry aria-required themselves. */
  requiredText?: string;
  /** Extra props of the fieldset, e.g. role="radiogroup" with aria-required. */
  fieldsetProps?: Record<string, unknown>;
  children: ReactNode;
}

/** The asterisk after a required question's label; the control itself carries required / aria-required. */
export function RequiredMark({ required, announce }: { required?: boolean; announce?: string }) {
  if (!required) return null;
  return (
    <span className="ts-required">
      <span aria-hidden="true">{' *'}</span>
      {announce ? <span className="ts-visually-hidden">{` (${announce})`}</span> : null}
    </span>
  );
}

/** The first error of a question, linked from the control with aria-describedby. */
export function ErrorMessage({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={id} className="ts-error">
      {error}
    </p>
  );
}

/** Wraps a question: label or legend, description, the control(s) and the first error message. */
export function QuestionShell({ question, binding, as = 'field', hideLabel, requiredText, fieldsetProps, children }: QuestionShellProps) {
  const { ids, label, description, error } = binding;
  const { className: extraClassName, class: extraClass, ...attributes } = question.htmlAttributes ?? {};
  const className = ['ts-question', `ts-question--${question.type}`, error ? 'ts-question--invalid' : '', extraClassName ?? extraClass ?? '']
    .filter(Boolean)
    .join(' ');
  const descriptionElement = description ? (
    <div id={ids.description} className="ts-question__description">
      {description}
    </div>
  ) : null;
  if (as === 'fieldset') {
    return (
      <fieldset {...attributes} {...fieldsetProps} className={className} data-question-key={question.key}>
        <legend id={ids.label} className="ts-question__label">
          {label}
          <RequiredMark required={question.required} announce={requiredText} />
        </legend>
        {descriptionElement}
        {children}
        <ErrorMessage id={ids.error} error={error} />
      </fieldset>
    );
  }
  return (
    <div {...attributes} className={className} data-question-key={question.key}>
      {!hideLabel && label && as === 'field' ? (
        <label id={ids.label} htmlFor={ids.control} className="ts-question__label">
          {label}
          <RequiredMark required={question.required} />
        </label>
      ) : null}
      {descriptionElement}
      {children}
      <ErrorMessage id={ids.error} error={error} />
    </div>
  );
}
