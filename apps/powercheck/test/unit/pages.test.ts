import { describe, expect, it } from 'vitest';
import {
  createMemoryStorage,
  createSurvey,
  isPageSkipped,
  isQuestionSkipped,
  sortPages,
  type ConditionContext,
  type Treesponse,
} from '@treesponse/core';
import { createOfflineApi } from '@treesponse/core/offline';
import { createAppI18n, switchLanguage } from '../../src/i18n/index.js';
import { COOPERATIVE_ROSTER, cooperativesFor } from '../../src/components/partners.js';
import {
  CRITERION_KEYS,
  PAGE,
  buildPages,
  isQuestionPage,
  MEMBER_QUESTION_KEY,
  buildSurveyDefinition,
  partnerAnswers,
  questionCount,
  PARAMETER_KEYS,
} from '../../src/survey/pages.js';
import { progressCounter } from '../../src/survey/progress.js';
import { QUESTION_COUNT } from '../../src/survey/question-count.js';

const treesponse = (overrides: Partial<Treesponse> = {}): Treesponse => ({
  id: null,
  completed: false,
  language: 'nl',
  surveyVersion: 'v1',
  query: '',
  answers: {},
  results: {},
  pageVisits: [],
  uploads: {},
  optinOrganisation: false,
  optinProject: false,
  ...overrides,
});

const context = (answers: Record<string, unknown>, optinProject = false): ConditionContext => ({
  answers: answers as ConditionContext['answers'],
  treesponse: treesponse({ optinProject, answers: answers as ConditionContext['answers'] }),
  language: 'nl',
});

describe('page definitions', async () => {
  const missing: string[] = [];
  const i18n = await createAppI18n('nl', { report: (language, key) => missing.push(`${language}:${key}`), views: true });
  const pages = sortPages(buildPages(i18n));

  it('has the keys and orders of the product', () => {
    expect(pages[0]).toMatchObject({ key: PAGE.intro, order: 1 });
    expect(pages[1]).toMatchObject({ key: PAGE.aboutYou, order: 2 });
    expect(pages[2]).toMatchObject({ key: PAGE.cooperative, order: 3 });
    CRITERION_KEYS.forEach((key, index) => {
      expect(pages[index + 3]).toMatchObject({ key: `page_${key}`, order: 4 + index });
    });
    expect(pages.slice(-3).map((page) => [page.key, page.order])).toEqual([
      [PAGE.privacy, 98],
      [PAGE.outro, 98],
      [PAGE.error, 98],
    ]);
    expect(pages[0]?.disablePrevious).not.toBe(true);
  });

  it('asks one required 1..5 importance question per criterion, labelled on 1 and 5 only', () => {
    for (const key of CRITERION_KEYS) {
      const page = pages.find((candidate) => candidate.key === `page_${key}`);
      const section = page?.sections[0];
      expect(section?.type).toBe('question');
      if (section?.type !== 'question' || section.question.type !== 'radio') throw new Error('not a radio');
      expect(section.question).toMatchObject({ key, required: true, layout: 'buttons' });
      const labels = section.question.options.map((option) => [option.value, Boolean(option.label)]);
      expect(labels).toEqual([
        ['1', true],
        ['2', false],
        ['3', false],
        ['4', false],
        ['5', true],
      ]);
    }
  });

  it('says on each criterion page that does not enter the ranking that it does not count, in every language', async () => {
    for (const language of ['nl', 'fr', 'de'] as const) {
      const texts = await createAppI18n(language, { report: (lang, key) => missing.push(`${lang}:${key}`), views: true });
      const localized = sortPages(buildPages(texts));
      const note = texts.t('criteria.notInRanking');
      expect(note.length).toBeGreaterThan(40);
      for (const key of CRITERION_KEYS) {
        const page = localized.find((candidate) => candidate.key === `page_${key}`);
        const notes = (page?.sections ?? []).filter((section) => section.type === 'content' && JSON.stringify(section).includes(JSON.stringify(note).slice(1, -1)));
        expect([key, notes.length]).toEqual([key, PARAMETER_KEYS.includes(key) ? 0 : 1]);
      }
    }
    expect(missing).toEqual([]);
  });

  it('counts 11 questions: the shown pages minus 3 and minus the two optional profile pages; the intro says so', async () => {
    // The result page is shown too: reached by finishing (the privacy page's Next), not by navigation.
    const shown = pages.filter((page) => !isPageSkipped(page, context({})) || page.key === PAGE.outro);
    expect(questionCount(pages)).toBe(11);
    expect(shown.length - 3 - 2).toBe(questionCount(pages));
    expect(pages.filter(isQuestionPage).map((page) => page.key)).toEqual([
      ...CRITERION_KEYS.map((key) => `page_${key}`),
      PAGE.privacy,
    ]);
    const intro = pages[0]?.description as Record<string, string | undefined>;
    expect(intro.nl).toContain('11 korte vragen');
    await switchLanguage(i18n, 'fr');
    await switchLanguage(i18n, 'de');
    expect(intro.fr).toContain('11 courtes questions');
    expect(intro.de).toContain('11 kurze Fragen');
    expect(missing).toEqual([]);
  });

  it('announces on the prerendered intro the number of questions the questionnaire asks', () => {
    expect(QUESTION_COUNT).toBe(questionCount(pages));
  });

  it('shows the e-mail field only for an opt-in without a partner id', () => {
    const privacy = pages.find((page) => page.key === PAGE.privacy)!;
    const email = privacy.sections.find((section) => section.type === 'question' && section.question.key === 'email');
    if (email?.type !== 'question') throw new Error('no e-mail question');
    const wantsEmail = (answers: Record<string, unknown>, optinProject = false) =>
      !isQuestionSkipped(email.question, context(answers, optinProject));
    expect(wantsEmail({})).toBe(false);
    expect(wantsEmail({ mailResults: true })).toBe(true);
    expect(wantsEmail({ mailResults: false }, true)).toBe(true);
    expect(wantsEmail({ mailResults: true, bpact_id: 'p-1' })).toBe(false);
    expect(wantsEmail({ bpact_id: 'p-1' }, true)).toBe(false);
  });
});

