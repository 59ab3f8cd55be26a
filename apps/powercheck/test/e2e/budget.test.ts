/**
 * The byte budgets of scripts/perf.mjs, asserted: each page of the production build is opened in Chromium and every
 * script and stylesheet it loads until the network is idle is summed at its gzip size. Times are not asserted
 * (they depend on the machine); `node scripts/perf.mjs` reports them with Lighthouse.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PAGES, measurePage } from '../../scripts/perf.mjs';
import { useBrowserAndApp } from './harness.js';

const suite = useBrowserAndApp();

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));

/** The Markdown parser's chunk (marked's lexer) or the survey engine's screen. */
function isParserOrSurvey(file: string): boolean {
  return /\/SurveyScreen-[^/]+\.js$/.test(file) || (file.endsWith('.js') && readFileSync(`${DIST}${file}`, 'utf8').includes('inlineTokens'));
}

describe('what each page loads until the network is idle (JS + CSS, gzip)', () => {
  it.each(PAGES)('$name ($path) stays within its budget', async ({ path, budget }) => {
    const measure = await measurePage(suite.browser, `${suite.app.url}${path}`);
    const listing = measure.files.map((entry) => `${kB(entry.gzip)} ${entry.file}`).join('\n');
    expect(measure.total, `${kB(measure.total)} over ${kB(budget)}:\n${listing}`).toBeLessThanOrEqual(budget);
    // The Markdown parser and the survey engine are never part of a page's first load.
    expect(measure.files.map((entry) => entry.file).filter(isParserOrSurvey)).toEqual([]);
  });
});
