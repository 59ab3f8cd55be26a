/**
 * axe-core (WCAG 2.0, 2.1 and 2.2, levels A and AA) on every page of the questionnaire in every language, including
 * the states that add content: an open tooltip, shown errors, the e-mail field, each results tab (the comparison with
 * its cells without a public figure), and the methodology page at 1280 and 375 px.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { runAxe } from '@treesponse/browser-testing';
import {
  CRITERION_KEYS,
  GREEN_PROFILE,
  NOTHING_MATTERS,
  answerCriteria,
  clickNext,
  completePrivacy,
  expectNoProblems,
  specificationAddress,
  openPage,
  openSurvey,
  useBrowserAndApp,
  waitForPage,
} from './harness.js';

// A long display time keeps the result page on screen while it is checked.
const suite = useBrowserAndApp({ config: { minResultDisplayMs: 600_000 } });

/** Runs axe on the page and returns readable violations ('' when none). */
async function violations(page: Page, state: string): Promise<string[]> {
  return (await runAxe(page)).map(
    (violation) =>
      `${state}: ${violation.id} (${violation.impact}) ${violation.help} — ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
}

/** Each test walks several pages with axe on each: about 35 s alone, longer on a loaded 2-core machine. */
const AXE_WALK_TIMEOUT_MS = 180_000;

describe.each(['nl', 'fr', 'de'] as const)('accessibility in %s', (language) => {
  it('has no axe violations on any page of the flow', async () => {
    const { context, page, problems } = await openPage(suite.browser);
    const found: string[] = [];
    await openSurvey(page, `${suite.app.url}/${language}`);
    found.push(...(await violations(page, 'intro')));

    await clickNext(page);
    await waitForPage(page, 'page_about_you');
    found.push(...(await violations(page, 'about you')));
    await page.locator('[data-question-key="postalcode"] input').fill('12');
    await page.locator('.ts-nav__next').click({ force: true });
    await page.locator('[data-question-key="postalcode"] input[aria-invalid="true"]').waitFor();
    found.push(...(await violations(page, 'about you with an invalid postcode')));
    await page.locator('[data-question-key="postalcode"] input').fill('9000');
    await page.locator('[data-question-key="gender"] input[value="wont-say"]').check();
    await clickNext(page);
    await waitForPage(page, 'page_cooperative');
    await page.locator('[data-question-key="member_cooperative"] input[value="other"]').check();
    await page.locator('.ts-nav__next').click({ force: true });
    await page.locator('.ts-other input[aria-invalid="true"]').waitFor();
    found.push(...(await violations(page, 'cooperative with another one, its name missing')));
    await page.locator('.ts-other input').fill('Energiecoöperatie Test');
    await clickNext(page);
    await waitForPage(page, 'page_price');
    found.push(...(await violations(page, 'criterion')));
    await page.locator('.pc-tooltip__button').click();
    found.push(...(await violations(page, 'criterion with tooltip')));
    await page.locator('.ts-nav__next').click({ force: true });
    await page.locator('.ts-question--invalid').waitFor();
    found.push(...(await violations(page, 'criterion with error')));

    await page.locator('.pc-scale__input[value="4"]').check();
    await clickNext(page);
    // the criteria after the first (price, answered above)
    for (const key of CRITERION_KEYS.slice(1)) {
      await waitForPage(page, `page_${key}`);
      await page.locator(`.pc-scale__input[value="${GREEN_PROFILE[key]}"]`).check();
      await clickNext(page);
    }
    await waitForPage(page, 'page_summary');
    found.push(...(await violations(page, 'summary')));

    await clickNext(page);
    await waitForPage(page, 'page_privacy');
    found.push(...(await violations(page, 'privacy')));
    await page.locator('[data-question-key="mailResults"] input').check();
    await page.locator('.ts-nav__next').click({ force: true });
    await page.locator('[data-question-key="email"] input[aria-invalid="true"]').waitFor();
    found.push(...(await violations(page, 'privacy with e-mail and errors')));
    await page.locator('[data-question-key="email"] input').fill('iemand@example.org');
    await completePrivacy(page);
    await waitForPage(page, 'page_outro');
    found.push(...(await violations(page, 'result page')));

    expect(found).toEqual([]);
    // The mail function has no SMTP settings here; its refusal is reported by the browser and ignored by the app.
    expectNoProblems(problems.filter((problem) => !problem.includes('status of 500')));
    await context.close();
  }, AXE_WALK_TIMEOUT_MS);

  it('has no axe violations on the insufficient-data, results, methodology, privacy and not-found pages', async () => {
    const { context, page, problems } = await openPage(suite.browser);
    const found: string[] = [];
    await openSurvey(page, `${suite.app.url}/${language}`);
    await answerCriteria(page, NOTHING_MATTERS);
    await clickNext(page);
    await completePrivacy(page);
    await waitForPage(page, 'page_error');
    found.push(...(await violations(page, 'insufficient data')));

    await page.goto(specificationAddress(GREEN_PROFILE, language, suite.app.url).replace('tip-invest=0', 'tip-invest=1'));
    await page.getByTestId('results').waitFor();
    found.push(...(await violations(page, 'results')));
    for (const tab of await page.getByRole('tab').all()) {
      await tab.click();
      found.push(...(await violations(page, `results tab ${await tab.textContent()}`)));
    }

    await page.goto(`${suite.app.url}/${language}/methodology`);
    await page.getByTestId('methodology').waitFor();
    found.push(...(await violations(page, 'methodology')));
    await page.setViewportSize({ width: 375, height: 800 });
    found.push(...(await violations(page, 'methodology at 375 px')));
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.goto(`${suite.app.url}/${language}/privacy`);
    await page.getByTestId('privacy-statement').waitFor();
    found.push(...(await violations(page, 'privacy statement')));

    await page.goto(`${suite.app.url}/${language}/no/such/page`);
    await page.getByTestId('not-found').waitFor();
    found.push(...(await violations(page, 'not found')));

    expect(found).toEqual([]);
    expectNoProblems(problems);
    await context.close();
  }, AXE_WALK_TIMEOUT_MS);
});
