/**
 * The headless layer of every choice question (radio, buttons, checkboxes, dropdown, each matrix row, and an app's
 * own scales): which options show, their ids, whether each is chosen or can be chosen, and what choosing does to the
 * answer. Plain functions plus one hook; the components only draw the result.
 */
import type { Option, SurveyController } from '@treesponse/core';

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

/** Writes a choice to the survey and shows its error from then on; an aria-disabled option changes nothing. */
export function choose(controller: SurveyController, key: string, item: Pick<ChoiceItem, 'ariaDisabled'>, answer: unknown): void {
  if (item.ariaDisabled) return;
  controller.setAnswer(key, answer as never);
  controller.touch(key);
}

/**
 * Leaving a group of radios: moving between the options of the group (same `name`) is not leaving the question, so
 * its error is shown only when focus goes elsewhere.
 */
export function leavesGroup(name: string, next: EventTarget | null): boolean {
  return (next as HTMLInputElement | null)?.name !== name;
}
