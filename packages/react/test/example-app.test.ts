// @vitest-environment node
/**
 * The README's example app built as an app would build it: Vite, production, importing the built package by its name
 * (dist, with its stylesheet), served under a strict Content Security Policy (no eval, no inline script or style).
 * Answered in Chromium on a 360 px wide phone screen, with axe on every page.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium, runAxe } from '@treesponse/browser-testing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAndServe, type BuiltPage } from './vitePage.js';

const EXAMPLES_DIR = fileURLToPath(new URL('../examples', import.meta.url));
const DIST = fileURLToPath(new URL('../dist', import.meta.url));
const STRICT_CSP = "default-src 'self'; script-src 'self'; style-src 'self'; object-src 'none'; base-uri 'none'";

async function expectNoAxeViolations(page: Page) {
  const violations = await runAxe(page);
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

describe('the README example app, built with Vite and run in Chromium', () => {
  let browser: Browser;
  let server: BuiltPage;

  beforeAll(async () => {
    server = await buildAndServe(EXAMPLES_DIR, 'index.html', {
      alias: [
        { find: '@treesponse/react/styles.css', replacement: join(DIST, 'styles.css') },
        { find: /^@treesponse\/react$/, replacement: join(DIST, 'index.js') },
      ],
      // A strict policy: no eval, no inline scripts. The expression language must work under it.
      headers: { 'Content-Security-Policy': STRICT_CSP },
    });
    browser = await launchChromium();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('is answered on a phone with conditions, piping, a matrix and the custom type, and passes axe', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) errors.push(message.text());
    });
    const response = await page.goto(`${server.url}/index.html`);
    expect(response?.headers()['content-security-policy']).toBe(STRICT_CSP);
    await page.getByRole('heading', { name: 'Over jou' }).waitFor();
    await expectNoAxeViolations(page);

    await page.getByLabel('Je voornaam').fill('An');
    await page.getByRole('radiogroup', { name: 'Heb je een energiecontract, An?' }).getByRole('radio', { name: 'Ja' }).click();
    await page.getByLabel('Je leverancier').selectOption('ecopower');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Volgende' }).click();

    await page.getByRole('heading', { name: 'Wat vind jij belangrijk, An?' }).waitFor();
    const price = page.getByRole('radiogroup', { name: 'de prijs' });
    await price.getByRole('radio', { name: 'Niet' }).click();
    await page.keyboard.press('ArrowRight'); // moves the choice within the row
    await page.getByRole('radiogroup', { name: 'groene stroom' }).getByRole('radio', { name: 'Heel' }).click();
    // The matrix fits the phone: no horizontal scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const rating = page.getByRole('group', { name: 'Hoe tevreden ben je over Ecopower?' });
    await rating.getByRole('button', { name: '1' }).click();
    await page.getByText('Sorry to hear that. What went wrong?').waitFor();
    await expectNoAxeViolations(page);
    await rating.getByRole('button', { name: '5' }).click();
    await page.getByRole('button', { name: 'Volgende' }).click();

    await page.getByRole('heading', { name: 'Bedankt, An' }).waitFor();
    expect(await price.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
