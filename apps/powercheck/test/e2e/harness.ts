/**
 * Shared pieces of the end-to-end tests: Chromium (playwright-core), the production build served by
 * scripts/serve.mjs on a random port, and helpers that walk through the questionnaire.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '@treesponse/browser-testing';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildResultAddress, computeResult } from '@powercheck/scoring';
import { startServer, type RunningServer, type ServeOptions } from '../../scripts/serve.mjs';
import { READY_INTRO } from '../../scripts/prerendered-pages.mjs';
import { FIGURES, regionOfLanguage, regionOfPostcode, scoringTableFor, type Region } from '../../src/suppliers/index.js';
import { CRITERION_KEYS, type CriterionKey } from '../../src/survey/pages.js';
import type { AppLanguage } from '../../src/config.js';

export { CRITERION_KEYS, type CriterionKey };

const DIST_INDEX = fileURLToPath(new URL('../../dist/index.html', import.meta.url));

/** The minimum display time of the result page in tests (the product's 6000 ms is tested separately). */
export const TEST_DISPLAY_MS = 200;

/** Serves the production build; fails clearly when it has not been built. */
export async function serveApp(options: ServeOptions = {}): Promise<RunningServer> {
  if (!existsSync(DIST_INDEX)) throw new Error('apps/powercheck/dist is missing: run the build first (pnpm --filter powercheck build)');
  // Without an API the tests ask for offline mode explicitly, as a deploy must.
  return startServer({ offline: !options.apiTarget, ...options, config: { minResultDisplayMs: TEST_DISPLAY_MS, ...options.config } });
}

export interface BrowserAndApp {
  /** Chromium, started before the file's tests. */
  readonly browser: Browser;
  /** The production build, served before the file's tests. */
  readonly app: RunningServer;
}

/**
 * Starts Chromium and serves the app before the tests of the calling file, and closes both after them.
 * `serveOptions` may be a function: it is called in the hook, after the file's own earlier beforeAll hooks
 * (so it can use servers they started); those servers are closed after the app.
 */
export function useBrowserAndApp(serveOptions: ServeOptions | (() => ServeOptions) = {}): BrowserAndApp {
  let browser: Browser | undefined;
  let app: RunningServer | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
    app = await serveApp(typeof serveOptions === 'function' ? serveOptions() : serveOptions);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });
  const started = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`${name} is not started: use it inside a test`);
    return value;
  };
  return {
    get browser() {
      return started(browser, 'Chromium');
    },
    get app() {
      return started(app, 'The app server');
    },
  };
}

export interface TestPage {
  context: BrowserContext;
  page: Page;
  /** console.error messages and uncaught errors of the page. */
  problems: string[];
}

/** A fresh context (own storage) and page that records console errors and uncaught exceptions. */
export async function openPage(browser: Browser, width = 1280): Promise<TestPage> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return { context, page, problems };
}

/** Waits until the intro is ready (see READY_INTRO). */
export async function waitForIntro(page: Page): Promise<void> {
  await page.locator(READY_INTRO).waitFor();
}

/** Opens a language route and waits until its intro is ready. */
export async function openSurvey(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForIntro(page);
}

/** The page key shown now. */
export function currentPageKey(page: Page): Promise<string | null> {
  return page.locator('form.ts-page').getAttribute('data-page-key');
}

export async function waitForPage(page: Page, key: string): Promise<void> {
  await page.locator(`form.ts-page[data-page-key="${key}"]`).waitFor();
}

export async function clickNext(page: Page): Promise<void> {
  await page.locator('.ts-nav__next').click();
}

export type CriterionAnswers = Record<CriterionKey, 1 | 2 | 3 | 4 | 5>;

/** From the intro, passes the two optional profile pages without answering and stops on the first criterion. */
export async function startCriteria(page: Page): Promise<void> {
  await clickNext(page);
  await waitForPage(page, 'page_about_you');
  await clickNext(page);
  await waitForPage(page, 'page_cooperative');
  await clickNext(page);
  await waitForPage(page, `page_${CRITERION_KEYS[0]}`);
}

/** From the intro (or from the first criterion page), answers every criterion page and stops on the summary. */
export async function answerCriteria(page: Page, answers: CriterionAnswers, options: { fromIntro?: boolean } = {}): Promise<void> {
  if (options.fromIntro !== false) await startCriteria(page);
  for (const key of CRITERION_KEYS) {
    await waitForPage(page, `page_${key}`);
    await page.locator(`.pc-scale__input[value="${answers[key]}"]`).check();
    await clickNext(page);
  }
  await waitForPage(page, 'page_summary');
}

