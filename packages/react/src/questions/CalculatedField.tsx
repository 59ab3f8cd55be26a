import type { CalculatedQuestion } from '@treesponse/core';
import { formatCalculated } from '@treesponse/core/question-logic';
import { QuestionShell } from './QuestionShell.js';
import { useQuestion } from './useQuestion.js';

export interface CalculatedFieldProps {
  question: CalculatedQuestion;
}

/**
 * A value computed from other answers, shown read-only: the core computes it (the question's answer follows the
 * answers it reads) and writes it with the question's format; this shows it in an output element labelled by the
 * question, whose changes are announced politely.
 */
export function CalculatedField({ question }: CalculatedFieldProps) {
  const binding = useQuestion(question);
  const { controller, ids, language } = binding;
  const shown = formatCalculated(question, binding.value, language, controller.text(question.format));
  return (
    <QuestionShell question={question} binding={binding}>
      <output id={ids.control} className="ts-calculated" aria-live="polite" aria-describedby={binding.describedBy}>
        {shown}
      </output>
    </QuestionShell>
  );
}
