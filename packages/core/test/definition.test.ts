import { describe, expect, it } from 'vitest';
import {
  createSurvey,
  InvalidDefinitionError,
  validateDefinition,
  type QuestionTypeRegistry,
  type SurveyDefinition,
} from '../src/index.js';
import { createOfflineApi } from '../src/offline-api.js';
import { testEnvironment } from './support/fixtures.js';

/**
 * 40 pages of 20 questions (`p{page}_{index}`, made by `question`), each counting in `reads` every property read of
 * it, by page.
 */
function countedPages(reads: Map<number, number>, question: (page: number, key: string) => Record<string, unknown>) {
  const counted = (page: number, key: string) =>
    new Proxy(question(page, key), {
      get(target, property, receiver) {
        reads.set(page, (reads.get(page) ?? 0) + 1);
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
  return Array.from({ length: 40 }, (_, page) => ({
    key: `page${page}`,
    order: page,
    sections: Array.from({ length: 20 }, (_, i) => ({ type: 'question', question: counted(page, `p${page}_${i}`) })),
  }));
}

const BROKEN = {
  key: 'broken',
  computed: [
    { key: 'total', expression: '{a} + {later_total}' },
    { key: 'later_total', expression: '{total} * 2' },
  ],
  pages: [
    {
      key: 'first',
      order: 1,
      skipped: '{b} = 1',
      sections: [
        { type: 'question', question: { key: 'a', type: 'radio', options: [] } },
        { type: 'question', question: { key: 'a', type: 'string', visibleIf: "{b} = 'x'" } },
        { type: 'question', question: { key: 'c', type: 'hologram' } },
        { type: 'question', question: { key: 'd', type: 'string', requiredIf: '{a} >', pattern: { source: '(', message: 'x' } } },
        { type: 'question', question: { key: 'e', type: 'checkboxes', options: [{ value: 'x' }, { value: 'x' }], skip: '{nope} = 1' } },
        { type: 'content', key: 'hello', visibleIf: 'empty({e_other})', content: 'Hi' },
        { type: 'video', key: 'v' },
      ],
    },
    {
      key: 'second',
      order: 2,
      visibleIf: '{a} = 1 and {email} != null and {b} = 2',
      validation: [{ expression: '{b} > 0', key: 'zzz', message: 'x' }],
      sections: [{ type: 'question', question: { key: 'b', type: 'string', enableIf: 42 } }],
    },
    { key: 'first', order: 3, sections: [] },
  ],
};

describe('validateDefinition', () => {
  it('reports every problem at once, each with its JSON path, in plain words', () => {
    expect(validateDefinition(BROKEN)).toEqual([
      { path: 'pages[0].sections[0].question.options', message: 'A radio question needs a list of at least one option' },
      { path: 'pages[0].sections[1].question.key', message: 'The key "a" is already used by the question at pages[0].sections[0].question' },
      {
        path: 'pages[0].sections[2].question.type',
        message: expect.stringMatching(/^Unknown question type "hologram"; known types: checkbox, checkboxes, .*hidden/),
      },
      { path: 'pages[0].sections[3].question.pattern.source', message: 'Not a valid regular expression' },
      { path: 'pages[0].sections[4].question.options[1].value', message: 'The option value "x" is used twice' },
      { path: 'pages[0].sections[6].type', message: 'Unknown section type "video"; known types: question, group, content' },
      { path: 'pages[1].validation[0].key', message: '"zzz" is not a question of this survey' },
      { path: 'pages[2].key', message: 'The page key "first" is already used by pages[0]' },
      { path: 'pages[0].sections[1].question.visibleIf', message: 'Depends on {b}, which is asked on a later page ("second")' },
      { path: 'pages[0].sections[3].question.requiredIf', message: 'The expression ends too early (at position 6 of "{a} >")' },
      { path: 'pages[0].sections[4].question.skip', message: '{nope} is not a question or computed value of this survey' },
      { path: 'pages[0].skipped', message: 'Depends on {b}, which is asked on a later page ("second")' },
      { path: 'pages[1].sections[0].question.enableIf', message: 'Must be an expression (a text), e.g. "{age} >= 18"' },
      { path: 'pages[1].visibleIf', message: 'The page depends on {b}, which is asked on the page itself; it can only depend on earlier pages' },
      {
        path: 'computed[0].expression',
        message: '{later_total} is computed at or after this value; a computed value can only use the ones before it',
      },
    ]);
  });

  it('accepts a good definition, callbacks included, and refuses non-objects', () => {
    const good: SurveyDefinition = {
      key: 'good',
      computed: [{ key: 'double', expression: '{n} * 2' }],
      pages: [
        { key: 'p1', order: 1, sections: [{ type: 'question', question: { key: 'n', type: 'string', skip: () => false } }] },
        { key: 'p2', order: 2, skipped: "{double} > 4 or {optinProject} or {$seed} = 'x'", sections: [] },
      ],
    };
    expect(validateDefinition(good)).toEqual([]);
    expect(validateDefinition(null)).toEqual([{ path: '$', message: 'A survey definition must be an object with a key and pages' }]);
    expect(validateDefinition({ key: 'x', pages: [] })).toEqual([{ path: 'pages', message: 'The survey needs a list of at least one page' }]);
  });

  it('knows registered custom types, requires their options and runs their own checks', () => {
    const questionTypes: QuestionTypeRegistry = {
      stars: { check: (question) => (typeof question.max === 'number' ? [] : ['A stars question needs "max" (a number)']) },
      tiles: { hasOptions: true },
    };
    const definition = {
      key: 'custom',
      pages: [{ key: 'p', order: 1, sections: [
        { type: 'question', question: { key: 's', type: 'stars' } },
        { type: 'question', question: { key: 't', type: 'tiles' } },
      ] }],
    };
    expect(validateDefinition(definition)).toHaveLength(2);
    expect(validateDefinition(definition, { questionTypes })).toEqual([
      { path: 'pages[0].sections[0].question', message: 'A stars question needs "max" (a number)' },
      { path: 'pages[0].sections[1].question.options', message: 'A tiles question needs a list of at least one option' },
    ]);
  });

  it('createSurvey refuses a definition with problems, listing them all', () => {
    const definition = {
      key: 'x',
      pages: [{ key: 'p', order: 1, sections: [
        { type: 'question', question: { key: 'a', type: 'radio', options: [] } },
        { type: 'question', question: { key: 'b', type: 'string', skip: "{a} = 'x" } },
      ] }],
    } as unknown as SurveyDefinition;
    let error: unknown;
    try {
      createSurvey({ definition, api: createOfflineApi(), environment: testEnvironment() });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(InvalidDefinitionError);
    expect((error as InvalidDefinitionError).problems).toHaveLength(2);
    expect((error as Error).message).toBe(
      'The survey definition has 2 problems:\n' +
        '- pages[0].sections[0].question.options: A radio question needs a list of at least one option\n' +
        '- pages[0].sections[1].question.skip: The text starting here is not closed with \' (at position 7 of "{a} = \'x")',
    );
  });
});

describe('when createSurvey checks the expressions', () => {
  const question = (key: string, extra: Record<string, unknown> = {}) => ({ type: 'question', question: { key, type: 'string', ...extra } });
  const threePages = (third: Record<string, unknown>) =>
    ({
      key: 'lazy',
      pages: [
        { key: 'one', order: 1, sections: [question('a')] },
        { key: 'two', order: 2, sections: [question('b', { visibleIf: "{a} != 'x'" })] },
        { key: 'three', order: 3, sections: [question('c')], ...third },
      ],
    }) as unknown as SurveyDefinition;
  const create = (definition: SurveyDefinition) => createSurvey({ definition, api: createOfflineApi(), environment: testEnvironment() });
  const brokenRule = { sections: [question('c', { requiredIf: "{a} = 'x" })] };
  const brokenProblem = {
    path: 'pages[2].sections[0].question.requiredIf',
    message: 'The text starting here is not closed with \' (at position 7 of "{a} = \'x")',
  };

  it('checks a page not shown first on the way to it: the page before stays shown', async () => {
    const definition = threePages(brokenRule);
    expect(validateDefinition(definition)).toEqual([brokenProblem]);
    const survey = create(definition);
    expect(await survey.next()).toBe(true);
    expect(survey.getState().page.key).toBe('two');
    const error = await survey.next().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InvalidDefinitionError);
    expect((error as InvalidDefinitionError).problems).toEqual([brokenProblem]);
    expect(survey.getState().page.key).toBe('two');
    expect(survey.getState().submitting).toBe(false);
    expect(() => survey.goTo(2)).toThrow(InvalidDefinitionError);
  });

  it('checks every page before completing', () => {
    const survey = create(threePages(brokenRule));
    expect(() => survey.setCompleted()).toThrow(InvalidDefinitionError);
  });

  it('refuses at creation the frame of every page, page conditions and the first page', () => {
    const refused = (definition: SurveyDefinition) => {
      try {
        create(definition);
      } catch (error) {
        return (error as InvalidDefinitionError).problems;
      }
      return [];
    };
    expect(refused(threePages({ order: 'three' }))).toEqual([{ path: 'pages[2].order', message: 'The page needs an order (a number)' }]);
    expect(refused(threePages({ visibleIf: '{a} = ' }))).toEqual([
      { path: 'pages[2].visibleIf', message: 'The expression ends too early (at position 7 of "{a} = ")' },
    ]);
    const firstBroken = threePages({});
    firstBroken.pages[0]!.sections = [question('a', { visibleIf: '{nobody} = 1' }), { type: 'question', question: { key: 'z', type: 'radio', options: [] } }] as never;
    expect(refused(firstBroken)).toEqual([
      { path: 'pages[0].sections[1].question.options', message: 'A radio question needs a list of at least one option' },
      { path: 'pages[0].sections[0].question.visibleIf', message: '{nobody} is not a question or computed value of this survey' },
    ]);
  });

  it('checks the structure of a later page on the way to it, a key used twice on an earlier page included', async () => {
    const survey = create(threePages({ sections: [{ type: 'question', question: { key: 'c', type: 'radio', options: [] } }, question('a')] }));
    expect(await survey.next()).toBe(true);
    const error = await survey.next().catch((caught: unknown) => caught);
    expect((error as InvalidDefinitionError).problems).toEqual([
      { path: 'pages[2].sections[0].question.options', message: 'A radio question needs a list of at least one option' },
      { path: 'pages[2].sections[1].question.key', message: 'The key "a" is already used by the question at pages[0].sections[0].question' },
    ]);
    expect(survey.getState().page.key).toBe('two');
    // An unknown type on the way is a problem of the definition too, which a front end shows as the page's error.
    const unknownType = create(threePages({ sections: [{ type: 'question', question: { key: 'c', type: 'hologram' } }] }));
    await unknownType.next();
    await expect(unknownType.next()).rejects.toBeInstanceOf(InvalidDefinitionError);
    expect(unknownType.getState().page.key).toBe('two');
  });

  it('refuses at creation a rule that depends on a later question named like a special field, as validateDefinition does', () => {
    const definition = {
      key: 'named-like-special',
      pages: [
        { key: 'one', order: 1, sections: [question('a', { visibleIf: '{age} >= 18' })] },
        { key: 'two', order: 2, sections: [question('b')] },
        { key: 'three', order: 3, sections: [{ type: 'question', question: { key: 'age', type: 'number' } }] },
      ],
    } as unknown as SurveyDefinition;
    const problem = { path: 'pages[0].sections[0].question.visibleIf', message: 'Depends on {age}, which is asked on a later page ("three")' };
    expect(validateDefinition(definition)).toEqual([problem]);
    expect(() => create(definition)).toThrow(InvalidDefinitionError);
    try {
      create(definition);
    } catch (error) {
      expect((error as InvalidDefinitionError).problems).toEqual([problem]);
    }
    // Without such a question the name is the special field, and the survey is created.
    const special = { ...definition, pages: definition.pages.slice(0, 2) } as SurveyDefinition;
    expect(validateDefinition(special)).toEqual([]);
    expect(create(special).getState().page.key).toBe('one');
  });

  it('reads nothing of the questions of pages not reached, however many there are', async () => {
    const reads = new Map<number, number>();
    const pages = countedPages(reads, (page, key) => ({
      key,
      type: 'radio',
      options: [{ value: 'x' }],
      visibleIf: `{p${page}_0} != 'hide'`,
      validators: [{ expression: `{${key}} != 'y'`, message: 'no' }],
    }));
    const survey = create({ key: 'long', computed: [{ key: 'total', expression: '{p0_1} + 1' }], pages } as unknown as SurveyDefinition);
    survey.setAnswer('p0_1', 'x');
    survey.touch('p0_1');
    expect(survey.getState().pageValid).toBe(true);
    expect([...reads.keys()]).toEqual([0]);
    expect(await survey.next()).toBe(true);
    expect([...reads.keys()].sort((a, b) => a - b)).toEqual([0, 1]);
  });

  it("reads no later page for the text of a checkboxes question's other option, which stays in the answers", () => {
    const reads = new Map<number, number>();
    const pages = countedPages(reads, (_page, key) => ({ key, type: 'checkboxes', options: [{ value: 'x' }], other: { required: true } }));
    const survey = create({ key: 'long', pages } as unknown as SurveyDefinition);
    expect(survey.getAnswer('p0_3_other')).toBeUndefined();
    survey.setAnswer('p0_3', ['other']);
    survey.setAnswer('p0_3_other', 'A heat pump');
    survey.touch('p0_3_other');
    expect(survey.getAnswer('p0_3_other')).toBe('A heat pump');
    expect(survey.getState().treesponse.answers).toMatchObject({ p0_3: ['other'], p0_3_other: 'A heat pump' });
    expect([...reads.keys()]).toEqual([0]);
  });
});

describe('custom question types in the engine', () => {
  it('validates answers with the registered type', () => {
    const questionTypes: QuestionTypeRegistry = {
      stars: {
        isEmpty: (value) => value === 0 || value == null,
        validate: (value) => (typeof value === 'number' && value <= 5 ? null : { literal: 'One to five stars' }),
      },
    };
    const definition = {
      key: 'stars',
      pages: [{ key: 'p', order: 1, sections: [{ type: 'question', question: { key: 's', type: 'stars', required: true } }] }],
    } as unknown as SurveyDefinition;
    const survey = createSurvey({ definition, api: createOfflineApi(), language: 'en', questionTypes, environment: testEnvironment() });
    survey.touch('s');
    survey.setAnswer('s', 0);
    expect(survey.getState().errors).toEqual({ s: 'This question is required' });
    survey.setAnswer('s', 9);
    expect(survey.getState().errors).toEqual({ s: 'One to five stars' });
    survey.setAnswer('s', 4);
    expect(survey.getState().pageValid).toBe(true);
  });
});
