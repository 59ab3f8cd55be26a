import type { AnswerValue, CheckboxesQuestion, Option, Question, RadioQuestion } from '@treesponse/core';
import { useSurveyState } from '../survey/context.js';
import { choiceGroup, type ChoiceGroup } from './choices.js';
import { uiText } from './uiText.js';
import { useQuestion, type QuestionBinding } from './useQuestion.js';

/** The text field of a choice question's `other` option, stored under `{key}_other`. */
export interface OtherAnswer {
  /** Where the text is stored: `{key}_other`. */
  key: string;
  label: string;
  text: string;
  error: string | undefined;
  /** Marked required (native and aria) when the definition says `required: true`. */
  required: boolean;
  setText: (text: string) => void;
  /** Shows the text's error from now on (call on blur). */
  touch: () => void;
}

/** A choice question bound to the survey: its binding, its group of inputs and, with `other`, the other answer. */
export interface ChoiceQuestionGroup<V> {
  binding: QuestionBinding<V>;
  group: ChoiceGroup;
  other: OtherAnswer | null;
}

/**
 * How a question that is no radio or checkboxes question becomes a group of choices: its options, one value or a
 * list, and how its answer reads as the options' values (e.g. `true` as 'true') and back.
 */
export interface ChoiceAdapter {
  options: readonly Option[];
  multiple?: boolean;
  /** The answer as an option's value (or a list of them); default the answer itself. */
  read?: (answer: unknown) => unknown;
  /** The answer to store for the chosen value (or list); default the value itself. */
  write?: (chosen: string | string[]) => AnswerValue;
}

/**
 * Binds a radio question (one value) or a checkboxes question (a list) to the survey through `choiceGroup`: choosing
 * stores the answer and shows its error from then on, leaving the group shows the error too, and a checkboxes
 * question's `other` option reveals its own text answer. Any other question is bound through an `adapter` (its options
 * and how its answer maps to them: yes/no, rating, image picker).
 */
export function useChoiceGroup(question: RadioQuestion): ChoiceQuestionGroup<string>;
export function useChoiceGroup(question: CheckboxesQuestion): ChoiceQuestionGroup<string[]>;
export function useChoiceGroup(question: RadioQuestion | CheckboxesQuestion): ChoiceQuestionGroup<string | string[]>;
export function useChoiceGroup(question: Question, adapter: ChoiceAdapter): ChoiceQuestionGroup<AnswerValue>;
export function useChoiceGroup(question: Question, adapter?: ChoiceAdapter): ChoiceQuestionGroup<AnswerValue> {
  const binding = useQuestion<AnswerValue>(question);
  const { controller, ids } = binding;
  const otherOption = question.type === 'checkboxes' ? question.other : undefined;
  const otherKey = `${question.key}_other`;
  const otherText = useSurveyState(() => (otherOption ? controller.getAnswer(otherKey) : undefined));
  const otherError = useSurveyState((state) => (otherOption ? state.errors[otherKey] : undefined));
  const otherLabel = otherOption ? controller.text(otherOption.label) || uiText(controller, 'checkboxes.other') : '';
  const group = choiceGroup<boolean>({
    name: ids.control,
    multiple: adapter ? adapter.multiple === true : question.type === 'checkboxes',
    options: adapter ? adapter.options : 'options' in question ? question.options : [],
    value: adapter?.read ? adapter.read(binding.value) : binding.value,
    disabled: binding.disabled,
    required: question.required,
    invalid: Boolean(binding.error),
    describedBy: binding.describedBy,
    other: otherOption ? { value: otherOption.value ?? 'other', label: otherLabel } : null,
    onChange: (answer) => {
      controller.setAnswer(question.key, adapter?.write ? adapter.write(answer) : answer);
      controller.touch(question.key);
    },
    onLeave: () => controller.touch(question.key),
  });
  const other: OtherAnswer | null = otherOption
    ? {
        key: otherKey,
        label: otherLabel,
        text: typeof otherText === 'string' ? otherText : '',
        error: otherError || undefined,
        required: otherOption.required === true,
        setText: (text) => {
          controller.setAnswer(otherKey, text);
          // While its error shows, it follows every keystroke, so it disappears as soon as the text is fixed.
          if (otherError) controller.touch(otherKey);
        },
        touch: () => controller.touch(otherKey),
      }
    : null;
  return { binding, group, other };
}
