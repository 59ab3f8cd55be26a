import { describe, expect, it } from 'vitest';
import { Ajv } from 'ajv';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createSurvey, loadRichQuestionRules, MESSAGES, validateDefinition, type ConditionContext, type PanelDynamicQuestion, type Question } from '../src/index.js';
import { createPanelItemController, panelFieldViews } from '../src/rich-questions.js';
import { createOfflineApi } from '../src/offline-api.js';
import { page, survey, testEnvironment } from './support/fixtures.js';

const household: PanelDynamicQuestion = {
  key: 'people',
  type: 'paneldynamic',
  templateElements: [
    { name: 'name', label: 'Name', required: true },
    { name: 'age', type: 'number', label: 'Age', min: 0, max: 130 },
    { name: 'school', type: 'radio', label: 'School', required: true, visibleIf: '{panel.age} < 18', options: [{ value: 'primary' }, { value: 'secondary' }] },
    { name: 'works', type: 'boolean', label: 'Works' },
    { name: 'employer', type: 'string', label: 'Employer', requiredIf: "{panel.works} = true and {country} = 'be'" },
    { name: 'commute', type: 'rating', label: 'Commute', rateMax: 5 },
    { name: 'diet', type: 'checkboxes', label: 'Diet', required: true, visibleIf: '{panelIndex} = 1', options: [{ value: 'vegan' }] },
    { name: 'nickname', label: 'Nickname', requiredIf: '{panel.age} < 12' },
  ],
};
const country: Question = { key: 'country', type: 'dropdown', options: [{ value: 'be' }, { value: 'nl' }] };
const contextOf = (answers: Record<string, unknown>): ConditionContext => ({ answers: answers as never, treesponse: {} as never, language: 'en' });

/** Each field's name with what the engine decides for it: hidden, or shown with 'required' and its first problem's key. */
function decided(item: Record<string, unknown>, index: number, answers: Record<string, unknown>) {
  return Object.fromEntries(
    panelFieldViews(household, item, index, contextOf(answers)).map((field) => {
      const problem = Object.values(field.problems)[0];
      const outcome = field.visible ? [field.required ? 'required' : 'optional', problem && 'key' in problem ? problem.key : null] : 'hidden';
      return [field.element.name, outcome];
    }),
  );
}

