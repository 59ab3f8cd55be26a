import { describe, expect, it } from 'vitest';
import { Ajv } from 'ajv';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createSurvey, interpolate, MESSAGES, validateDefinition, type PanelDynamicQuestion, type Question } from '../src/index.js';
import {
  canAddPanel,
  canRemovePanel,
  panelItems,
  panelTitleValues,
  withPanelAdded,
  withPanelField,
  withPanelRemoved,
} from '../src/question-logic.js';
import { createOfflineApi } from '../src/offline-api.js';
import { page, survey, testEnvironment } from './support/fixtures.js';

const people: PanelDynamicQuestion = {
  key: 'people',
  type: 'paneldynamic',
  minPanelCount: 1,
  maxPanelCount: 3,
  templateElements: [
    { name: 'name', label: { en: 'First name', nl: 'Voornaam', fr: 'Prénom', de: 'Vorname' }, required: true },
    { name: 'email', label: 'E-mail', inputType: 'email' },
  ],
};

function surveyOf(questions: Question[], language: 'en' | 'nl' | 'fr' | 'de' = 'en') {
  const s = createSurvey({ definition: survey([page('p', 1, questions)]), api: createOfflineApi(), language, environment: testEnvironment() });
  for (const question of questions) s.touch(question.key);
  return s;
}

describe('the items of a repeating panel', () => {
  it('start with minPanelCount items (or one), keep the answer, and add, remove and type as asked', () => {
    expect(panelItems(people, undefined)).toEqual([{}]);
    expect(panelItems({ ...people, minPanelCount: 0 }, undefined)).toEqual([{}]);
    expect(panelItems({ ...people, minPanelCount: 0 }, [])).toEqual([]);
    expect(panelItems({ ...people, minPanelCount: 2 }, [{ name: 'An' }])).toEqual([{ name: 'An' }, {}]);
    // Hostile: items that are not objects count as blank ones.
    expect(panelItems(people, [null, 'x', { name: 'Bo' }])).toEqual([{}, {}, { name: 'Bo' }]);

    const two = withPanelField(withPanelAdded([{ name: 'An' }]), 1, 'name', 'Bo');
    expect(two).toEqual([{ name: 'An' }, { name: 'Bo' }]);
    expect(withPanelRemoved(two, 0)).toEqual([{ name: 'Bo' }]);
    expect([canAddPanel(people, 2), canAddPanel(people, 3), canRemovePanel(people, 1), canRemovePanel(people, 2)]).toEqual([true, false, false, true]);
  });

  it('follow the options chosen in another question, keeping what was typed for each', () => {
    const usage: PanelDynamicQuestion = { key: 'usage', type: 'paneldynamic', panelsFrom: 'devices', templateElements: [{ name: 'kwh' }] };
    const answer = [{ panelOption: 'car', kwh: '2500' }, { panelOption: 'gone', kwh: '1' }];
    expect(panelItems(usage, answer, ['heatpump', 'car', 'car'])).toEqual([{ panelOption: 'heatpump' }, { panelOption: 'car', kwh: '2500' }]);
    expect(panelItems(usage, answer, 'car')).toEqual([{ panelOption: 'car', kwh: '2500' }]);
    expect(panelItems(usage, answer, undefined)).toEqual([]);
    expect([canAddPanel(usage, 0), canRemovePanel(usage, 2)]).toEqual([false, false]);
  });

  it('give each heading its number, its own fields and its option', () => {
    const values = panelTitleValues(people, { name: 'An' }, 1, 'Heat pump');
    expect(values).toEqual({ panelIndex: 2, 'panel.name': 'An', 'panel.email': '', panelOption: 'Heat pump' });
    expect(interpolate('Person {{panelIndex}}: {{panel.name}}', values)).toBe('Person 2: An');
  });
});

