import type { ImagePickerQuestion } from '@treesponse/core';
import { OptionContent } from './OptionContent.js';
import { QuestionShell } from './QuestionShell.js';
import { uiText } from './uiText.js';
import { useChoiceGroup } from './useChoiceGroup.js';

export interface ImagePickerFieldProps {
  question: ImagePickerQuestion;
}

/**
 * Pictures to choose from: native radios (one picture) or checkboxes (`multiSelect`, a list) whose labels are the
 * pictures with their text alternatives and, unless `showLabel: false`, their labels. Arrow keys move a single choice,
 * Space ticks a picture of a multiple one; the chosen pictures are framed.
 */
export function ImagePickerField({ question }: ImagePickerFieldProps) {
  const multiple = question.multiSelect === true;
  const { binding, group } = useChoiceGroup(question, { options: question.options, multiple });
  const { controller } = binding;
  const showLabel = question.showLabel !== false;
  return (
    <QuestionShell
      question={question}
      binding={binding}
      as="fieldset"
      requiredText={multiple ? uiText(controller, 'question.required') : undefined}
      fieldsetProps={multiple ? undefined : { role: 'radiogroup', 'aria-required': question.required ? true : undefined }}
    >
      <div className="ts-imagepicker">
        {group.items.map((item) => (
          <div className="ts-choice ts-imagepicker__choice" key={item.option.value}>
            <input className="ts-choice__input ts-imagepicker__input" {...group.inputProps(item)} />
            <label className="ts-choice__label ts-imagepicker__label" {...group.labelProps(item)}>
              <OptionContent option={item.option} controller={controller} textless={!showLabel} />
            </label>
          </div>
        ))}
      </div>
    </QuestionShell>
  );
}
