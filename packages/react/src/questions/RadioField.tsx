import type { RadioQuestion } from '@treesponse/core';
import { OptionContent } from './OptionContent.js';
import { QuestionShell } from './QuestionShell.js';
import { useChoiceGroup } from './useChoiceGroup.js';

export interface RadioFieldProps {
  question: RadioQuestion;
}

/**
 * One choice among options, in a fieldset (role radiogroup) with a legend. Layout 'buttons' shows the options as a
 * row of buttons (e.g. a 1 to 5 scale) but keeps native radio inputs, so arrow keys move the choice.
 */
export function RadioField({ question }: RadioFieldProps) {
  const { binding, group } = useChoiceGroup(question);
  const layout = question.layout ?? 'radios';
  return (
    <QuestionShell
      question={question}
      binding={binding}
      as="fieldset"
      fieldsetProps={{ role: 'radiogroup', 'aria-required': question.required ? true : undefined }}
    >
      <div className={`ts-options ts-options--${layout}`}>
        {group.items.map((item) => (
          <div className={`ts-choice ts-choice--${layout === 'buttons' ? 'button' : 'radio'}`} key={item.option.value}>
            <input className="ts-choice__input" {...group.inputProps(item)} />
            <label className="ts-choice__label" {...group.labelProps(item)}>
              <OptionContent option={item.option} controller={binding.controller} />
            </label>
          </div>
        ))}
      </div>
    </QuestionShell>
  );
}
