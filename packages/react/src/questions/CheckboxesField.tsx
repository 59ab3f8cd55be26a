import type { CheckboxesQuestion } from '@treesponse/core';
import { OptionContent } from './OptionContent.js';
import { ErrorMessage, QuestionShell } from './QuestionShell.js';
import { uiText } from './uiText.js';
import { useChoiceGroup } from './useChoiceGroup.js';

export interface CheckboxesFieldProps {
  question: CheckboxesQuestion;
}

/**
 * A set of checkboxes in a fieldset with a legend. The answer is the list of chosen values. With `other`, an
 * extra option reveals a text field whose answer is stored under `{key}_other`.
 */
export function CheckboxesField({ question }: CheckboxesFieldProps) {
  const { binding, group, other } = useChoiceGroup(question);
  const { controller, ids } = binding;
  return (
    <QuestionShell
      question={question}
      binding={binding}
      as="fieldset"
      requiredText={uiText(controller, 'question.required')}
    >
      <div className="ts-options">
        {group.items.map((item) => (
          <div className={`ts-choice${item.option.image ? ' ts-choice--image' : ''}`} key={item.option.value}>
            <input className="ts-choice__input" {...group.inputProps(item)} />
            <label className="ts-choice__label" {...group.labelProps(item)}>
              <OptionContent option={item.option} controller={controller} />
            </label>
          </div>
        ))}
        {group.other ? (
          <div className="ts-choice">
            <input className="ts-choice__input" {...group.inputProps(group.other)} />
            <label className="ts-choice__label" {...group.labelProps(group.other)}>
              {other?.label}
            </label>
          </div>
        ) : null}
      </div>
      {other && group.otherSelected ? (
        <div className="ts-other">
          <label htmlFor={`${ids.control}-other-text`} className="ts-other__label">
            {other.label}
          </label>
          <input
            id={`${ids.control}-other-text`}
            type="text"
            className="ts-input"
            value={other.text}
            disabled={binding.disabled}
            required={other.required}
            aria-required={other.required ? true : undefined}
            aria-invalid={other.error ? true : undefined}
            aria-describedby={other.error ? `${ids.error}-other` : undefined}
            onChange={(event) => other.setText(event.target.value)}
            onBlur={other.touch}
          />
          <ErrorMessage id={`${ids.error}-other`} error={other.error} />
        </div>
      ) : null}
    </QuestionShell>
  );
}
