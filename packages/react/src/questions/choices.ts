/**
 * The headless layer of every choice question (radio, buttons, checkboxes, dropdown, each matrix row, and an app's
 * own scales): which options show, their ids, whether each is chosen or can be chosen, what choosing does to the
 * answer, and the props of the native inputs. Plain functions (`choiceGroup`) plus one hook bound to the survey
 * (`useChoiceGroup`); the components only draw the result.
 */
import type { InputHTMLAttributes, LabelHTMLAttributes } from 'react';
import type { Option } from '@treesponse/core';

/** One option as a control draws it. */
export interface ChoiceItem {
  option: Option;
  /** Id of the option's input, unique in the page. */
  id: string;
  checked: boolean;
  /** Natively disabled (the question, the page being submitted or the option itself). */
  disabled: boolean;
  /** Focusable and announced as disabled, but refuses to be chosen. */
  ariaDisabled: boolean;
}

/** The options a respondent sees: those without `hide`. */
export function visibleOptions(options: readonly Option[]): Option[] {
  return options.filter((option) => !option.hide);
}

/** The items of a single choice (`selected` a value) or a multiple choice (`selected` a list). */
export function choiceItems(
  options: readonly Option[],
  selected: unknown,
  baseId: string,
  disabled: boolean,
): ChoiceItem[] {
  const chosen = Array.isArray(selected) ? (selected as unknown[]) : [selected];
  return visibleOptions(options).map((option, index) => ({
    option,
    id: `${baseId}-${index}`,
    checked: chosen.includes(option.value),
    disabled: disabled || Boolean(option.disabled),
    ariaDisabled: Boolean(option.ariaDisabled),
  }));
}

/** The list of a multiple choice after (un)checking `value`; the order of choosing is kept. */
export function toggleChoice(selected: readonly string[], value: string, checked: boolean): string[] {
  const rest = selected.filter((v) => v !== value);
  return checked ? [...rest, value] : rest;
}

/**
 * Leaving a group of radios: moving between the options of the group (same `name`) is not leaving the question, so
 * its error is shown only when focus goes elsewhere.
 */
export function leavesGroup(name: string, next: EventTarget | null): boolean {
  return (next as HTMLInputElement | null)?.name !== name;
}

/** What a group of choice inputs is built from. `multiple` picks checkboxes (a list) instead of radios (one value). */
export interface ChoiceGroupConfig<Multiple extends boolean = false> {
  /** The inputs' `name`, also the start of each option's id. */
  name: string;
  /** True: checkboxes whose answer is the list of chosen values. False or absent: radios, one value. */
  multiple?: Multiple;
  options: readonly Option[];
  /** The current answer: one value (radios) or a list (checkboxes); anything else counts as nothing chosen. */
  value: unknown;
  /** Receives the new answer when the respondent chooses; never called for an aria-disabled option. */
  onChange: (answer: Multiple extends true ? string[] : string) => void;
  /** Called when focus leaves the group (moving between its own options is not leaving). */
  onLeave?: () => void;
  /** Whether focus moving to `next` leaves the group; by default, when `next` is no input named `name`. */
  leaves?: (next: EventTarget | null) => boolean;
  disabled?: boolean;
  /** Set on every radio (checkboxes are never natively required: one box need not be ticked). */
  required?: boolean;
  /** Marks every input `aria-invalid`. */
  invalid?: boolean;
  /** Ids of the description and error, linked from every input. */
  describedBy?: string;
  /** An extra option for an answer of one's own, drawn after the others with the id `{name}-other`. */
  other?: { value: string; label: string } | null;
  /** Option ids by position (`{name}-0`, the default) or by value (`{name}-{value}`). */
  idBy?: 'index' | 'value';
}

/** A group of choice inputs: the items to draw and the props that give each its behaviour. Holds no style. */
export interface ChoiceGroup {
  items: ChoiceItem[];
  /** The `other` option's item, or null. */
  other: ChoiceItem | null;
  /** The chosen values, in the order they were chosen. */
  selected: string[];
  otherSelected: boolean;
  /** Every attribute and handler of an item's native input (id, type, name, state, aria, change and blur). */
  inputProps: (item: ChoiceItem) => InputHTMLAttributes<HTMLInputElement>;
  /** The attributes of an item's visible label. */
  labelProps: (item: ChoiceItem) => LabelHTMLAttributes<HTMLLabelElement>;
}

/**
 * The behaviour of a group of radios or checkboxes, as props for native inputs: which options show, their ids and
 * state, the aria wiring, what choosing does to the answer (an aria-disabled option refuses it) and when focus leaves
 * the group. Native inputs keep the keyboard: Tab enters and leaves a radio group, the arrow keys move its choice,
 * Space ticks a box.
 */
export function choiceGroup<Multiple extends boolean = false>(config: ChoiceGroupConfig<Multiple>): ChoiceGroup {
  const { name, multiple, disabled = false } = config;
  const selected = (Array.isArray(config.value) ? config.value : [config.value]).filter(
    (value): value is string => typeof value === 'string',
  );
  const items = choiceItems(config.options, selected, name, disabled);
  if (config.idBy === 'value') for (const item of items) item.id = `${name}-${item.option.value}`;
  const other: ChoiceItem | null = config.other
    ? {
        option: { value: config.other.value, label: config.other.label },
        id: `${name}-other`,
        checked: selected.includes(config.other.value),
        disabled,
        ariaDisabled: false,
      }
    : null;
  const leaves = config.leaves ?? ((next: EventTarget | null) => leavesGroup(name, next));
  const answerFor = (item: ChoiceItem, checked: boolean) =>
    (multiple ? toggleChoice(selected, item.option.value, checked) : item.option.value) as Multiple extends true ? string[] : string;
  return {
    items,
    other,
    selected,
    otherSelected: other?.checked ?? false,
    inputProps: (item) => ({
      id: item.id,
      type: multiple ? 'checkbox' : 'radio',
      name,
      value: item.option.value,
      checked: item.checked,
      disabled: item.disabled,
      required: multiple ? undefined : config.required,
      'aria-disabled': item.ariaDisabled ? true : undefined,
      'aria-invalid': config.invalid ? true : undefined,
      'aria-describedby': config.describedBy,
      onChange: (event) => {
        if (!item.ariaDisabled) config.onChange(answerFor(item, event.currentTarget.checked));
      },
      onBlur: config.onLeave
        ? (event) => {
            if (leaves(event.relatedTarget)) config.onLeave?.();
          }
        : undefined,
    }),
    labelProps: (item) => ({ htmlFor: item.id }),
  };
}
