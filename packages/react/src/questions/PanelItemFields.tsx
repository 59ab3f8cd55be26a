import { useLayoutEffect, useMemo } from 'react';
import type { PanelDynamicQuestion } from '@treesponse/core';
import { createPanelItemController, type PanelFieldView } from '@treesponse/core/rich-questions';
import { withPanelField, type PanelItem } from '@treesponse/core/question-logic';
import { SurveyProvider, useSurvey, useSurveyState } from '../survey/context.js';
import { TextItemInput } from './TextItemInput.js';
import { useQuestionRenderer } from '../survey/useQuestionRenderer.js';

export interface PanelItemFieldsProps {
  question: PanelDynamicQuestion;
  items: readonly PanelItem[];
  index: number;
  /** The id of the item's heading, which names each of its fields after the field's own label ('Name Person 2'). */
  headingId: string;
  /** The base of the fields' ids. */
  idBase: string;
  disabled: boolean;
  /** Space-separated ids every field is also described by (the panel's description). */
  describedBy: string;
  onChange: (items: PanelItem[]) => void;
  onLeave: () => void;
}

/**
 * The fields of one item, as the engine decides them (shown, required, their problems): a text field as a labelled
 * input, a field with a type with the survey's component of that type, bound to the item through the engine's item
 * controller.
 * Each field's name ends with its item's heading, so that the fields of different items are told apart.
 */
export function PanelItemFields({ question, items, index, headingId, idBase, disabled, describedBy, onChange, onLeave }: PanelItemFieldsProps) {
  const survey = useSurvey();
  // The survey's own components (those it was given, else the engine's), as a group question renders its questions.
  const renderQuestion = useQuestionRenderer();
  const item = useMemo(() => createPanelItemController(survey, question, index), [survey, question, index]);
  const fields = useSurveyState(() => item.fields());
  const errors = useSurveyState(() => item.getState().errors);

  useLayoutEffect(() => {
    // The components of the typed fields label their control (or fieldset) themselves: their name gets the heading too.
    const itemElement = document.getElementById(headingId)?.parentElement;
    itemElement?.querySelectorAll<HTMLElement>('.ts-paneldynamic__typed .ts-question__label[id]').forEach((label) => {
      const target = label instanceof HTMLLabelElement ? label.control : label.closest('fieldset');
      target?.setAttribute('aria-labelledby', `${label.id} ${headingId}`);
    });
  });

  const render = (field: PanelFieldView) => {
    const { element } = field;
    if (field.question) {
      return (
        <div className="ts-paneldynamic__field ts-paneldynamic__typed" key={element.name}>
          <SurveyProvider controller={item}>{renderQuestion(disabled && !field.question.disabled ? { ...field.question, disabled } : field.question)}</SurveyProvider>
        </div>
      );
    }
    const id = `${idBase}-${index}-${element.name}`;
    const error = errors[element.name];
    return (
      <div className="ts-paneldynamic__field" key={element.name}>
        <TextItemInput
          id={id}
          item={field.required === Boolean(element.required) ? element : { ...element, required: field.required }}
          name={`${question.key}[${index}].${element.name}`}
          value={items[index]?.[element.name]}
          disabled={disabled}
          invalid={error !== undefined}
          describedBy={[describedBy, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
          labelledBy={headingId}
          onText={(text) => onChange(withPanelField(items, index, element.name, text))}
          onBlur={onLeave}
        />
        {error ? (
          <p id={`${id}-error`} className="ts-error ts-paneldynamic__error">
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  // The fields are laid out by the item's fieldset, one under the other.
  return <>{fields.map((field) => (field.visible ? render(field) : null))}</>;
}
