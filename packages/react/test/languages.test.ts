// @vitest-environment node
/**
 * A survey in a language the engine does not ship (Arabic, added as data with one key missing), in Chromium: it
 * starts in the definition's default language, is mirrored, shows the missing key in the fallback language (never
 * empty), reports it, and passes axe.
 */
import { join } from 'node:path';
import { launchChromium, runAxe } from '@treesponse/browser-testing';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltPage } from './vitePage.js';
import { buildSurveyPage, RESULTS } from './surveyPages.js';

describe('a survey in an added right-to-left language, in Chromium', () => {
  let browser: Browser;
  let page: BuiltPage;

  beforeAll(async () => {
    page = await buildSurveyPage('languages');
    browser = await launchChromium();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await page?.close();
  });

  it.each([375, 1280])('is mirrored, falls back for the missing key and reports it, at %i px', async (width) => {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const tab = await context.newPage();
    const errors: string[] = [];
    tab.on('pageerror', (error) => errors.push(error.message));
    await tab.goto(`${page.url}/index.html`);
    await tab.getByRole('heading', { name: 'عنك' }).waitFor();
    const root = tab.locator('.ts-survey');
    expect(await root.getAttribute('lang')).toBe('ar');
    expect(await root.getAttribute('dir')).toBe('rtl');
    expect(await root.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
    // The missing key in the fallback language, not empty.
    expect(await tab.locator('.ts-progress__label').innerText()).toBe('Progress');
    expect(await tab.getByRole('button', { name: 'التالي' }).count()).toBe(1);
    // Mirrored: the field's label starts at the right edge of the form.
    const gaps = await tab.evaluate(() => {
      const form = document.querySelector('form')!.getBoundingClientRect();
      const heading = document.querySelector('h1')!;
      const range = document.createRange();
      range.selectNodeContents(heading);
      const text = range.getBoundingClientRect();
      return { left: text.left - form.left, right: form.right - text.right };
    });
    expect(gaps.right).toBeLessThan(gaps.left);

    await tab.getByLabel('اسمك').press('Enter');
    await tab.getByText('هذا السؤال مطلوب').waitFor();
    expect(await runAxe(tab)).toEqual([]);
    await tab.screenshot({ path: join(RESULTS, `added-language-rtl-${width}.png`), fullPage: true });
    await tab.getByLabel('اسمك').fill('سارة');
    await tab.getByRole('button', { name: 'التالي' }).click();
    await tab.getByRole('heading', { name: 'شكرا' }).waitFor();

    const reported = await tab.evaluate(() => (window as unknown as { reported: string[] }).reported);
    expect(reported).toContain("Missing translation 'survey.progress' for language 'ar'");
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