describe('the fields of a repeating panel item', () => {
  it('decide their rules in their own item: {panel.<name>}, {panelIndex} and answers of the survey', async () => {
    await loadRichQuestionRules();
    expect(decided({ name: 'An', age: 10 }, 0, { country: 'be' })).toEqual({
      name: ['required', null],
      age: ['optional', null],
      school: ['required', 'validation.required'],
      works: ['optional', null],
      employer: ['optional', null],
      commute: ['optional', null],
      diet: ['required', 'validation.required'],
      nickname: ['required', 'validation.itemRequired'],
    });
    // The second item: older, working in Belgium; its school and diet are hidden, so never checked.
    expect(decided({ name: 'Bo', age: 40, works: true, school: 'nonsense', commute: 9 }, 1, { country: 'be' })).toEqual({
      name: ['required', null],
      age: ['optional', null],
      school: 'hidden',
      works: ['optional', null],
      employer: ['required', 'validation.required'],
      commute: ['optional', 'validation.max'],
      diet: 'hidden',
      nickname: ['optional', null],
    });
    // The same item in another country: the employer is optional there.
    expect(decided({ name: 'Bo', age: 40, works: true }, 1, { country: 'nl' }).employer).toEqual(['optional', null]);
    expect(decided({ name: 'Bo', age: 200 }, 1, {}).age).toEqual(['optional', 'validation.max']);
    // Hostile: fields that are no objects, and no list at all, are passed over.
    const broken = { ...household, templateElements: [null, 'x', { name: 'ok', required: true }] } as unknown as PanelDynamicQuestion;
    expect(panelFieldViews(broken, {}, 0, contextOf({})).map((field) => field.element.name)).toEqual(['ok']);
    expect(panelFieldViews({ ...household, templateElements: 'x' } as unknown as PanelDynamicQuestion, {}, 0, contextOf({}))).toEqual([]);
  });

  it('name the item and the field of the first problem in the panel message, hidden fields left out', async () => {
    const s = createSurvey({ definition: survey([page('p', 1, [country, household])]), api: createOfflineApi(), language: 'en', environment: testEnvironment() });
    await s.ready();
    s.setAnswer('country', 'be');
    s.setAnswer('people', [{ name: 'An', age: 14, school: 'primary', diet: ['vegan'], nickname: 'A' }, { name: 'Bo', age: 40, works: true }]);
    s.touch('people');
    expect(s.getState().errors).toEqual({ people: 'Item 2: please fill in Employer' });
    s.setAnswer('people', [{ name: 'An', age: 14, school: 'primary', diet: ['vegan'], nickname: 'A' }, { name: 'Bo', age: 40, works: true, commute: 7 }]);
    expect(s.getState().errors).toEqual({ people: 'Item 2: please fill in Employer' });
    s.setAnswer('country', 'nl');
    expect(s.getState().errors).toEqual({ people: 'Item 2: please check Commute' });
    s.setAnswer('people', [{ name: 'An', age: 14, school: 'primary', diet: ['vegan'], nickname: 'A' }, { name: 'Bo', age: 40, works: true, commute: 4 }]);
    expect(s.getState().errors).toEqual({});
  });

  it('are a survey of their own to a front end: answers and errors of the item, numbers read in the survey language', async () => {
    const s = createSurvey({ definition: survey([page('p', 1, [country, household])]), api: createOfflineApi(), language: 'nl', environment: testEnvironment() });
    await s.ready();
    s.setAnswer('people', [{ name: 'An', age: 30, diet: ['vegan'] }, { name: 'Bo' }]);
    const second = createPanelItemController(s, household, 1);
    expect(second.getAnswer('name')).toBe('Bo');
    second.setAnswer('age', '12,5');
    expect(s.getAnswer('people')).toEqual([{ name: 'An', age: 30, diet: ['vegan'] }, { name: 'Bo', age: 12.5 }]);
    // No error shown before the panel shows its message; then each field's own, in the survey's language.
    expect(second.getState().errors).toEqual({});
    second.touch('school');
    expect(s.getState().errors.people).toBe('Item 2: vul School in');
    // 12,5: old enough to go without a nickname (`{panel.age} < 12`), young enough for a school.
    expect(second.getState().errors).toEqual({ school: MESSAGES.nl['validation.required'] });
    second.setAnswer('age', '9');
    expect(second.getState().errors).toEqual({ school: MESSAGES.nl['validation.required'], nickname: 'Vul Nickname in' });
    expect(second.fields().filter((field) => field.visible).map((field) => field.element.name)).toEqual(['name', 'age', 'school', 'works', 'employer', 'commute', 'nickname']);
    second.setAnswer('age', ' ');
    expect(s.getAnswer('people')).toEqual([{ name: 'An', age: 30, diet: ['vegan'] }, { name: 'Bo' }]);
    // What the item decided is what a front end renders: each field shown as it is, following nothing further.
    second.setAnswer('age', '9');
    const school = second.fields().find((field) => field.element.name === 'school')!.question!;
    expect(second.questionView(school)).toMatchObject({ key: 'school', visible: true, required: true, followsAnswers: false, error: MESSAGES.nl['validation.required'] });
    // The same state gives the same objects, so a front end re-renders only on a change.
    expect(second.getState()).toBe(second.getState());
    expect(second.fields()).toBe(second.fields());
  });
});

