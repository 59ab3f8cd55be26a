import type { DateQuestion } from '@treesponse/core';
import { QuestionShell } from './QuestionShell.js';
import { controlAria, textInputHandlers, useQuestion } from './useQuestion.js';

export interface DateFieldProps {
  question: DateQuestion;
}

/** A native date input (the browser's own picker, in the page's language); the answer is 'YYYY-MM-DD'. */
export function DateField({ question }: DateFieldProps) {
  const binding = useQuestion<string>(question);
  const { ids } = binding;
  return (
    <QuestionShell question={question} binding={binding}>
      <input
        id={ids.control}
        type="date"
        className="ts-input ts-date"
        value={typeof binding.value === 'string' ? binding.value : ''}
        min={question.min}
        max={question.max}
        disabled={binding.disabled}
        required={question.required}
        {...controlAria(binding, question.required)}
        {...textInputHandlers(binding, question.key)}
      />
    </QuestionShell>
  );
}
