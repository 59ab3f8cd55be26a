import { useEffect, useRef, useState } from 'react';
import { formatLocaleNumber, type NumberQuestion } from '@treesponse/core';
import { QuestionShell } from './QuestionShell.js';
import { controlAria, textInputHandlers, useQuestion } from './useQuestion.js';

export interface NumberFieldProps {
  question: NumberQuestion;
}

/**
 * A number typed as the survey's language writes it (3,5 in nl, fr, de; 3.5 in en): a text input with a decimal
 * keyboard, not a native number input, whose parsing ignores the page's language. The core reads the text and keeps a
 * number; what the respondent typed stays on screen while they type.
 */
export function NumberField({ question }: NumberFieldProps) {
  const binding = useQuestion<number | string>(question);
  const { controller, ids, language } = binding;
  const shown = typeof binding.value === 'number' ? formatLocaleNumber(binding.value, language) : (binding.value ?? '');
  const [text, setText] = useState(shown);
  // Follow answers set from elsewhere (e.g. a resumed response), not the echo of the respondent's own typing.
  const written = useRef<unknown>(binding.value);
  useEffect(() => {
    if (Object.is(binding.value, written.current)) return;
    written.current = binding.value;
    setText(shown);
  }, [binding.value, shown]);
  const unit = controller.text(question.unit);
  const unitId = `${ids.control}-unit`;
  const aria = controlAria(binding, question.required);
  return (
    <QuestionShell question={question} binding={binding}>
      <div className="ts-number">
        <input
          id={ids.control}
          type="text"
          inputMode={question.step !== undefined && Number.isInteger(question.step) && (question.min ?? 0) >= 0 ? 'numeric' : 'decimal'}
          className="ts-input ts-number__input"
          value={text}
          disabled={binding.disabled}
          required={question.required}
          placeholder={controller.text(question.placeholder) || undefined}
          autoComplete="off"
          {...aria}
          aria-describedby={[aria['aria-describedby'], unit ? unitId : ''].filter(Boolean).join(' ') || undefined}
          {...textInputHandlers(binding, question.key, (typed) => {
            setText(typed);
            written.current = controller.getAnswer(question.key);
          })}
        />
        {unit ? (
          <span id={unitId} className="ts-number__unit">
            {unit}
          </span>
        ) : null}
      </div>
    </QuestionShell>
  );
}

