// @vitest-environment node
/**
 * The Controls panel of the built Storybook: every story's args get a fitting control (the language as a select of
 * the toolbar languages, numbers as numbers, no editor for functions or for props the story sets itself), and an
 * arg changed from outside (as the Controls panel does) changes what the story shows.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { STORY_LOCALES } from '../../../.storybook/locale';
import { readStoryIds, useStorybookSite } from './storybookStories.js';

interface ControlRow {
  story: string;
  arg: string;
  type: string;
  control: string;
  options: unknown[] | null;
}

type PreviewWindow = Window & {
  __STORYBOOK_PREVIEW__: {
    storyStoreValue: {
      loadStory(selection: { storyId: string }): Promise<{ argTypes: Record<string, ArgType> }>;
    };
  };
};
type ArgType = { type?: { name?: string }; control?: false | { type?: string; disable?: boolean }; options?: unknown[] };

async function openStory(page: Page, baseUrl: string, id: string, args = ''): Promise<void> {
  await page.goto(`${baseUrl}/iframe.html?id=${id}&viewMode=story${args ? `&args=${args}` : ''}`);
  await page.waitForFunction(
    () => {
      const phase = (window as Window & { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } })
        .__STORYBOOK_PREVIEW__?.currentRender?.phase;
      return phase === 'completed' || phase === 'finished';
    },
    undefined,
    { timeout: 20_000 },
  );
}

describe('Storybook controls', () => {
  const storybook = useStorybookSite();
  let page: Page;

  beforeAll(async () => {
    page = await (await storybook.browser.newContext()).newPage();
  });

  it('give every story a language select, numbers as numbers and no editor for functions', async () => {
    const ids = readStoryIds();
    await openStory(page, storybook.url, ids[0]!);
    const rows: ControlRow[] = await page.evaluate(async (storyIds) => {
      const store = (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__.storyStoreValue;
      const found: ControlRow[] = [];
      for (const story of storyIds) {
        const { argTypes } = await store.loadStory({ storyId: story });
        for (const [arg, argType] of Object.entries(argTypes)) {
          found.push({
            story,
            arg,
            type: argType.type?.name ?? 'unknown',
            control: argType.control === false || argType.control?.disable ? 'none' : (argType.control?.type ?? 'none'),
            options: argType.options ?? null,
          });
        }
      }
      return found;
    }, ids);

    const languageControls = rows.filter((row) => row.arg === 'language');
    expect(languageControls.map((row) => row.story)).toEqual(ids);
    for (const row of languageControls) {
      expect(row, row.story).toMatchObject({ control: 'select', options: [...STORY_LOCALES] });
    }
    const numbersWithoutNumberControl = rows.filter(
      (row) => row.type === 'number' && !['number', 'range'].includes(row.control),
    );
    expect(numbersWithoutNumberControl).toEqual([]);
    const functionEditors = rows.filter((row) => row.type === 'function' && row.control !== 'none');
    expect(functionEditors).toEqual([]);
    // Props a story sets from the language or builds for its state have no control that would do nothing.
    const deadControls = rows.filter(
      (row) =>
        (['texts', 'timers', 'now', 'controller', 'components', 'scrollToTop'].includes(row.arg) ||
          (row.story.startsWith('widgets-carousel') && row.arg === 'label') ||
          (row.story.startsWith('widgets-tabs') && ['label', 'items'].includes(row.arg)) ||
          (row.story.startsWith('widgets-comparison-profile') && ['caption', 'criteria'].includes(row.arg))) &&
        row.control !== 'none',
    );
    expect(deadControls).toEqual([]);
    // Every question story lets a designer edit the question's JSON definition.
    const questionStories = ids.filter((id) => id.startsWith('questions-'));
    expect(questionStories.length).toBeGreaterThan(0);
    const definitionEditors = rows.filter((row) => row.story.startsWith('questions-') && row.arg === 'question');
    expect(definitionEditors.map((row) => row.story)).toEqual(questionStories);
    expect(new Set(definitionEditors.map((row) => row.control))).toEqual(new Set(['object']));
  }, 120_000);

  it('change what the story shows', async () => {
    const rootText = () => page.locator('#storybook-root').innerText();

    await openStory(page, storybook.url, 'questions-text--empty', 'language:fr');
    expect(await rootText()).toContain('Que changeriez-vous\u202f?');

    await openStory(page, storybook.url, 'widgets-circle-graph--arcs', 'value:30');
    expect(await rootText()).toContain('30%');

    await openStory(page, storybook.url, 'demo-whole-survey--from-the-start', 'startPage:2');
    expect(await page.locator('#storybook-root h1').innerText()).toBe('Tell us more');

    await openStory(page, storybook.url, 'survey-survey-view--first-page', 'headingLevel:3;showProgress:!false');
    await expect.poll(() => page.locator('#storybook-root h3').count()).toBe(1);
    expect(await page.locator('#storybook-root h1, #storybook-root h2').count()).toBe(0);
    expect(await page.locator('#storybook-root [role="progressbar"], #storybook-root progress').count()).toBe(0);
  }, 120_000);
});
