/**
 * The fields of a repeating panel's items as the engine decides them: which are shown, which are required and what
 * fails, each field's rules read in its own item. An item's expressions read `{panel.<name>}` (a field of the same
 * item), `{panelIndex}` (its number from 1) and any other answer of the survey by its key. Loaded with the panel's
 * rules (`@treesponse/core/rich-questions`), so a survey without a panel never loads it.
 */
import { conditionHolds, isHidden, readReference, resolveQuestion } from './conditions.js';
import { validateQuestion, type ValidationMessage } from './validation.js';
import type { ConditionContext, PanelDynamicQuestion, PanelTemplateElement, PanelTextItem, Question } from './types.js';
import { isPanelAnswerBlank, panelItems, type PanelItem } from './panels.js';
import { itemLabel, multipleTextItemRule } from './text-item-rules.js';

/** The prefix of a reference to a field of the same item: `{panel.name}`. */
const SIBLING = 'panel.';

/** One field of one item as it is shown now. */
export interface PanelFieldView {
  /** The field as the definition writes it. */
  element: PanelTemplateElement;
  /**
   * A field with a `type`: its question, keyed by the field's name, with `required` and `disabled` as its rules decide
   * for this item (the same object while they hold); null for a text field.
   */
  question: Question | null;
  visible: boolean;
  required: boolean;
  /** Its problems by the key of its answer in the item: its name, and `<name>_other` for the other text of checkboxes. */
  problems: Readonly<Record<string, ValidationMessage>>;
}

/** The conditions of one item: `{panel.<name>}` reads the item, `{panelIndex}` its number, anything else the survey. */
export function panelItemContext(item: PanelItem, index: number, context: ConditionContext): ConditionContext {
  return {
    ...context,
    read: (name) => {
      if (name.startsWith(SIBLING)) return item[name.slice(SIBLING.length)];
      if (name === 'panelIndex') return index + 1;
      return readReference(context, name);
    },
  };
}

const isTextField = (element: PanelTemplateElement): element is PanelTextItem => !('type' in element) || element.type === undefined;

/** The question of each field with a type, made once per field of the definition. */
const questions = new WeakMap<PanelTemplateElement, Question>();
function questionOf(element: PanelTemplateElement): Question {
  let question = questions.get(element);
  if (!question) {
    const { name, ...rest } = element;
    question = { ...rest, key: name } as Question;
    questions.set(element, question);
  }
  return question;
}

const NONE: Readonly<Record<string, ValidationMessage>> = Object.freeze({});

/** Every field of one item (`index`) as it is shown now, decided in the survey's `context`. */
export function panelFieldViews(question: PanelDynamicQuestion, item: PanelItem, index: number, context: ConditionContext): PanelFieldView[] {
  const own = panelItemContext(item, index, context);
  // A field that is no object (a definition not checked) is passed over, as a running survey does with other parts.
  const elements = (Array.isArray(question.templateElements) ? question.templateElements : []).filter((element) => typeof element === 'object' && element !== null);
  return elements.map((element): PanelFieldView => {
    if (isHidden(element, own)) return { element, question: null, visible: false, required: false, problems: NONE };
    if (isTextField(element)) {
      const required = Boolean(element.required) || conditionHolds(element.requiredIf, own);
      const problem = multipleTextItemRule(required === Boolean(element.required) ? element : { ...element, required }, item[element.name], context.language);
      return { element, question: null, visible: true, required, problems: problem ? { [element.name]: problem } : NONE };
    }
    const resolved = resolveQuestion(questionOf(element), own);
    const problems = validateQuestion(resolved, (key) => item[key] as never, own);
    return { element, question: resolved, visible: true, required: Boolean(resolved.required), problems: Object.keys(problems).length ? problems : NONE };
  });
}

/**
 * The first problem of a repeating panel that is not blank: more items than `maxPanelCount`, the first shown field that
 * fails its rules, named with its item's number ('Item 2: please fill in Name') so that the message says where to look
 * (the component shows each field's own problem beside it), or fewer filled items than `minPanelCount`.
 */
export function panelRule(question: PanelDynamicQuestion, value: unknown, context: ConditionContext): ValidationMessage | null {
  const source = question.panelsFrom;
  const items = panelItems(question, value, source === undefined ? undefined : readReference(context, source));
  if (source === undefined && question.maxPanelCount !== undefined && items.length > question.maxPanelCount) {
    return { key: 'validation.maxPanels', values: { n: question.maxPanelCount } };
  }
  for (let index = 0; index < items.length; index += 1) {
    for (const field of panelFieldViews(question, items[index]!, index, context)) {
      const problem = Object.values(field.problems)[0];
      if (!problem) continue;
      const missing = 'key' in problem && (problem.key === 'validation.itemRequired' || problem.key === 'validation.required');
      return { key: missing ? 'validation.panelItemRequired' : 'validation.panelItemInvalid', values: { n: index + 1, item: itemLabel(field.element, context.language) } };
    }
  }
  // The panel shows at least minPanelCount items: those left blank do not count.
  const filled = items.filter((item) => !isPanelAnswerBlank([item])).length;
  if (source === undefined && question.minPanelCount !== undefined && filled < question.minPanelCount) {
    return { key: 'validation.minPanels', values: { n: question.minPanelCount } };
  }
  return null;
}
