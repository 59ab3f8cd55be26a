import type { DropdownQuestion } from '@treesponse/core';
import { visibleOptions } from './choices.js';
import { QuestionShell } from './QuestionShell.js';
import { uiText } from './uiText.js';
import { controlAria, useQuestion } from './useQuestion.js';

export interface DropdownFieldProps {
  question: DropdownQuestion;
}

/** One choice from a native select, suited to long lists (type-ahead, the phone's own picker). */
export function DropdownField({ question }: DropdownFieldProps) {
  const binding = useQuestion<string>(question);
  const { controller, ids } = binding;
  const value = typeof binding.value === 'string' ? binding.value : '';
  return (
    <QuestionShell question={question} binding={binding}>
      <select
        id={ids.control}
        className="ts-input ts-select"
        value={value}
        disabled={binding.disabled}
        required={question.required}
        {...controlAria(binding, question.required)}
        onChange={(event) => {
          controller.setAnswer(question.key, event.target.value === '' ? undefined : event.target.value);
          controller.touch(question.key);
        }}
        onBlur={() => controller.touch(question.key)}
      >
        {/* Options hold no markup: dir="auto" isolates each text as <bdi> does (a name, or a fallback-language text). */}
        <option value="" dir="auto">{controller.text(question.placeholder) || uiText(controller, 'dropdown.choose')}</option>
        {visibleOptions(question.options).map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled || option.ariaDisabled} dir="auto">
            {controller.text(option.label) || option.value}
          </option>
        ))}
      </select>
    </QuestionShell>
  );
}
