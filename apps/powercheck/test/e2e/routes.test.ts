/**
 * Routes and language in Chromium: the host-based redirect of '/', the not-found view, the language switcher
 * during the survey, links inside the app keeping the survey, and the results page read from its address.
 */
import { describe, expect, it } from 'vitest';
import nl from '../../src/i18n/nl.js';
import fr from '../../src/i18n/fr.js';
import de from '../../src/i18n/de.js';
import {
  FLEXIBLE_PROFILE,
  GREEN_PROFILE,
  answerCriteria,
  clickNext,
  completePrivacy,
  currentPageKey,
  expectNoProblems,
  expectedAddress,
  openPage,
  openSurvey,
  startCriteria,
  serveApp,
  useBrowserAndApp,
  waitForPage,
  waitForIntro,
} from './harness.js';

const suite = useBrowserAndApp();

/** The app's address under another host name (Chromium resolves *.localhost to the loopback address). */
const onHost = (hostname: string, path: string) => `http://${hostname}:${suite.app.port}${path}`;

describe('the root address', () => {
  it.each([
    ['www.monelectricite.localhost', '/?utm_source=folder&x=1', '/fr?utm_source=folder&x=1', 'fr'],
    ['fr.localhost', '/', '/fr', 'fr'],
    ['meinstrom.localhost', '/?a=b', '/de?a=b', 'de'],
    ['de.localhost', '/', '/de', 'de'],
    ['mijnstroom.localhost', '/?p=1', '/nl?p=1', 'nl'],
    ['www.ode.localhost', '/', '/nl', 'nl'],
    ['energiebende.localhost', '/', '/nl', 'nl'],
  ])('on %s redirects %s to %s', async (hostname, from, to, language) => {
    const { context, page, problems } = await openPage(suite.browser);
    await openSurvey(page, onHost(hostname, from));
    const url = new URL(page.url());
    expect(url.pathname + url.search).toBe(to);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
    expectNoProblems(problems);
    await context.close();
  });

  it('follows configured host markers', async () => {
    const configured = await serveApp({ config: { frenchHostMarkers: ['votre-energie'], germanHostMarkers: ['ihr-strom'] } });
    const { context, page, problems } = await openPage(suite.browser);
    try {
      await openSurvey(page, `http://votre-energie.localhost:${configured.port}/`);
      expect(new URL(page.url()).pathname).toBe('/fr');
      await openSurvey(page, `http://ihr-strom.localhost:${configured.port}/`);
      expect(new URL(page.url()).pathname).toBe('/de');
      await openSurvey(page, `http://monelectricite.localhost:${configured.port}/`);
      expect(new URL(page.url()).pathname).toBe('/nl');
      expectNoProblems(problems);
    } finally {
      await context.close();
      await configured.close();
    }
  });
});

describe('unknown addresses', () => {
  it.each([
    ['127.0.0.1', '/en', nl],
    ['127.0.0.1', '/fr/a/b/c', fr],
    ['meinstrom.localhost', '/nothing-here', de],
    ['127.0.0.1', '/de/unknown-supplier/?top_0=unknown-supplier;50', de],
  ])('on %s show %s as not found, in the visitor’s language, with a link home', async (hostname, path, texts) => {
    const { context, page, problems } = await openPage(suite.browser);
    await page.goto(onHost(hostname, path));
    await page.getByTestId('not-found').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(texts.notFound.title);
    expect(await page.title()).toBe(texts.meta.notFoundTitle);
    await page.getByRole('link', { name: texts.notFound.home }).click();
    await waitForIntro(page);
    expect(await page.locator('.ts-page__title').textContent()).toBe(texts.intro.title);
    expectNoProblems(problems);
    await context.close();
  });
});

