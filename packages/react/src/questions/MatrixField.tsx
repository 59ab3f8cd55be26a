import type { MatrixQuestion } from '@treesponse/core';
import { choiceGroup } from './choices.js';
import { OptionContent } from './OptionContent.js';
import { QuestionShell } from './QuestionShell.js';
import { useQuestion } from './useQuestion.js';

export interface MatrixFieldProps {
  question: MatrixQuestion;
}

/**
 * Rows × the same choices. Each row is its own radio group (a fieldset with the row as legend, native radios with
 * visible labels), so keyboards move within a row with the arrow keys and screen readers hear the row and the choice.
 * Every choice keeps its visible label (no column headings to look up), so a row reads the same on a 360 px phone,
 * where its choices wrap under the row's text, and on a wide screen, where the stylesheet puts them beside it.
 */
export function MatrixField({ question }: MatrixFieldProps) {
  const binding = useQuestion<Record<string, string>>(question);
  const { controller, ids } = binding;
  const answer = binding.value && typeof binding.value === 'object' && !Array.isArray(binding.value) ? binding.value : {};
  return (
    <QuestionShell question={question} binding={binding} as="fieldset">
      <div className="ts-matrix">
        {question.rows.map((row, r) => {
          const missing = binding.error !== undefined && typeof answer[row.value] !== 'string';
          const group = choiceGroup({
            name: `${ids.control}-${r}`,
            options: question.options,
            value: answer[row.value],
            disabled: binding.disabled,
            onChange: (value) => {
              controller.setAnswer(question.key, { ...answer, [row.value]: value });
              controller.touch(question.key);
            },
            // Moving to another row is still answering the question.
            onLeave: () => controller.touch(question.key),
            leaves: (next) => leavesMatrix(ids.control, next),
          });
          return (
            <fieldset
              key={row.value}
              className={`ts-matrix__row${missing ? ' ts-matrix__row--missing' : ''}`}
              role="radiogroup"
              aria-required={question.required ? true : undefined}
              aria-invalid={missing ? true : undefined}
              aria-describedby={missing ? binding.describedBy : undefined}
            >
              <legend className="ts-matrix__row-label">{controller.text(row.label) || row.value}</legend>
              <div className="ts-matrix__choices">
                {group.items.map((item) => (
                  <div className="ts-choice ts-choice--button ts-matrix__choice" key={item.option.value}>
                    <input className="ts-choice__input" {...group.inputProps(item)} />
                    <label className="ts-choice__label" {...group.labelProps(item)}>
                      <OptionContent option={item.option} controller={controller} />
                    </label>
                  </div>
                ))}
              </div>
            </fieldset>
          );
        })}
      </div>
    </QuestionShell>
  );
}

/** Whether focus moves outside every row of the matrix whose radios are named `{base}-{row}`. */
function leavesMatrix(base: string, next: EventTarget | null): boolean {
  const name = (next as HTMLInputElement | null)?.name;
  return typeof name !== 'string' || !name.startsWith(`${base}-`);
}
