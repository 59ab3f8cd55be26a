// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  createMemoryStorage,
  createSurvey,
  validateDefinition,
  type AnswerValue,
  type Question,
  type SurveyDefinition,
} from '@treesponse/core';
import { createOfflineApi } from '@treesponse/core/offline';
import { demoSurvey } from '../demo/demoSurvey.js';
import { PLAYGROUND_DEFINITION } from '../demo/Playground.stories.js';

/** A plausible answer for each question type, so a walk reaches every page with its rules applied. */
function answerFor(question: Question): AnswerValue | undefined {
  switch (question.type) {
    case 'email':
      return 'ann@example.org';
    case 'string':
    case 'text':
      return 'Answered with some text';
    case 'checkbox':
      return true;
    case 'checkboxes':
      return [question.options[0]!.value];
    case 'radio':
    case 'dropdown':
      return question.options.find((option) => !option.disabled && !option.hide)!.value;
    case 'matrix':
      return Object.fromEntries(question.rows.map((row) => [row.value, question.options[0]!.value]));
    case 'slider':
    case 'number':
      return 20;
    case 'date':
      return '2026-05-01';
    case 'rrn':
      return '85073003328';
    default:
      return undefined;
  }
}

/** Walks a survey page by page: what is shown, required and wrong before and after answering, and where Next goes. */
async function walk(definition: SurveyDefinition): Promise<unknown[]> {
  const survey = createSurvey({
    definition,
    api: createOfflineApi(),
    language: 'en',
    environment: { storage: createMemoryStorage(), randomId: () => 'fixed-seed' },
    onError: () => undefined,
  });
  const trace: unknown[] = [];
  const seen = (label: string) => {
    const state = survey.getState();
    trace.push({
      label,
      page: state.page.key,
      title: survey.text(state.page.title),
      questions: survey.visibleQuestions().map((q) => [q.key, Boolean(q.required), Boolean(q.disabled), survey.text(q.label)]),
      errors: state.errors,
      pageValid: state.pageValid,
      progress: state.progress,
    });
  };
  for (let step = 0; step < definition.pages.length + 1; step += 1) {
    seen('arrived');
    await survey.next();
    seen('empty next');
    for (const question of survey.visibleQuestions()) {
      const answer = answerFor(question);
      if (answer !== undefined) survey.setAnswer(question.key, answer);
    }
    seen('answered');
    if (survey.getState().isLastPage) break;
    await survey.next({ force: true });
  }
  survey.setCompleted();
  trace.push(survey.getState().treesponse.answers);
  survey.destroy();
  return trace;
}

const DEFINITIONS: [string, SurveyDefinition][] = [
  ['the demo survey', demoSurvey],
  ['the playground survey', JSON.parse(PLAYGROUND_DEFINITION) as SurveyDefinition],
];

describe('definitions survive JSON', () => {
  it.each(DEFINITIONS)('%s behaves the same after JSON.stringify and JSON.parse', async (_name, definition) => {
    const copy = JSON.parse(JSON.stringify(definition)) as SurveyDefinition;
    expect(copy).toEqual(definition);
    expect(validateDefinition(copy)).toEqual([]);
    expect(await walk(copy)).toEqual(await walk(definition));
  });
});
