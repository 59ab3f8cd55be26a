// @vitest-environment node
/**
 * Visual regression: every story of the built Storybook, screenshotted in Chromium at 412 px wide (English, light
 * theme, reduced motion) and clipped to the story root, is compared with its committed baseline in
 * test/visual-baselines/; whole pages also in dark mode and at 1280 px (EXTRA_VIEWS). Antialiasing and a few pixels of font smoothing are tolerated; anything more fails and
 * writes the new look and a diff image to test-results/visual/.
 *
 * After an intended change of look, rebuild Storybook and write new baselines, then look at them before committing:
 *   pnpm --filter @treesponse/react run build-storybook
 *   pnpm --filter @treesponse/react run test:visual:update
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import type { BrowserContext } from 'playwright-core';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { readStoryIds, showStory, useStorybookSite, type StoryGlobals } from './storybookStories.js';

const BASELINE_DIR = resolve(fileURLToPath(new URL('./visual-baselines', import.meta.url)));
const RESULT_DIR = resolve(fileURLToPath(new URL('../test-results/visual', import.meta.url)));
const UPDATE = process.env.UPDATE_VISUAL_BASELINES === '1';
const PARALLEL_PAGES = 2;
const VIEWPORT = { width: 412, height: 900 };
/** pixelmatch colour threshold per pixel (0–1); antialiased pixels are ignored on top of it. */
const PIXEL_THRESHOLD = 0.1;
/** Differing pixels tolerated per story: font rasterisation can move a handful of pixels between runs. */
const MAX_DIFF_PIXELS = 40;
/**
 * A story counts as settled when its question stories say so (data-story-settled: answers filled, AI feedback and
 * like options shown) and its DOM has not changed for this long (late answers of the stand-in API elsewhere).
 */
const QUIET_MS = 500;
/** Longest wait for a story to settle; a story still changing after it is compared as it is then. */
const SETTLE_LIMIT_MS = 10_000;

type Comparison = { id: string; problem: string | null };

/**
 * Beside every story at 412 px in light mode: whole pages in dark mode (the system's) and at 1280 px, where a theme
 * or a wide layout shows what a narrow light screenshot cannot. Their baselines are named `<story>--dark.png` and
 * `<story>--1280.png`.
 */
const EXTRA_VIEWS: {
  suffix: string;
  viewport: { width: number; height: number };
  colorScheme: 'light' | 'dark';
  /** Toolbar globals beside the language, e.g. the Direction toolbar's right to left. */
  globals?: Omit<StoryGlobals, 'locale'>;
  ids: string[];
}[] = [
  {
    suffix: 'dark',
    viewport: VIEWPORT,
    colorScheme: 'dark',
    ids: [
      'demo-whole-survey--choices-page',
      'demo-whole-survey--text-slider-and-group-page',
      'survey-survey-view--invalid-after-next',
      'widgets-comparison-profile--default',
      'design-tokens-and-theming--two-brands',
    ],
  },
  {
    suffix: '1280',
    viewport: { width: 1280, height: 900 },
    colorScheme: 'light',
    ids: ['demo-whole-survey--choices-page', 'demo-whole-survey--text-slider-and-group-page', 'design-theme-editor--editor', 'questions-matrix--filled'],
  },
  {
    suffix: 'rtl',
    viewport: VIEWPORT,
    colorScheme: 'light',
    globals: { direction: 'rtl' },
    ids: ['demo-whole-survey--choices-page', 'demo-whole-survey--text-slider-and-group-page', 'questions-radio--filled'],
  },
];

/**
 * Compares a screenshot with its baseline; returns why they differ, or null. With UPDATE a differing or missing
 * baseline is rewritten (a matching one is kept, so the history only holds real changes of look).
 */
function compare(id: string, actual: Buffer): string | null {
  const baselineFile = join(BASELINE_DIR, `${id}.png`);
  const problem = difference(id, baselineFile, actual);
  if (UPDATE && problem !== null) {
    writeFileSync(baselineFile, actual);
    return null;
  }
  return problem;
}

function difference(id: string, baselineFile: string, actual: Buffer): string | null {
  if (!existsSync(baselineFile)) return 'no baseline (write one with test:visual:update)';
  const expected = PNG.sync.read(readFileSync(baselineFile));
  const shot = PNG.sync.read(actual);
  mkdirSync(RESULT_DIR, { recursive: true });
  if (expected.width !== shot.width || expected.height !== shot.height) {
    writeFileSync(join(RESULT_DIR, `${id}.actual.png`), actual);
    return `size ${shot.width}×${shot.height} instead of ${expected.width}×${expected.height}`;
  }
  const diff = new PNG({ width: shot.width, height: shot.height });
  const differing = pixelmatch(expected.data, shot.data, diff.data, shot.width, shot.height, {
    threshold: PIXEL_THRESHOLD,
  });
  if (differing <= MAX_DIFF_PIXELS) return null;
  writeFileSync(join(RESULT_DIR, `${id}.actual.png`), actual);
  writeFileSync(join(RESULT_DIR, `${id}.diff.png`), PNG.sync.write(diff));
  return `${differing} pixels differ (see test-results/visual/${id}.diff.png)`;
}

