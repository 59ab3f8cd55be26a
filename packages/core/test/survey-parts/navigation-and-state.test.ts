import { describe, expect, it, vi } from 'vitest';
import { inspectDefinition } from '../../src/definition.js';
import { createTranslator } from '../../src/translator.js';
import { RANDOM_SEED_KEY } from '../../src/random-order.js';
import type { SurveyDefinition, Treesponse } from '../../src/types.js';
import { createAnswerBook, type ResponseCell, emptyTreesponse } from '../../src/survey/answers.js';
import { createSurveyNews } from '../../src/survey/news.js';
import { createPageFlow } from '../../src/survey/page-flow.js';
import { createPageOrder } from '../../src/survey/page-order.js';
import { page, survey } from '../support/fixtures.js';

const blank = (answers: Treesponse['answers'] = {}) => emptyTreesponse({ language: 'en', answers });

function flowOf(definition: SurveyDefinition, response: ResponseCell = { current: blank() }) {
  const book = createAnswerBook({ definition, inspection: inspectDefinition(definition), translator: createTranslator({ language: 'en' }), response });
  const order = createPageOrder({ sortedPages: definition.pages, response, randomId: () => 'fixedseed123' });
  const checked: string[] = [];
  const entered: string[] = [];
  const flow = createPageFlow({
    order,
    book,
    response,
    questionTypes: {},
    checkPage: (key) => checked.push(key),
    onEnter: (p) => entered.push(p.key),
  });
  return { flow, order, response, checked, entered };
}

describe('news (survey/news.ts)', () => {
  it('tells listeners of each change unless held, and nothing after destroy until a new subscription', () => {
    const changed = vi.fn();
    const news = createSurveyNews(changed);
    const listener = vi.fn();
    news.subscribe(listener);
    news.emit();
    news.hold();
    news.emit();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(changed).toHaveBeenCalledTimes(2);
    news.release();
    news.destroy();
    news.emit();
    expect(changed).toHaveBeenCalledTimes(2);
    expect(news.destroyed).toBe(true);
    news.subscribe(listener);
    news.emit();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('page order (survey/page-order.ts)', () => {
  const shuffled = survey([
    page('a', 0, [{ key: 'x', type: 'radio', options: ['1', '2', '3', '4', '5', '6'].map((value) => ({ value })) }], { randomOrder: true }),
    page('b', 1),
  ]);

  it('keeps the seed in the answers and arranges a page once', () => {
    const response: ResponseCell = { current: blank() };
    const order = createPageOrder({ sortedPages: shuffled.pages, response, randomId: () => 'fixedseed123' });
    expect(response.current.answers[RANDOM_SEED_KEY]).toBe('fixedseed123');
    order.arrangePage(0);
    const arranged = order.pages[0];
    order.arrangePage(0);
    expect(order.pages[0]).toBe(arranged);
  });

  it('takes the seed of a resumed response', () => {
    const response: ResponseCell = { current: blank() };
    const order = createPageOrder({ sortedPages: shuffled.pages, response, randomId: () => 'fixedseed123' });
    const before = order.pages;
    response.current = blank({ [RANDOM_SEED_KEY]: 'anotherseed9' });
    order.adoptResponseSeed(0);
    expect(order.pages).not.toBe(before);
    const after = order.pages;
    order.adoptResponseSeed(0);
    expect(order.pages).toBe(after);
  });
});

describe('page flow (survey/page-flow.ts)', () => {
  const definition = survey([
    page('a', 0, [
      { key: 'tags', type: 'checkboxes', options: [{ value: 'x' }], other: {} },
      { key: 'source', type: 'hidden', value: 'web' },
    ]),
    page('b', 1, [{ key: 'stamp', type: 'hidden', expression: '1 + 1' }]),
  ]);

  it('entering a page checks it, records the visit, fills hidden values and hides its errors again', () => {
    const { flow, response, checked, entered } = flowOf(definition);
    flow.enter(0);
    expect(response.current.answers.source).toBe('web');
    expect(flow.touch('tags')).toBe(true);
    expect(flow.touch('tags')).toBe(false);
    expect(flow.isShown('tags_other')).toBe(true);
    flow.setServerError('tags', { key: 'save.failed' });
    flow.enter(1);
    expect(flow.isShown('tags')).toBe(false);
    expect(flow.serverErrors).toEqual({});
    expect(response.current.answers.stamp).toBe(2);
    expect(checked).toEqual(['a', 'b']);
    expect(entered).toEqual(['a', 'b']);
    expect(response.current.pageVisits).toEqual([
      { index: 0, name: 'a', order: 0 },
      { index: 1, name: 'b', order: 1 },
    ]);
  });

  it('shows every error after a refused Next, and drops a server error once', () => {
    const { flow } = flowOf(definition);
    flow.enter(0);
    expect(flow.isShown('tags')).toBe(false);
    flow.showAllErrors();
    expect(flow.isShown('tags')).toBe(true);
    flow.setServerError('tags', { key: 'save.failed' });
    expect(flow.clearServerError('tags')).toBe(true);
    expect(flow.clearServerError('tags')).toBe(false);
  });
});