describe('the intro before the survey code has loaded', () => {
  it('is prerendered, loads the survey code only when the visitor means to start, and remembers a press on start', async () => {
    const { context, page, problems } = await openPage(suite.browser);
    const surveyRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/SurveyScreen-[^/]+\.js$/.test(request.url())) surveyRequests.push(request.url());
    });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/SurveyScreen-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${suite.app.url}/nl`, { waitUntil: 'networkidle' });
    await page.locator('form[data-preview="true"][data-hydrated]').waitFor();
    expect(await page.locator('.ts-page__title').textContent()).toBe(nl.intro.title);
    expect(await page.locator('.pc-banner__item img').count()).toBe(10);
    // Opening the page does not fetch the survey code; pointing at the start button does.
    expect(surveyRequests).toEqual([]);
    await page.locator('.ts-nav__next').hover();
    await expect.poll(() => surveyRequests.length).toBe(1);
    await page.locator('.ts-nav__next').click();
    // The survey code is still held back: the press landed on the preview.
    expect(await page.locator('form[data-preview="true"]').count()).toBe(1);
    release();
    await waitForPage(page, 'page_about_you');
    expectNoProblems(problems);
    await context.close();
  });
});

describe('the language switcher', () => {
  it('changes the survey’s language, title, html lang and logo while keeping the answers', async () => {
    const { context, page, problems } = await openPage(suite.browser);
    await openSurvey(page, `${suite.app.url}/nl?linkname=bp&p_id=7`);
    await startCriteria(page);
    await page.locator('.pc-scale__input[value="5"]').check();
    await clickNext(page);
    await waitForPage(page, 'page_stable_price');

    await page.getByRole('link', { name: fr.languages.fr }).click();
    await expect.poll(() => page.locator('.ts-page__title').textContent()).toBe(fr.criteria.stable_price.title);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/fr?linkname=bp&p_id=7');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
    expect(await page.title()).toBe(fr.meta.title);
    expect(await page.locator('.pc-header [data-logo-variant]').getAttribute('data-logo-variant')).toBe('fr');
    expect(await page.locator('.ts-question__label').first().textContent()).toContain(fr.criteria.stable_price.question);
    expect(await page.getByTestId('progress').textContent()).toBe('Question 2 sur 11');

    await page.getByRole('link', { name: de.languages.de }).click();
    await expect.poll(() => page.locator('.ts-page__title').textContent()).toBe(de.criteria.stable_price.title);
    expect(await page.locator('.pc-header [data-logo-variant]').getAttribute('data-logo-variant')).toBe('nl');
    await page.locator('.ts-nav__previous').click();
    await waitForPage(page, 'page_price');
    expect(await page.locator('.pc-scale__input[value="5"]').isChecked()).toBe(true);
    expectNoProblems(problems);
    await context.close();
  });

  it('keeps the survey when the visitor reads the privacy statement and comes back', async () => {
    const { context, page, problems } = await openPage(suite.browser);
    await openSurvey(page, `${suite.app.url}/de`);
    await startCriteria(page);
    await page.locator('.pc-scale__input[value="2"]').check();
    await clickNext(page);
    await waitForPage(page, 'page_stable_price');
    await page.locator('.pc-footer').getByRole('link', { name: de.footer.privacyLink }).click();
    await page.getByTestId('privacy-statement').waitFor();
    expect(new URL(page.url()).pathname).toBe('/de/privacy');
    expect(await page.title()).toBe(de.meta.privacyTitle);
    await page.goBack();
    await waitForPage(page, 'page_stable_price');
    expectNoProblems(problems);
    await context.close();
  });
});

describe('the results page', () => {
  it('shows the best match, the top five, the comparison and tips, and redirects only once', async () => {
    const { context, page, problems } = await openPage(suite.browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.app.url });
    await openSurvey(page, `${suite.app.url}/nl`);
    await answerCriteria(page, GREEN_PROFILE);
    await clickNext(page);
    await completePrivacy(page);
    const address = expectedAddress(GREEN_PROFILE, 'nl', suite.app.url);
    await page.waitForURL(address);
    await page.getByTestId('results').waitFor();
    const query = new URL(address).searchParams;

    const graph = page.locator('.pc-results__graph [role="img"]');
    expect(await graph.getAttribute('aria-label')).toContain(`${query.get('top_0')?.split(';')[1]}%`);
    const rows = page.getByTestId('ranking').locator('li[data-top-five="true"]');
    expect(await rows.count()).toBe(5);
    for (let index = 0; index < 5; index += 1) {
      const [name, percentage] = (query.get(`top_${index}`) ?? '').split(';');
      expect(await rows.nth(index).getAttribute('data-supplier')).toBe(name);
      expect(await rows.nth(index).textContent()).toContain(`${percentage}% match`);
    }

    const tips = page.locator('.pc-tips li');
    expect(await tips.count()).toBe(3);
    const investTip = nl.tips.invest.split('{{')[0] as string;
    expect(query.get('tip-invest')).toBe('1');
    expect(await tips.first().textContent()).toContain(investTip);

    // The shared link holds only the weights.
    await page.getByRole('button', { name: nl.results.copyLink }).click();
    await expect.poll(() => page.getByTestId('share-status').textContent()).toBe(nl.results.copied);
    const shared = new URL(await page.evaluate(() => navigator.clipboard.readText()));
    expect(shared.pathname).toBe(new URL(address).pathname);
    expect(shared.search).toBe(`?w=${query.get('w')}&region=flanders&region-from=language`);

    // The language switcher keeps the result.
    await page.getByRole('link', { name: de.languages.de }).click();
    await expect.poll(() => page.title()).toBe(de.meta.resultsTitle);
    expect(page.url()).toBe(address.replace('/nl/', '/de/'));
    // the German page renders once its texts have loaded, which may follow the title
    await expect.poll(() => page.getByTestId('ranking').locator('li[data-top-five="true"]').count()).toBe(5);
    await page.goBack();
    await page.getByTestId('results').waitFor();

    // Back to the survey after a finished questionnaire: its result page offers the ranking again or a new start,
    // never a redirect that does not come; starting over gives a new, empty questionnaire.
    await page.goBack();
    await waitForPage(page, 'page_outro');
    await page.getByTestId('open-again').waitFor();
    expect(new URL((await page.getByTestId('open-again').getAttribute('href')) ?? '', page.url()).pathname).toBe(new URL(address).pathname);
    await page.getByRole('button', { name: nl.error.restart }).click();
    await waitForPage(page, 'first_page');
    expect(new URL(page.url()).pathname).toBe('/nl');
    await startCriteria(page);
    expect(await page.locator('.pc-scale__input:checked').count()).toBe(0);
    await page.waitForTimeout(800);
    expect(await currentPageKey(page)).toBe('page_price');
    expectNoProblems(problems);
    await context.close();
  });

  it('“take the check again” on the results page starts a new, empty questionnaire', async () => {
    const { context, page, problems } = await openPage(suite.browser, 375);
    await openSurvey(page, `${suite.app.url}/fr`);
    await answerCriteria(page, FLEXIBLE_PROFILE);
    await clickNext(page);
    await completePrivacy(page);
    await page.waitForURL(expectedAddress(FLEXIBLE_PROFILE, 'fr', suite.app.url));
    await page.getByRole('link', { name: fr.results.restart }).click();
    await waitForPage(page, 'first_page');
    expect(new URL(page.url()).pathname).toBe('/fr');
    await startCriteria(page);
    expect(await page.locator('.pc-scale__input:checked').count()).toBe(0);
    expect(await page.getByTestId('progress').textContent()).toBe('Question 1 sur 11');
    expectNoProblems(problems);
    await context.close();
  });

  it('leaves out the investment tip without tip-invest and explains an unreadable address', async () => {
    const { context, page, problems } = await openPage(suite.browser);
    const address = expectedAddress(FLEXIBLE_PROFILE, 'fr', suite.app.url);
    expect(new URL(address).searchParams.get('tip-invest')).toBe('0');
    await page.goto(address);
    await page.locator('.pc-tips li').first().waitFor();
    const texts = await page.locator('.pc-tips li').allTextContents();
    expect(texts.join(' ')).not.toContain(fr.tips.invest.split('{{')[0]);
    expect(texts[0]).toBe(fr.tips.switch);

    await page.goto(`${suite.app.url}/fr/ecopower/?top_0=ecopower%3B900`);
    await page.getByTestId('results-invalid').waitFor();
    expect(await page.getByTestId('results-invalid').textContent()).toContain(fr.results.invalid);
    expectNoProblems(problems);
    await context.close();
  });
});
