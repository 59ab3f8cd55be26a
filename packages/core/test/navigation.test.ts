import { describe, expect, it } from 'vitest';
import {
  createSurvey,
  firstPageIndex,
  nextPageIndex,
  pageProgress,
  previousPageIndex,
  sortPages,
  type ConditionContext,
  type Treesponse,
} from '../src/index.js';
import { createMemoryOfflineStore, createOfflineApi } from '../src/offline-api.js';
import { page, survey, testEnvironment } from './support/fixtures.js';

/** What a listener sees: the page's key, and whether it is being submitted. */
const heardState = (s: ReturnType<typeof createSurvey>) =>
  `${s.getState().page.key}${s.getState().submitting ? ' submitting' : ''}${s.getState().savingSlowly ? ' slowly' : ''}`;

/** An offline API whose first save (the create) waits until `release()` is called. */
function slowFirstSave() {
  let release: () => void = () => undefined;
  const api = {
    ...createOfflineApi(),
    createTreesponse: async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return { publicId: 'id' };
    },
  };
  return { api, release: () => release() };
}

const context = (answers: Record<string, string> = {}): ConditionContext => ({
  answers,
  language: 'nl',
  treesponse: { answers } as unknown as Treesponse,
});

describe('page order', () => {
  it('sorts pages by order, keeping definition order for equal orders', () => {
    const sorted = sortPages([page('c', 98), page('a', 1), page('d', 98), page('b', 4)]);
    expect(sorted.map((p) => p.key)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('the controller shows pages in that order', async () => {
    const s = createSurvey({
      definition: survey([page('outro', 98), page('intro', 1), page('middle', 5)]),
      api: createOfflineApi(),
      environment: testEnvironment(),
    });
    expect(s.getState().pages.map((p) => p.key)).toEqual(['intro', 'middle', 'outro']);
    expect(s.getState().page.key).toBe('intro');
    await s.next();
    expect(s.getState().page.key).toBe('middle');
  });
});

describe('skipped pages', () => {
  const pages = sortPages([
    page('p0', 0),
    page('p1', 1, [], { skipped: true }),
    page('p2', 2, [], { skipped: (c) => c.answers.skip2 === 'yes' }),
    page('p3', 3),
  ]);

  it('are bypassed going forward and backward', () => {
    expect(nextPageIndex(pages, 0, context())).toBe(2);
    expect(nextPageIndex(pages, 0, context({ skip2: 'yes' }))).toBe(3);
    expect(previousPageIndex(pages, 3, context({ skip2: 'yes' }))).toBe(0);
    expect(previousPageIndex(pages, 2, context())).toBe(0);
    expect(nextPageIndex(pages, 3, context())).toBeNull();
    expect(previousPageIndex(pages, 0, context())).toBeNull();
  });

  it('a skipped first page is not where the survey starts', () => {
    expect(firstPageIndex(sortPages([page('a', 0, [], { skipped: true }), page('b', 1)]), context())).toBe(1);
  });

  it('the controller bypasses them both ways, re-evaluating conditions on answers', async () => {
    const s = createSurvey({ definition: survey(pages), api: createOfflineApi(), environment: testEnvironment() });
    s.setAnswer('skip2', 'yes');
    await s.next();
    expect(s.getState().page.key).toBe('p3');
    expect(s.getState().isLastPage).toBe(true);
    s.setAnswer('skip2', 'no');
    s.previous();
    expect(s.getState().page.key).toBe('p2');
    s.previous();
    expect(s.getState().page.key).toBe('p0');
    expect(s.getState().isFirstPage).toBe(true);
  });
});

describe('progress', () => {
  it('is (index among non-skipped pages + 1) / number of non-skipped pages', () => {
    const pages = sortPages([page('a', 0), page('b', 1, [], { skipped: true }), page('c', 2), page('d', 3), page('e', 4)]);
    expect(pageProgress(pages, 0, context())).toBe(1 / 4);
    expect(pageProgress(pages, 2, context())).toBe(2 / 4);
    expect(pageProgress(pages, 4, context())).toBe(1);
  });

  it('follows navigation in the controller', async () => {
    const s = createSurvey({
      definition: survey([page('a', 0), page('b', 1), page('c', 2, [], { skipped: true }), page('d', 3)]),
      api: createOfflineApi(),
      environment: testEnvironment(),
    });
    expect(s.getState().progress).toBeCloseTo(1 / 3);
    await s.next();
    expect(s.getState().progress).toBeCloseTo(2 / 3);
    await s.next();
    expect(s.getState().progress).toBe(1);
  });
});

describe('goTo', () => {
  it('jumps to a page by index and throws a RangeError out of range', () => {
    const s = createSurvey({ definition: survey([page('a', 0), page('b', 1)]), api: createOfflineApi(), environment: testEnvironment() });
    s.goTo(1);
    expect(s.getState().pageIndex).toBe(1);
    expect(() => s.goTo(2)).toThrow(RangeError);
    expect(() => s.goTo(-1)).toThrow('Page index -1 is out of range (0..1)');
    expect(() => s.goTo(0.5)).toThrow(RangeError);
    expect(s.getState().pageIndex).toBe(1);
    s.goTo(0);
    expect(s.getState().page.key).toBe('a');
  });
});

describe('disabled navigation', () => {
  it('a page can refuse Next or Previous', async () => {
    const s = createSurvey({
      definition: survey([page('a', 0), page('b', 1, [], { disablePrevious: true }), page('c', 2, [], { disableNext: true }), page('d', 3)]),
      api: createOfflineApi(),
      environment: testEnvironment(),
    });
    await s.next();
    s.previous();
    expect(s.getState().page.key).toBe('b');
    await s.next();
    expect(await s.next()).toBe(false);
    expect(s.getState().page.key).toBe('c');
    s.previous();
    expect(s.getState().page.key).toBe('b');
  });

  it('Previous is refused while submitting', async () => {
    const { api: slowApi, release } = slowFirstSave();
    const s = createSurvey({ definition: survey([page('a', 0), page('b', 1), page('c', 2)]), api: slowApi, environment: testEnvironment() });
    s.goTo(1);
    const pending = s.next();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(s.getState().submitting).toBe(true);
    s.previous();
    expect(s.getState().page.key).toBe('b');
    expect(await s.next()).toBe(false);
    release();
    expect(await pending).toBe(true);
    expect(s.getState().submitting).toBe(false);
    expect(s.getState().page.key).toBe('c');
  });

  it('a save that answers within the task: listeners hear of the next page once, never of this page being submitted', async () => {
    const s = createSurvey({
      definition: survey([page('a', 0), page('b', 1), page('c', 2)]),
      api: createOfflineApi({ store: createMemoryOfflineStore() }),
      environment: testEnvironment(),
    });
    const heard: string[] = [];
    s.subscribe(() => heard.push(heardState(s)));
    expect(await s.next()).toBe(true);
    expect(await s.next()).toBe(true);
    expect(heard).toEqual(['b', 'c']);
  });

  it('a slow save: listeners hear of the page being submitted from the next task on', async () => {
    const { api: slowApi, release } = slowFirstSave();
    const s = createSurvey({ definition: survey([page('a', 0), page('b', 1)]), api: slowApi, environment: testEnvironment() });
    const heard: string[] = [];
    s.subscribe(() => heard.push(heardState(s)));
    const pending = s.next();
    await new Promise((resolve) => setTimeout(resolve, 5));
    // The test's timers run every short wait at once: the save is also announced as slow.
    expect(heard).toEqual(['a submitting', 'a submitting slowly']);
    release();
    expect(await pending).toBe(true);
    expect(heard.at(-1)).toBe('b');
  });

  it('a double click on Next advances one page', async () => {
    const s = createSurvey({ definition: survey([page('a', 0), page('b', 1), page('c', 2)]), api: createOfflineApi(), environment: testEnvironment() });
    const results = await Promise.all([s.next(), s.next()]);
    expect(results).toEqual([true, false]);
    expect(s.getState().page.key).toBe('b');
  });

  it('Next validates the page unless forced', async () => {
    const s = createSurvey({
      definition: survey([page('a', 0, [{ key: 'name', type: 'string', required: true }]), page('b', 1)]),
      api: createOfflineApi(),
      environment: testEnvironment(),
    });
    expect(s.getState().errors).toEqual({});
    expect(await s.next()).toBe(false);
    expect(s.getState().page.key).toBe('a');
    expect(s.getState().errors).toEqual({ name: 'Dit veld is verplicht' });
    expect(await s.next({ force: true })).toBe(true);
    expect(s.getState().page.key).toBe('b');
  });
});

describe('page visits', () => {
  it('records index, page key and visit order for every page shown', async () => {
    const s = createSurvey({ definition: survey([page('a', 0), page('b', 1), page('c', 2)]), api: createOfflineApi(), environment: testEnvironment() });
    await s.next();
    s.previous();
    s.goTo(2);
    expect(s.getState().treesponse.pageVisits).toEqual([
      { index: 0, name: 'a', order: 0 },
      { index: 1, name: 'b', order: 1 },
      { index: 0, name: 'a', order: 2 },
      { index: 2, name: 'c', order: 3 },
    ]);
  });
});