describe('the progress counter', async () => {
  const i18n = await createAppI18n('nl', { report: () => undefined, views: true });

  it('counts 1 to the announced number of questions over a whole run, with one formula', async () => {
    const definition = buildSurveyDefinition(i18n);
    const controller = createSurvey({ definition, api: createOfflineApi(), environment: { storage: createMemoryStorage() } });
    const seen: string[] = [];
    for (let step = 0; step < 30 && !controller.getState().completed; step += 1) {
      const state = controller.getState();
      const counter = progressCounter(state);
      seen.push(counter ? `${state.page.key} ${counter.current}/${counter.total}` : `${state.page.key} -`);
      for (const key of CRITERION_KEYS) controller.setAnswer(key, '3');
      controller.setAnswer('terms_and_privacy', true);
      expect(await controller.next()).toBe(true);
    }
    const total = questionCount(definition.pages);
    expect(seen).toEqual([
      `${PAGE.intro} -`,
      `${PAGE.aboutYou} -`,
      `${PAGE.cooperative} -`,
      ...CRITERION_KEYS.map((key, index) => `page_${key} ${index + 1}/${total}`),
      `${PAGE.summary} -`,
      `${PAGE.privacy} ${total}/${total}`,
    ]);
  });
});

describe('the optional profile questions', async () => {
  const missing: string[] = [];
  const i18n = await createAppI18n('nl', { report: (language, key) => missing.push(`${language}:${key}`), views: true });
  const pages = buildPages(i18n);
  const question = (pageKey: string, key: string) => {
    const page = pages.find((candidate) => candidate.key === pageKey)!;
    const section = page.sections.find((candidate) => candidate.type === 'question' && candidate.question.key === key);
    if (section?.type !== 'question') throw new Error(`no question ${key}`);
    return section.question;
  };
  const labels = (key: string, language: 'nl' | 'fr' | 'de') => {
    const asked = question(PAGE.aboutYou, key);
    if (asked.type !== 'radio') throw new Error('not a radio');
    return asked.options.map((option) => (option.label as Record<string, string | undefined>)[language]);
  };

  it('ask postcode (placeholder 9000), six age brackets and five genders, optional, in the special fields', async () => {
    const postcode = question(PAGE.aboutYou, 'postalcode');
    if (postcode.type !== 'string') throw new Error('not a string question');
    expect(postcode).toMatchObject({ type: 'string', target: 'postcode', autoComplete: 'postal-code' });
    expect(postcode.required).not.toBe(true);
    const age = question(PAGE.aboutYou, 'age');
    const gender = question(PAGE.aboutYou, 'gender');
    if (age.type !== 'radio' || gender.type !== 'radio') throw new Error('not radios');
    expect(age).toMatchObject({ target: 'age' });
    expect(age.options.map((option) => option.value)).toEqual(['<25', '25-35', '36-45', '46-55', '56-65', '>65']);
    expect(gender).toMatchObject({ target: 'gender' });
    expect(gender.options.map((option) => option.value)).toEqual(['female', 'male', 'non-binary', 'other', 'wont-say']);
    await switchLanguage(i18n, 'fr');
    await switchLanguage(i18n, 'de');
    for (const language of ['nl', 'fr', 'de'] as const) {
      expect((postcode.placeholder as Record<string, string>)[language]).toBe('9000');
      for (const key of ['age', 'gender']) expect(labels(key, language).every((label) => Boolean(label))).toBe(true);
    }
    expect(labels('age', 'fr')[0]).toBe('Moins de 25 ans');
    expect(labels('gender', 'de')[4]).toBe('Möchte ich nicht sagen');
    expect(missing).toEqual([]);
  });

  it('validate the postcode as 4 Belgian digits only when one is given, and the pages need no answer', () => {
    const controller = createSurvey({ definition: buildSurveyDefinition(i18n), api: createOfflineApi(), language: 'nl', environment: { storage: createMemoryStorage() } });
    controller.goTo(1);
    expect(controller.getState().pageValid).toBe(true);
    controller.setAnswer('postalcode', '900');
    expect(controller.getState().pageValid).toBe(false);
    controller.setAnswer('postalcode', '9000');
    controller.setAnswer('age', '36-45');
    controller.setAnswer('gender', 'non-binary');
    expect(controller.getState().pageValid).toBe(true);
    expect(controller.getState().treesponse).toMatchObject({ postcode: '9000', age: '36-45', gender: 'non-binary' });
  });

  it('ask for the member cooperative from the one roster the footer shows, several answers and another one allowed', () => {
    const member = question(PAGE.cooperative, MEMBER_QUESTION_KEY);
    if (member.type !== 'checkboxes') throw new Error('not checkboxes');
    expect(member.required).not.toBe(true);
    expect(member.maxSelected).toBeUndefined();
    expect(member.other).toBeDefined();
    const names = member.options.map((option) => option.label);
    expect(names).toEqual([...COOPERATIVE_ROSTER]);
    for (const language of ['nl', 'fr', 'de'] as const) {
      for (const name of cooperativesFor(language)) expect(names).toContain(name);
    }
    const values = member.options.map((option) => option.value);
    expect(new Set(values).size).toBe(values.length);
    expect(values).toContain('ecopower');
    expect(values).toContain('courant-d-air');
  });
});

