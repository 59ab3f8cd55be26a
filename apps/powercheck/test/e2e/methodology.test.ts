/**
 * The methodology page in nl, fr and de, the links to it from the summary, results and insufficient-data pages, and
 * the marks of cells without a public figure on the results page.
 */
import { describe, expect, it } from 'vitest';
import { CRITERIA } from '@powercheck/scoring';
import nl from '../../src/i18n/nl.js';
import fr from '../../src/i18n/fr.js';
import de from '../../src/i18n/de.js';
import { methodologyTexts } from '../../src/methodology/texts/index.js';
import nlMethodologyResource from '../../src/i18n/methodology/nl.json';
import frMethodologyResource from '../../src/i18n/methodology/fr.json';
import deMethodologyResource from '../../src/i18n/methodology/de.json';
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
const nlMethodology = methodologyTexts(nlMethodologyResource);
const frMethodology = methodologyTexts(frMethodologyResource);
const deMethodology = methodologyTexts(deMethodologyResource);

const suite = useBrowserAndApp();
const MESSAGES = { nl, fr, de } as const;
const METHODOLOGY = { nl: nlMethodology, fr: frMethodology, de: deMethodology } as const;

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
    // The page does not widen on a phone.
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expectNoProblems(problems);
    await context.close();
  });

  it('reads on a 360 px phone without sideways scrolling: each supplier a card, each figure under its column name', async () => {
    const { context, page, problems } = await openPage(suite.browser, 360);
    await page.goto(`${suite.app.url}/${language}/methodology`);
    await page.getByTestId('methodology').waitFor();
    const layout = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      // Any table wider than its region, or any element reaching past the viewport's right edge.
      wideTables: [...document.querySelectorAll('.pc-method__scroll')].filter((region) => region.scrollWidth > region.clientWidth).length,
      pastEdge: [...document.querySelectorAll('.pc-method *')].filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5).length,
      labels: [...document.querySelectorAll('.pc-method__table tbody td')].map((cell) => getComputedStyle(cell, '::before').content),
    }));
    expect(layout).toMatchObject({ page: 360, wideTables: 0, pastEdge: 0 });
    const columns = Object.values(METHODOLOGY[language].columns).filter((name) => name !== METHODOLOGY[language].columns.supplier);
    // Each figure shows its column's name before it (hidden from screen readers, which read the column header).
    expect(new Set(layout.labels.map((label) => columns.find((name) => label.startsWith(JSON.stringify(name)))))).toEqual(new Set(columns));
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
    expect(notes).toContain(fr.results[unknownNames.length === 1 ? 'unknownFor_one' : 'unknownFor_other'].replace('{{suppliers}}', unknownNames.join(', ')));
    expectNoProblems(problems);
    await context.close();
  });
});
