import { useContext, useId, type ChangeEvent } from 'react';
import type { AnswerValue, Language, Question, SurveyController } from '@treesponse/core';
import { FieldsEditableWhileSaving, useSurvey, useSurveyState } from '../survey/context.js';

/** Everything a question component needs from the survey, subscribed to this question only. */
export interface QuestionBinding<V> {
  controller: SurveyController;
  language: Language;
  value: V | undefined;
  /** The first error of this question, shown under it. */
  error: string | undefined;
  /**
   * Native disabled: the question is disabled, or the survey is being submitted. Inside <Survey> the page itself
   * disables every form control while it is submitted (a disabled fieldset), so there this is the question's own flag.
   */
  disabled: boolean;
  ids: QuestionIds;
  /** Space-separated ids for aria-describedby (description and error), or undefined. */
  describedBy: string | undefined;
  label: string;
  description: string;
}

export interface QuestionIds {
  control: string;
  label: string;
  description: string;
  error: string;
}

/** Binds a question to the survey: its answer, its error, the language and the submitting flag. */
export function useQuestion<V extends AnswerValue = AnswerValue>(question: Question): QuestionBinding<V> {
  const controller = useSurvey();
  const pageKeepsEditable = useContext(FieldsEditableWhileSaving);
  const language = useSurveyState((state) => state.language);
  // getAnswer reads the current state, which routes special targets (email, postcode, ...) in the core.
  const value = useSurveyState(() => controller.getAnswer(question.key)) as V | undefined;
  const error = useSurveyState((state) => state.errors[question.key]);
  // Below a <Survey> page the selection stays false: its fields stay editable while it saves.
  const submitting = useSurveyState((state) => !pageKeepsEditable && state.submitting);
  const base = `ts-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}-${question.key.replace(/[^a-zA-Z0-9_-]/g, '_')}`;
  const ids: QuestionIds = {
    control: base,
    label: `${base}-label`,
    description: `${base}-description`,
    error: `${base}-error`,
  };
  const label = controller.text(question.label);
  const description = controller.text(question.description);
  const describedBy = [description ? ids.description : '', error ? ids.error : ''].filter(Boolean).join(' ') || undefined;
  return {
    controller,
    language,
    value,
    error: error || undefined,
    disabled: !!question.disabled || submitting,
    ids,
    describedBy,
    label,
    description,
  };
}

/** aria props of a control that carries the question's answer. */
export function controlAria(binding: QuestionBinding<unknown>, required: boolean | undefined) {
  return {
    'aria-invalid': binding.error ? (true as const) : undefined,
    'aria-describedby': binding.describedBy,
    'aria-required': required ? (true as const) : undefined,
  };
}

/**
 * Change and blur handlers of a text control: the answer follows every keystroke and validation runs on blur. While
 * an error is shown it follows every keystroke too, so it disappears as soon as the answer is fixed.
 */
export function textInputHandlers(
  binding: QuestionBinding<unknown>,
  key: string,
  onText?: (text: string) => void,
) {
  const { controller } = binding;
  return {
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      controller.setAnswer(key, event.target.value);
      onText?.(event.target.value);
      if (binding.error) controller.touch(key);
    },
    onBlur: () => controller.touch(key),
  };
}
