import type { BooleanQuestion } from '@treesponse/core';
import { OptionContent } from './OptionContent.js';
import { QuestionShell } from './QuestionShell.js';
import { uiText } from './uiText.js';
import { useChoiceGroup } from './useChoiceGroup.js';

export interface BooleanFieldProps {
  question: BooleanQuestion;
}

/**
 * Yes or no: two native radios drawn as a pair of buttons in a radiogroup (arrow keys move the choice), whose answer is
 * `true` or `false`. The labels are the question's `labelTrue` / `labelFalse`, else 'Yes' / 'No' in the survey's
 * language.
 */
export function BooleanField({ question }: BooleanFieldProps) {
  const { binding, group } = useChoiceGroup(question, {
    options: [{ value: 'true', label: question.labelTrue }, { value: 'false', label: question.labelFalse }],
    read: (answer) => (typeof answer === 'boolean' ? String(answer) : undefined),
    write: (chosen) => chosen === 'true',
  });
  const { controller } = binding;
  return (
    <QuestionShell
      question={question}
      binding={binding}
      as="fieldset"
      fieldsetProps={{ role: 'radiogroup', 'aria-required': question.required ? true : undefined }}
    >
      <div className="ts-options ts-options--buttons ts-boolean">
        {group.items.map((item) => (
          <div className="ts-choice ts-choice--button" key={item.option.value}>
            <input className="ts-choice__input" {...group.inputProps(item)} />
            <label className="ts-choice__label" {...group.labelProps(item)}>
              {item.option.label !== undefined ? (
                <OptionContent option={item.option} controller={controller} />
              ) : (
                <span className="ts-option__text">{uiText(controller, item.option.value === 'true' ? 'boolean.yes' : 'boolean.no')}</span>
              )}
            </label>
          </div>
        ))}
      </div>
    </QuestionShell>
  );
}
