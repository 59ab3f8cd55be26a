/**
 * How a definition's conditions are decided: a condition is an expression string (plain JSON) or, from TypeScript, a
 * callback. Every rule that skips, shows, requires or enables a question, section or page goes through here, so the
 * controller, validation, navigation and any front end agree.
 */
import { compileExpression, evaluateCondition, evaluateExpression, type ExpressionValue } from './expression.js';
import type {
  Condition,
  ConditionContext,
  ContentSection,
  GroupSection,
  PageDefinition,
  Question,
  SurveyDefinition,
} from './types.js';
import { SPECIAL_FIELDS, type SpecialField } from './types.js';

/**
 * The value of an answer reference: the context's own reader when it has one (the survey controller knows where each
 * question stores its answer), else the answer, else a special field of the treesponse of that name.
 */
export function readReference(context: ConditionContext, name: string): unknown {
  if (context.read) return context.read(name);
  if (Object.prototype.hasOwnProperty.call(context.answers, name)) return context.answers[name];
  if (SPECIAL_FIELDS.includes(name as SpecialField)) return context.treesponse[name as SpecialField];
  return undefined;
}

/** Results of expression conditions per context object: a context stands for one set of answers. */
const results = new WeakMap<ConditionContext, Map<string, boolean>>();

/**
 * Whether a condition holds; `fallback` when there is none. An expression's result is remembered for the context
 * object it was decided in, so a context must not be reused once the answers change (the survey makes a new one).
 */
export function conditionHolds(condition: Condition | boolean | undefined, context: ConditionContext, fallback = false): boolean {
  if (condition === undefined) return fallback;
  if (typeof condition === 'boolean') return condition;
  if (typeof condition === 'function') return Boolean(condition(context));
  let known = results.get(context);
  if (!known) results.set(context, (known = new Map()));
  let result = known.get(condition);
  if (result === undefined) {
    result = evaluateCondition(condition, (name) => readReference(context, name));
    known.set(condition, result);
  }
  return result;
}

/** Evaluate an expression in a context (for computed values and hidden questions). */
export function evaluateInContext(expression: string, context: ConditionContext): ExpressionValue {
  return evaluateExpression(compileExpression(expression), (name) => readReference(context, name));
}

/** What can be skipped or shown: a question, a group or content section, a page. */
interface Conditional {
  skip?: Condition;
  visibleIf?: Condition;
}

/** True when `skip` holds or `visibleIf` does not. */
export function isHidden(item: Conditional, context: ConditionContext): boolean {
  return conditionHolds(item.skip, context) || !conditionHolds(item.visibleIf, context, true);
}

/** A question is skipped when its own rules say so (its page and section are checked by their callers). */
export function isQuestionSkipped(question: Question, context: ConditionContext): boolean {
  return isHidden(question, context);
}

export function isQuestionRequired(question: Question, context: ConditionContext): boolean {
  return Boolean(question.required) || conditionHolds(question.requiredIf, context);
}

export function isQuestionDisabled(question: Question, context: ConditionContext): boolean {
  return Boolean(question.disabled) || !conditionHolds(question.enableIf, context, true);
}

export function isSectionSkipped(section: GroupSection | ContentSection, context: ConditionContext): boolean {
  return isHidden(section, context);
}

/** Whether a question depends on answers (so a front end must follow the answers to show it right). */
export function hasDynamicRules(question: Question): boolean {
  return (
    question.skip !== undefined ||
    question.visibleIf !== undefined ||
    question.requiredIf !== undefined ||
    question.enableIf !== undefined
  );
}

/**
 * The question as it applies now: `required` and `disabled` decided from `requiredIf` and `enableIf`. The same
 * object is returned when nothing changes, so a front end can hand it to its components as they are.
 */
export function resolveQuestion<Q extends Question>(question: Q, context: ConditionContext): Q {
  const required = isQuestionRequired(question, context);
  const disabled = isQuestionDisabled(question, context);
  if (required === Boolean(question.required) && disabled === Boolean(question.disabled)) return question;
  return { ...question, required, disabled };
}

/** A page is skipped when `skipped` holds or `visibleIf` does not. */
export function isPageHidden(page: PageDefinition, context: ConditionContext): boolean {
  return conditionHolds(page.skipped, context) || !conditionHolds(page.visibleIf, context, true);
}

/** The computed values of a definition, in order (each may use the ones before it). */
export function computeValues(definition: Pick<SurveyDefinition, 'computed'>, context: ConditionContext): Record<string, ExpressionValue> {
  const values: Record<string, ExpressionValue> = {};
  const read = context.read;
  const withComputed: ConditionContext = {
    ...context,
    read: (name) => (Object.prototype.hasOwnProperty.call(values, name) ? values[name] : read ? read(name) : readReference({ ...context, read: undefined }, name)),
  };
  for (const entry of definition.computed ?? []) values[entry.key] = evaluateInContext(entry.expression, withComputed);
  return values;
}
