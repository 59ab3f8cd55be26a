import type { RadioQuestion } from '@treesponse/core';
import { OptionContent } from './OptionContent.js';
import { QuestionShell } from './QuestionShell.js';
import { useQuestion } from './useQuestion.js';

export interface RadioFieldProps {
  question: RadioQuestion;
}

/**
 * One choice among options, in a fieldset (role radiogroup) with a legend. Layout 'buttons' shows the options as a
 * row of buttons (e.g. a 1 to 5 scale) but keeps native radio inputs, so arrow keys move the choice.
 */
export function RadioField({ question }: RadioFieldProps) {
  const binding = useQuestion<string>(question);
  const { controller, ids } = binding;
  const layout = question.layout ?? 'radios';
  const options = question.options.filter((option) => !option.hide);
  return (
    <QuestionShell
      question={question}
      binding={binding}
      as="fieldset"
      fieldsetProps={{ role: 'radiogroup', 'aria-required': question.required ? true : undefined }}
    >
      <div className={`ts-options ts-options--${layout}`}>
        {options.map((option, index) => {
          const id = `${ids.control}-${index}`;
          return (
            <div className={`ts-choice ts-choice--${layout === 'buttons' ? 'button' : 'radio'}`} key={option.value}>
              <input
                id={id}
                type="radio"
                className="ts-choice__input"
                name={ids.control}
                value={option.value}
                checked={binding.value === option.value}
                disabled={binding.disabled || option.disabled}
                required={question.required}
                aria-disabled={option.ariaDisabled ? true : undefined}
                aria-invalid={binding.error ? true : undefined}
                aria-describedby={binding.describedBy}
                onChange={() => {
                  if (option.ariaDisabled) return;
                  controller.setAnswer(question.key, option.value);
                  controller.touch(question.key);
                }}
                onBlur={(event) => {
                  // Moving between the options of the group is not leaving the question.
                  const next = event.relatedTarget as HTMLInputElement | null;
                  if (next?.name !== ids.control) controller.touch(question.key);
                }}
              />
              <label htmlFor={id} className="ts-choice__label">
                <OptionContent option={option} controller={controller} />
              </label>
            </div>
          );
        })}
      </div>
    </QuestionShell>
  );
}
