/**
 * The logic of the question types few surveys use that only their components need: the order a ranking question
 * shows and what a move makes of its answer, a calculated value as the respondent reads it, and the items of a
 * repeating panel with what adding, removing or typing makes of its answer. Published as
 * `@treesponse/core/question-logic`, so a survey without these types never loads it (the ranking's validation is in
 * the main entry, the panel's with the rules that load on demand).
 */
import type { Option, RankingQuestion } from './question-types.js';
import { rankable, rankedPlaces } from './ranking.js';

export { rankedPlaces } from './ranking.js';
export { formatCalculated, NO_CALCULATED_VALUE } from './calculated.js';
export {
  PANEL_OPTION,
  panelItems,
  canAddPanel,
  canRemovePanel,
  withPanelAdded,
  withPanelRemoved,
  withPanelField,
  panelTitleValues,
  panelSourceOptions,
  type PanelItem,
} from './panels.js';

/** The options in the order shown: the answer's values first, in its order, then the rest as the question lists them. */
export function rankingOrder(question: RankingQuestion, answer: unknown): Option[] {
  const options = rankable(question);
  const ranked = Array.isArray(answer) ? answer : [];
  const first = ranked.map((value) => options.find((option) => option.value === value)).filter((option): option is Option => option !== undefined);
  return [...new Set([...first, ...options])];
}

/**
 * The answer after moving the item at `from` to `to` (positions in `rankingOrder`): the values of the first
 * `rankedPlaces` items. A position outside the list is brought within it.
 */
export function moveRanked(question: RankingQuestion, answer: unknown, from: number, to: number): string[] {
  const order = rankingOrder(question, answer).map((option) => option.value);
  const last = order.length - 1;
  const source = Math.min(last, Math.max(0, from));
  const target = Math.min(last, Math.max(0, to));
  const [moved] = order.splice(source, 1);
  order.splice(target, 0, moved!);
  return order.slice(0, rankedPlaces(question));
}

