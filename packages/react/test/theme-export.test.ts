// @vitest-environment node
/**
 * The theme editor's promise: the exported theme.css restyles a page exactly as the editor's live values do. A theme
 * is made in the editor story of the built Storybook (colours in light and dark mode, font, radius, spacing); a demo
 * survey page shown in that theme (Theme toolbar: the editor's theme) is compared, element by element and property
 * by property, with the same page in the default theme plus the exported file, as a site would import it; in light
 * and in dark mode. Run `pnpm run build-storybook` first.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { showStory, useStorybookSite } from './storybookStories.js';

const EDITOR = 'design-theme-editor--editor';
const PAGE = 'demo-whole-survey--choices-page';
const PROPERTIES = [
  'color',
  'background-color',
  'border-top-color',
  'border-top-width',
  'border-top-left-radius',
  'font-family',
  'font-size',
  'font-weight',
  'line-height',
  'padding-top',
  'padding-left',
  'margin-bottom',
  'row-gap',
  'outline-color',
  'accent-color',
  'min-height',
] as const;

/** The computed look of every element of the story, in document order. */
function computedLook(page: Page): Promise<string[]> {
  return page.evaluate((properties) => {
    return [...document.querySelectorAll('#storybook-root *')].map((element) => {
      const style = getComputedStyle(element);
      return `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''} ${properties.map((name) => `${name}=${style.getPropertyValue(name)}`).join(' ')}`;
    });
  }, PROPERTIES);
}

async function setToken(page: Page, name: string, value: string): Promise<void> {
  await page.locator(`[data-token="${name}"]`).fill(value);
}

describe('a theme exported from the theme editor', () => {
  const storybook = useStorybookSite();

  it('restyles a page as the editor shows it, in light and dark mode', async () => {
    const context = await storybook.browser.newContext({ viewport: { width: 1024, height: 900 }, reducedMotion: 'reduce' });
    const editor = await context.newPage();
    expect(await showStory(editor, storybook.url, EDITOR, { locale: 'en', brand: 'default', scheme: 'light' }, true)).toBeNull();
    await setToken(editor, '--ts-color-primary', '#7a1f5c');
    await setToken(editor, '--ts-color-surface', '#fbeff6');
    await setToken(editor, '--ts-font-family', 'Georgia, serif');
    await setToken(editor, '--ts-radius', '14px');
    await setToken(editor, '--ts-spacing', '2rem');
    await editor.getByRole('radio', { name: 'Dark mode' }).check();
    await setToken(editor, '--ts-color-primary', '#ffb3de');
    await setToken(editor, '--ts-color-background', '#1a1016');
    const exported = await editor.locator('#ts-editor-css').inputValue();
    expect(exported).toContain('--ts-color-primary: #7a1f5c;');
    expect(exported).toMatch(/@media \(prefers-color-scheme: dark\) \{\s+:root \{[^}]*--ts-color-primary: #ffb3de;/);

    for (const colorScheme of ['light', 'dark'] as const) {
      await editor.emulateMedia({ colorScheme });
      // Live: the editor's theme, chosen by the Theme toolbar, in the system's mode.
      expect(await showStory(editor, storybook.url, PAGE, { locale: 'en', brand: 'edited', scheme: 'auto' }, true)).toBeNull();
      const live = await computedLook(editor);

      // Exported: the default theme and the exported file, as a site imports it.
      const site = await context.newPage();
      await site.emulateMedia({ colorScheme });
      expect(await showStory(site, storybook.url, PAGE, { locale: 'en', brand: 'default', scheme: 'auto' }, true)).toBeNull();
      const before = await computedLook(site);
      await site.addStyleTag({ content: exported });
      const restyled = await computedLook(site);
      await site.close();

      expect(restyled, `${colorScheme}: the exported file restyles the page`).not.toEqual(before);
      expect(live.length).toBeGreaterThan(20);
      expect(restyled, `${colorScheme}: exported file and live values give the same computed styles`).toEqual(live);
    }
    await context.close();
  }, 120_000);
});