describe('repeating panel answers', () => {
  it('name the item and the field of the first problem, in the survey language', async () => {
    const s = surveyOf([people], 'fr');
    await s.ready();
    expect(s.getState().errors).toEqual({});
    s.setAnswer('people', [{ name: 'An', email: 'an@example.org' }, { email: 'x' }]);
    expect(s.getState().errors).toEqual({ people: 'Élément 2\u202f: veuillez remplir Prénom' });
    s.setAnswer('people', [{ name: 'An', email: 'an@example.org' }, { name: 'Bo', email: 'not an address' }]);
    expect(s.getState().errors).toEqual({ people: 'Élément 2\u202f: veuillez vérifier E-mail' });
    s.setAnswer('people', [{ name: 'An' }, { name: 'Bo' }]);
    expect(s.getState().errors).toEqual({});
    expect(s.text('{{people}} personnes')).toBe('2 personnes');
    // Four items where three at most are allowed (e.g. an answer resumed from elsewhere).
    s.setAnswer('people', [{ name: 'A' }, { name: 'B' }, { name: 'C' }, { name: 'D' }]);
    expect(s.getState().errors).toEqual({ people: 'Veuillez garder au maximum 3 éléments' });
  });

  it('are unanswered while every field is blank: required then, else not checked further', async () => {
    const s = surveyOf([{ ...people, required: true }, { ...people, key: 'optional', minPanelCount: 2 }], 'nl');
    await s.ready();
    expect(s.getState().errors).toEqual({ people: MESSAGES.nl['validation.required'] });
    s.setAnswer('people', [{ name: '  ' }]);
    expect(s.getState().errors).toEqual({ people: MESSAGES.nl['validation.required'] });
    // The second of the two items shown is blank: its required field is named.
    s.setAnswer('optional', [{ name: 'An' }]);
    expect(s.getState().errors).toEqual({ people: MESSAGES.nl['validation.required'], optional: 'Item 2: vul Voornaam in' });
  });

  it('count only the items with something typed towards minPanelCount', async () => {
    const s = surveyOf([{ key: 'rooms', type: 'paneldynamic', minPanelCount: 2, templateElements: [{ name: 'room' }] }], 'en');
    await s.ready();
    s.setAnswer('rooms', [{ room: 'Kitchen' }, { room: ' ' }]);
    expect(s.getState().errors).toEqual({ rooms: 'Please add at least 2 items' });
    s.setAnswer('rooms', [{ room: 'Kitchen' }, { room: 'Attic' }]);
    expect(s.getState().errors).toEqual({});
  });

  it('with panelsFrom, check one item per option chosen, whatever the stored answer holds', async () => {
    const devices: Question = { key: 'devices', type: 'checkboxes', options: [{ value: 'heatpump' }, { value: 'car' }] };
    const usage: PanelDynamicQuestion = {
      key: 'usage',
      type: 'paneldynamic',
      panelsFrom: 'devices',
      templateElements: [{ name: 'kwh', label: 'kWh', inputType: 'number', required: true }],
    };
    const s = surveyOf([devices, usage], 'de');
    await s.ready();
    s.setAnswer('usage', [{ panelOption: 'car', kwh: '2500' }]);
    expect(s.getState().errors).toEqual({});
    s.setAnswer('devices', ['heatpump', 'car']);
    s.touch('usage');
    expect(s.getState().errors).toEqual({ usage: 'Eintrag 1: Bitte füllen Sie kWh aus' });
    s.setAnswer('devices', ['car']);
    s.touch('usage');
    expect(s.getState().errors).toEqual({});
  });
});

describe('repeating panel definitions', () => {
  const definition = (questions: unknown[]) => ({ key: 's', pages: [{ key: 'p', order: 1, sections: questions.map((question) => ({ type: 'question', question })) }] });

  it('are checked: fields, counts, the option key and the question panelsFrom names', () => {
    const problems = validateDefinition(
      definition([
        { key: 'a', type: 'paneldynamic' },
        { key: 'b', type: 'paneldynamic', minPanelCount: 3, maxPanelCount: 2, templateElements: [{ name: 'x' }, { name: 'x', requried: true }] },
        { key: 'c', type: 'paneldynamic', panelsFrom: 'nowhere', templateElements: [{ name: 'panelOption' }] },
        { key: 'd', type: 'paneldynamic', panelsFrom: 'a', templateElement: [], templateElements: [{ name: 'y' }] },
      ]),
    );
    const at = (path: string) => problems.filter((problem) => problem.path === `pages[0].sections[${path}`).map((problem) => problem.message);
    expect(at('0].question.templateElements')).toEqual(['A repeating panel needs a list of at least one item']);
    expect(at('1].question.maxPanelCount')).toEqual(['Must be at least minPanelCount']);
    expect(at('1].question.templateElements[1].name')).toEqual(['The item name "x" is used twice']);
    expect(at('1].question.templateElements[1].requried')).toEqual(["Unknown property 'requried' (did you mean 'required'?)"]);
    expect(at('2].question.templateElements[0].name')[0]).toMatch(/^"panelOption" holds the item's option/);
    expect(at('2].question.panelsFrom')).toEqual(['"nowhere" is not a question of this survey']);
    expect(at('3].question.panelsFrom')[0]).toMatch(/^"a" is a paneldynamic question: a panel follows the options chosen in a checkboxes/);
    expect(at('3].question.templateElement')[0]).toMatch(/^Unknown property 'templateElement' \(did you mean 'templateElements'\?\)/);
  });

  it('from the README are accepted by validateDefinition and the published JSON Schema, with one error for one typo', () => {
    const readme = readFileSync(fileURLToPath(new URL('../README.md', import.meta.url)), 'utf8');
    const json = /<!-- example: paneldynamic -->\n```json\n([\s\S]*?)```/.exec(readme)?.[1];
    const good = definition(JSON.parse(json!) as unknown[]);
    expect(validateDefinition(good)).toEqual([]);
    const schema = JSON.parse(readFileSync(fileURLToPath(new URL('../schema/definition.schema.json', import.meta.url)), 'utf8')) as object;
    const validate = new Ajv({ allErrors: true, discriminator: true }).compile(schema);
    expect(validate(good), JSON.stringify(validate.errors)).toBe(true);
    const typo = structuredClone(good);
    (typo.pages[0]!.sections[0]!.question as Record<string, unknown>).maxPanelCont = 4;
    expect(validate(typo)).toBe(false);
    expect(validate.errors).toHaveLength(1);
  });
});
