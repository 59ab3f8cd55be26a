/**
 * The results page in Chromium: the specification's address still works; with the weights it tunes (keyboard, live
 * announcement, focus kept), ranks every supplier, explains and compares any supplier, prints and shares only the
 * weights, keeps everything across languages and applies the insufficient-data rule; axe in every state and
 * language. Screenshots (375 and 1280 px) and a PDF of the print view go to screenshots/results/ for a look.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { runAxe } from '@treesponse/browser-testing';
import { CRITERIA, weightsFromAnswers } from '@powercheck/scoring';
import { REGION_SUPPLIERS, SUPPLIERS, regionOfLanguage, type SupplierName } from '../../src/suppliers/index.js';
import { pageAddressFor, rankFor, withImportance } from '../../src/results/model.js';
import nl from '../../src/i18n/nl.js';
import fr from '../../src/i18n/fr.js';
import {
  FIGURES_MARKER,
  FLEXIBLE_PROFILE,
  GREEN_PROFILE,
  expectNoProblems,
  expectedAddress,
  holdingFigures,
  openPage,
  recordScripts,
  useBrowserAndApp,
} from './harness.js';

const suite = useBrowserAndApp();
const SHOTS = fileURLToPath(new URL('../../screenshots/results/', import.meta.url));
mkdirSync(SHOTS, { recursive: true });

const GREEN_WEIGHTS = weightsFromAnswers(Object.fromEntries(Object.entries(GREEN_PROFILE).map(([key, value]) => [key, String(value)])));

/** The supplier names of the ranking list, in the order shown. */
function shownOrder(page: Page): Promise<string[]> {
  return page.locator('[data-testid="ranking"] > li').evaluateAll((items) => items.map((item) => item.getAttribute('data-supplier') ?? ''));
}

