/**
 * Prices carry their month: when a region's prices are older than 45 days, the results and methodology pages say so.
 * The browser's clock is set, so the test does not depend on the day it runs.
 */
import { describe, expect, it } from 'vitest';
import { runAxe } from '@treesponse/browser-testing';
import { FIGURES } from '../../src/suppliers/index.js';
import { expectNoProblems, openPage, useBrowserAndApp } from './harness.js';

const suite = useBrowserAndApp();
const BRUSSELS = '/fr/bolt/?w=2113445&region=brussels';

describe('prices older than 45 days', () => {
  it('are flagged on the results page, with their date and age, only once they are that old', async () => {
    expect(FIGURES.regions.brussels.priceDate).toBe('2026-10-10');
    const fresh = await openPage(suite.browser);
    await fresh.page.clock.setFixedTime(new Date('2026-11-01T12:00:00Z'));
    await fresh.page.goto(`${suite.app.url}${BRUSSELS}`);
    await fresh.page.getByTestId('ranking').waitFor();
    expect(await fresh.page.getByTestId('out-of-date').count()).toBe(0);
    expectNoProblems(fresh.problems);
    await fresh.context.close();

    const old = await openPage(suite.browser, 375);
    await old.page.clock.setFixedTime(new Date('2026-12-01T12:00:00Z'));
    await old.page.goto(`${suite.app.url}${BRUSSELS}`);
    await old.page.getByTestId('ranking').waitFor();
    expect(await old.page.getByTestId('out-of-date').textContent()).toBe(
      'Attention\u202F: les prix à Bruxelles datent du 10 octobre 2026, il y a 52 jours (plus de 45). Les prix actuels peuvent être différents\u202F; les scores de prix ne suivront qu’à la prochaine mise à jour.',
    );
    expect(await runAxe(old.page)).toEqual([]);
    expectNoProblems(old.problems);
    await old.context.close();
  });

  it('are flagged on the methodology page per region', async () => {
    const { context, page, problems } = await openPage(suite.browser);
    await page.clock.setFixedTime(new Date('2026-12-01T12:00:00Z'));
    await page.goto(`${suite.app.url}/nl/methodology`);
    await page.getByTestId('out-of-date-brussels').waitFor();
    expect(await page.getByTestId('out-of-date-brussels').textContent()).toBe(
      'Let op: de prijzen voor Brussel zijn van 10 oktober 2026, 52 dagen geleden (meer dan 45 dagen). De huidige prijzen kunnen anders zijn.',
    );
    expect(await page.getByTestId('out-of-date-wallonia').count()).toBe(1);
    // Flanders' tariff cards are for October: 31 days old on 1 December.
    expect(await page.getByTestId('out-of-date-flanders').count()).toBe(0);
    expectNoProblems(problems);
    await context.close();
  });
});
