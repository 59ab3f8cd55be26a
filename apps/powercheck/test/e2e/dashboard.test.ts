/**
 * The campaign team's dashboard (@treesponse/api under /admin) while visitors answer the questionnaire: an
 * operator logs in, sees a response a visitor just completed appear without reloading, filters, reads the funnel
 * and downloads both exports and the contact export while responses keep being saved.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommand, startApiServer, type ApiServer } from '@treesponse/api';
import { runAxe } from '@treesponse/browser-testing';
import type { Page } from 'playwright-core';
import { startMailCatcher, type MailCatcher } from '../../scripts/mail-catcher.mjs';
import {
  FLEXIBLE_PROFILE,
  answerCriteria,
  clickNext,
  completePrivacy,
  expectNoProblems,
  expectedAddress,
  openPage,
  openSurvey,
  useBrowserAndApp,
  waitForPage,
} from './harness.js';

const PROJECT_KEY = 'powercheck';
const OPERATOR = { user: 'campaign-team', password: 'dashboard test password' };

let dataDir: string;
let api: ApiServer;
let mail: MailCatcher;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'powercheck-e2e-dashboard-'));
  // the saving loop below stands for many visitors, who here all share one address: no per-address limits
  api = await startApiServer({ dataDir, projects: [{ key: PROJECT_KEY, name: 'Powercheck' }], dashboard: { livePollMs: 250 }, rateLimits: false });
  for await (const line of await runCommand(api.db, { command: 'admin create', user: OPERATOR.user, password: OPERATOR.password, project: PROJECT_KEY }))
    void line;
  mail = await startMailCatcher();
});

afterAll(async () => {
  await mail?.close();
  await api?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const suite = useBrowserAndApp(() => ({ apiTarget: api.url, env: mail.env, config: { projectKey: PROJECT_KEY } }));

const total = (page: Page, label: string) => page.locator(`[data-total="${label}"]`);

/** Saves responses through the public API, as visitors' browsers do, until stopped; resolves to the statuses. */
function keepSaving(): { stop: () => Promise<number[]> } {
  const statuses: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const created = await fetch(`${api.apiUrl}/treesponders`, { method: 'POST', headers: { 'x-project-key': PROJECT_KEY } });
      const { token } = (await created.json()) as { token: string };
      const saved = await fetch(`${api.apiUrl}/treesponses`, {
        method: 'POST',
        headers: { 'x-project-key': PROJECT_KEY, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        // from Ghent, through a partner's link
        body: JSON.stringify({ language: 'nl', postcode: '9000', page_visits: [{ index: 0, name: 'first_page', order: 0 }], answers: { bpact_id: 'partner-7' } }),
      });
      statuses.push(created.status, saved.status);
      // about twenty visitors a second: a busy campaign, not a flood that would starve the embedded database
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return statuses;
    },
  };
}

