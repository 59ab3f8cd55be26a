// @vitest-environment node
/**
 * The repeating panel without a mouse, in Chromium: its story in the built Storybook, in German. Tab reaches the
 * fields and the numbered buttons in reading order, Enter adds and removes items, focus follows the item concerned
 * and each change is announced in the respondent's language.
 * Run `pnpm run build-storybook` first: it writes storybook-static.
 */
import { describe, expect, it } from 'vitest';
import { showStory, useStorybookSite } from './storybookStories.js';

const site = useStorybookSite();

describe('the repeating panel, keyboard only, in Chromium', () => {
  it('adds and removes items with Tab and Enter, focus following the item and each change announced', async () => {
    const page = await site.browser.newPage();
    try {
      expect(await showStory(page, site.url, 'questions-repeating-panel--empty', { locale: 'de' }, true)).toBeNull();
      await page.waitForSelector('.ts-paneldynamic');
      const focused = () =>
        page.evaluate(() => {
          const element = document.activeElement as HTMLElement | null;
          const label = element?.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : null;
          const legend = element?.closest('.ts-paneldynamic__item')?.querySelector('legend')?.textContent ?? null;
          return { label: label ?? element?.textContent ?? '', legend };
        });
      const announced = () => page.locator('.ts-paneldynamic [aria-live="polite"]').textContent();

      await page.locator('.ts-paneldynamic input').first().focus();
      await page.keyboard.type('An');
      expect(await focused()).toEqual({ label: 'Vorname *', legend: 'Person 1 An' });
      await page.keyboard.press('Tab'); // Age
      await page.keyboard.press('Tab'); // Remove item 1: refused at the minimum, but reachable
      expect(await focused()).toEqual({ label: 'Eintrag 1 entfernen', legend: 'Person 1 An' });
      await page.keyboard.press('Enter');
      expect(await page.locator('.ts-paneldynamic__item').count()).toBe(1);
      await page.keyboard.press('Tab');
      expect((await focused()).label).toBe('Eintrag 2 hinzufügen');
      await page.keyboard.press('Enter');
      expect(await focused()).toEqual({ label: 'Vorname *', legend: 'Person 2' });
      expect(await announced()).toBe('Eintrag 2 hinzugefügt');

      await page.keyboard.type('Bo');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      expect((await focused()).label).toBe('Eintrag 2 entfernen');
      await page.keyboard.press('Enter');
      expect(await page.locator('.ts-paneldynamic__item').count()).toBe(1);
      expect(await focused()).toEqual({ label: 'Vorname *', legend: 'Person 1 An' });
      expect(await announced()).toBe('Eintrag 2 entfernt');
    } finally {
      await page.close();
    }
  }, 60_000);
});
