import { describe, expect, it } from 'vitest';
import {
  createSurvey,
  type SurveyDefinition,
  type SurveyOptions,
  type TreesponseApi,
  type WireTreesponse,
} from '../src/index.js';
import { createOfflineApi } from '../src/offline-api.js';
import { testEnvironment } from './support/fixtures.js';

/** A definition written as JSON text, so nothing in it can be a callback. */
const DEFINITION_JSON = `{
  "key": "logic",
  "languages": ["en", "nl"],
  "computed": [
    { "key": "yearly", "expression": "{monthly} * 12", "save": true },
    { "key": "expensive", "expression": "{yearly} > 1000" }
  ],
  "pages": [
    {
      "key": "about", "order": 1,
      "sections": [
        { "type": "question", "question": { "key": "name", "type": "string", "required": true } },
        { "type": "question", "question": { "key": "contact", "type": "radio", "options": [
          { "value": "mail", "label": { "en": "By e-mail", "nl": "Per e-mail" } }, { "value": "none", "label": "No" } ] } },
        { "type": "question", "question": { "key": "mail", "type": "email", "target": "email", "visibleIf": "{contact} = 'mail'", "required": true } },
        { "type": "question", "question": { "key": "phone", "type": "string", "requiredIf": "{contact} = 'none'", "enableIf": "{contact} = 'none'" } },
        { "type": "group", "key": "extra", "skip": "empty({name})", "questions": [
          { "key": "nickname", "type": "string", "required": true } ] }
      ]
    },
    {
      "key": "costs", "order": 2, "title": { "en": "Costs for {{name}}", "nl": "Kosten voor {{name}}" },
      "validation": [
        { "expression": "{monthly} <= {ceiling}", "key": "monthly", "message": { "en": "At most {{ceiling}}, {{name}}", "nl": "Hoogstens {{ceiling}}" } },
        { "expression": "{monthly} != 13", "message": "Not 13" }
      ],
      "sections": [
        { "type": "question", "question": { "key": "monthly", "type": "string", "validators": [
          { "expression": "number({monthly}) >= 0", "message": "A positive amount, please" } ] } },
        { "type": "question", "question": { "key": "ceiling", "type": "hidden", "expression": "100 + 50" } }
      ]
    },
    { "key": "expensive_page", "order": 3, "visibleIf": "{expensive}", "title": "Yearly {{yearly}} via {{contact}}", "sections": [
      { "type": "question", "question": { "key": "why", "type": "text" } } ] },
    { "key": "end", "order": 4, "skipped": "false", "sections": [] }
  ]
}`;

function recordingApi(): TreesponseApi & { bodies: WireTreesponse[] } {
  const offline = createOfflineApi();
  const bodies: WireTreesponse[] = [];
  return {
    ...offline,
    bodies,
    createTreesponse: async (token, body) => {
      bodies.push(body);
      return offline.createTreesponse(token, body);
    },
    updateTreesponse: async (token, id, body) => {
      bodies.push(body);
      return offline.updateTreesponse(token, id, body);
    },
  };
}

function start(extra: Partial<SurveyOptions> = {}) {
  const definition = JSON.parse(DEFINITION_JSON) as SurveyDefinition;
  const api = recordingApi();
  const survey = createSurvey({ definition, api, language: 'en', environment: testEnvironment(), ...extra });
  return { survey, api };
}

/** Answers the first page: by e-mail or, without `contact: 'mail'`, by phone. */
async function answerFirstPage(survey: ReturnType<typeof start>['survey'], contact: 'mail' | 'none') {
  survey.setAnswer('name', 'Ann');
  survey.setAnswer('nickname', 'An');
  survey.setAnswer('contact', contact);
  if (contact === 'mail') survey.setAnswer('mail', 'ann@example.org');
  else survey.setAnswer('phone', '1');
  return survey.next();
}

const keys = (survey: ReturnType<typeof start>['survey']) => survey.visibleQuestions().map((question) => question.key);

