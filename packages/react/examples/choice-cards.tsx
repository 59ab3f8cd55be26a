import { QuestionShell, Survey, useChoiceGroup, type QuestionComponentProps } from '@treesponse/react';
import type { RadioQuestion, SurveyController } from '@treesponse/core';

/** Radio questions drawn as cards: the layer gives every input its id, name, state, aria wiring and handlers. */
export function CardRadio({ question }: QuestionComponentProps<RadioQuestion>) {
  const { binding, group } = useChoiceGroup(question);
  return (
    <QuestionShell question={question} binding={binding} as="fieldset" fieldsetProps={{ role: 'radiogroup' }}>
      {group.items.map((item) => (
        <div className="card" key={item.option.value}>
          <input {...group.inputProps(item)} />
          <label {...group.labelProps(item)}>{binding.controller.text(item.option.label)}</label>
        </div>
      ))}
    </QuestionShell>
  );
}

export function CardSurvey({ controller }: { controller: SurveyController }) {
  return <Survey controller={controller} components={{ radio: CardRadio }} />;
}
