/**
 * The prerendered pages: with JavaScript off each language's intro, privacy statement and methodology page is
 * complete HTML (header, texts, footer, language, title, description) and the results page shows its frame; with
 * JavaScript on, the intro, privacy and methodology pages hydrate the same elements without a warning or error.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import nl from '../../src/i18n/nl.js';
import fr from '../../src/i18n/fr.js';
import de from '../../src/i18n/de.js';
import type { Messages } from '../../src/i18n/index.js';
import { methodologyTexts } from '../../src/methodology/texts/index.js';
import nlMethodologyResource from '../../src/i18n/methodology/nl.json';
import frMethodologyResource from '../../src/i18n/methodology/fr.json';
import deMethodologyResource from '../../src/i18n/methodology/de.json';

import { AFTER_FIRST_PAINT_LOADER } from '../../scripts/after-first-paint.mjs';
import { expectNoProblems, openPage, useBrowserAndApp } from './harness.js';
import { cooperativesFor, PARTNERS_PER_SLIDE } from '../../src/components/partners.js';
const nlMethodology = methodologyTexts(nlMethodologyResource);
const frMethodology = methodologyTexts(frMethodologyResource);
const deMethodology = methodologyTexts(deMethodologyResource);

const METHODOLOGY_TITLES: Record<string, string> = { nl: nlMethodology.title, fr: frMethodology.title, de: deMethodology.title };

const suite = useBrowserAndApp();

const LANGUAGES = [
  ['nl', nl],
  ['fr', fr],
  ['de', de],
] as const satisfies readonly (readonly [string, Messages])[];

type View = 'survey' | 'privacy' | 'methodology';

const VIEWS: { view: View; path: (language: string) => string; title: (texts: Messages) => string; description: (texts: Messages) => string; heading: (texts: Messages, language: string) => string }[] = [
  { view: 'survey', path: (language) => `/${language}`, title: (t) => t.meta.title, description: (t) => t.meta.description, heading: (t) => t.intro.title },
  {
    view: 'privacy',
    path: (language) => `/${language}/privacy`,
    title: (t) => t.meta.privacyTitle,
    description: (t) => t.meta.privacyDescription,
    heading: (t) => t.privacyPage.title,
  },
  {
    view: 'methodology',
    path: (language) => `/${language}/methodology`,
    title: (t) => t.meta.methodologyTitle,
    description: (t) => t.meta.methodologyDescription,
    heading: (_t, language) => METHODOLOGY_TITLES[language]!,
  },
];

async function pageFacts(page: Page) {
  return page.evaluate(() => ({
    lang: document.documentElement.lang,
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
    heading: document.querySelector('main h1')?.textContent,
    header: document.querySelectorAll('header.pc-header .pc-languages a').length,
    footer: document.querySelector('footer.pc-footer')?.textContent ?? '',
  }));
}

describe.each(LANGUAGES)('the prerendered pages in %s', (language, texts) => {
  it.each(VIEWS)('$view is complete HTML without JavaScript', async ({ path, title, description, heading }) => {
    const context = await suite.browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 900 } });
    const page = await context.newPage();
    const response = await page.goto(`${suite.app.url}${path(language)}`);
    expect(response?.status()).toBe(200);
    const facts = await pageFacts(page);
    expect(facts).toMatchObject({ lang: language, title: title(texts), description: description(texts), heading: heading(texts, language), header: 3 });
    expect(facts.footer).toContain(texts.footer.privacyLink);
    // The partner block is not an empty band before the carousel's code loads: its first slide is in the HTML.
    for (const name of cooperativesFor(language).slice(0, PARTNERS_PER_SLIDE)) expect(facts.footer).toContain(name);
    // The CSP allows no inline style attribute and only the one inline script its hash names: the loader.
    const content = await page.content();
    expect(content).not.toMatch(/\sstyle="/);
    const inlineScripts = [...content.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([^<]*)<\/script>/g)].map((match) => match[1]);
    expect(inlineScripts).toEqual([AFTER_FIRST_PAINT_LOADER]);
    await context.close();
  });

  it('lays out the methodology page from its HTML as it stays: its own stylesheet is linked in the head', async () => {
    const context = await suite.browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${suite.app.url}/${language}/methodology`);
    const layout = await page.evaluate(() => ({
      panelWidth: document.querySelector('.pc-method')!.getBoundingClientRect().width,
      tableScrolls: getComputedStyle(document.querySelector('.pc-method__scroll')!).overflowX,
      stylesheets: [...document.querySelectorAll('head link[rel="stylesheet"]')].length,
    }));
    // Without the page's stylesheet the panel took the whole width and the tables did not scroll in their region.
    expect(layout.panelWidth).toBeLessThanOrEqual(52 * 16);
    expect(layout.tableScrolls).toBe('auto');
    expect(layout.stylesheets).toBe(2);
    await context.close();
  });

  it.each(VIEWS)('$view hydrates the prerendered elements without a warning', async ({ path, heading }) => {
    const { context, page, problems } = await openPage(suite.browser);
    page.on('console', (message) => {
      if (message.type() === 'warning') problems.push(`warning: ${message.text()}`);
    });
    // Remember the prerendered elements before any script runs: hydration keeps them, a client render replaces them.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const marked = window as unknown as Record<string, unknown>;
        marked.prerenderedHeading = document.querySelector('main h1');
        marked.prerenderedFooter = document.querySelector('footer');
      });
    });
    await page.goto(`${suite.app.url}${path(language)}`, { waitUntil: 'networkidle' });
    // The language links work only once hydrated: a click navigates inside the app, without a reload.
    const kept = await page.evaluate(() => {
      const marked = window as unknown as Record<string, unknown>;
      return marked.prerenderedHeading === document.querySelector('main h1') && marked.prerenderedFooter === document.querySelector('footer');
    });
    expect(kept).toBe(true);
    expect(await page.locator('main h1').first().textContent()).toBe(heading(texts, language));
    expectNoProblems(problems);
    await context.close();
  });

  it('requests its scripts only after the first contentful paint', async () => {
    const { context, page, problems } = await openPage(suite.browser);
    await page.goto(`${suite.app.url}/${language}`, { waitUntil: 'networkidle' });
    await page.locator('form[data-preview="true"][data-hydrated]').waitFor();
    const timing = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => entry.startTime),
    }));
    expect(timing.scripts.length).toBeGreaterThan(0);
    expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.firstPaint);
    expectNoProblems(problems);
    await context.close();
  });

  it.each([...VIEWS.map(({ view, path }) => ({ view, path: path(language) })), { view: 'results', path: `/${language}/ecopower/?top_0=ecopower;79` }])(
    '$view preloads exactly the scripts its first view loads',
    async ({ path }) => {
      const html = await (await fetch(`${suite.app.url}${path}`)).text();
      const loader = /<script data-entry="([^"]+)" data-preload="([^"]*)">/.exec(html);
      expect(loader).not.toBeNull();
      const preloaded = new Set([loader![1]!, ...loader![2]!.split(' ')]);
      const { context, page, problems } = await openPage(suite.browser);
      // A short window: the footer's partner carousel, which loads when the footer comes into view, stays unloaded.
      await page.setViewportSize({ width: 375, height: 500 });
      const requested = new Set<string>();
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.endsWith('.js')) requested.add(pathname);
      });
      await page.goto(`${suite.app.url}${path}`, { waitUntil: 'networkidle' });
      expect([...requested].sort()).toEqual([...preloaded].sort());
      expectNoProblems(problems);
      await context.close();
    },
  );

  it('hydrates an intro opened with a query, then keeps the query in the language links', async () => {
    const { context, page, problems } = await openPage(suite.browser);
    await page.goto(`${suite.app.url}/${language}?linkname=bp&p_id=7`);
    await page.locator('form[data-preview="true"][data-hydrated]').waitFor();
    for (const other of ['nl', 'fr', 'de']) {
      await expect.poll(() => page.locator(`.pc-languages a[hreflang="${other}"]`).getAttribute('href')).toBe(`/${other}?linkname=bp&p_id=7`);
    }
    expectNoProblems(problems);
    await context.close();
  });

  it('hydrates the privacy statement with the Markdown parser when its precompiled Markdown cannot be loaded', async () => {
    const { context, page, problems } = await openPage(suite.browser);
    let refused = 0;
    await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
      const response = await route.fetch();
      // The precompiled table is the chunk holding lexed tokens.
      if ((await response.text()).includes('"tokens":[')) {
        refused += 1;
        await route.abort();
      } else {
        await route.fulfill({ response });
      }
    });
    await page.goto(`${suite.app.url}/${language}/privacy`, { waitUntil: 'networkidle' });
    expect(refused).toBeGreaterThan(0);
    await page.locator('.pc-markdown h2').first().waitFor();
    // The links work without a reload only once hydrated.
    await page.locator('.pc-languages a[hreflang="nl"]').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/nl/privacy');
    // A refused chunk is reported by the browser; anything else is a problem.
    expectNoProblems(problems.filter((problem) => !problem.includes('net::ERR_FAILED')));
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.close();
  });

  it('paints the results frame from HTML, then the results', async () => {
    const path = `/${language}/ecopower/?top_0=ecopower;79&top_1=eneco;64`;
    const context = await suite.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${suite.app.url}${path}`);
    const facts = await pageFacts(page);
    expect(facts).toMatchObject({ lang: language, title: texts.meta.resultsTitle, heading: texts.results.title, header: 3 });
    expect(facts.footer).toContain(texts.footer.privacyLink);
    await context.close();

    const { context: scripted, page: live, problems } = await openPage(suite.browser);
    await live.goto(`${suite.app.url}${path}`);
    await live.getByTestId('results').waitFor();
    expect(await live.locator('main h1').count()).toBe(1);
    expectNoProblems(problems);
    await scripted.close();
  });
});

describe('a tap at first paint', () => {
  // A phone of 412 × 915 (the start button above the fold in every language) with a mid-range CPU: slowed 4×, the
  // page's script takes over about a second after the first paint.
  const PHONE = { viewport: { width: 412, height: 915 }, hasTouch: true, isMobile: true };

  it('starts the questionnaire every time, also when the script has not taken over yet (20 of 20)', async () => {
    // Where the start button is painted, read once from the HTML alone.
    const still = await suite.browser.newContext({ ...PHONE, javaScriptEnabled: false });
    const htmlOnly = await still.newPage();
    await htmlOnly.goto(`${suite.app.url}/nl`);
    const box = await htmlOnly.locator('form[data-page-key="first_page"] .ts-nav__next').boundingBox();
    await still.close();
    if (!box || box.y + box.height > PHONE.viewport.height) throw new Error('the start button is not above the fold');

    const context = await suite.browser.newContext(PHONE);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    // Whether the page had hydrated when the tap arrived (the intro marks the moment its button works).
    await page.addInitScript(() => {
      document.addEventListener(
        'click',
        (event) => {
          const marked = window as unknown as { tappedBeforeHydration?: boolean; tapTarget?: string };
          marked.tappedBeforeHydration ??= document.querySelector('form[data-preview][data-hydrated]') === null;
          marked.tapTarget ??= `${(event.target as Element).outerHTML.slice(0, 200)} at ${performance.now()} scroll ${window.scrollY}`;
        },
        true,
      );
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // The browser's own first-contentful-paint signal, with no script of the test in the page.
    let painted = () => {};
    cdp.on('Page.lifecycleEvent', ({ name }) => {
      if (name === 'firstContentfulPaint') painted();
    });
    await cdp.send('Page.enable');
    await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true });
    const runs = 20;
    let reached = 0;
    let beforeHydration = 0;
    let lost = '';
    for (let run = 0; run < runs; run += 1) {
      // The tap as soon as the page is painted (where the HTML alone puts the button); the page's script starts only
      // after that paint.
      const firstPaint = new Promise<void>((resolve) => (painted = resolve));
      await page.goto(`${suite.app.url}/nl`, { waitUntil: 'commit' });
      await firstPaint;
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      const arrived = await page
        .locator('form.ts-page[data-page-key="page_about_you"]')
        .waitFor({ timeout: 15_000 })
        .then(() => true, () => false);
      if (await page.evaluate(() => (window as unknown as { tappedBeforeHydration?: boolean }).tappedBeforeHydration)) beforeHydration += 1;
      // A lost tap ends the test at once (the next runs would only repeat it).
      if (!arrived) {
        lost = await page.evaluate(() => `${(window as unknown as { tapTarget?: string }).tapTarget} / ${document.querySelector('.ts-nav__next')?.outerHTML}`);
        break;
      }
      reached += 1;
    }
    await context.close();
    expect(reached, lost).toBe(runs);
    // The test proves something only when taps do arrive before the page's script has taken over.
    expect(beforeHydration).toBeGreaterThan(runs / 2);
    expectNoProblems(problems);
  });
});