describe('a partner-link visitor', async () => {
  const i18n = await createAppI18n('nl', { report: () => undefined, views: true });
  const privacy = buildPages(i18n).find((page) => page.key === PAGE.privacy)!;
  const skipped = (key: string, answers: Record<string, unknown>) => {
    const section = privacy.sections.find((candidate) => candidate.type === 'question' && candidate.question.key === key);
    if (section?.type !== 'question') throw new Error(`no question ${key}`);
    return isQuestionSkipped(section.question, context(answers));
  };

  it('is not offered the news and result-mail opt-ins, which would need an e-mail address', () => {
    expect(skipped('optinProject', { bpact_id: 'p-1' })).toBe(true);
    expect(skipped('mailResults', { bpact_id: 'p-1' })).toBe(true);
    expect(skipped('terms_and_privacy', { bpact_id: 'p-1' })).toBe(false);
    expect(skipped('optinProject', { bpact_id: null })).toBe(false);
    expect(skipped('mailResults', {})).toBe(false);
  });
});

describe('partnerAnswers', () => {
  it('reads bpact_id from a partner link and is null otherwise', () => {
    expect(partnerAnswers('?linkname=bp&p_id=abc-123')).toEqual({ bpact_id: 'abc-123' });
    expect(partnerAnswers('?linkname=other&p_id=abc')).toEqual({ bpact_id: null });
    expect(partnerAnswers('?linkname=bp')).toEqual({ bpact_id: null });
    expect(partnerAnswers('')).toEqual({ bpact_id: null });
  });
});
