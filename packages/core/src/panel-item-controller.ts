/**
 * One item of a repeating panel seen as a survey of its own, so that a front end shows each field of the item with the
 * component of its question type, unchanged: the field's answer is read from and written to the item (the panel's
 * answer changes), its error is the field's own problem while the panel shows its message, and everything else is the
 * survey's. Loaded with the panel's rules (`@treesponse/core/rich-questions`).
 */
import { parseLocaleNumber } from './validation.js';
import type { SurveyController, SurveyState } from './contracts.js';
import type { QuestionView } from './survey/views.js';
import type { AnswerValue, ConditionContext, PanelDynamicQuestion, Question } from './types.js';
import { panelItems, withPanelField, type PanelItem } from './panels.js';
import { panelFieldViews, type PanelFieldView } from './panel-fields.js';

/** An item's survey: the survey's controller with the item's answers and errors, and the item's fields. */
export interface PanelItemController extends SurveyController {
  /** The item's fields as they are shown now (the same list while the survey's state is the same). */
  fields(): readonly PanelFieldView[];
}

/** The item at `index` of the panel `question` of the survey `survey`. */
export function createPanelItemController(survey: SurveyController, question: PanelDynamicQuestion, index: number): PanelItemController {
  let seen: { state: SurveyState; item: PanelItem; items: PanelItem[]; fields: PanelFieldView[]; derived: SurveyState } | undefined;

  function current() {
    const state = survey.getState();
    if (seen?.state === state) return seen;
    const chosen = question.panelsFrom === undefined ? undefined : survey.getAnswer(question.panelsFrom);
    const items = panelItems(question, survey.getAnswer(question.key), chosen);
    const item = items[index] ?? {};
    const context: ConditionContext = survey.conditionContext?.() ?? { answers: state.treesponse.answers, treesponse: state.treesponse, language: state.language };
    const fields = panelFieldViews(question, item, index, context);
    // Each field shows its own problem once the panel shows its message (after a blur, a change or Next).
    const errors: Record<string, string> = {};
    if (state.errors[question.key]) {
      for (const field of fields) {
        for (const [key, problem] of Object.entries(field.problems)) errors[key] = 'literal' in problem ? problem.literal : survey.t(problem.key, problem.values);
      }
    }
    seen = { state, item, items, fields, derived: { ...state, errors } };
    return seen;
  }

  const item: PanelItemController = Object.assign(Object.create(survey) as SurveyController, {
    getState: () => current().derived,
    getAnswer: (name: string) => current().item[name] as AnswerValue | undefined,
    setAnswer(name: string, value: AnswerValue | undefined) {
      const { items, fields } = current();
      const field = fields.find((candidate) => candidate.element.name === name);
      // A number is typed as text in the survey's language: stored as a number, or as typed when it is none.
      const typed = field?.question?.type === 'number' && typeof value === 'string' ? value.trim() : undefined;
      const stored = typed === undefined ? value : typed === '' ? undefined : (parseLocaleNumber(typed, survey.getState().language) ?? value);
      survey.setAnswer(question.key, withPanelField(items, index, name, stored));
      if (survey.getState().errors[question.key]) survey.touch(question.key);
    },
    touch: () => survey.touch(question.key),
    // The item decided whether and how each field shows (fields()): a front end renders it as it is.
    questionView: (asked: Question): QuestionView => ({
      key: asked.key,
      question: asked,
      visible: true,
      required: Boolean(asked.required),
      disabled: Boolean(asked.disabled),
      label: survey.text(asked.label),
      description: survey.text(asked.description),
      value: current().item[asked.key] as AnswerValue | undefined,
      error: current().derived.errors[asked.key],
      options: undefined,
      followsAnswers: false,
    }),
    fields: () => current().fields,
  });
  return item;
}