/** On the privacy page: consent, opt-ins and (when given) the e-mail address, then Next. */
export async function completePrivacy(
  page: Page,
  options: { mailResults?: boolean; optinProject?: boolean; email?: string } = {},
): Promise<void> {
  await waitForPage(page, 'page_privacy');
  await page.locator('[data-question-key="terms_and_privacy"] input').check();
  if (options.optinProject) await page.locator('[data-question-key="optinProject"] input').check();
  if (options.mailResults) await page.locator('[data-question-key="mailResults"] input').check();
  if (options.email !== undefined) await page.locator('[data-question-key="email"] input').fill(options.email);
  await clickNext(page);
}

/** The region a visitor is ranked in: their postcode's, else their language's. */
export function regionFor(language: AppLanguage, postcode?: string): Region {
  return (postcode ? regionOfPostcode(postcode) : undefined) ?? regionOfLanguage(language);
}

/**
 * What the results address must be for these answers, computed with @powercheck/scoring and the app's tables: the
 * specification's parameters, the weights (w) and the region of the table (the postcode's, else the language's,
 * marked `region-from=language`).
 */
export function expectedAddress(answers: CriterionAnswers, language: AppLanguage, origin: string, postcode?: string): string {
  const textAnswers = Object.fromEntries(Object.entries(answers).map(([key, value]) => [key, String(value)]));
  const region = regionFor(language, postcode);
  const result = computeResult(textAnswers, scoringTableFor(region));
  return buildResultAddress(result, language, { base: origin, region, regionFromLanguage: !postcode });
}

/** The same address with only the product specification's parameters (no weights), as an external page may link. */
export function specificationAddress(answers: CriterionAnswers, language: AppLanguage, origin: string): string {
  return expectedAddress(answers, language, origin).replace(/&w=\d{7}&region=\w+(&region-from=language)?$/, '');
}

/** The supplier → percentage map the response must store. */
export function expectedResults(answers: CriterionAnswers, language: AppLanguage, postcode?: string): Record<string, number> {
  const textAnswers = Object.fromEntries(Object.entries(answers).map(([key, value]) => [key, String(value)]));
  return Object.fromEntries(
    computeResult(textAnswers, scoringTableFor(regionFor(language, postcode))).rankings.map(({ name, percentage }) => [name, percentage]),
  );
}

export function expectNoProblems(problems: string[]): void {
  expect(problems, problems.join('\n')).toEqual([]);
}

/** Chosen answers that give a personal result (ecopower wins in both tables with this profile). */
export const GREEN_PROFILE: CriterionAnswers = {
  price: 2,
  stable_price: 1,
  adjusted_formula: 1,
  origin: 5,
  source: 5,
  customer_satisfaction: 3,
  invests_in_renewable: 4,
  belgian_ownership: 4,
  return_on_investment: 5,
  tackles_energy_poverty: 3,
};

/** Chosen answers that favour flexible contracts (a different winner). */
export const FLEXIBLE_PROFILE: CriterionAnswers = {
  price: 3,
  stable_price: 5,
  adjusted_formula: 5,
  origin: 2,
  source: 2,
  customer_satisfaction: 4,
  invests_in_renewable: 2,
  belgian_ownership: 1,
  return_on_investment: 1,
  tackles_energy_poverty: 2,
};

/** Every criterion "not important": total weight 0, the insufficient-data page. */
export const NOTHING_MATTERS: CriterionAnswers = Object.fromEntries(CRITERION_KEYS.map((key) => [key, 1])) as CriterionAnswers;

/** Text of the supplier figures (a note of data/figures.json) that only the chunk holding the figures contains. */
export const FIGURES_MARKER = 'The archive has no October 2026 card of Ecopower';
if (!FIGURES.regions.flanders.annualCost.ecopower?.note?.includes(FIGURES_MARKER)) {
  throw new Error(`The supplier figures no longer contain "${FIGURES_MARKER}": choose another text of data/figures.json`);
}

/** A script the page received: its address and (once read) its text. */
export interface ReceivedScript {
  url: string;
  body: Promise<string>;
}

/** Records the body of every script the page receives, in order. */
export function recordScripts(page: Page): ReceivedScript[] {
  const scripts: ReceivedScript[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) scripts.push({ url: response.url(), body: response.text().catch(() => '') });
  });
  return scripts;
}

/** The addresses of the received scripts that hold the supplier figures. */
export async function holdingFigures(scripts: readonly ReceivedScript[]): Promise<string[]> {
  const bodies = await Promise.all(scripts.map(async ({ url, body }) => ((await body).includes(FIGURES_MARKER) ? [url] : [])));
  return bodies.flat();
}
