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

  it('reaches the typed fields of an item with Tab, chooses with the keys of each control, and follows each rule', async () => {
    const page = await site.browser.newPage();
    try {
      expect(await showStory(page, site.url, 'questions-repeating-panel--typed-fields', { locale: 'fr' }, true)).toBeNull();
      const second = page.locator('.ts-paneldynamic__item').nth(1);
      await second.waitFor();
      // Bo, 9: asked for a school (`{panel.age} < 18`), not for a commute (`{panel.works} = true`).
      expect(await second.getByRole('radiogroup', { name: /^École/ }).count()).toBe(1);
      expect(await second.getByRole('radiogroup', { name: /^Le trajet/ }).count()).toBe(0);
      await second.getByRole('textbox', { name: /^Âge/ }).focus();
      await page.keyboard.press('Tab'); // the school's first option
      await page.keyboard.press('Space');
      await page.keyboard.press('ArrowDown');
      expect(await second.getByRole('radio', { name: 'Secondaire' }).isChecked()).toBe(true);
      // The school's message is gone once it is answered: the panel's message names the next problem, if any.
      expect(await second.locator('[role="radiogroup"] .ts-error').count()).toBe(0);

      await second.getByRole('textbox', { name: /^Âge/ }).fill('30');
      expect(await second.getByRole('radiogroup', { name: /^École/ }).count()).toBe(0);
      await page.keyboard.press('Tab'); // yes/no: works outside the home
      await page.keyboard.press('Space');
      expect(await second.getByRole('radio', { name: 'Oui' }).isChecked()).toBe(true);
      // Working now: the commute's stars appear right after, reached with Tab and moved with the arrow keys.
      await page.keyboard.press('Tab');
      await page.keyboard.press('ArrowRight');
      const focusedGroup = await page.evaluate(() => document.activeElement?.closest('[role="radiogroup"]')?.getAttribute('aria-labelledby') ?? '');
      const groupName = await page.evaluate((ids) => ids.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' '), focusedGroup);
      expect(groupName).toMatch(/^Le trajet est-il facile.*Personne 2 Bo$/);
    } finally {
      await page.close();
    }
  }, 60_000);
});
