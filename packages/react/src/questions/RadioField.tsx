import type { RadioQuestion } from '@treesponse/core';
import { choiceItems, choose, leavesGroup } from './choices.js';
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
  const items = choiceItems(question.options, binding.value, ids.control, binding.disabled);
  return (
    <QuestionShell
      question={question}
      binding={binding}
      as="fieldset"
      fieldsetProps={{ role: 'radiogroup', 'aria-required': question.required ? true : undefined }}
    >
      <div className={`ts-options ts-options--${layout}`}>
        {items.map((item) => (
          <div className={`ts-choice ts-choice--${layout === 'buttons' ? 'button' : 'radio'}`} key={item.option.value}>
            <input
              id={item.id}
              type="radio"
              className="ts-choice__input"
              name={ids.control}
              value={item.option.value}
              checked={item.checked}
              disabled={item.disabled}
              required={question.required}
              aria-disabled={item.ariaDisabled ? true : undefined}
              aria-invalid={binding.error ? true : undefined}
              aria-describedby={binding.describedBy}
              onChange={() => choose(controller, question.key, item, item.option.value)}
              onBlur={(event) => {
                if (leavesGroup(ids.control, event.relatedTarget)) controller.touch(question.key);
              }}
            />
            <label htmlFor={item.id} className="ts-choice__label">
              <OptionContent option={item.option} controller={controller} />
            </label>
          </div>
        ))}
      </div>
    </QuestionShell>
  );
}
