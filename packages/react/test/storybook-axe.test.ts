// @vitest-environment node
/**
 * Opens every story of the built Storybook in Chromium, in every language of the toolbar, in the default theme and
 * both brands of the Theme toolbar, and in dark mode, and runs axe with the WCAG 2.2 AA rules (a text missing in one
 * language shows up here too: an empty label is a violation).
 * Every rule runs on every story in every language. A run in a language already checked in an earlier run differs
 * from it only by the theme's tokens, so it runs the rules that read styles (contrast, target size, ...).
 * Stories are read from storybook-static/index.json, so new stories are covered without changes here.
 * Run `pnpm run build-storybook` first: it writes storybook-static.
 */
import axe from 'axe-core';
import { runAxe, WCAG_22_AA_TAGS } from '@treesponse/browser-testing';
import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BRANDS, type BrandName, type ColourMode } from '../../../.storybook/brands';
import { checkAxe, STYLE_RULES, type AxeRuleSet } from './axeInPage.js';
import { readStoryIds, showStory, useStorybookSite } from './storybookStories.js';

const MIN_STORIES = 5;
const PARALLEL_PAGES = 2;
/**
 * Every toolbar language and every theme in light and dark mode: the default theme (dark through the system's
 * prefers-color-scheme: dark and through the Mode toolbar), and each brand of the Theme toolbar in its light and its
 * dark variant (one chosen by the system's mode, one by the Mode toolbar).
 */
const THEMED_RUNS: { locale: string; colorScheme: ColourMode; brand: 'default' | BrandName; scheme: 'auto' | ColourMode }[] = [
  { locale: 'en', colorScheme: 'light', brand: 'default', scheme: 'auto' },
  { locale: 'nl', colorScheme: 'light', brand: 'powercheck', scheme: 'auto' },
  { locale: 'fr', colorScheme: 'light', brand: 'neutral', scheme: 'auto' },
  { locale: 'de', colorScheme: 'dark', brand: 'powercheck', scheme: 'auto' },
  { locale: 'en', colorScheme: 'dark', brand: 'default', scheme: 'auto' },
  { locale: 'nl', colorScheme: 'light', brand: 'neutral', scheme: 'dark' },
];
/** The first run of each language checks every rule; the later ones in that language the rules that read styles. */
const RUNS = THEMED_RUNS.map((run, index) => ({
  ...run,
  rules: (THEMED_RUNS.findIndex((other) => other.locale === run.locale) === index ? 'wcag22aa' : 'style') as AxeRuleSet,
}));

interface StoryResult {
  id: string;
  problems: string[];
}

/** Checks stories one after another in one page; after a failure the next story gets a fresh load. */
async function checkStories(
  context: BrowserContext,
  baseUrl: string,
  { locale, brand, scheme, colorScheme, rules }: (typeof RUNS)[number],
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
        for (const violation of await checkAxe(page, rules)) {
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
  const storybook = useStorybookSite();

  it('checks every language with every rule, and in the later runs only rules that are among them', () => {
    // A run by tags leaves out experimental rules.
    const wcagRules = axe.getRules([...WCAG_22_AA_TAGS]).filter((rule) => !rule.tags.includes('experimental'));
    expect(wcagRules.map((rule) => rule.ruleId)).toEqual(expect.arrayContaining([...STYLE_RULES]));
    const fullyChecked = RUNS.filter((run) => run.rules === 'wcag22aa').map((run) => run.locale);
    expect(fullyChecked.sort()).toEqual(['de', 'en', 'fr', 'nl']);
  });

  it('finds in a page kept open what the frame-by-frame axe run finds, and the style rules among them', async () => {
    const context = await storybook.browser.newContext();
    const page = await context.newPage();
    await page.setContent(
      '<html lang="en"><title>t</title><main><p style="color:#aaa;background:#fff">Pale text</p>' +
        '<input type="text"><a href="#x"></a><button style="width:8px;height:8px;padding:0"></button>' +
        '<button style="width:8px;height:8px;padding:0">b</button></main></html>',
    );
    const ids = (violations: { id: string }[]) => violations.map((violation) => violation.id).sort();
    const all = ids(await checkAxe(page));
    expect(all).toEqual(ids(await runAxe(page)));
    expect(all).toEqual(expect.arrayContaining(['button-name', 'color-contrast', 'label', 'link-name', 'target-size']));
    // A second check in the same document (axe already there) finds the same.
    expect(ids(await checkAxe(page))).toEqual(all);
    expect(ids(await checkAxe(page, 'style'))).toEqual(['color-contrast', 'target-size']);
    await context.close();
  });

  it.each(RUNS)(
    `renders at least ${MIN_STORIES} stories in '$locale', $brand theme, system $colorScheme, Mode toolbar $scheme, with 0 axe violations ($rules rules)`,
    async (run) => {
      const ids = readStoryIds();
      expect(ids.length, 'stories in storybook-static/index.json').toBeGreaterThanOrEqual(MIN_STORIES);

      // Reduced motion: no slide transitions or automatic carousel advance while axe measures contrast.
      const context = await storybook.browser.newContext({
        viewport: { width: 1024, height: 768 },
        reducedMotion: 'reduce',
        colorScheme: run.colorScheme,
      });
      const queue = [...ids];
      const perPage = await Promise.all(
        Array.from({ length: PARALLEL_PAGES }, () => checkStories(context, storybook.url, run, () => queue.shift())),
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
