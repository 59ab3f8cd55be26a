import type { CheckboxesQuestion } from '@treesponse/core';
import { choiceItems, choose, toggleChoice } from './choices.js';
import { OptionContent } from './OptionContent.js';
import { ErrorMessage, QuestionShell } from './QuestionShell.js';
import { uiText } from './uiText.js';
import { useQuestion } from './useQuestion.js';
import { useSurveyState } from '../survey/context.js';

export interface CheckboxesFieldProps {
  question: CheckboxesQuestion;
}

/**
 * A set of checkboxes in a fieldset with a legend. The answer is the list of chosen values. With `other`, an
 * extra option reveals a text field whose answer is stored under `{key}_other`.
 */
export function CheckboxesField({ question }: CheckboxesFieldProps) {
  const binding = useQuestion<string[]>(question);
  const { controller, ids } = binding;
  const selected = Array.isArray(binding.value) ? binding.value : [];
  const otherKey = `${question.key}_other`;
  const otherValue = question.other ? (question.other.value ?? 'other') : null;
  const otherText = useSurveyState(() => (otherValue ? controller.getAnswer(otherKey) : undefined));
  const otherError = useSurveyState((state) => (otherValue ? state.errors[otherKey] : undefined));
  const otherSelected = otherValue !== null && selected.includes(otherValue);
  const describedBy = binding.describedBy;
  const invalid = binding.error ? true : undefined;

  const toggle = (item: { ariaDisabled: boolean }, value: string, checked: boolean) =>
    choose(controller, question.key, item, toggleChoice(selected, value, checked));

  const items = choiceItems(question.options, selected, ids.control, binding.disabled);
  return (
    <QuestionShell
      question={question}
      binding={binding}
      as="fieldset"
      requiredText={uiText(controller, 'question.required')}
    >
      <div className="ts-options">
        {items.map((item) => (
          <div className={`ts-choice${item.option.image ? ' ts-choice--image' : ''}`} key={item.option.value}>
            <input
              id={item.id}
              type="checkbox"
              className="ts-choice__input"
              name={ids.control}
              value={item.option.value}
              checked={item.checked}
              disabled={item.disabled}
              aria-disabled={item.ariaDisabled ? true : undefined}
              aria-invalid={invalid}
              aria-describedby={describedBy}
              onChange={(event) => toggle(item, item.option.value, event.target.checked)}
              onBlur={() => controller.touch(question.key)}
            />
            <label htmlFor={item.id} className="ts-choice__label">
              <OptionContent option={item.option} controller={controller} />
            </label>
          </div>
        ))}
        {otherValue !== null ? (
          <div className="ts-choice">
            <input
              id={`${ids.control}-other`}
              type="checkbox"
              className="ts-choice__input"
              name={ids.control}
              value={otherValue}
              checked={otherSelected}
              disabled={binding.disabled}
              aria-invalid={invalid}
              aria-describedby={describedBy}
              onChange={(event) => toggle({ ariaDisabled: false }, otherValue, event.target.checked)}
              onBlur={() => controller.touch(question.key)}
            />
            <label htmlFor={`${ids.control}-other`} className="ts-choice__label">
              {controller.text(question.other?.label) || uiText(controller, 'checkboxes.other')}
            </label>
          </div>
        ) : null}
      </div>
      {otherSelected ? (
        <div className="ts-other">
          <label htmlFor={`${ids.control}-other-text`} className="ts-other__label">
            {controller.text(question.other?.label) || uiText(controller, 'checkboxes.other')}
          </label>
          <input
            id={`${ids.control}-other-text`}
            type="text"
            className="ts-input"
            value={typeof otherText === 'string' ? otherText : ''}
            disabled={binding.disabled}
            required={question.other?.required}
            aria-required={question.other?.required ? true : undefined}
            aria-invalid={otherError ? true : undefined}
            aria-describedby={otherError ? `${ids.error}-other` : undefined}
            onChange={(event) => {
              controller.setAnswer(otherKey, event.target.value);
              if (otherError) controller.touch(otherKey);
            }}
            onBlur={() => controller.touch(otherKey)}
          />
          <ErrorMessage id={`${ids.error}-other`} error={otherError || undefined} />
        </div>
      ) : null}
    </QuestionShell>
  );
}
