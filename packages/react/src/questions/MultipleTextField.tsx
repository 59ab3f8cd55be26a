import type { MultipleTextQuestion } from '@treesponse/core';
import { multipleTextItemRule } from '@treesponse/core/rich-questions';
import { QuestionShell } from './QuestionShell.js';
import { TextItemInput } from './TextItemInput.js';
import { uiText } from './uiText.js';
import { useQuestion } from './useQuestion.js';

export interface MultipleTextFieldProps {
  question: MultipleTextQuestion;
}

/**
 * Several labelled short texts under one legend; the answer is `{ [item.name]: text }`. Each field has its own visible
 * label; the question's message is linked to the fields it concerns (marked aria-invalid), so a screen reader hears it
 * on the field to fix. A field's answer follows every keystroke and is checked when it is left.
 */
export function MultipleTextField({ question }: MultipleTextFieldProps) {
  const binding = useQuestion<Record<string, string>>(question);
  const { controller, ids, language } = binding;
  const answer = binding.value && typeof binding.value === 'object' && !Array.isArray(binding.value) ? binding.value : {};
  const failing = (question.items ?? []).filter((item) => multipleTextItemRule(item, answer[item.name], language) !== null);
  return (
    <QuestionShell question={question} binding={binding} as="fieldset" requiredText={uiText(controller, 'question.required')}>
      <div className="ts-multipletext">
        {(question.items ?? []).map((item, index) => {
          const id = `${ids.control}-${index}`;
          // The message concerns the fields that fail their rules, or every field when none does (nothing typed yet).
          const invalid = binding.error !== undefined && (failing.length === 0 || failing.includes(item));
          const describedBy = [binding.description ? ids.description : '', invalid ? ids.error : ''].filter(Boolean).join(' ');
          return (
            <div className="ts-multipletext__item" key={item.name}>
              <TextItemInput
                id={id}
                item={item}
                name={item.name}
                value={answer[item.name]}
                disabled={binding.disabled}
                invalid={invalid}
                describedBy={describedBy}
                onText={(text) => {
                  controller.setAnswer(question.key, { ...answer, [item.name]: text });
                  if (binding.error) controller.touch(question.key);
                }}
                onBlur={() => controller.touch(question.key)}
              />
            </div>
          );
        })}
      </div>
    </QuestionShell>
  );
}
