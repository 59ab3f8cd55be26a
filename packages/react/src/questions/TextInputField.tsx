import type { EmailQuestion, StringQuestion } from '@treesponse/core';
import { QuestionShell } from './QuestionShell.js';
import { controlAria, textInputHandlers, useQuestion } from './useQuestion.js';

/** Shared by the one-line text questions. */
export function TextInputField({ question, type }: { question: EmailQuestion | StringQuestion; type: 'email' | 'text' }) {
  const binding = useQuestion<string>(question);
  const { controller, ids } = binding;
  const value = typeof binding.value === 'string' ? binding.value : binding.value == null ? '' : String(binding.value);
  return (
    <QuestionShell question={question} binding={binding}>
      <input
        id={ids.control}
        type={type}
        className="ts-input"
        value={value}
        disabled={binding.disabled}
        required={question.required}
        placeholder={controller.text(question.placeholder) || undefined}
        autoComplete={question.autoComplete ?? (type === 'email' ? 'email' : undefined)}
        inputMode={question.type === 'string' ? question.inputMode : undefined}
        spellCheck={type === 'email' ? false : undefined}
        {...controlAria(binding, question.required)}
        {...textInputHandlers(binding, question.key)}
      />
    </QuestionShell>
  );
}
