import { useLayoutEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import type { Option, RankingQuestion } from '@treesponse/core';
import { moveRanked, rankedPlaces, rankingOrder } from '@treesponse/core/question-logic';
import { OptionContent } from './OptionContent.js';
import { QuestionShell } from './QuestionShell.js';
import { uiText } from './uiText.js';
import { useQuestion } from './useQuestion.js';
import { LiveStatus } from './LiveStatus.js';

export interface RankingFieldProps {
  question: RankingQuestion;
}

/**
 * Where an item dragged from `from` lands when the pointer is at `y`: after every other item whose middle is above
 * it. `boxes` are the items' vertical extents as drawn (the dragged one in its old place).
 */
export function dropIndex(from: number, y: number, boxes: readonly { top: number; bottom: number }[]): number {
  return boxes.filter((box, index) => index !== from && (box.top + box.bottom) / 2 < y).length;
}

type Direction = 'up' | 'down';

/**
 * A list to put in order. Each item has a move up and a move down button (Tab reaches them, Enter or Space moves),
 * and its handle can be dragged with a mouse, pen or finger. Each move is announced in a live region in the survey's
 * language; the order and what it answers are the core's (`rankingOrder`, `moveRanked`). With `rankCount`, the items
 * below the ranked places are listed apart as not ranked.
 */
export function RankingField({ question }: RankingFieldProps) {
  const binding = useQuestion<string[]>(question);
  const { controller, ids } = binding;
  const order = rankingOrder(question, binding.value);
  const places = rankedPlaces(question);
  const [announcement, setAnnouncement] = useState('');
  const [drag, setDrag] = useState<{ from: number; to: number; pointer: number } | null>(null);
  const items = useRef(new Map<string, HTMLLIElement>());
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [focusAfterMove, setFocusAfterMove] = useState<{ value: string; direction: Direction } | null>(null);
  const labelOf = (option: Option) => controller.text(option.label) || option.value;

  function move(from: number, to: number) {
    const option = order[from];
    if (!option || from === to || binding.disabled) return;
    controller.setAnswer(question.key, moveRanked(question, binding.value, from, to));
    controller.touch(question.key);
    const position = Math.min(Math.max(to, 0), order.length - 1) + 1;
    setAnnouncement(uiText(controller, 'ranking.moved', { label: labelOf(option), position, count: order.length }));
  }

  // A button that moved its item to an end is disabled there: focus goes to the item's other button.
  useLayoutEffect(() => {
    if (!focusAfterMove) return;
    const { value, direction } = focusAfterMove;
    const same = buttons.current.get(`${value}:${direction}`);
    const other = buttons.current.get(`${value}:${direction === 'up' ? 'down' : 'up'}`);
    (same && !same.disabled ? same : other)?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove]);

  function startDrag(event: ReactPointerEvent<HTMLElement>, from: number) {
    if (binding.disabled || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setDrag({ from, to: from, pointer: event.pointerId });
  }

  function followDrag(event: ReactPointerEvent<HTMLElement>) {
    if (!drag || event.pointerId !== drag.pointer) return;
    const boxes = order.map((option) => items.current.get(option.value)?.getBoundingClientRect() ?? { top: 0, bottom: 0 });
    const to = dropIndex(drag.from, event.clientY, boxes);
    if (to !== drag.to) setDrag({ ...drag, to });
  }

  function endDrag(event: ReactPointerEvent<HTMLElement>, drop: boolean) {
    if (!drag || event.pointerId !== drag.pointer) return;
    setDrag(null);
    if (drop) move(drag.from, drag.to);
  }

  const renderItem = (option: Option, index: number) => {
    const label = labelOf(option);
    const button = (direction: Direction) => {
      const to = direction === 'up' ? index - 1 : index + 1;
      return (
        <button
          type="button"
          className="ts-button ts-ranking__move"
          ref={(element) => {
            if (element) buttons.current.set(`${option.value}:${direction}`, element);
            else buttons.current.delete(`${option.value}:${direction}`);
          }}
          aria-label={uiText(controller, direction === 'up' ? 'ranking.moveUp' : 'ranking.moveDown', { label })}
          aria-describedby={binding.describedBy}
          disabled={binding.disabled || to < 0 || to >= order.length}
          onClick={() => {
            move(index, to);
            setFocusAfterMove({ value: option.value, direction });
          }}
          onBlur={(event) => {
            if (!event.currentTarget.closest('.ts-ranking')?.contains(event.relatedTarget as Node | null)) controller.touch(question.key);
          }}
        >
          <span aria-hidden="true">{direction === 'up' ? '↑' : '↓'}</span>
        </button>
      );
    };
    const state = drag?.from === index ? ' ts-ranking__item--dragged' : drag && drag.to === index && drag.from !== index ? ' ts-ranking__item--target' : '';
    return (
      <li
        key={option.value}
        className={`ts-ranking__item${state}`}
        data-value={option.value}
        ref={(element) => {
          if (element) items.current.set(option.value, element);
          else items.current.delete(option.value);
        }}
      >
        <span
          className="ts-ranking__handle"
          aria-hidden="true"
          onPointerDown={(event) => startDrag(event, index)}
          onPointerMove={followDrag}
          onPointerUp={(event) => endDrag(event, true)}
          onPointerCancel={(event) => endDrag(event, false)}
        >
          ⠿
        </span>
        <span className="ts-ranking__position" aria-hidden="true">
          {index < places ? index + 1 : ''}
        </span>
        <span className="ts-ranking__label">
          <OptionContent option={option} controller={controller} />
        </span>
        {button('up')}
        {button('down')}
      </li>
    );
  };

  const restLabelId = `${ids.control}-rest`;
  return (
    <QuestionShell question={question} binding={binding} as="fieldset" requiredText={uiText(controller, 'question.required')}>
      <div className="ts-ranking" id={ids.control}>
        <ol className="ts-ranking__list" aria-labelledby={ids.label}>
          {order.slice(0, places).map((option, index) => renderItem(option, index))}
        </ol>
        {places < order.length ? (
          <>
            <p className="ts-ranking__rest-label" id={restLabelId}>
              {uiText(controller, 'ranking.notRanked')}
            </p>
            <ul className="ts-ranking__list ts-ranking__list--rest" aria-labelledby={restLabelId}>
              {order.slice(places).map((option, index) => renderItem(option, places + index))}
            </ul>
          </>
        ) : null}
        <LiveStatus>
          {announcement}
        </LiveStatus>
      </div>
    </QuestionShell>
  );
}
