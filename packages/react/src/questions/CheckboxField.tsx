import type { CheckboxQuestion } from '@treesponse/core';
import { QuestionShell, RequiredMark } from './QuestionShell.js';
import { controlAria, useQuestion } from './useQuestion.js';

export interface CheckboxFieldProps {
  question: CheckboxQuestion;
}

/** A single checkbox (e.g. consent); its answer is true or false. */
export function CheckboxField({ question }: CheckboxFieldProps) {
  const binding = useQuestion<boolean>(question);
  const { controller, ids } = binding;
  return (
    <QuestionShell question={question} binding={binding} hideLabel>
      <div className="ts-choice">
        <input
          id={ids.control}
          type="checkbox"
          className="ts-choice__input"
          checked={binding.value === true}
          disabled={binding.disabled}
          required={question.required}
          {...controlAria(binding, question.required)}
          onChange={(event) => {
            controller.setAnswer(question.key, event.target.checked);
            controller.touch(question.key);
          }}
          onBlur={() => controller.touch(question.key)}
        />
        <label id={ids.label} htmlFor={ids.control} className="ts-choice__label">
          {binding.label}
          <RequiredMark required={question.required} />
        </label>
      </div>
    </QuestionShell>
  );
}