async function violations(page: Page, state: string): Promise<string[]> {
  return (await runAxe(page)).map((violation) => `${state}: ${violation.id} ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

describe('the results page with only the specification parameters', () => {
  it('still shows the top five of the address and says that the weights are missing', async () => {
    const { context, page, problems } = await openPage(suite.browser);
    const address = expectedAddress(GREEN_PROFILE, 'nl', suite.app.url);
    const specOnly = address.replace(/&w=\d{7}&region=flanders&region-from=language$/, '');
    expect(specOnly).not.toContain('w=');
    await page.goto(specOnly);
    await page.getByTestId('top-five').waitFor();
    expect(await page.getByTestId('address-only').isVisible()).toBe(true);
    expect(await page.getByTestId('tune').count()).toBe(0);
    expect(await page.locator('[data-testid="top-five"] li').count()).toBe(5);
    expectNoProblems(problems);
    await context.close();
  });
});

describe('the results page with the weights', () => {
  it('ranks every supplier of the region, top five highlighted, as the questionnaire computed', async () => {
    const { context, page, problems } = await openPage(suite.browser);
    const address = expectedAddress(GREEN_PROFILE, 'nl', suite.app.url);
    expect(address).toMatch(/&tip-invest=[01]&w=\d{7}&region=flanders&region-from=language$/);
    await page.goto(address);
    await page.getByTestId('ranking').waitFor();
    expect(await shownOrder(page)).toEqual(rankFor(GREEN_WEIGHTS, 'flanders').result.rankings.map(({ name }) => name));
    expect(await shownOrder(page)).toHaveLength(rankFor(GREEN_WEIGHTS, 'flanders').result.rankings.length);
    expect(await page.locator('[data-testid="ranking"] > li[data-top-five="true"]').count()).toBe(5);
    expect(await page.getByTestId('calculated-on').textContent()).toMatch(/\d{4}/);
    // One date form per language: written out, never ISO beside a written date.
    expect(await page.getByTestId('data-dates').textContent()).toMatch(/herzien op \d{1,2} [a-z]+ 2026, prijzen van [a-z]+ 2026/);
    // The data version (date.hash) is an identifier, not a date shown to be read.
    const shownText = (await page.locator('.pc-results').textContent())!.replace(/\d{4}-\d\d-\d\d\.[0-9a-f]{8}/g, '');
    expect(shownText).not.toMatch(/\d{4}-\d\d-\d\d/);
    expectNoProblems(problems);
    await context.close();
  });

  it("shows the best match's circle on its card, with no box of another colour around it", async () => {
    const { context, page, problems } = await openPage(suite.browser, 375);
    await page.goto(expectedAddress(GREEN_PROFILE, 'de', suite.app.url));
    const graph = page.locator('.pc-results__top .ts-circle-graph');
    await graph.waitFor();
    // What shows behind the circle is the card's own background: the graph paints none of its own.
    const backgrounds = await graph.evaluate((element) => ({
      graph: getComputedStyle(element).backgroundColor,
      card: getComputedStyle(element.closest('.pc-results__top')!).backgroundColor,
    }));
    expect(backgrounds.card).not.toBe('rgba(0, 0, 0, 0)');
    expect(backgrounds.graph).toBe('rgba(0, 0, 0, 0)');
    expectNoProblems(problems);
    await context.close();
  });

  it('re-ranks at once when a weight changes with the keyboard, announces the new order and keeps focus', async () => {
    const { context, page, problems } = await openPage(suite.browser);
    await page.goto(expectedAddress(GREEN_PROFILE, 'nl', suite.app.url));
    await page.getByTestId('ranking').waitFor();
    // price is 2: focus its checked box and press the right arrow to choose 3, then again for 4 and 5.
    await page.locator('input[name="pc-weight-price"]:checked').focus();
    let weights = GREEN_WEIGHTS;
    for (const importance of [3, 4, 5]) {
      await page.keyboard.press('ArrowRight');
      weights = withImportance(weights, 'price', importance);
      const expected = rankFor(weights, 'flanders').result.rankings.map(({ name }) => name);
      await expect.poll(() => shownOrder(page)).toEqual(expected);
      expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('pc-weight-price');
      expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toBe(String(importance));
      const firstName = SUPPLIERS[expected[0] as SupplierName].displayName;
      expect(await page.getByTestId('ranking-announcement').textContent()).toContain(`1. ${firstName}`);
    }
    expect(new URL(page.url()).search).toContain('&w=5');
    expect(page.url()).toBe(`${suite.app.url}${pageAddressFor(weights, { region: 'flanders', fromLanguage: true }, 'nl')}`);
    await page.screenshot({ path: join(SHOTS, 'nl-1280-tuned.png'), fullPage: true });
    expectNoProblems(problems);
    await context.close();
  });

  it('says so instead of ranking when the weights trigger the insufficient-data rule', async () => {
    const { context, page } = await openPage(suite.browser);
    await page.goto(expectedAddress(GREEN_PROFILE, 'nl', suite.app.url));
    await page.getByTestId('ranking').waitFor();
    // stable_price and adjusted_formula are already 1; two more make four.
    await page.locator('#pc-weight-price-1').check();
    expect(await page.getByTestId('results-insufficient').count()).toBe(0);
    await page.locator('#pc-weight-customer_satisfaction-1').check();
    await page.getByTestId('results-insufficient').waitFor();
    expect(await page.getByTestId('ranking').count()).toBe(0);
    expect(await page.getByTestId('compare').count()).toBe(0);
    await page.locator('#pc-weight-customer_satisfaction-4').check();
    await page.getByTestId('ranking').waitFor();
    await context.close();
  });

  it('explains any supplier per criterion: weight × score = points, with the figure, its source and date, or unknown', async () => {
    const { context, page } = await openPage(suite.browser);
    await page.goto(expectedAddress(GREEN_PROFILE, 'nl', suite.app.url));
    await page.getByTestId('ranking').waitFor();
    const last = page.locator('[data-testid="ranking"] > li').last();
    const button = last.locator('.pc-ranking__explain');
    await button.focus();
    await page.keyboard.press('Enter');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    const table = last.getByTestId('explanation');
    await table.waitFor();
    expect(await table.locator('tbody tr').count()).toBe(CRITERIA.length);
    const name = (await last.getAttribute('data-supplier')) ?? '';
    const explanation = rankFor(GREEN_WEIGHTS, 'flanders').result.explanations.find((entry) => entry.name === name);
    const points = await table.getByTestId('explain-points').allTextContents();
    expect(points.map((text) => Number(text.replace('=', '').replace(',', '.').trim()))).toEqual(
      explanation?.contributions.map((contribution) => Number(contribution.points.toFixed(2))),
    );
    expect(await table.getByTestId('explain-total').textContent()).toContain(`${explanation?.percentage}%`);
    expect(await table.getByTestId('explain-unknown').count()).toBeGreaterThan(0);
    expect(await table.locator('.pc-explain__sources li').first().textContent()).toMatch(/20\d\d/);
    await page.screenshot({ path: join(SHOTS, 'nl-1280-explaining.png'), fullPage: true });
    await context.close();
  });

  it.each(['nl', 'fr', 'de'] as const)(
    'on a phone (375 px, %s) keeps every rank on one line and lays the calculation out one criterion under the other, with no sideways scrolling, still a table for screen readers',
    async (language) => {
      const { context, page, problems } = await openPage(suite.browser, 375);
      await page.goto(expectedAddress(GREEN_PROFILE, language, suite.app.url));
      await page.getByTestId('ranking').waitFor();
      // Every rank on one line, "10" too (ten suppliers in Flanders): all as tall as the first.
      const rankHeights = await page.locator('.pc-ranking__rank').evaluateAll((ranks) => ranks.map((rank) => rank.getBoundingClientRect().height));
      expect(rankHeights.length).toBe(rankFor(GREEN_WEIGHTS, regionOfLanguage(language)).result.rankings.length);
      expect(rankHeights.every((height) => Math.abs(height - rankHeights[0]!) < 1), `rank heights ${rankHeights.join(', ')}`).toBe(true);
      const first = page.locator('[data-testid="ranking"] > li').first();
      await first.locator('.pc-ranking__explain').click();
      const explanation = first.getByTestId('explanation');
      await explanation.waitFor();
      const region = explanation.getByRole('region');
      const { scrollWidth, clientWidth } = await region.evaluate((element) => ({ scrollWidth: element.scrollWidth, clientWidth: element.clientWidth }));
      expect(scrollWidth, 'the calculation scrolls sideways').toBeLessThanOrEqual(clientWidth);
      // Each criterion: its name above its weight, score and points (side by side), the figure and sources under them.
      const row = explanation.locator('tbody tr').first();
      const box = async (selector: string) => (await row.locator(selector).boundingBox())!;
      const name = await box('th');
      const weight = await box('td >> nth=0');
      const score = await box('td >> nth=1');
      const points = await box('td >> nth=2');
      const figure = await box('td >> nth=3');
      expect(weight.y).toBeGreaterThanOrEqual(name.y + name.height);
      expect(Math.abs(score.y - weight.y)).toBeLessThan(2);
      expect(points.x).toBeGreaterThan(score.x);
      expect(figure.y).toBeGreaterThanOrEqual(weight.y + weight.height);
      expect(figure.width).toBeGreaterThan(clientWidth * 0.8);
      // The labels shown above the values are the column names, in the page's language.
      const labels = await row.locator('td').evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell, '::before').content));
      const headers = await explanation.locator('thead th').allTextContents();
      expect(labels).toEqual(headers.slice(1).map((header) => `"${header}" / ""`));
      // For screen readers it stays a table: its caption, five column headers, one row per criterion.
      const table = explanation.getByRole('table');
      expect(await table.getByRole('columnheader').count()).toBe(5);
      expect(await table.getByRole('rowheader').count()).toBe(CRITERIA.length);
      expect(await table.getByRole('row').count()).toBe(CRITERIA.length + 1);
      expect(await table.getAttribute('role')).toBe('table');
      const snapshot = await page.locator('.pc-explain__scroll').ariaSnapshot();
      // The accessibility tree writes the narrow no-break space of French punctuation as a space.
      expect(snapshot).toContain(`table "${(await explanation.locator('caption').textContent())?.replace(/\u202f/g, ' ')}"`);
      expect(snapshot).toMatch(/columnheader "[^"]+"/);
      await page.screenshot({ path: join(SHOTS, `${language}-375-explaining.png`), fullPage: true });
      expectNoProblems(problems);
      await context.close();
    },
  );

  it('compares any two suppliers per criterion', async () => {
    const { context, page } = await openPage(suite.browser);
    await page.goto(expectedAddress(FLEXIBLE_PROFILE, 'fr', suite.app.url));
    await page.getByTestId('compare').waitFor();
    const order = await shownOrder(page);
    const [third, last] = [order[2] ?? '', order.at(-1) ?? ''];
    await page.getByLabel('Premier fournisseur').selectOption(third);
    await page.getByLabel('Second fournisseur').selectOption(last);
    const caption = await page.locator('.pc-comparison caption').textContent();
    expect(caption).toContain(SUPPLIERS[third as SupplierName].displayName);
    expect(caption).toContain(SUPPLIERS[last as SupplierName].displayName);
    expect(await page.locator('.pc-comparison tbody tr').count()).toBeGreaterThanOrEqual(CRITERIA.length);
    await page.screenshot({ path: join(SHOTS, 'fr-1280-comparing.png'), fullPage: true });
    await context.close();
  });

  it('compares on a 360 px phone without sideways scrolling, with one missing-figure note per row', async () => {
    const { context, page, problems } = await openPage(suite.browser, 360);
    await page.goto(`${suite.app.url}/nl/total/?w=2113445&region=brussels`);
    await page.getByTestId('compare').waitFor();
    // TotalEnergies and Bolt: neither has a public figure for customer satisfaction.
    expect([await page.locator('#pc-compare-0').inputValue(), await page.locator('#pc-compare-1').inputValue()]).toEqual(['total', 'bolt']);
    const layout = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      pastEdge: [...document.querySelectorAll('[data-testid="compare"] *')].filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5).length,
      notesPerRow: [...document.querySelectorAll('.pc-comparison tbody tr')].map((row) => row.querySelectorAll('[data-testid="unknown-cell"]').length),
      // The criterion reads across the row: at most two lines of text for its title and weight.
      criterionLines: [...document.querySelectorAll('.pc-comparison tbody .ts-compare__criterion')].map((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell.firstChild!);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      }),
    }));
    expect(layout.page).toBe(360);
    expect(layout.pastEdge).toBe(0);
    expect(Math.max(...layout.notesPerRow)).toBe(1);
    expect(Math.max(...layout.criterionLines)).toBeLessThanOrEqual(2);
    const note = page.locator('.pc-comparison [data-testid="unknown-cell"]');
    expect(await note.count()).toBe(1);
    expect(await note.textContent()).toBe(nl.results.unknownFor_other.replace('{{suppliers}}', 'TotalEnergies en Bolt'));
    await page.getByTestId('compare').screenshot({ path: join(SHOTS, 'nl-360-compare.png') });
    expectNoProblems(problems);
    await context.close();
  });

  it('shares only the weights and the region, and the link reproduces the same ranking', async () => {
    const { context, page } = await openPage(suite.browser);
    await page.goto(expectedAddress(FLEXIBLE_PROFILE, 'de', suite.app.url));
    await page.getByTestId('ranking').waitFor();
    await page.locator('#pc-weight-origin-5').check();
    const order = await shownOrder(page);
    const link = await page.getByTestId('share-url').inputValue();
    expect([...new URL(link).searchParams.keys()]).toEqual(['w', 'region', 'region-from']);
    const other = await openPage(suite.browser);
    await other.page.goto(link);
    await other.page.getByTestId('ranking').waitFor();
    expect(await shownOrder(other.page)).toEqual(order);
    await other.context.close();
    await context.close();
  });

  it('prints the weights, the full ranking, the date of calculation and the supplier data date', async () => {
    const { context, page } = await openPage(suite.browser);
    await page.goto(expectedAddress(GREEN_PROFILE, 'nl', suite.app.url));
    await page.getByTestId('ranking').waitFor();
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByTestId('print-record').isVisible()).toBe(true);
    expect(await page.getByTestId('tune').isVisible()).toBe(false);
    expect(await page.locator('.pc-header').isVisible()).toBe(false);
    expect(await page.getByTestId('ranking').isVisible()).toBe(true);
    expect(await page.getByTestId('calculated-on').isVisible()).toBe(true);
    expect(await page.getByTestId('print-record').locator('li').count()).toBe(CRITERIA.length);
    await page.pdf({ path: join(SHOTS, 'nl-print.pdf'), format: 'A4', printBackground: true });
    await context.close();
  });

  it('keeps the weights and the ranking when the language changes', async () => {
    const { context, page } = await openPage(suite.browser);
    await page.goto(expectedAddress(GREEN_PROFILE, 'nl', suite.app.url));
    await page.getByTestId('ranking').waitFor();
    await page.locator('#pc-weight-stable_price-4').check();
    const order = await shownOrder(page);
    await page.locator('.pc-languages a[hreflang="fr"]').click();
    await page.locator('html[lang="fr"]').waitFor();
    await page.getByText('Tous les fournisseurs en Flandre').waitFor();
    expect(await shownOrder(page)).toEqual(order);
    expect(await page.locator('input[name="pc-weight-stable_price"]:checked').inputValue()).toBe('4');
    expect(new URL(page.url()).searchParams.get('region')).toBe('flanders');
    await context.close();
  });
});

describe('the region of the result', () => {
  it('ranks a Dutch-speaking visitor in Brussels among the Brussels suppliers only, and says why Ecopower is absent', async () => {
    const { context, page, problems } = await openPage(suite.browser, 375);
    const address = expectedAddress(GREEN_PROFILE, 'nl', suite.app.url, '1000');
    expect(address).toMatch(/&region=brussels$/);
    await page.goto(address);
    await page.getByTestId('ranking').waitFor();
    expect(await shownOrder(page)).toEqual(rankFor(GREEN_WEIGHTS, 'brussels').result.rankings.map(({ name }) => name));
    expect((await shownOrder(page)).sort()).toEqual([...REGION_SUPPLIERS.brussels].sort());
    expect(await page.getByTestId('region-note').textContent()).toBe(nl.results.regionShown.replace('{{where}}', 'in Brussel'));
    expect(await page.locator('#pc-region-select').inputValue()).toBe('brussels');
    const absent = page.getByTestId('absent');
    await absent.locator('summary').click();
    expect(await absent.locator('li[data-supplier="ecopower"]').textContent()).toBe(
      nl.results.absentItem.replace('{{supplier}}', 'Ecopower').replace('{{where}}', 'in Brussel').replace('{{regions}}', 'Vlaanderen'),
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await violations(page, 'Brussels result')).toEqual([]);
    await page.screenshot({ path: join(SHOTS, 'nl-375-brussels.png'), fullPage: true });
    expectNoProblems(problems);
    await context.close();
  });

  it('says when the region is only the language’s, and ranks again in the region the visitor chooses', async () => {
    const { context, page, problems } = await openPage(suite.browser);
    await page.goto(expectedAddress(GREEN_PROFILE, 'fr', suite.app.url));
    await page.getByTestId('ranking').waitFor();
    expect(await page.getByTestId('region-note').textContent()).toBe(fr.results.regionFromLanguage.replace('{{region}}', 'Wallonie'));
    expect(await shownOrder(page)).toContain('cociter');
    await page.locator('#pc-region-select').selectOption('flanders');
    await expect.poll(() => shownOrder(page)).toEqual(rankFor(GREEN_WEIGHTS, 'flanders').result.rankings.map(({ name }) => name));
    expect(await shownOrder(page)).toContain('ecopower');
    expect(await shownOrder(page)).not.toContain('cociter');
    const query = new URL(page.url()).searchParams;
    expect([query.get('region'), query.get('region-from')]).toEqual(['flanders', null]);
    expect(await page.getByTestId('region-note').textContent()).toBe(fr.results.regionShown.replace('{{where}}', 'en Flandre'));
    expect(new URL(await page.getByTestId('share-url').inputValue()).searchParams.get('region')).toBe('flanders');
    expect(await violations(page, 'region chosen')).toEqual([]);
    expectNoProblems(problems);
    await context.close();
  });
});

describe('the price for the visitor’s household', () => {
  it('re-ranks live for a yearly consumption and meter, keeps a mistyped value with a linked error, and shares the setting', async () => {
    const { context, page, problems } = await openPage(suite.browser, 375);
    const weights = '5222222';
    const priceFirst = weightsFromAnswers(Object.fromEntries(CRITERIA.map((criterion, index) => [criterion, weights[index]])));
    await page.goto(`${suite.app.url}/nl/bolt/?w=${weights}&region=brussels`);
    await page.getByTestId('ranking').waitFor();
    expect(await shownOrder(page)).toEqual(rankFor(priceFirst, 'brussels').result.rankings.map(({ name }) => name));
    const kwh = page.getByLabel(nl.results.kwhLabel);
    expect(await kwh.inputValue()).toBe('3500');

    await kwh.fill('1500');
    const small = { kwh: 1500, meter: 'single' } as const;
    await expect.poll(() => shownOrder(page)).toEqual(rankFor(priceFirst, 'brussels', small).result.rankings.map(({ name }) => name));
    expect(new URL(page.url()).searchParams.get('kwh')).toBe('1500');

    await kwh.fill('15x');
    expect(await kwh.getAttribute('aria-invalid')).toBe('true');
    expect(await kwh.getAttribute('aria-describedby')).toBe('pc-household-kwh-error');
    expect(await page.getByTestId('kwh-error').textContent()).toBe(nl.results.kwhInvalid.replace('{{min}}', '100').replace('{{max}}', '50.000'));
    expect(await kwh.inputValue()).toBe('15x');
    expect(new URL(page.url()).searchParams.get('kwh')).toBe('1500');
    expect(await violations(page, 'household with an error')).toEqual([]);

    await page.getByLabel(nl.results.meterDayNight).check();
    await expect.poll(() => new URL(page.url()).searchParams.get('meter')).toBe('day-night');
    const dayNight = { kwh: 1500, meter: 'day-night' } as const;
    await expect.poll(() => shownOrder(page)).toEqual(rankFor(priceFirst, 'brussels', dayNight).result.rankings.map(({ name }) => name));
    const link = new URL(await page.getByTestId('share-url').inputValue());
    expect([link.searchParams.get('kwh'), link.searchParams.get('meter')]).toEqual(['1500', 'day-night']);
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByTestId('print-household').textContent()).toBe('Verbruik: 1.500 kWh per jaar, dag- en nachtmeter');
    await page.emulateMedia({ media: 'screen' });
    await page.getByTestId('household').screenshot({ path: join(SHOTS, 'nl-375-household.png') });
    expectNoProblems(problems);
    await context.close();
  });
});

describe('what the result means, and how sure first place is', () => {
  it('explains the match, calls a near tie one, and names the one step that changes first place, live', async () => {
    const { context, page, problems } = await openPage(suite.browser, 360);
    const digits = '2113445';
    const weights = weightsFromAnswers(Object.fromEntries(CRITERIA.map((criterion, index) => [criterion, digits[index]])));
    await page.goto(`${suite.app.url}/nl/total/?w=${digits}&region=brussels`);
    await page.getByTestId('ranking').waitFor();
    // Total weight 1 + 0 + 0 + 2 + 3 + 3 + 4 = 13 of 28: no supplier can pass 46 %.
    expect(await page.getByTestId('match-explained').textContent()).toContain('meer halen dan 46%');
    const line = page.getByTestId('certainty');
    expect(await line.getAttribute('data-near-tie')).toBe('true');
    const sentence = (criterion: 'origin' | 'invests_in_renewable', to: number, from: number, supplier: string) =>
      nl.results.sureChange
        .replace('{{criterion}}', nl.criteria[criterion].title)
        .replace('{{to}}', String(to))
        .replace('{{from}}', String(from))
        .replace('{{suppliers}}', supplier);
    expect(await line.textContent()).toBe(`${nl.results.sureLabel} ${sentence('origin', 2, 1, 'Bolt')} ${nl.results.sureNearTie.replace('{{runnerUp}}', 'Bolt')}`);
    await page.screenshot({ path: join(SHOTS, 'nl-360-certainty.png'), fullPage: false });
    // The step it names, taken: Bolt comes first, as a re-ranking says, and the line follows the new weights.
    await page.locator('#pc-weight-origin-2').check();
    expect(rankFor(withImportance(weights, 'origin', 2), 'brussels').result.rankings[0]?.name).toBe('bolt');
    await expect.poll(() => page.getByTestId('top-supplier').textContent()).toBe('Bolt');
    await expect.poll(() => line.textContent()).toContain(sentence('origin', 1, 2, 'TotalEnergies'));
    // It follows the household too: at 1,500 kWh Bolt is first and another step would put TotalEnergies first.
    await page.locator('#pc-weight-origin-1').check();
    await page.getByLabel(nl.results.kwhLabel).fill('1500');
    await expect.poll(() => line.textContent()).toContain(sentence('invests_in_renewable', 3, 4, 'TotalEnergies'));
    expect(await violations(page, 'certainty')).toEqual([]);
    expectNoProblems(problems);
    await context.close();
  });
});

describe('ties and suppliers without enough figures', () => {
  it('shows equal scores as a shared place, says the order among them is alphabetical, and lists the not rated with the reason', async () => {
    const { context, page, problems } = await openPage(suite.browser, 375);
    // These weights give Ecopower and Eneco exactly the same score in Flanders.
    const weights = '1421221';
    const ranking = rankFor(weightsFromAnswers(Object.fromEntries(CRITERIA.map((criterion, index) => [criterion, weights[index]]))), 'flanders');
    expect(ranking.result.explanations.slice(0, 2).map(({ name, rank, tied }) => [name, rank, tied])).toEqual([
      ['ecopower', 1, true],
      ['eneco', 1, true],
    ]);
    await page.goto(`${suite.app.url}/nl/ecopower/?w=${weights}&region=flanders`);
    await page.getByTestId('ranking').waitFor();
    expect(await page.locator('.pc-ranking__rank').evaluateAll((ranks) => ranks.slice(0, 3).map((rank) => rank.textContent))).toEqual(['=1', '=1', '3']);
    expect(await page.locator('[data-testid="ranking"] > li').first().textContent()).toContain(nl.results.rankShared.replace('{{rank}}', '1'));
    expect(await page.getByTestId('tie-note').textContent()).toBe(nl.results.tieNote);
    expect(await page.getByTestId('tied-first').textContent()).toBe(nl.results.tiedFirst.replace('{{suppliers}}', 'Ecopower, Eneco'));
    await page.screenshot({ path: join(SHOTS, 'nl-375-tie.png') });

    const notRated = page.getByTestId('not-rated');
    expect(await notRated.locator('li').evaluateAll((items) => items.map((item) => item.getAttribute('data-supplier')))).toEqual(
      ranking.result.notRated.map(({ name }) => name),
    );
    const octa = ranking.result.notRated.find(({ name }) => name === 'octaplus');
    expect(await notRated.locator('li[data-supplier="octaplus"]').textContent()).toBe(
      nl.results.notRatedTooFew.replace('{{supplier}}', 'OCTA+').replace('{{count}}', String(octa?.basedOn)),
    );
    expect(await page.locator('[data-testid="ranking"] > li[data-supplier="octaplus"]').count()).toBe(0);
    await notRated.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'nl-375-not-rated.png') });
    expect(await violations(page, 'tie and not rated')).toEqual([]);
    expectNoProblems(problems);
    await context.close();
  });
});

describe('the calculation, loaded when it opens', () => {
  it('ranks, tunes and compares without the supplier figures, which load with the first calculation and show in it', async () => {
    const { context, page, problems } = await openPage(suite.browser);
    const scripts = recordScripts(page);
    await page.goto(expectedAddress(GREEN_PROFILE, 'nl', suite.app.url), { waitUntil: 'networkidle' });
    await page.getByTestId('ranking').waitFor();
    await page.locator('#pc-weight-price-5').check();
    await page.getByTestId('ranking-announcement').filter({ hasText: /\S/ }).waitFor();
    // Bolt has no public complaint figure: the comparison marks that cell from the score tables alone.
    await page.locator('#pc-compare-1').selectOption('bolt');
    expect(await page.getByTestId('compare').getByTestId('unknown-cell').count()).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    const firstView = scripts.length;
    expect(firstView).toBeGreaterThan(0);
    expect(await holdingFigures(scripts)).toEqual([]);

    const item = page.locator('[data-testid="ranking"] > li[data-supplier="eneco"]');
    const toggle = item.locator('.pc-ranking__explain');
    await toggle.focus();
    await page.keyboard.press('Enter');
    const explanation = item.getByTestId('explanation');
    await explanation.waitFor();
    expect(scripts.length).toBeGreaterThan(firstView);
    expect(await holdingFigures(scripts.slice(firstView))).toHaveLength(1);
    // The figure behind Eneco's price score, formatted, with its source and dates.
    const price = explanation.locator('tr[data-criterion="price"]');
    expect(await price.textContent()).toContain('691,01');
    expect(await price.locator('.pc-explain__sources li').first().textContent()).toMatch(/2026/);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('pc-explain-toggle-eneco');
    expect(await item.getByTestId('calculation').getAttribute('aria-busy')).toBeNull();
    // A score the specification sets without a figure says so.
    const ecopower = page.locator('[data-testid="ranking"] > li[data-supplier="ecopower"]');
    await ecopower.locator('.pc-ranking__explain').click();
    const specified = ecopower.getByTestId('explanation');
    await specified.waitFor();
    expect(await specified.locator('tr[data-criterion="stable_price"]').textContent()).toContain('vastgelegd door de initiatiefnemers');
    expectNoProblems(problems);
    await context.close();
  });

  it('says the calculation is loading while the page stays usable, and offers to try again when the download fails', async () => {
    const { context, page, problems } = await openPage(suite.browser);
    let refused = 0;
    let refusing = true;
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
      const response = await route.fetch();
      if (!(await response.text()).includes(FIGURES_MARKER)) return route.fulfill({ response });
      // The downloads fail until the failure is shown; then they wait until the test releases them.
      if (refusing) {
        refused += 1;
        return route.abort();
      }
      await released;
      return route.fulfill({ response });
    });
    await page.goto(expectedAddress(GREEN_PROFILE, 'nl', suite.app.url));
    await page.getByTestId('ranking').waitFor();
    const item = page.locator('[data-testid="ranking"] > li').first();
    const name = (await item.getAttribute('data-supplier')) ?? '';
    await item.locator('.pc-ranking__explain').click();
    const failed = item.getByTestId('calculation-failed');
    await failed.waitFor();
    expect(await failed.getAttribute('role')).toBe('alert');
    expect(refused).toBeGreaterThan(0);
    expect(await violations(page, 'calculation failed')).toEqual([]);
    refusing = false;

    await failed.getByRole('button').focus();
    await page.keyboard.press('Enter');
    const loading = item.getByTestId('calculation-loading');
    await loading.waitFor();
    expect(await loading.getAttribute('role')).toBe('status');
    expect((await loading.textContent())?.trim()).not.toBe('');
    expect(await item.getByTestId('calculation').getAttribute('aria-busy')).toBe('true');
    expect(await violations(page, 'calculation loading')).toEqual([]);
    // The retry button went away: focus is on the calculation's toggle, not lost.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(`pc-explain-toggle-${name}`);
    // While it loads, the weights still re-rank at once.
    await page.locator('#pc-weight-price-5').check();
    await page.getByTestId('ranking-announcement').filter({ hasText: /\S/ }).waitFor();
    expect(await loading.isVisible()).toBe(true);

    release();
    await page.locator(`[data-testid="ranking"] > li[data-supplier="${name}"]`).getByTestId('explanation').waitFor();
    expect(await page.getByTestId('calculation-loading').count()).toBe(0);
    // The refused download is reported by the browser; anything else is a problem.
    expectNoProblems(problems.filter((problem) => !problem.includes('net::ERR_FAILED') && !problem.includes('Failed to fetch dynamically imported module')));
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.close();
  });
});

describe.each(['nl', 'fr', 'de'] as const)('the results page in %s', (language) => {
  it('has no axe violations when tuned, explaining and comparing, at 1280 and 375 px', { timeout: 240_000 }, async () => {
    const found: string[] = [];
    for (const width of [1280, 375]) {
      const { context, page, problems } = await openPage(suite.browser, width);
      await page.goto(expectedAddress(GREEN_PROFILE, language, suite.app.url));
      await page.getByTestId('ranking').waitFor();
      found.push(...(await violations(page, `${width} opened`)));
      await page.locator('#pc-weight-price-5').check();
      await page.getByTestId('ranking-announcement').filter({ hasText: /\S/ }).waitFor();
      found.push(...(await violations(page, `${width} tuned`)));
      await page.locator('[data-testid="ranking"] > li').nth(1).locator('.pc-ranking__explain').click();
      await page.getByTestId('explanation').waitFor();
      found.push(...(await violations(page, `${width} explaining`)));
      const order = await shownOrder(page);
      await page.locator('#pc-compare-1').selectOption(order.at(-1) ?? '');
      found.push(...(await violations(page, `${width} comparing`)));
      await page.screenshot({ path: join(SHOTS, `${language}-${width}-explaining-comparing.png`), fullPage: true });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${language} ${width}px is wider than the window`).toBeLessThanOrEqual(0);
      for (const label of ['price', 'origin', 'source', 'customer_satisfaction']) {
        await page.locator(`#pc-weight-${label}-1`).check();
      }
      await page.getByTestId('results-insufficient').waitFor();
      found.push(...(await violations(page, `${width} insufficient`)));
      expectNoProblems(problems);
      await context.close();
    }
    expect(found, found.join('\n')).toEqual([]);
  });
});
