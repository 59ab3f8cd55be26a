import { describe, expect, it } from 'vitest';
import { createMemoryStorage, createOfflineApi, createSurvey, isPageSkipped, sortPages, type ConditionContext, type Treesponse } from '@treesponse/core';
import { createAppI18n, switchLanguage } from '../../src/i18n/index.js';
import {
  CRITERION_KEYS,
  PAGE,
  buildPages,
  isQuestionPage,
  buildSurveyDefinition,
  partnerAnswers,
  progressCounter,
  questionCount,
  wantsEmail,
} from '../../src/survey/pages.js';

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
  const i18n = await createAppI18n('nl', (language, key) => missing.push(`${language}:${key}`));
  const pages = sortPages(buildPages(i18n));

  it('has the keys and orders of the product', () => {
    expect(pages[0]).toMatchObject({ key: PAGE.intro, order: 1 });
    CRITERION_KEYS.forEach((key, index) => {
      expect(pages[index + 1]).toMatchObject({ key: `page_${key}`, order: 4 + index });
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

  it('counts 11 questions, which is the shown pages minus 3, and the intro says so in every language', async () => {
    const shown = pages.filter((page) => !isPageSkipped(page, context({})));
    expect(questionCount(pages)).toBe(11);
    expect(shown.length - 3).toBe(questionCount(pages));
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

  it('shows the e-mail field only for an opt-in without a partner id', () => {
    expect(wantsEmail(context({}))).toBe(false);
    expect(wantsEmail(context({ mailResults: true }))).toBe(true);
    expect(wantsEmail(context({}, true))).toBe(true);
    expect(wantsEmail(context({ mailResults: true, bpact_id: 'p-1' }))).toBe(false);
    expect(wantsEmail(context({ bpact_id: 'p-1' }, true))).toBe(false);
  });
});

describe('the progress counter', async () => {
  const i18n = await createAppI18n('nl', () => undefined);

  it('counts 1 to the announced number of questions over a whole run, with one formula', async () => {
    const definition = buildSurveyDefinition(i18n);
    const controller = createSurvey({ definition, api: createOfflineApi(), environment: { storage: createMemoryStorage() } });
    const seen: string[] = [];
    for (let step = 0; step < 30 && controller.getState().page.key !== PAGE.outro; step += 1) {
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
      ...CRITERION_KEYS.map((key, index) => `page_${key} ${index + 1}/${total}`),
      `${PAGE.summary} -`,
      `${PAGE.privacy} ${total}/${total}`,
    ]);
  });
});

describe('a partner-link visitor', async () => {
  const i18n = await createAppI18n('nl', () => undefined);
  const privacy = buildPages(i18n).find((page) => page.key === PAGE.privacy)!;
  const skipped = (key: string, answers: Record<string, unknown>) => {
    const section = privacy.sections.find((candidate) => candidate.type === 'question' && candidate.question.key === key);
    if (section?.type !== 'question') throw new Error(`no question ${key}`);
    const skip = section.question.skip;
    return typeof skip === 'function' ? skip(context(answers)) : Boolean(skip);
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