describe('the fields of a repeating panel in a definition', () => {
  const definition = (question: unknown) => ({ key: 's', pages: [{ key: 'p', order: 1, sections: [{ type: 'question', question }] }] });
  const panel = (templateElements: unknown[]) => ({ key: 'people', type: 'paneldynamic', templateElements });

  it('are checked like questions of their type, with their rules and options', () => {
    const problems = validateDefinition(
      definition(
        panel([
          { name: 'a', type: 'number', min: 0, mx: 3 },
          { name: 'b', type: 'matrix' },
          { name: 'c', type: 'radio', visibleIf: '{panel.nope} = 1' },
          { name: 'd', type: 'rating', rateMin: 5, rateMax: 2, requiredIf: '{panel.a} >' },
          { name: 'e', label: 'E', visibleIf: "{panel.a} > 1 and {panel.c} = 'x'", key: 'e' },
        ]),
      ),
    ).map((problem) => `${problem.path.replace('pages[0].sections[0].question.templateElements', '')}: ${problem.message}`);
    expect(problems).toEqual(
      expect.arrayContaining([
        "[0].mx: Unknown property 'mx' (did you mean 'max'?)",
        expect.stringMatching(/^\[1\]\.type: A field of a repeating panel's items is of one of the types string, text, email, number, date, radio, dropdown, checkboxes, boolean, rating/),
        '[2].options: A radio field needs a list of at least one option',
        "[2].visibleIf: {panel.nope} is not a field of the panel's items",
        '[3].rateMax: Must be greater than rateMin (default 1)',
        expect.stringMatching(/^\[3\]\.requiredIf: /),
        "[4].key: Unknown property 'key'",
      ]),
    );
    expect(problems.filter((problem) => problem.startsWith('[4]'))).toEqual(["[4].key: Unknown property 'key'"]);
  });

  it("have rules whose references name the item's fields and the survey's questions, checked by createSurvey too", () => {
    const survey = {
      key: 's',
      pages: [
        {
          key: 'p',
          order: 1,
          sections: [
            { type: 'question', question: country },
            {
              type: 'question',
              question: panel([
                { name: 'age', type: 'number', visibleIf: "{contry} = 'be' and {panelIndex} > 1", requiredIf: '{later} = 1' },
                { name: 'school', visibleIf: '{panel.agee} < 18 and {panel.age} > 3' },
                { name: 'pet', type: 'radio', options: [{ value: 'cat' }], enableIf: '{panel.panelOption} = 1', skip: "{country} = 'nl'" },
                { name: 'note', type: 'string', validators: [{ expression: '{panel.school} != {peopel}', message: 'Differs' }] },
              ]),
            },
          ],
        },
        { key: 'q', order: 2, sections: [{ type: 'question', question: { key: 'later', type: 'number' } }] },
      ],
    };
    const at = (path: string) => `pages[0].sections[1].question.templateElements${path}`;
    const expected = [
      { path: at('[0].visibleIf'), message: '{contry} is not a question or computed value of this survey' },
      { path: at('[0].requiredIf'), message: 'Depends on {later}, which is asked on a later page ("q")' },
      { path: at('[1].visibleIf'), message: "{panel.agee} is not a field of the panel's items" },
      // `panelOption` is an item's option only in a panel with panelsFrom.
      { path: at('[2].enableIf'), message: "{panel.panelOption} is not a field of the panel's items" },
      { path: at('[3].validators[0].expression'), message: '{peopel} is not a question or computed value of this survey' },
    ];
    expect(validateDefinition(survey)).toEqual(expected);
    expect(() => createSurvey({ definition: survey as never, api: createOfflineApi(), environment: testEnvironment() })).toThrow(
      expect.objectContaining({ name: 'InvalidDefinitionError', problems: expected }),
    );

    const fixed = structuredClone(survey);
    const fields = (fixed.pages[0]!.sections[1]!.question as { templateElements: Record<string, unknown>[] }).templateElements;
    Object.assign(fields[0]!, { visibleIf: "{country} = 'be' and {panelIndex} > 1", requiredIf: '{people} = 1' });
    Object.assign(fields[1]!, { visibleIf: '{panel.age} < 18' });
    Object.assign(fields[3]!, { validators: [{ expression: '{panel.school} != {country}', message: 'Differs' }] });
    Object.assign(fixed.pages[0]!.sections[1]!.question, { panelsFrom: 'country' });
    expect(validateDefinition(fixed)).toEqual([]);
    expect(() => createSurvey({ definition: fixed as never, api: createOfflineApi(), environment: testEnvironment() })).not.toThrow();
  });

  it('have their branch in the JSON Schema: one error for one typo in a typed field', () => {
    const schema = JSON.parse(readFileSync(fileURLToPath(new URL('../schema/definition.schema.json', import.meta.url)), 'utf8')) as object;
    const validate = new Ajv({ allErrors: true, discriminator: true }).compile(schema);
    const good = definition(panel([{ name: 'a', type: 'rating', rateType: 'stars', visibleIf: '{panel.b} = true' }, { name: 'b', type: 'boolean' }, { name: 'c' }]));
    expect(validate(good), JSON.stringify(validate.errors)).toBe(true);
    expect(validateDefinition(good)).toEqual([]);
    expect(validate(definition(panel([{ name: 'a', type: 'rating', rateTyp: 'stars' }])))).toBe(false);
    expect(validate.errors?.map((error) => error.params)).toContainEqual({ additionalProperty: 'rateTyp' });
  });
});