describe('definitions as JSON', () => {
  it('shows, skips, requires and enables questions and sections by expressions', async () => {
    const { survey } = start();
    expect(keys(survey)).toEqual(['name', 'contact', 'phone']);
    const phone = () => survey.visibleQuestions().find((question) => question.key === 'phone')!;
    expect(phone().disabled).toBe(true);

    survey.setAnswer('name', 'Ann');
    survey.setAnswer('contact', 'mail');
    expect(keys(survey)).toEqual(['name', 'contact', 'mail', 'phone', 'nickname']);
    expect(await survey.next()).toBe(false);
    expect(survey.getState().errors).toEqual({ mail: 'This question is required', nickname: 'This question is required' });

    survey.setAnswer('contact', 'none');
    expect(phone()).toMatchObject({ disabled: false, required: true });
    survey.setAnswer('nickname', 'An');
    expect(survey.getState().errors).toEqual({ phone: 'This question is required' });
    survey.setAnswer('phone', '0470');
    expect(await survey.next()).toBe(true);
    expect(survey.getState().page.key).toBe('costs');
  });

  it('pipes answers into texts and runs page rules, question validators and hidden expressions', async () => {
    const { survey } = start();
    await answerFirstPage(survey, 'mail');
    expect(survey.text(survey.getState().page.title)).toBe('Costs for Ann');
    expect(survey.getAnswer('ceiling')).toBe(150);

    survey.setAnswer('monthly', '-5');
    expect(await survey.next()).toBe(false);
    expect(survey.getState().errors).toEqual({ monthly: 'A positive amount, please' });
    survey.setAnswer('monthly', '200');
    expect(survey.getState().errors).toEqual({ monthly: 'At most 150, Ann' });
    await survey.setLanguage('nl');
    expect(survey.getState().errors).toEqual({ monthly: 'Hoogstens 150' });
    survey.setAnswer('monthly', '13');
    expect(survey.getState().errors).toEqual({ '': 'Not 13' });

    survey.setLanguage('en');
    survey.setAnswer('monthly', '100');
    expect(survey.getState().computed).toEqual({ yearly: 1200, expensive: true });
    expect(await survey.next()).toBe(true);
    expect(survey.getState().page.key).toBe('expensive_page');
    expect(survey.text(survey.getState().page.title)).toBe('Yearly 1200 via By e-mail');
  });

  it('skips a page whose visibleIf does not hold, in both directions', async () => {
    const { survey } = start();
    await answerFirstPage(survey, 'none');
    survey.setAnswer('monthly', '10');
    await survey.next();
    expect(survey.getState().page.key).toBe('end');
    survey.previous();
    expect(survey.getState().page.key).toBe('costs');
  });

  it('does not submit answers of questions skipped at completion, unless asked to keep them', async () => {
    for (const keepSkippedAnswers of [false, true]) {
      const { survey, api } = start({ keepSkippedAnswers });
      await answerFirstPage(survey, 'mail');
      survey.setAnswer('monthly', '100');
      await survey.next();
      survey.setAnswer('why', 'Because');
      await survey.previous();
      // Now the e-mail question and the expensive page are skipped.
      survey.goTo(0);
      survey.setAnswer('contact', 'none');
      survey.setAnswer('phone', '0470');
      survey.goTo(1);
      survey.setAnswer('monthly', '10');
      survey.setCompleted();
      await survey.save();
      const body = api.bodies.at(-1)!;
      expect(body.completed).toBe(true);
      if (keepSkippedAnswers) {
        expect(body.email).toBe('ann@example.org');
        expect(body.answers.why).toBe('Because');
      } else {
        expect(body.email).toBeNull();
        expect(body.answers).not.toHaveProperty('why');
        expect(body.answers).toMatchObject({ name: 'Ann', phone: '0470', monthly: '10' });
      }
      // A computed value marked `save` is stored with the answers.
      expect(body.answers.yearly).toBe(120);
    }
  });

  it('gives the same behaviour after a JSON round trip', async () => {
    const definition = JSON.parse(DEFINITION_JSON) as SurveyDefinition;
    const copy = JSON.parse(JSON.stringify(definition)) as SurveyDefinition;
    const run = async (d: SurveyDefinition) => {
      const survey = createSurvey({ definition: d, api: createOfflineApi(), language: 'en', environment: testEnvironment() });
      const trace: unknown[] = [keys(survey)];
      survey.setAnswer('name', 'Ann');
      survey.setAnswer('contact', 'none');
      trace.push(keys(survey), survey.getState().errors, survey.getState().pageValid);
      return trace;
    };
    expect(await run(copy)).toEqual(await run(definition));
  });
});
