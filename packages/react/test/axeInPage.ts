/**
 * axe run inside a page that stays open from story to story: axe-core is injected once per document (again only
 * after a navigation), and each check is one `axe.run` on the document that reports violations only. The same
 * engine and rules as `runAxe` of @treesponse/browser-testing, which injects axe into every frame and finishes the
 * run in a new blank page on every call; that is right for pages with frames, which the stories have none of.
 */
import axe from 'axe-core';
import type { AxeViolation } from '@treesponse/browser-testing';
import { WCAG_22_AA_TAGS } from '@treesponse/browser-testing';
import type { Page } from 'playwright-core';

/**
 * The WCAG 2.2 AA rules whose outcome depends on the page's styles: colours, sizes, spacing and the box
 * a text scrolls in. A theme changes only `--ts-*` custom properties, so a story that passes every rule in one theme
 * can fail only these in another.
 */
export const STYLE_RULES = Object.freeze([
  'color-contrast',
  'link-in-text-block',
  'target-size',
  'scrollable-region-focusable',
]);

/** Which rules a check runs: every WCAG 2.2 AA rule, or only those that read styles (STYLE_RULES). */
export type AxeRuleSet = 'wcag22aa' | 'style';

type AxeWindow = Window & { axe?: typeof axe };

/**
 * Runs axe on the page's document and returns its violations. Injects axe-core first when the document has none
 * (the first check, or after the page navigated).
 */
export async function checkAxe(page: Page, rules: AxeRuleSet = 'wcag22aa'): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => typeof (window as AxeWindow).axe?.run === 'function'))) {
    await page.evaluate(axe.source);
  }
  const runOnly =
    rules === 'style' ? { type: 'rule' as const, values: [...STYLE_RULES] } : { type: 'tag' as const, values: [...WCAG_22_AA_TAGS] };
  return page.evaluate(
    async (options) => (await (window as AxeWindow).axe!.run(document, options)).violations as AxeViolation[],
    { runOnly, resultTypes: ['violations'] as axe.resultGroups[] },
  );
}
