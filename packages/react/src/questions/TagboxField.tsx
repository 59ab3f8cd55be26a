import { useState, type KeyboardEvent } from 'react';
import type { TagboxQuestion } from '@treesponse/core';
import { choiceItems, toggleChoice, type ChoiceItem } from './choices.js';
import { choose } from './choose.js';
import { QuestionShell } from './QuestionShell.js';
import { uiText } from './uiText.js';
import { controlAria, useQuestion } from './useQuestion.js';
import { LiveStatus } from './LiveStatus.js';

export interface TagboxFieldProps {
  question: TagboxQuestion;
}

/** Text compared without case or accents, so 'eco' finds 'Écopower'. */
const folded = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/**
 * Several choices picked from a list filtered by typing, shown as removable tags (the answer is the list of values).
 * The search field is an ARIA combobox with a listbox of options (`aria-activedescendant`, `aria-selected`): typing
 * filters and opens the list, the arrow keys move through it, Enter adds or removes the active option, Escape closes
 * the list (then clears the text), Backspace in the empty field removes the last tag. Each tag has a remove button
 * (Enter, Space, Backspace or Delete); focus then returns to the field. While text is typed, a live region says how
 * many options it finds.
 */
export function TagboxField({ question }: TagboxFieldProps) {
  const binding = useQuestion<string[]>(question);
  const { controller, ids } = binding;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const selected = Array.isArray(binding.value) ? binding.value.filter((value): value is string => typeof value === 'string') : [];
  const items = choiceItems(question.options, selected, `${ids.control}-option`, binding.disabled);
  const labelOf = (item: ChoiceItem) => controller.text(item.option.label) || item.option.value;
  const matches = items.filter((item) => folded(labelOf(item)).includes(folded(text.trim())));
  const activeItem = open ? matches[Math.min(active, matches.length - 1)] : undefined;
  const listId = `${ids.control}-list`;
  const input = () => document.getElementById(ids.control);

  const toggle = (item: ChoiceItem) => {
    if (item.disabled) return;
    choose(controller, question.key, item, toggleChoice(selected, item.option.value, !item.checked));
    setText('');
  };
  const remove = (value: string) => {
    controller.setAnswer(question.key, toggleChoice(selected, value, false));
    controller.touch(question.key);
    input()?.focus();
  };
  const move = (by: number) => {
    if (!open) return setOpen(true);
    if (matches.length > 0) setActive((Math.min(active, matches.length - 1) + by + matches.length) % matches.length);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      // Never submits the page from here.
      event.preventDefault();
      if (activeItem) toggle(activeItem);
      else setOpen(true);
    } else if (event.key === 'Escape') {
      if (open) setOpen(false);
      else setText('');
    } else if (event.key === 'Backspace' && text === '' && selected.length > 0) {
      remove(selected[selected.length - 1]!);
    }
  };

  const chosenItems = selected.map((value) => items.find((item) => item.option.value === value) ?? null).filter((item): item is ChoiceItem => item !== null);
  return (
    <QuestionShell question={question} binding={binding}>
      <div className="ts-tagbox">
        {chosenItems.length > 0 ? (
          <ul className="ts-tagbox__tags" aria-label={uiText(controller, 'tagbox.chosen')}>
            {chosenItems.map((item) => (
              <li className="ts-tagbox__tag" key={item.option.value}>
                <bdi>{labelOf(item)}</bdi>
                <button
                  type="button"
                  className="ts-tagbox__remove"
                  aria-label={uiText(controller, 'tagbox.remove', { label: labelOf(item) })}
                  disabled={binding.disabled}
                  onClick={() => remove(item.option.value)}
                  onKeyDown={(event) => {
                    if (event.key === 'Backspace' || event.key === 'Delete') {
                      event.preventDefault();
                      remove(item.option.value);
                    }
                  }}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <input
          id={ids.control}
          className="ts-input ts-tagbox__input"
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={activeItem?.id}
          value={text}
          placeholder={controller.text(question.placeholder) || uiText(controller, 'tagbox.placeholder')}
          disabled={binding.disabled}
          {...controlAria(binding, question.required)}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onClick={() => setOpen(!open)}
          onBlur={() => {
            setOpen(false);
            controller.touch(question.key);
          }}
        />
        <ul id={listId} className="ts-tagbox__list" role="listbox" aria-multiselectable="true" aria-labelledby={ids.label} hidden={!open}>
          {matches.map((item) => (
            <li
              key={item.option.value}
              id={item.id}
              role="option"
              className={`ts-tagbox__option${item === activeItem ? ' ts-tagbox__option--active' : ''}`}
              aria-selected={item.checked}
              aria-disabled={item.disabled || item.ariaDisabled ? true : undefined}
              // Keeps the focus in the field, so the list stays open for the next choice.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => toggle(item)}
            >
              <bdi>{labelOf(item)}</bdi>
            </li>
          ))}
        </ul>
        {open && matches.length === 0 ? (
          <p className="ts-tagbox__empty" role="status">
            {uiText(controller, 'tagbox.noMatches')}
          </p>
        ) : null}
        {/* How many options the typed text finds, for a screen reader (none is said by the status above). */}
        <LiveStatus>
          {open && text.trim() !== '' && matches.length > 0 ? uiText(controller, 'tagbox.matches', { n: matches.length }) : ''}
        </LiveStatus>
      </div>
    </QuestionShell>
  );
}
