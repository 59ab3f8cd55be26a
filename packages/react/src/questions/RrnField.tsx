import type { RrnQuestion } from '@treesponse/core';
import { formatRrn, RRN_DISPLAY_MAX_LENGTH } from '@treesponse/core';
import { QuestionShell } from './QuestionShell.js';
import { controlAria, textInputHandlers, useQuestion } from './useQuestion.js';

export interface RrnFieldProps {
  question: RrnQuestion;
}

/**
 * A Belgian national registration number, formatted live as 2.2.2-3.2 (e.g. 85.07.30-033.28). The core keeps
 * the digits, stores only their hash and turns the server's refusal into a message shown under the field.
 */
export function RrnField({ question }: RrnFieldProps) {
  const binding = useQuestion(question);
  const { ids } = binding;
  // The core keeps the typed digits (never saved, only their hash is) and answers them here.
  const display = formatRrn(typeof binding.value === 'string' ? binding.value : '');
  return (
    <QuestionShell question={question} binding={binding}>
      <input
        id={ids.control}
        type="text"
        className="ts-input ts-input--rrn"
        inputMode="numeric"
        autoComplete="off"
        maxLength={RRN_DISPLAY_MAX_LENGTH}
        value={display}
        disabled={binding.disabled}
        required={question.required}
        {...controlAria(binding, question.required)}
        {...textInputHandlers(binding, question.key)}
      />
    </QuestionShell>
  );
}
