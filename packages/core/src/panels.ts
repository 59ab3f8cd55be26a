/**
 * The items of a repeating panel ("paneldynamic") as a front end shows them, and what adding, removing or typing in one
 * makes of the answer. Pure functions of the question and the answers: published with the other components' logic in
 * `@treesponse/core/question-logic`, and used by the panel's rules (`@treesponse/core/rich-questions`).
 */
import type { PanelDynamicQuestion } from './panel-types.js';
import type { Option } from './question-types.js';

/** The key of an item's answer that holds its option's value, for a panel with `panelsFrom`. */
export const PANEL_OPTION = 'panelOption';

/** One item's answer: its fields' texts by name (and its option's value under `panelOption`). */
export type PanelItem = Record<string, unknown>;

const asItem = (value: unknown): PanelItem =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as PanelItem) : {};
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** Every question of a list of pages with its path, those of groups included (parts that are not objects passed over). */
export function eachQuestion(pages: unknown, visit: (question: Record<string, unknown>, path: string) => void): void {
  const question = (value: unknown, path: string) => {
    if (!isObject(value)) return;
    visit(value, path);
    if (value.type === 'group') listOf(value.questions).forEach((child, i) => question(child, `${path}.questions[${i}]`));
  };
  listOf(pages).forEach((page, p) => {
    if (!isObject(page)) return;
    listOf(page.sections).forEach((section, s) => {
      if (!isObject(section)) return;
      const path = `pages[${p}].sections[${s}]`;
      if (section.type === 'question') question(section.question, `${path}.question`);
      else if (section.type === 'group') listOf(section.questions).forEach((child, i) => question(child, `${path}.questions[${i}]`));
    });
  });
}

/** The options of the question a panel's items follow (`panelsFrom`), for their headings; none when there is none. */
export function panelSourceOptions(question: PanelDynamicQuestion, pages: unknown): readonly Option[] {
  let options: readonly Option[] = [];
  eachQuestion(pages, (candidate) => {
    if (candidate.key === question.panelsFrom && options.length === 0 && Array.isArray(candidate.options)) options = candidate.options as Option[];
  });
  return options;
}

/** The values chosen in a panel's source question: a list (checkboxes, tag box) or one value (radio, dropdown). */
function chosenValues(chosen: unknown): string[] {
  const list = Array.isArray(chosen) ? chosen : chosen === undefined || chosen === null || chosen === '' ? [] : [chosen];
  return [...new Set(list.filter((value): value is string => typeof value === 'string'))];
}

/**
 * The items shown, in order. With `panelsFrom`: one per value chosen in that question (`chosen`, its answer), each
 * keeping what was typed for its option before. Otherwise the answer's items, completed with blank ones up to
 * `minPanelCount`; a panel not yet answered starts with `minPanelCount` items, or one.
 */
export function panelItems(question: PanelDynamicQuestion, answer: unknown, chosen?: unknown): PanelItem[] {
  const given = Array.isArray(answer) ? answer.map(asItem) : [];
  if (question.panelsFrom !== undefined) {
    return chosenValues(chosen).map((value) => ({ ...given.find((item) => item[PANEL_OPTION] === value), [PANEL_OPTION]: value }));
  }
  const fewest = Math.max(question.minPanelCount ?? 0, Array.isArray(answer) ? 0 : 1);
  return [...given, ...Array.from({ length: Math.max(0, fewest - given.length) }, () => ({}))];
}

/** Whether the respondent may add an item to `count` items: not with `panelsFrom`, nor at `maxPanelCount`. */
export function canAddPanel(question: PanelDynamicQuestion, count: number): boolean {
  return question.panelsFrom === undefined && (question.maxPanelCount === undefined || count < question.maxPanelCount);
}

/** Whether the respondent may remove one of `count` items: not with `panelsFrom`, nor at `minPanelCount`. */
export function canRemovePanel(question: PanelDynamicQuestion, count: number): boolean {
  return question.panelsFrom === undefined && count > (question.minPanelCount ?? 0);
}

/** The answer with a blank item after the others. */
export function withPanelAdded(items: readonly PanelItem[]): PanelItem[] {
  return [...items, {}];
}

/** The answer without the item at `index`. */
export function withPanelRemoved(items: readonly PanelItem[], index: number): PanelItem[] {
  return items.filter((_, i) => i !== index);
}

/** The answer with `value` in the field `name` of the item at `index` (an item left without answers is kept blank). */
export function withPanelField(items: readonly PanelItem[], index: number, name: string, value: unknown): PanelItem[] {
  return items.map((item, i) => {
    if (i !== index) return item;
    const { [name]: _old, ...rest } = item;
    return value === undefined ? rest : { ...rest, [name]: value };
  });
}

/**
 * The values of an item's heading (`templateTitle`): `panelIndex` its number from 1, `panel.<name>` the answer to each
 * of its fields (blank while there is none), `panelOption` its option's label (with `panelsFrom`; the front end knows
 * the labels).
 */
export function panelTitleValues(question: PanelDynamicQuestion, item: PanelItem, index: number, optionLabel?: string): Record<string, string | number> {
  const values: Record<string, string | number> = { panelIndex: index + 1 };
  for (const field of question.templateElements ?? []) {
    const value = item[field.name];
    values[`panel.${field.name}`] = typeof value === 'string' || typeof value === 'number' ? value : Array.isArray(value) ? value.join(', ') : '';
  }
  if (optionLabel !== undefined) values[PANEL_OPTION] = optionLabel;
  return values;
}

/** Whether a panel's answer is blank: no item, or no text in any field (a `panelsFrom` item's option is not typed). */
export function isPanelAnswerBlank(answer: unknown): boolean {
  if (!Array.isArray(answer)) return true;
  return answer.every((item) =>
    Object.entries(asItem(item)).every(([name, value]) => name === PANEL_OPTION || value === undefined || value === null || String(value).trim() === ''),
  );
}
