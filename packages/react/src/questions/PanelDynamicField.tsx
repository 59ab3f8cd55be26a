import { useEffect, useRef, useState } from 'react';
import { interpolate, type PanelDynamicQuestion } from '@treesponse/core';
import {
  canAddPanel,
  canRemovePanel,
  panelItems,
  panelSourceOptions,
  panelTitleValues,
  withPanelAdded,
  withPanelRemoved,
  PANEL_OPTION,
  type PanelItem,
} from '@treesponse/core/question-logic';
import { useSurveyState } from '../survey/context.js';
import { QuestionShell } from './QuestionShell.js';
import { PanelItemFields } from './PanelItemFields.js';
import { uiText } from './uiText.js';
import { useQuestion } from './useQuestion.js';
import { LiveStatus } from './LiveStatus.js';

export interface PanelDynamicFieldProps {
  question: PanelDynamicQuestion;
}

/**
 * A repeating panel: the same fields once per item, each item a fieldset headed by its title. The respondent adds
 * and removes items with buttons named by the item's number; after a change focus goes to the first field of the item
 * added, or of the item now in the removed one's place (the add button when none is left), and a live region says
 * what happened. At `maxPanelCount` the add button stays focusable but refuses, with the reason beside it; at
 * `minPanelCount` the remove buttons do the same. With `panelsFrom` the items follow the options chosen in that
 * question and the answer is kept in line with them. Each item's fields are shown as the engine decides them
 * (PanelItemFields): text fields, and fields with a question type shown with that type's own component. Once the
 * question shows its message, each field that fails carries its own message, linked to it.
 */
export function PanelDynamicField({ question }: PanelDynamicFieldProps) {
  const binding = useQuestion(question);
  const { controller, ids } = binding;
  const source = question.panelsFrom;
  const chosen = useSurveyState(() => (source === undefined ? undefined : controller.getAnswer(source)));
  const pages = useSurveyState((state) => state.pages);
  const items = panelItems(question, binding.value, chosen);
  const [announcement, setAnnouncement] = useState('');
  // The item whose first field receives focus after the next render (-1: the add button).
  const [focusTarget, setFocusTarget] = useState<number | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  const aligned = JSON.stringify(items);
  useEffect(() => {
    // The options chosen changed: the answer keeps one item per option (an untouched panel with none stays unanswered).
    if (source === undefined || aligned === JSON.stringify(binding.value ?? [])) return;
    controller.setAnswer(question.key, JSON.parse(aligned) as PanelItem[]);
  }, [aligned, source, binding.value, controller, question.key]);

  useEffect(() => {
    if (focusTarget === null) return;
    setFocusTarget(null);
    const item = root.current?.querySelectorAll<HTMLElement>('.ts-paneldynamic__item')[focusTarget];
    (item?.querySelector<HTMLElement>('input, select, textarea') ?? addButton.current)?.focus();
  }, [focusTarget]);

  const change = (next: PanelItem[]) => {
    controller.setAnswer(question.key, next);
    if (binding.error) controller.touch(question.key);
  };
  const canAdd = canAddPanel(question, items.length);
  const canRemove = canRemovePanel(question, items.length);
  const add = () => {
    if (!canAdd) return;
    change(withPanelAdded(items));
    setAnnouncement(uiText(controller, 'paneldynamic.added', { n: items.length + 1 }));
    setFocusTarget(items.length);
  };
  const remove = (index: number) => {
    if (!canRemove) return;
    change(withPanelRemoved(items, index));
    setAnnouncement(uiText(controller, 'paneldynamic.removed', { n: index + 1 }));
    setFocusTarget(items.length > 1 ? Math.min(index, items.length - 2) : -1);
  };

  const options = source === undefined ? [] : panelSourceOptions(question, pages);
  const title = (item: PanelItem, index: number) => {
    const option = options.find((candidate) => candidate.value === item[PANEL_OPTION]);
    const optionLabel = source === undefined ? undefined : option ? controller.text(option.label) || option.value : String(item[PANEL_OPTION]);
    const values = panelTitleValues(question, item, index, optionLabel);
    const template = controller.text(question.templateTitle);
    return (template ? interpolate(template, values) : uiText(controller, 'paneldynamic.itemTitle', values)).trim();
  };
  const buttonText = (text: PanelDynamicQuestion['panelAddText'], key: 'paneldynamic.add' | 'paneldynamic.remove', n: number) => {
    const own = controller.text(text);
    return own ? interpolate(own, { n }) : uiText(controller, key, { n });
  };
  const maxReason = `${ids.control}-max`;
  const minReason = `${ids.control}-min`;

  return (
    <QuestionShell question={question} binding={binding} as="fieldset" requiredText={uiText(controller, 'question.required')}>
      <div className="ts-paneldynamic" ref={root}>
        {items.map((item, index) => (
          <fieldset className="ts-paneldynamic__item" key={source === undefined ? index : String(item[PANEL_OPTION])}>
            <legend id={`${ids.control}-${index}-title`} className="ts-paneldynamic__title">
              {title(item, index)}
            </legend>
            <PanelItemFields
              question={question}
              items={items}
              index={index}
              headingId={`${ids.control}-${index}-title`}
              idBase={ids.control}
              disabled={binding.disabled}
              describedBy={binding.description ? ids.description : ''}
              onChange={change}
              onLeave={() => controller.touch(question.key)}
            />
            {source === undefined ? (
              <button
                type="button"
                className="ts-button ts-paneldynamic__remove"
                disabled={binding.disabled}
                aria-disabled={canRemove ? undefined : true}
                aria-describedby={canRemove ? undefined : minReason}
                onClick={() => remove(index)}
              >
                {buttonText(question.panelRemoveText, 'paneldynamic.remove', index + 1)}
              </button>
            ) : null}
          </fieldset>
        ))}
        {source === undefined ? (
          <div className="ts-paneldynamic__actions">
            <button
              ref={addButton}
              type="button"
              className="ts-button ts-paneldynamic__add"
              disabled={binding.disabled}
              aria-disabled={canAdd ? undefined : true}
              aria-describedby={canAdd ? undefined : maxReason}
              onClick={add}
            >
              {buttonText(question.panelAddText, 'paneldynamic.add', items.length + 1)}
            </button>
            {canAdd ? null : (
              <p id={maxReason} className="ts-paneldynamic__limit">
                {uiText(controller, 'paneldynamic.maxReached', { n: question.maxPanelCount ?? items.length })}
              </p>
            )}
            {canRemove ? null : (
              <span id={minReason} className="ts-visually-hidden">
                {uiText(controller, 'paneldynamic.minReached', { n: question.minPanelCount ?? 0 })}
              </span>
            )}
          </div>
        ) : null}
        <LiveStatus>
          {announcement}
        </LiveStatus>
      </div>
    </QuestionShell>
  );
}
