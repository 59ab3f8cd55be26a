// @vitest-environment node
/**
 * Opens every story of the built Storybook in Chromium, in every language of the toolbar, in the default theme and
 * both brands of the Theme toolbar, and in dark mode, and runs axe with the WCAG 2.2 AA rules (a text missing in one
 * language shows up here too: an empty label is a violation).
 * Stories are read from storybook-static/index.json, so new stories are covered without changes here.
 * Run `pnpm run build-storybook` first: it writes storybook-static.
 */
import { launchChromium, runAxe, serveStatic, type StaticServer } from '@treesponse/browser-testing';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRANDS, type BrandName, type ColourMode } from '../../../.storybook/brands';
import { readStoryIds, showStory, STATIC_DIR } from './storybookStories.js';

const MIN_STORIES = 5;
const PARALLEL_PAGES = 2;
/**
 * Every toolbar language and every theme in light and dark mode: the default theme (dark through the system's
 * prefers-color-scheme: dark and through the Mode toolbar), and each brand of the Theme toolbar in its light and its
 * dark variant (one chosen by the system's mode, one by the Mode toolbar).
 */
const RUNS: { locale: string; colorScheme: ColourMode; brand: 'default' | BrandName; scheme: 'auto' | ColourMode }[] = [
  { locale: 'en', colorScheme: 'light', brand: 'default', scheme: 'auto' },
  { locale: 'nl', colorScheme: 'light', brand: 'powercheck', scheme: 'auto' },
  { locale: 'fr', colorScheme: 'light', brand: 'neutral', scheme: 'auto' },
  { locale: 'de', colorScheme: 'dark', brand: 'powercheck', scheme: 'auto' },
  { locale: 'en', colorScheme: 'dark', brand: 'default', scheme: 'auto' },
  { locale: 'nl', colorScheme: 'light', brand: 'neutral', scheme: 'dark' },
];

interface StoryResult {
  id: string;
  problems: string[];
}

/** Checks stories one after another in one page; after a failure the next story gets a fresh load. */
async function checkStories(
  context: BrowserContext,
  baseUrl: string,
  { locale, brand, scheme, colorScheme }: (typeof RUNS)[number],
  ids: () => string | undefined,
): Promise<StoryResult[]> {
  const results: StoryResult[] = [];
  const page = await context.newPage();
  let problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`uncaught error: ${error.message}`));
  let fresh = true;
  for (let id = ids(); id !== undefined; id = ids()) {
    problems = [];
    try {
      const failed = await showStory(page, baseUrl, id, { locale, brand, scheme }, fresh);
      fresh = false;
      const [documentLanguage, background] = await page.evaluate(() => [
        document.documentElement.lang,
        document.documentElement.style.getPropertyValue('--ts-color-background'),
      ]);
      // The default theme in the system's mode sets no token: the stylesheet's own media query applies.
      const mode = scheme === 'auto' ? colorScheme : scheme;
      const brandBackground = brand === 'default' ? '' : BRANDS[brand][mode]['--ts-color-background'];
      if (failed) {
        problems.push(`story failed to render: ${failed}`);
      } else if (documentLanguage !== locale) {
        problems.push(`rendered in '${documentLanguage}' instead of the toolbar language '${locale}'`);
      } else if (background !== brandBackground) {
        problems.push(`page background token '${background}' instead of the ${brand} theme's '${brandBackground}' (${scheme})`);
      } else {
        for (const violation of await runAxe(page)) {
          const targets = violation.nodes.map((node) => node.target.join(' ')).join(', ');
          problems.push(`${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} -> ${targets}`);
        }
      }
    } catch (error) {
      problems.push(`could not check: ${(error as Error).message.split('\n')[0]}`);
    }
    if (problems.length > 0) fresh = true;
    results.push({ id, problems: [...problems] });
  }
  await page.close();
  return results;
}

describe('every Storybook story in Chromium', () => {
  let server: StaticServer;
  let browser: Browser;
  let baseUrl: string;

  beforeAll(async () => {
    server = await serveStatic(STATIC_DIR);
    baseUrl = server.url;
    browser = await launchChromium();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it.each(RUNS)(
    `renders at least ${MIN_STORIES} stories in '$locale', $brand theme, system $colorScheme, Mode toolbar $scheme, with 0 axe violations (WCAG 2.2 AA)`,
    async (run) => {
      const ids = readStoryIds();
      expect(ids.length, 'stories in storybook-static/index.json').toBeGreaterThanOrEqual(MIN_STORIES);

      // Reduced motion: no slide transitions or automatic carousel advance while axe measures contrast.
      const context = await browser.newContext({
        viewport: { width: 1024, height: 768 },
        reducedMotion: 'reduce',
        colorScheme: run.colorScheme,
      });
      const queue = [...ids];
      const perPage = await Promise.all(
        Array.from({ length: PARALLEL_PAGES }, () => checkStories(context, baseUrl, run, () => queue.shift())),
      );
      const results = perPage.flat();
      await context.close();

      const failures = results
        .filter((result) => result.problems.length > 0)
        .sort((a, b) => a.id.localeCompare(b.id))
        .map((result) => `${result.id}\n  ${result.problems.join('\n  ')}`);
      expect(results).toHaveLength(ids.length);
      expect(failures, `stories with problems:\n${failures.join('\n')}`).toEqual([]);
    },
    // about 45 s per language normally; generous because CI machines share two cores with other work
    600_000,
  );
});