describe('the dashboard during a campaign', () => {
  it('shows a completed response live, filters, shows the funnel and downloads the exports while responses are saved', async () => {
    const operator = await openPage(suite.browser);
    const dashboard = operator.page;
    await dashboard.goto(`${api.url}/admin/`);
    await dashboard.getByLabel('User name').fill(OPERATOR.user);
    await dashboard.getByLabel('Password').fill('a wrong password');
    await dashboard.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => dashboard.getByRole('alert').textContent(), { timeout: 20_000 }).toBe('Wrong user name or password.');
    await dashboard.getByLabel('Password').fill(OPERATOR.password);
    await dashboard.getByRole('button', { name: 'Log in' }).click();
    await dashboard.getByRole('heading', { name: 'Responses dashboard: Powercheck' }).waitFor();
    await expect.poll(() => dashboard.getByText('No responses match these filters yet.').count(), { timeout: 20_000 }).toBe(1);
    // the page must not reload: the marker would be gone
    await dashboard.evaluate(() => ((window as unknown as { marker: string }).marker = 'same page'));

    const visitor = await openPage(suite.browser, 375);
    await openSurvey(visitor.page, `${suite.app.url}/fr`);
    await answerCriteria(visitor.page, FLEXIBLE_PROFILE);
    await clickNext(visitor.page);
    await completePrivacy(visitor.page, { mailResults: true, optinProject: true, email: 'visiteur@example.org' });
    await waitForPage(visitor.page, 'page_outro');
    await visitor.page.waitForURL(expectedAddress(FLEXIBLE_PROFILE, 'fr', suite.app.url));
    expectNoProblems(visitor.problems);
    await visitor.context.close();

    await expect.poll(() => total(dashboard, 'Completed').textContent(), { timeout: 20_000 }).toBe('1');
    expect(await total(dashboard, 'Started').textContent()).toBe('1');
    expect(await total(dashboard, 'Opt-ins (project)').textContent()).toBe('1');
    expect(await dashboard.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same page');

    // the funnel, read from its table
    const funnel = dashboard.locator('[data-section="funnel"]');
    await funnel.getByRole('tab', { name: 'Table' }).click();
    const reached = async (page: string) => funnel.getByRole('row', { name: new RegExp(`^${page} `) }).locator('td').first().textContent();
    expect(await reached('first_page')).toBe('1');
    expect(await reached('page_privacy')).toBe('1');
    expect(await reached('page_outro')).toBe('1');
    expect(await runAxe(dashboard)).toEqual([]);

    // filters: the response is in French and of today
    await dashboard.getByLabel('Survey language').selectOption('fr');
    await dashboard.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => total(dashboard, 'Started').textContent(), { timeout: 20_000 }).toBe('1');
    // the dashboard's days are Brussels days (the project's time zone), so tomorrow is Brussels' tomorrow
    const tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(Date.now() + 86_400_000);
    await dashboard.getByLabel('From').fill(tomorrow);
    await dashboard.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => total(dashboard, 'Started').textContent(), { timeout: 20_000 }).toBe('0');
    // the view is kept in the address: a reload reopens it, going back returns to the previous one
    await expect.poll(() => new URL(dashboard.url()).searchParams.get('from')).toBe(tomorrow);
    expect(new URL(dashboard.url()).searchParams.get('language')).toBe('fr');
    await dashboard.reload();
    await expect.poll(() => total(dashboard, 'Started').textContent(), { timeout: 20_000 }).toBe('0');
    expect(await dashboard.getByLabel('Survey language').inputValue()).toBe('fr');
    expect(await dashboard.getByLabel('From').inputValue()).toBe(tomorrow);
    await dashboard.goBack();
    await expect.poll(() => total(dashboard, 'Started').textContent(), { timeout: 20_000 }).toBe('1');
    expect(await dashboard.getByLabel('From').inputValue()).toBe('');
    expect(await dashboard.getByLabel('Survey language').inputValue()).toBe('fr');
    await dashboard.getByRole('button', { name: 'Reset' }).click();
    await expect.poll(() => total(dashboard, 'Started').textContent(), { timeout: 20_000 }).toBe('1');
    expect(new URL(dashboard.url()).search).toBe('?project=powercheck');

    // completed only, the supplier ranked first and an answer: counted from the responses, kept in the address
    const select = (name: string) => dashboard.getByRole('combobox', { name, exact: true });
    await select('Responses').selectOption({ label: 'Completed only' });
    const topSupplier = await select('Result ranked first').locator('option').nth(1).getAttribute('value');
    expect(topSupplier).toBeTruthy();
    await select('Result ranked first').selectOption(topSupplier!);
    await select('Answer to the question').selectOption({ label: 'price' });
    expect(await select('Answer').inputValue()).toBe(String(FLEXIBLE_PROFILE.price));
    await dashboard.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => new URL(dashboard.url()).searchParams.get('question'), { timeout: 20_000 }).toBe('price');
    expect(Object.fromEntries(new URL(dashboard.url()).searchParams)).toMatchObject({ completed: 'true', top: topSupplier, answer: String(FLEXIBLE_PROFILE.price) });
    await expect.poll(() => total(dashboard, 'Started').textContent(), { timeout: 20_000 }).toBe('1');
    await dashboard.reload();
    await expect.poll(() => total(dashboard, 'Completed').textContent(), { timeout: 20_000 }).toBe('1');
    expect(await select('Responses').inputValue()).toBe('true');
    expect(await select('Result ranked first').inputValue()).toBe(topSupplier);
    expect(await select('Answer to the question').inputValue()).toBe('price');
    expect(await select('Answer').inputValue()).toBe(String(FLEXIBLE_PROFILE.price));
    expect(await runAxe(dashboard)).toEqual([]);
    // an address typed by hand opens its view: an answer nobody gave leaves no response
    await dashboard.goto(`${api.url}/admin/?project=powercheck&completed=true&question=price&answer=0`);
    await expect.poll(() => total(dashboard, 'Started').textContent(), { timeout: 20_000 }).toBe('0');
    await dashboard.getByRole('button', { name: 'Reset' }).click();
    await expect.poll(() => new URL(dashboard.url()).search, { timeout: 20_000 }).toBe('?project=powercheck');

    // exports while the questionnaire keeps saving
    const saving = keepSaving();
    await expect.poll(() => total(dashboard, 'Started').evaluate((element) => Number(element.textContent)), { timeout: 20_000 }).toBeGreaterThan(1);
    const download = async (action: () => Promise<void>) => {
      const [file] = await Promise.all([dashboard.waitForEvent('download'), action()]);
      return { name: file.suggestedFilename(), text: await readFile((await file.path())!, 'utf8') };
    };
    const csv = await download(() => dashboard.getByRole('link', { name: 'Download CSV' }).click());
    const jsonl = await download(() => dashboard.getByRole('link', { name: 'Download JSON Lines' }).click());
    const statuses = await saving.stop();
    expect(statuses.length).toBeGreaterThan(2);
    expect(new Set(statuses)).toEqual(new Set([201]));

    expect(csv.name).toBe('powercheck-responses.csv');
    const csvLines = csv.text.trim().split('\r\n');
    expect(csvLines[0]).toMatch(/^id,treesponder_id,created_at,updated_at,completed,language,/);
    expect(csvLines[0]).toContain('answers.price');
    expect(csvLines.length).toBeGreaterThan(2);
    expect(csvLines[1]).toMatch(/,true,fr,/);
    expect(csv.text).not.toContain('visiteur@example.org');
    expect(jsonl.name).toBe('powercheck-responses.jsonl');
    const records = jsonl.text.trim().split('\n').map((line) => JSON.parse(line) as { completed: boolean; language: string; answers: Record<string, unknown> });
    expect(records[0]).toMatchObject({ completed: true, language: 'fr', answers: { price: String(FLEXIBLE_PROFILE.price) } });
    expect(records.length).toBeGreaterThan(1);

    // where they live and which partner sent them, read from the tables
    const started = (section: string, name: string) =>
      dashboard.locator(`[data-section="${section}"]`).getByRole('row', { name: new RegExp(`^${name} `) }).first().locator('td').first().textContent();
    await dashboard.locator('[data-section="places"]').getByRole('tab', { name: 'Table' }).first().click();
    await dashboard.locator('[data-section="places"]').getByRole('tab', { name: 'Table' }).last().click();
    await expect.poll(() => started('places', 'East Flanders').then(Number), { timeout: 20_000 }).toBeGreaterThan(0);
    await dashboard.locator('[data-section="partners"]').getByRole('tab', { name: 'Table' }).click();
    expect(Number(await started('partners', 'partner-7'))).toBeGreaterThan(0);
    expect(await started('partners', 'Direct \\(no partner\\)')).toBe('1');
    // each chart's numbers download as a CSV that Excel in Belgium opens (byte-order mark, semicolons)
    const partnersCsv = await download(() => dashboard.getByRole('button', { name: 'Download the numbers (CSV): Partners' }).click());
    expect(partnersCsv.name).toBe('partners.csv');
    expect(partnersCsv.text).toMatch(/^\ufeffPartner;Started;Completed;Completion rate\r\npartner-7;\d+;0;0%\r\n/);
    // and as images: the SVG parses and holds the chart's words and numbers, the PNG is a PNG drawn from it
    const image = async (name: string) => {
      const [file] = await Promise.all([dashboard.waitForEvent('download'), dashboard.getByRole('button', { name, exact: true }).click()]);
      return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
    };
    const svgContent = (text: string) =>
      dashboard.evaluate((source) => {
        const parsed = new DOMParser().parseFromString(source, 'image/svg+xml');
        return {
          root: parsed.documentElement.nodeName,
          errors: parsed.getElementsByTagName('parsererror').length,
          texts: [...parsed.querySelectorAll('text')].map((element) => element.textContent),
          areas: [...parsed.querySelectorAll('path[data-province]')].map((element) => element.getAttribute('data-province')),
        };
      }, text);
    const expectPng = (bytes: Buffer, width: number) => {
      expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      expect(bytes.readUInt32BE(16)).toBe(width * 2);
      expect(bytes.length).toBeGreaterThan(2000);
    };
    const partnersSvg = await image('Download the chart (SVG): Partners');
    expect(partnersSvg.name).toBe('partners.svg');
    const partnersDrawing = await svgContent(partnersSvg.bytes.toString('utf8'));
    expect(partnersDrawing).toMatchObject({ root: 'svg', errors: 0 });
    expect(partnersDrawing.texts).toEqual(expect.arrayContaining(['Partners', 'partner-7', 'Direct (no partner)', '1 / 1']));
    const partnersPng = await image('Download the chart (PNG): Partners');
    expect(partnersPng.name).toBe('partners.png');
    expectPng(partnersPng.bytes, 720);
    const daysSvg = await image('Download the chart (SVG): Responses per day');
    const daysDrawing = await svgContent(daysSvg.bytes.toString('utf8'));
    expect(daysDrawing).toMatchObject({ root: 'svg', errors: 0 });
    // the day's label (MM-DD of today in Brussels) as the chart writes it
    const dayLabel = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(Date.now()).slice(5);
    expect(daysDrawing.texts).toEqual(expect.arrayContaining(['Responses per day', dayLabel]));
    expectPng((await image('Download the chart (PNG): Responses per day')).bytes, 720);
    // the map: every province and Brussels, each with its number
    const mapSvg = await image('Download the chart (SVG): Map of responses per province (Started)');
    expect(mapSvg.name).toBe('map-of-responses-per-province-started.svg');
    const mapDrawing = await svgContent(mapSvg.bytes.toString('utf8'));
    expect(mapDrawing).toMatchObject({ root: 'svg', errors: 0 });
    expect(mapDrawing.areas.sort()).toEqual(['BE-BRU', 'BE-VAN', 'BE-VBR', 'BE-VLI', 'BE-VOV', 'BE-VWV', 'BE-WBR', 'BE-WHT', 'BE-WLG', 'BE-WLX', 'BE-WNA']);
    expect(mapDrawing.texts).toContain(String(await started('places', 'East Flanders')));
    expectPng((await image('Download the chart (PNG): Map of responses per province (Started)')).bytes, 800);
    expect(await runAxe(dashboard)).toEqual([]);

    // one region and one partner, compared with the previous period: each total gives both and the difference in words
    const fromPartner = Number(await started('partners', 'partner-7'));
    await dashboard.getByLabel('Region', { exact: true }).selectOption({ label: 'Flanders' });
    await dashboard.getByLabel('Partner', { exact: true }).selectOption({ label: 'partner-7' });
    await dashboard.getByLabel('Compare with').selectOption({ label: 'The previous period of the same length' });
    await dashboard.getByRole('button', { name: 'Apply' }).click();
    // the previous period needs this period's dates: said next to them, nothing applied
    await expect.poll(() => dashboard.getByRole('alert').textContent(), { timeout: 20_000 }).toBe(
      'Choose a start and an end date (start first) to compare with the previous period.',
    );
    expect(await dashboard.getByLabel('From', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(await runAxe(dashboard)).toEqual([]);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(Date.now());
    await dashboard.getByLabel('From', { exact: true }).fill(today);
    await dashboard.getByLabel('To', { exact: true }).fill(today);
    await dashboard.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => new URL(dashboard.url()).searchParams.get('compare'), { timeout: 20_000 }).toBe('previous');
    expect(Object.fromEntries(new URL(dashboard.url()).searchParams)).toMatchObject({ region: 'BE-VLG', partner: 'partner-7', from: today, to: today });
    await expect.poll(() => total(dashboard, 'Started').textContent(), { timeout: 20_000 }).toBe(String(fromPartner));
    const startedCard = dashboard.locator('.total').filter({ has: total(dashboard, 'Started') });
    await expect.poll(() => startedCard.textContent(), { timeout: 20_000 }).toContain(`Other period: 0▲ +${fromPartner}: more than in the other period`);
    expect(await runAxe(dashboard)).toEqual([]);
    await dashboard.getByRole('button', { name: 'Reset' }).click();
    await expect.poll(() => new URL(dashboard.url()).search, { timeout: 20_000 }).toBe('?project=powercheck');

    // the contact export needs an explicit confirmation and is logged
    await dashboard.getByRole('button', { name: 'Download contacts (CSV)' }).click();
    await expect.poll(() => dashboard.getByText('Tick the box to confirm first.').count(), { timeout: 20_000 }).toBe(1);
    await dashboard.getByLabel(/I need these contact data/).check();
    const contacts = await download(() => dashboard.getByRole('button', { name: 'Download contacts (CSV)' }).click());
    expect(contacts.text).toMatch(/^id,created_at,language,email,optin_project,optin_organisation\r\n\w+,[^,]+,fr,visiteur@example\.org,true,false\r\n$/);
    const { rows } = await api.db.query<{ actor: string }>("SELECT actor FROM admin_audit_log WHERE action = 'contacts export'");
    expect(rows).toEqual([{ actor: OPERATOR.user }]);

    // the refused wrong password and the session check before logging in are answered 401, which Chromium logs
    expectNoProblems(operator.problems.filter((problem) => !/status of 401 \(Unauthorized\)/.test(problem)));
    await operator.context.close();
  }, 180_000);
});
