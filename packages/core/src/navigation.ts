/**
 * Pure navigation rules: page order, skipped pages, progress. The survey controller applies them to its state.
 */
import { isPageHidden } from './conditions.js';
import type { ConditionContext, PageDefinition } from './types.js';

/** Pages sorted by `order`, ascending; pages with equal order keep their definition order. */
export function sortPages(pages: readonly PageDefinition[]): PageDefinition[] {
  return pages
    .map((page, position) => ({ page, position }))
    .sort((a, b) => a.page.order - b.page.order || a.position - b.position)
    .map(({ page }) => page);
}

/** A page is skipped when `skipped` is true or holds, or `visibleIf` does not hold. */
export function isPageSkipped(page: PageDefinition, context: ConditionContext): boolean {
  return isPageHidden(page, context);
}

/** Index of the next page after `from` that is not skipped, or null when there is none. */
export function nextPageIndex(
  pages: readonly PageDefinition[],
  from: number,
  context: ConditionContext,
): number | null {
  for (let index = from + 1; index < pages.length; index += 1) {
    if (!isPageSkipped(pages[index]!, context)) return index;
  }
  return null;
}

/** Index of the closest page before `from` that is not skipped, or null when there is none. */
export function previousPageIndex(
  pages: readonly PageDefinition[],
  from: number,
  context: ConditionContext,
): number | null {
  for (let index = from - 1; index >= 0; index -= 1) {
    if (!isPageSkipped(pages[index]!, context)) return index;
  }
  return null;
}

/** First page that is not skipped (0 when all are skipped, so there is always a page to show). */
export function firstPageIndex(pages: readonly PageDefinition[], context: ConditionContext): number {
  return nextPageIndex(pages, -1, context) ?? 0;
}

/**
 * (position of the current page among the non-skipped pages + 1) / number of non-skipped pages, in 0..1.
 * A skipped current page (reached with goTo) counts at the position of the pages before it.
 */
export function pageProgress(pages: readonly PageDefinition[], index: number, context: ConditionContext): number {
  let shown = 0;
  let position = 0;
  pages.forEach((page, i) => {
    if (isPageSkipped(page, context)) return;
    shown += 1;
    if (i <= index) position += 1;
  });
  if (shown === 0) return 0;
  return Math.min(1, Math.max(0, position / shown));
}

/** Throws a RangeError unless `index` is an integer index into `pages`. */
export function assertPageIndex(pages: readonly PageDefinition[], index: number): void {
  if (!Number.isInteger(index) || index < 0 || index >= pages.length) {
    throw new RangeError(`Page index ${index} is out of range (0..${pages.length - 1})`);
  }
}
