// @vitest-environment node
/**
 * Server HTML from react-dom/server, hydrated with hydrateRoot in Chromium: the page shows the survey before any
 * script runs, hydration finds no mismatch and prints nothing, and the survey answers afterwards.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium } from '@treesponse/browser-testing';
import type { Browser } from 'playwright-core';
import { version } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltPage } from '../vitePage.js';
import { buildSurveyPage } from '../surveyPages.js';
import { REACT_18_ALIASES } from '../../vitest.config.js';
import { precompileMarkdown } from '@treesponse/react/markdown';
import { createSsrSurvey, SsrSurvey, ssrMarkdownSources } from './ssrSurvey.js';

/** A string of the Markdown parser's code (its lexer's guard), found in any file that contains the parser. */
const PARSER_MARK = 'Infinite loop on byte';

/** JSON inside a <script> element: '<' escaped so no text can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

// In the react-18 project the server renders with React 18, and the page is built with React 18 too.
describe(`a server-rendered survey hydrated in Chromium (React ${version})`, () => {
  let browser: Browser;
  let page: BuiltPage;

  beforeAll(async () => {
    page = await buildSurveyPage('hydration', {
      alias: version.startsWith('18.') ? REACT_18_ALIASES : [],
      afterBuild(outDir) {
        const file = join(outDir, 'index.html');
        const markdown = precompileMarkdown(ssrMarkdownSources);
        const html = renderToString(<SsrSurvey controller={createSsrSurvey()} markdown={markdown} />);
        const page = readFileSync(file, 'utf8').replace('<!--server-html-->', html).replace('<!--server-markdown-->', scriptJson(markdown));
        writeFileSync(file, page);
      },
    });
    browser = await launchChromium();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await page?.close();
  });

  it('paints the survey from HTML, hydrates without mismatch or warning and answers afterwards', async () => {
    const served = await (await fetch(`${page.url}/index.html`)).text();
    expect(served).toContain('About you');
    expect(served).toContain('<strong>five minutes</strong>');

    const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
    const tab = await context.newPage();
    const messages: string[] = [];
    tab.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
    tab.on('console', (message) => {
      // A missing file is reported by its response below, with its address.
      if (message.text().startsWith('Failed to load resource')) return;
      if (message.type() === 'error' || message.type() === 'warning') messages.push(`${message.type()}: ${message.text()}`);
    });
    const scripts: Promise<string>[] = [];
    tab.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(response.text());
      if (response.status() >= 400 && !response.url().endsWith('/favicon.ico')) messages.push(`${response.status()}: ${response.url()}`);
    });
    await tab.goto(`${page.url}/index.html`);
    await tab.locator('html[data-hydrated="true"]').waitFor({ timeout: 30_000 });
    expect(await tab.evaluate(() => (window as unknown as { reactVersion: string }).reactVersion)).toBe(version);
    expect(await tab.evaluate(() => (window as unknown as { recoverableErrors: string[] }).recoverableErrors)).toEqual([]);
    expect(await tab.locator('strong').textContent()).toBe('five minutes');

    await tab.getByLabel('Your first name').fill('An');
    const contract = tab.getByRole('radiogroup', { name: 'Do you have an energy contract, An?' });
    await contract.getByLabel('Yes').check();
    await tab.getByLabel('Your supplier').selectOption('ecopower');
    await tab.getByRole('button', { name: 'Next' }).click();
    await tab.getByRole('heading', { name: 'Thank you, An' }).waitFor();
    expect(messages).toEqual([]);
    // The Markdown was precompiled: the parser was never downloaded.
    const loaded = await Promise.all(scripts);
    expect(loaded.length).toBeGreaterThan(0);
    expect(loaded.filter((code) => code.includes(PARSER_MARK))).toEqual([]);
    await context.close();
  }, 120_000);
});
