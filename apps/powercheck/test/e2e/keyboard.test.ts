/**
 * A whole questionnaire with the keyboard only (Tab, Shift+Tab, Space, arrows, Enter, Escape): every control is
 * reachable, focus is visible, the tooltip opens and closes, and the visitor ends on the right results address.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import nl from '../../src/i18n/nl.js';
import {
  CRITERION_KEYS,
  FLEXIBLE_PROFILE,
  expectNoProblems,
  expectedAddress,
  openPage,
  useBrowserAndApp,
  waitForPage,
  waitForIntro,
} from './harness.js';

const suite = useBrowserAndApp();

/** Presses Tab until the focused element matches `selector` (at most `limit` presses). */
async function tabTo(page: Page, selector: string, limit = 40): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await page.evaluate((css) => document.activeElement?.matches(css) ?? false, selector)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${selector} was not reached with ${limit} presses of Tab`);
}

/** The outline style drawn around the focused element (or around the box a focused scale radio stands for). */
function focusOutline(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active) return 'none';
    const target = active.matches('.pc-scale__input')
      ? (active.nextElementSibling?.querySelector('.pc-scale__number') as HTMLElement | null)
      : active;
    return target ? getComputedStyle(target).outlineStyle : 'none';
  });
}

describe('keyboard only', () => {
  it('completes the questionnaire without a pointer', async () => {
    const { context, page, problems } = await openPage(suite.browser);
    await page.goto(`${suite.app.url}/nl`);
    await waitForIntro(page);

    // The skip link comes first and moves focus to the main content.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(nl.header.skipToContent);
    expect(await focusOutline(page)).toBe('solid');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');

    await tabTo(page, '.ts-nav__next');
    expect(await focusOutline(page)).toBe('solid');
    await page.keyboard.press('Enter');

    // The optional profile pages: a postcode, an age bracket with the arrow keys, a cooperative with Space.
    await waitForPage(page, 'page_about_you');
    await tabTo(page, '[data-question-key="postalcode"] input');
    expect(await focusOutline(page)).toBe('solid');
    await page.keyboard.type('9000');
    await tabTo(page, '[data-question-key="age"] input');
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    expect(await page.locator('[data-question-key="age"] input[value="25-35"]').isChecked()).toBe(true);
    await tabTo(page, '.ts-nav__next');
    await page.keyboard.press('Enter');
    await waitForPage(page, 'page_cooperative');
    await tabTo(page, '[data-question-key="member_cooperative"] input');
    expect(await focusOutline(page)).toBe('solid');
    await page.keyboard.press('Space');
    expect(await page.locator('[data-question-key="member_cooperative"] input').first().isChecked()).toBe(true);
    await tabTo(page, '.ts-nav__next', 80);
    await page.keyboard.press('Enter');

    for (const [index, key] of CRITERION_KEYS.entries()) {
      await waitForPage(page, `page_${key}`);
      if (index === 0) {
        // The tooltip opens and closes from the keyboard, and Escape returns focus to its button.
        await tabTo(page, '.pc-tooltip__button');
        await page.keyboard.press('Enter');
        expect(await page.locator('.pc-tooltip__button').getAttribute('aria-expanded')).toBe('true');
        expect(await page.getByTestId('tooltip').isVisible()).toBe(true);
        await page.keyboard.press('Escape');
        expect(await page.locator('.pc-tooltip__button').getAttribute('aria-expanded')).toBe('false');
        expect(await page.getByTestId('tooltip').isVisible()).toBe(false);
        expect(await page.evaluate(() => document.activeElement?.classList.contains('pc-tooltip__button'))).toBe(true);
        await page.keyboard.press('Space');
        expect(await page.getByTestId('tooltip').isVisible()).toBe(true);
        await page.keyboard.press('Space');
        expect(await page.getByTestId('tooltip').isVisible()).toBe(false);
      }
      await tabTo(page, '.pc-scale__input');
      expect(await focusOutline(page)).toBe('solid');
      await page.keyboard.press('Space');
      for (let step = 1; step < FLEXIBLE_PROFILE[key]; step += 1) await page.keyboard.press('ArrowRight');
      expect(await page.locator(`.pc-scale__input[value="${FLEXIBLE_PROFILE[key]}"]`).isChecked()).toBe(true);
      await tabTo(page, '.ts-nav__next');
      await page.keyboard.press('Enter');
    }

    await waitForPage(page, 'page_summary');
    await tabTo(page, '.ts-nav__next');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(nl.summary.goToResult);
    await page.keyboard.press('Enter');

    await waitForPage(page, 'page_privacy');
    await tabTo(page, '[data-question-key="terms_and_privacy"] input');
    await page.keyboard.press('Space');
    await tabTo(page, '[data-question-key="mailResults"] input');
    await page.keyboard.press('Space');
    await tabTo(page, '[data-question-key="email"] input');
    await page.keyboard.type('toetsenbord@example.org');
    await tabTo(page, '.ts-nav__next');
    await page.keyboard.press('Enter');

    // The result page shows for the short test display time only: the redirect is what counts.
    await page.waitForURL(expectedAddress(FLEXIBLE_PROFILE, 'nl', suite.app.url, '9000'));
    await page.getByTestId('results').waitFor();
    // The mail function has no SMTP settings in this run; the app ignores its refusal.
    expectNoProblems(problems.filter((problem) => !problem.includes('status of 500')));
    await context.close();
  });
});
