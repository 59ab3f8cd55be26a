/**
 * The rules of a page decided with the current answers: which questions are shown, which rules fail, and, when the
 * survey is completed, which questions were skipped (their answers are dropped). Plain functions of the page and the
 * answers.
 */
import { conditionHolds, isQuestionSkipped, isSectionSkipped, resolveQuestion } from '../conditions.js';
import { DERIVED_SUFFIXES, type QuestionTypeRegistry } from '../definition.js';
import { isPageSkipped } from '../navigation.js';
import type { ConditionContext, PageDefinition, Question, SpecialField, Treesponse } from '../types.js';
import { ruleMessage, validateQuestion, type AnswerReader, type ValidationMessage } from '../validation.js';
import { targetOf } from './answers.js';

/** Questions of a page that are not skipped, groups flattened; `required` and `disabled` as their rules decide now. */
export function visibleQuestions(page: PageDefinition, context: ConditionContext): Question[] {
  const out: Question[] = [];
  const walk = (question: Question, parentSkipped: boolean) => {
    const skipped = parentSkipped || isQuestionSkipped(question, context);
    if (!skipped) out.push(resolveQuestion(question, context));
    if (question.type === 'group') question.questions.forEach((child) => walk(child, skipped));
  };
  for (const section of page.sections) {
    if (section.type === 'question') walk(section.question, false);
    else if (section.type === 'group') section.questions.forEach((q) => walk(q, isSectionSkipped(section, context)));
  }
  return out;
}

/** Every rule failure of a page, shown or not: each visible question's, then the page's own rules. */
export function pageRuleErrors(
  page: PageDefinition,
  read: AnswerReader,
  context: ConditionContext,
  questionTypes: QuestionTypeRegistry,
): Record<string, ValidationMessage> {
  const errors: Record<string, ValidationMessage> = {};
  for (const question of visibleQuestions(page, context)) {
    if (question.type === 'group') continue; // children are in the list themselves
    Object.assign(errors, validateQuestion(question, read, context, questionTypes));
  }
  if (Array.isArray(page.validation)) {
    for (const rule of page.validation) {
      const key = rule.key ?? '';
      if (!errors[key] && !conditionHolds(rule.expression, context)) errors[key] = ruleMessage(rule, context);
    }
  } else if (page.validation) {
    for (const [key, message] of Object.entries(page.validation(context) ?? {})) {
      if (message && !errors[key]) errors[key] = { literal: message };
    }
  }
  return errors;
}

/** Every question that is skipped with the current answers: on a skipped page, in a skipped section or itself. */
export function skippedQuestions(pages: readonly PageDefinition[], context: ConditionContext): Question[] {
  const skipped: Question[] = [];
  const walk = (question: Question, parentSkipped: boolean) => {
    const isSkipped = parentSkipped || isQuestionSkipped(question, context);
    if (isSkipped) skipped.push(question);
    if (question.type === 'group') question.questions.forEach((child) => walk(child, isSkipped));
  };
  for (const page of pages) {
    const pageSkipped = isPageSkipped(page, context);
    for (const section of page.sections) {
      if (section.type === 'question') walk(section.question, pageSkipped);
      else if (section.type === 'group') section.questions.forEach((q) => walk(q, pageSkipped || isSectionSkipped(section, context)));
    }
  }
  return skipped;
}

/**
 * The treesponse without the answers of skipped questions (their derived `{key}_…` answers, special fields and
 * uploads too), and the keys of the questions dropped.
 */
export function withoutSkippedAnswers(
  treesponse: Treesponse,
  pages: readonly PageDefinition[],
  context: ConditionContext,
): { treesponse: Treesponse; dropped: string[] } {
  const dropped = skippedQuestions(pages, context).filter((question) => question.type !== 'content' && question.type !== 'group');
  if (dropped.length === 0) return { treesponse, dropped: [] };
  const answers = { ...treesponse.answers };
  const uploads = { ...treesponse.uploads };
  const special: Partial<Record<SpecialField, unknown>> = {};
  for (const question of dropped) {
    const target = targetOf(question);
    if (target !== 'answers') special[target] = typeof treesponse[target] === 'boolean' ? false : null;
    for (const key of Object.keys(answers)) {
      if (key === question.key || DERIVED_SUFFIXES.some((suffix) => key === `${question.key}${suffix}`)) delete answers[key];
    }
    delete uploads[question.key];
  }
  return {
    treesponse: { ...treesponse, ...(special as Partial<Treesponse>), answers, uploads },
    dropped: dropped.map((question) => question.key),
  };
}