async function screenshotStories(
  context: BrowserContext,
  baseUrl: string,
  ids: () => string | undefined,
  suffix = '',
  globals: Omit<StoryGlobals, 'locale'> = {},
): Promise<Comparison[]> {
  const results: Comparison[] = [];
  const page = await context.newPage();
  let fresh = true;
  for (let id = ids(); id !== undefined; id = ids()) {
    try {
      const failed = await showStory(page, baseUrl, id, { locale: 'en', ...globals }, fresh);
      fresh = false;
      if (failed) {
        results.push({ id: `${id}${suffix}`, problem: `story failed to render: ${failed}` });
        fresh = true;
        continue;
      }
      // Web fonts, images, late answers of the stand-in API, Markdown waiting for its parser and one frame of layout
      // settle before the picture.
      await page.waitForFunction(() => !document.querySelector('#storybook-root [data-story-settled="false"], #storybook-root div[aria-busy="true"]'), undefined, {
        timeout: SETTLE_LIMIT_MS,
      });
      await page.evaluate(
        async ({ quietMs, maxMs }) => {
          await document.fonts.ready;
          const root = document.querySelector('#storybook-root')!;
          await new Promise<void>((done) => {
            const observer = new MutationObserver(() => {
              clearTimeout(quiet);
              quiet = setTimeout(finish, quietMs);
            });
            let quiet = setTimeout(finish, quietMs);
            const limit = setTimeout(finish, maxMs);
            function finish() {
              observer.disconnect();
              clearTimeout(quiet);
              clearTimeout(limit);
              done();
            }
            observer.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
          });
          await Promise.all(
            [...document.images].map((image) => (image.complete ? undefined : image.decode().catch(() => undefined))),
          );
          await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
        },
        { quietMs: QUIET_MS, maxMs: SETTLE_LIMIT_MS },
      );
      const shot = await page.locator('#storybook-root').screenshot({ animations: 'disabled', caret: 'hide' });
      results.push({ id: `${id}${suffix}`, problem: compare(`${id}${suffix}`, shot) });
    } catch (error) {
      fresh = true;
      results.push({ id: `${id}${suffix}`, problem: `could not screenshot: ${(error as Error).message.split('\n')[0]}` });
    }
  }
  await page.close();
  return results;
}

describe('every Storybook story looks as its baseline', () => {
  const storybook = useStorybookSite();

  it(
    'matches the committed screenshots at 412 px',
    async () => {
      const ids = readStoryIds();
      rmSync(RESULT_DIR, { recursive: true, force: true });
      mkdirSync(BASELINE_DIR, { recursive: true });
      const context = await storybook.browser.newContext({
        viewport: VIEWPORT,
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
        colorScheme: 'light',
        locale: 'en-GB',
        timezoneId: 'Europe/Brussels',
      });
      const queue = [...ids];
      const perPage = await Promise.all(
        Array.from({ length: PARALLEL_PAGES }, () => screenshotStories(context, storybook.url, () => queue.shift())),
      );
      await context.close();
      const results = perPage.flat();
      for (const view of EXTRA_VIEWS) {
        const missing = view.ids.filter((id) => !ids.includes(id));
        expect(missing, `stories of the ${view.suffix} baselines`).toEqual([]);
        const viewContext = await storybook.browser.newContext({
          viewport: view.viewport,
          deviceScaleFactor: 1,
          reducedMotion: 'reduce',
          colorScheme: view.colorScheme,
          locale: 'en-GB',
          timezoneId: 'Europe/Brussels',
        });
        const viewQueue = [...view.ids];
        results.push(...(await screenshotStories(viewContext, storybook.url, () => viewQueue.shift(), `--${view.suffix}`, view.globals)));
        await viewContext.close();
      }
      const expected = [...ids, ...EXTRA_VIEWS.flatMap((view) => view.ids.map((id) => `${id}--${view.suffix}`))];

      let stale = readdirSync(BASELINE_DIR).filter((file) => !expected.includes(file.replace(/\.png$/, '')));
      if (UPDATE) {
        for (const file of stale) rmSync(join(BASELINE_DIR, file));
        stale = [];
      }
      const failures = results
        .filter((result) => result.problem !== null)
        .sort((a, b) => a.id.localeCompare(b.id))
        .map((result) => `${result.id}: ${result.problem}`);
      expect(results).toHaveLength(expected.length);
      expect(stale, 'baselines of stories that no longer exist').toEqual([]);
      expect(failures, `stories that look different:\n${failures.join('\n')}`).toEqual([]);
    },
    // about a minute for every story; generous because CI machines share two cores with other work
    600_000,
  );

  it('keeps the reading order of an option in Latin letters in a right-to-left survey', async () => {
    const context = await storybook.browser.newContext({ viewport: VIEWPORT, reducedMotion: 'reduce', locale: 'en-GB' });
    const page = await context.newPage();
    expect(await showStory(page, storybook.url, 'survey-survey-view--right-to-left-latin-options', { locale: 'en' }, true)).toBeNull();
    // Where the page draws the last sign of each option text, against the letter before it (the story's page has no
    // Direction toolbar: the survey is right to left because its language is).
    const options = await page.evaluate(() =>
      [...document.querySelectorAll('#storybook-root .ts-option__text')].map((element) => {
        const text = element.firstChild as Text;
        const box = (start: number) => {
          const range = document.createRange();
          range.setStart(text, start);
          range.setEnd(text, start + 1);
          return range.getBoundingClientRect();
        };
        const last = text.length - 1;
        return {
          text: text.data,
          surveyDirection: getComputedStyle(element.closest('.ts-survey')!).direction,
          signAfterLetter: box(last).left >= box(last - 1).right - 1,
        };
      }),
    );
    await context.close();
    expect(options.map((option) => option.text)).toEqual(['Engie', 'Luminus (EDF)', 'Not sure yet?']);
    expect(options.every((option) => option.surveyDirection === 'rtl')).toBe(true);
    // "Not sure yet?" with its "?" at the end, not moved to the start of the line as a right-to-left line puts it.
    expect(options.map((option) => option.signAfterLetter)).toEqual([true, true, true]);
  });
});
