/**
 * The methodology page in nl, fr and de, the links to it from the summary, results and insufficient-data pages, and
 * the marks of cells without a public figure on the results page.
 */
import { describe, expect, it } from 'vitest';
import { CRITERIA } from '@powercheck/scoring';
import nl from '../../src/i18n/nl.js';
import fr from '../../src/i18n/fr.js';
import de from '../../src/i18n/de.js';
import { REGIONS, SUPPLIER_DATA_VERSION, regionOfLanguage, supplierTableFor } from '../../src/suppliers/index.js';
import {
  GREEN_PROFILE,
  NOTHING_MATTERS,
  answerCriteria,
  clickNext,
  completePrivacy,
  expectNoProblems,
  expectedAddress,
  specificationAddress,
  openPage,
  openSurvey,
  useBrowserAndApp,
  waitForPage,
} from './harness.js';

const suite = useBrowserAndApp();
const MESSAGES = { nl, fr, de } as const;

describe.each(['nl', 'fr', 'de'] as const)('the methodology page in %s', (language) => {
  const texts = MESSAGES[language];
  const tables = REGIONS.map(supplierTableFor);

  it('shows the data version, the three regions, and every cell without a public figure of each table', async () => {
    const { context, page, problems } = await openPage(suite.browser);
    await page.goto(`${suite.app.url}/${language}/methodology`);
    await page.getByTestId('methodology').waitFor();
    expect(await page.title()).toBe(texts.meta.methodologyTitle);
    expect(await page.locator('html').getAttribute('lang')).toBe(language);
    expect(await page.getByTestId('data-version').textContent()).toContain(SUPPLIER_DATA_VERSION);
    // Seven criterion sections, each with a formula and at least one dated source link.
    for (const criterion of CRITERIA) {
      const section = page.locator(`section[aria-labelledby="pc-method-${criterion}"]`);
      expect(await section.locator('h3').textContent()).toBe(texts.criteria[criterion].title);
      expect(await section.locator('li a[target="_blank"]').count()).toBeGreaterThan(0);
    }
    for (const table of tables) {
      expect(await page.getByTestId(`table-${table.region}`).locator('tbody tr').count()).toBe(table.suppliers.length);
    }
    for (const table of tables) {
      const unknownList = await page.getByTestId(`unknown-${table.region}`).textContent();
      for (const supplier of table.suppliers) {
        const unknown = CRITERIA.filter((criterion) => supplier.scores[criterion].status === 'unknown');
        if (unknown.length === 0) expect(unknownList).not.toContain(`${supplier.displayName}:`);
        for (const criterion of unknown) expect(unknownList).toContain(texts.criteria[criterion].title);
        if (unknown.length > 0) expect(unknownList).toContain(`${supplier.displayName}:`);
      }
    }
    // The language switcher keeps the page.
    const other = language === 'nl' ? 'fr' : 'nl';
    await page.getByRole('link', { name: MESSAGES[language].languages[other] }).click();
    await page.waitForURL(`${suite.app.url}/${other}/methodology`);
    await page.getByRole('heading', { level: 1, name: other === 'nl' ? 'Hoe de Stroomcheck rekent' : 'Comment le Check Électricité calcule' }).waitFor();
    // The table scrolls inside its own region on a phone instead of widening the page.
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expectNoProblems(problems);
    await context.close();
  });

  it('keeps each supplier name in view while its figures scroll sideways on a phone', async () => {
    const { context, page, problems } = await openPage(suite.browser, 375);
    // Tall enough for the whole first table once it is scrolled to the top, so every name can be hit-tested.
    await page.setViewportSize({ width: 375, height: 2400 });
    await page.goto(`${suite.app.url}/${language}/methodology`);
    await page.getByTestId('methodology').waitFor();
    const region = page.locator('.pc-method__scroll').first();
    await page.waitForFunction(() => {
      const element = document.querySelector('.pc-method__scroll');
      return element !== null && element.scrollWidth > element.clientWidth;
    });
    // Scrolled to the last column, as a visitor does to read the sources' figures.
    await region.evaluate((element) => {
      element.scrollIntoView({ block: 'start' });
      element.scrollLeft = element.scrollWidth;
    });
    const hidden = await region.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return [...element.querySelectorAll<HTMLElement>('tbody th[scope="row"], thead th:first-child')]
        .filter((name) => {
          const { left, right, top, bottom, height } = name.getBoundingClientRect();
          if (left < box.left - 1 || right > box.right + 1 || top < 0 || bottom > window.innerHeight) return true;
          // Not covered by the cells that scrolled under it.
          const shown = document.elementFromPoint((left + right) / 2, top + Math.min(height / 2, 10));
          return !shown || !name.contains(shown);
        })
        .map((name) => name.textContent);
    });
    expect(await region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    expect(hidden).toEqual([]);
    expectNoProblems(problems);
    await context.close();
  });

  it('is linked from the results, summary and insufficient-data pages, and Back returns to the survey', async () => {
    const { context, page, problems } = await openPage(suite.browser);
    await page.goto(expectedAddress(GREEN_PROFILE, language, suite.app.url));
    await page.getByTestId('results').waitFor();
    await page.getByRole('link', { name: texts.methodology.link }).click();
    await page.getByTestId('methodology').waitFor();
    expect(new URL(page.url()).pathname).toBe(`/${language}/methodology`);

    await openSurvey(page, `${suite.app.url}/${language}`);
    await answerCriteria(page, NOTHING_MATTERS);
    // From the summary and back: the survey is where the visitor left it, answers kept.
    await page.getByRole('link', { name: texts.methodology.link }).click();
    await page.getByTestId('methodology').waitFor();
    await page.goBack();
    await waitForPage(page, 'page_summary');
    await clickNext(page);
    await completePrivacy(page);
    await waitForPage(page, 'page_error');
    await page.getByRole('link', { name: texts.methodology.link }).click();
    await page.getByTestId('methodology').waitFor();
    expectNoProblems(problems);
    await context.close();
  });
});

describe('cells without a public figure on the results page', () => {
  it('marks them in the comparison, for the two suppliers compared, in the visitor language', async () => {
    const { context, page, problems } = await openPage(suite.browser, 375);
    const address = specificationAddress(GREEN_PROFILE, 'fr', suite.app.url);
    await page.goto(address);
    await page.getByTestId('results').waitFor();
    const names = ['top_0', 'top_1'].map((key) => new URL(address).searchParams.get(key)?.split(';')[0]);
    const rows = names.map((name) => supplierTableFor(regionOfLanguage('fr')).suppliers.find((supplier) => supplier.name === name)!);
    const unknownInBoth = CRITERIA.filter((criterion) => rows.some((row) => row.scores[criterion].status === 'unknown'));
    expect(unknownInBoth).toContain('customer_satisfaction');

    expect(await page.getByTestId('results-data-note').textContent()).toContain(fr.methodology.link);
    await page.getByRole('tab', { name: fr.results.tabComparison }).click();
    const notes = await page.getByTestId('unknown-cell').allTextContents();
    expect(notes.length).toBe(unknownInBoth.length);
    const unknownNames = rows.filter((row) => row.scores.customer_satisfaction.status === 'unknown').map((row) => row.displayName);
    expect(notes).toContain(fr.results.unknownFor.replace('{{suppliers}}', unknownNames.join(', ')));
    expectNoProblems(problems);
    await context.close();
  });
});
