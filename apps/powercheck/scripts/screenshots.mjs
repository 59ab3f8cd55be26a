#!/usr/bin/env node
/**
 * Screenshots of every page of the questionnaire at 375 px and 1280 px wide, in every language, from the
 * production build (run the build first). Written to screenshots/ (not committed), named
 * `{language}-{width}-{nn}-{page}.png`. Fails (exit 1) when a page is wider than the window (horizontal scrolling).
 *
 *   node scripts/screenshots.mjs [--lang nl,fr,de] [--width 375,1280] [--out screenshots]
 */
import { mkdir, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { launchChromium } from '@treesponse/browser-testing';
import { READY_INTRO } from './prerendered-pages.mjs';
import { startServer } from './serve.mjs';

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Answers to the criterion pages in the order they come. */
const ANSWERS = [2, 1, 1, 5, 5, 3, 4, 4, 5, 3];

const { values } = parseArgs({
  options: {
    lang: { type: 'string', default: 'nl,fr,de' },
    width: { type: 'string', default: '375,1280' },
    out: { type: 'string', default: join(appDir, 'screenshots') },
  },
});
const languages = values.lang.split(',');
const widths = values.width.split(',').map(Number);
const outDir = resolve(values.out);

async function main() {
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  // The result page stays while it is photographed.
  const server = await startServer({ config: { minResultDisplayMs: 3000 }, env: {}, offline: true });
  const browser = await launchChromium();
  const written = [];
  const overflowing = [];
  try {
    for (const language of languages) {
      for (const width of widths) {
        const context = await browser.newContext({ viewport: { width, height: width < 600 ? 812 : 900 }, reducedMotion: 'reduce' });
        const page = await context.newPage();
        let counter = 0;
        const shot = async (name) => {
          await page.waitForTimeout(150);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          if (overflow > 0) {
            overflowing.push(`${language} ${width}px ${name}: ${overflow}px wider than the window`);
          }
          const file = join(outDir, `${language}-${width}-${String(counter++).padStart(2, '0')}-${name}.png`);
          await page.screenshot({ path: file, fullPage: true });
          written.push(file);
        };
        const next = () => page.locator('.ts-nav__next').click();
        const onPage = (key) => page.locator(`form.ts-page[data-page-key="${key}"]`).waitFor();
        // The criterion pages come one after another until the summary; their keys are read from the app.
        const answerCriterionPages = async (answer, from = 'page_cooperative') => {
          let previous = from;
          for (let index = 0; ; index += 1) {
            const form = page.locator(`form.ts-page:not([data-preview]):not([data-page-key="${previous}"])`);
            await form.waitFor();
            const key = await form.getAttribute('data-page-key');
            if (key === 'page_summary') return;
            await answer(index);
            await next();
            previous = key;
          }
        };

        await page.goto(`${server.url}/${language}`);
        await page.locator(READY_INTRO).waitFor();
        await shot('intro');
        await next();
        await onPage('page_about_you');
        await shot('about-you');
        await page.locator('[data-question-key="postalcode"] input').fill('90');
        await page.locator('.ts-nav__next').click({ force: true });
        await page.locator('[data-question-key="postalcode"] input[aria-invalid="true"]').waitFor();
        await shot('about-you-error');
        await page.locator('[data-question-key="postalcode"] input').fill('9000');
        await page.locator('[data-question-key="age"] input[value="36-45"]').check();
        await page.locator('[data-question-key="gender"] input[value="wont-say"]').check();
        await shot('about-you-answered');
        await next();
        await onPage('page_cooperative');
        await shot('cooperative');
        await page.locator('[data-question-key="member_cooperative"] input').first().check();
        await page.locator('[data-question-key="member_cooperative"] input[value="other"]').check();
        await page.locator('.ts-other input').fill('Energiecoöperatie');
        await shot('cooperative-answered');
        await next();
        await answerCriterionPages(async (index) => {
          if (index === 0) {
            await page.locator('.ts-nav__next').click({ force: true });
            await page.locator('.ts-question--invalid').waitFor();
            await shot('criterion-error');
            await page.locator('.pc-tooltip__button').click();
            await shot('criterion-tooltip');
          }
          await page.locator(`.pc-scale__input[value="${ANSWERS[index % ANSWERS.length]}"]`).check();
          if (index === 0) await shot('criterion-answered');
        });
        await shot('summary');
        await next();
        await onPage('page_privacy');
        await page.locator('[data-question-key="mailResults"] input').check();
        await page.locator('.ts-nav__next').click({ force: true });
        await page.locator('[data-question-key="email"] input[aria-invalid="true"]').waitFor();
        await shot('privacy-email');
        await page.locator('[data-question-key="email"] input').fill('iemand@example.org');
        await page.locator('[data-question-key="terms_and_privacy"] input').check();
        await next();
        await onPage('page_outro');
        await shot('result');
        await page.getByTestId('results').waitFor({ timeout: 20000 });
        await shot('results-top5');
        const tabs = await page.getByRole('tab').all();
        await tabs[1]?.click();
        await shot('results-comparison');
        await tabs[2]?.click();
        await page.locator('.pc-tips button').last().click();
        await shot('results-tips');
        await page.locator('.pc-results__restart a').click();
        await page.locator(READY_INTRO).waitFor();
        await shot('restart-from-results');

        await page.goto(`${server.url}/${language}`);
        await page.locator(READY_INTRO).waitFor();
        await next();
        await onPage('page_about_you');
        await next();
        await onPage('page_cooperative');
        await next();
        await answerCriterionPages(() => page.locator('.pc-scale__input[value="1"]').check());
        await next();
        await onPage('page_privacy');
        await page.locator('[data-question-key="terms_and_privacy"] input').check();
        await next();
        await onPage('page_error');
        await shot('insufficient-data');
        await page.locator('.pc-restart').click();
        await page.locator(READY_INTRO).waitFor();
        await shot('restart-from-insufficient-data');

        await page.goto(`${server.url}/${language}/methodology`);
        await page.getByTestId('methodology').waitFor();
        await shot('methodology');

        await page.goto(`${server.url}/${language}/privacy`);
        await page.getByTestId('privacy-statement').waitFor();
        await shot('privacy-statement');
        await page.goto(`${server.url}/${language}/nothing-here/at/all`);
        await page.getByTestId('not-found').waitFor();
        await shot('not-found');
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
  console.log(`${written.length} screenshots in ${outDir}`);
  for (const line of overflowing) console.error(`horizontal overflow: ${line}`);
  if (overflowing.length > 0) process.exitCode = 1;
}

await main();
