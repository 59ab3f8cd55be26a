// The built studio page (dist/app, from the package's build) in real Chromium: one browser, one page, one run
// through building, checking, translating, exporting and opening again. Axe runs on each screen it passes.
import { cp, mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Download, Page } from 'playwright-core';
import { launchChromium, runAxe, serveStatic, type StaticServer } from '@treesponse/browser-testing';
import { STUDIO_HEADERS } from '../scripts/headers.mjs';

const appDir = fileURLToPath(new URL('../dist/app', import.meta.url));
/** The questionnaire's text files, the folder the questionnaire team opens. */
const TEXTS_FOLDER = fileURLToPath(new URL('../../../apps/powercheck/src/i18n', import.meta.url));
let server: StaticServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
/** Messages of the page's console that report a refused resource (CSP) or a failure. */
const consoleErrors: string[] = [];

const downloaded = async (download: Download) => readFile((await download.path())!, 'utf8');
async function expectNoAxeViolations() {
  const violations = await runAxe(page);
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
const field = (path: string) => page.locator(`#field-${path.replace(/[^A-Za-z0-9_-]/g, '_')}`);

beforeAll(async () => {
  // Served with the headers of the deployed site, its Content Security Policy included.
  server = await serveStatic(appDir, { headers: STUDIO_HEADERS });
  browser = await launchChromium();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  page.on('pageerror', (error) => {
    throw error;
  });
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.goto(`${server.url}/`);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the studio page in Chromium', () => {
  it('builds a survey by keyboard and mouse, with undo, a checked condition and the preview', async () => {
    await expect(page.getByRole('heading', { name: 'treesponse studio' }).isVisible()).resolves.toBe(true);

    // A question on the first page, its label typed.
    await page.getByRole('treeitem', { name: 'Page page_1' }).click();
    await page.getByLabel('Type of the new question').selectOption('radio');
    await page.getByRole('button', { name: 'Add question' }).click();
    await field('pages.0.sections.0.question.label-en').fill('Do you have a contract?');
    await field('pages.0.sections.0.question.options.0.value').fill('yes');
    // A second question and a second page.
    await page.getByLabel('Type of the new question').selectOption('string');
    await page.getByRole('button', { name: 'Add question' }).click();
    await field('pages.0.sections.1.question.label-en').fill('Your supplier, {{radio}}');
    await page.getByRole('button', { name: 'Add page' }).click();

    // The condition: an error in plain words at once, then key completion.
    await page.getByRole('treeitem', { name: 'string (string)' }).click();
    const visibleIf = field('pages.0.sections.1.question.visibleIf');
    await visibleIf.fill("{radio} = 'yes' and");
    await expect(page.locator('#field-pages_0_sections_1_question_visibleIf-error').textContent()).resolves.toMatch(/at character \d+/);
    await visibleIf.fill('');
    await visibleIf.pressSequentially('{ra');
    await expect(page.getByRole('option', { name: '{radio}' }).isVisible()).resolves.toBe(true);
    await visibleIf.press('Enter');
    await visibleIf.pressSequentially(" = 'yes'");
    await expect(visibleIf.inputValue()).resolves.toBe("{radio} = 'yes'");
    await expect(visibleIf.getAttribute('aria-invalid')).resolves.toBe('false');
    await page.getByRole('treeitem', { name: 'radio (radio)' }).click();
    await expect(page.locator('.studio-logic-summary').textContent()).resolves.toMatch(/Used by.*string · visibleIf.*Fills the texts.*string · label/);

    // Keyboard: move the selected question down, undo and redo with the keys.
    const radioButton = page.getByRole('treeitem', { name: 'radio (radio)' });
    await radioButton.focus();
    await page.keyboard.press('Alt+ArrowDown');
    // The tree's elements by their names, in order.
    const order = () => page.locator('[role="treeitem"][data-tree-id]').evaluateAll((items) => items.map((item) => document.getElementById(item.getAttribute('aria-labelledby')!)!.textContent));
    await expect(order()).resolves.toEqual(['Page page_1', 'string (string)', 'radio (radio)', 'Page page']);
    await page.keyboard.press('Control+z');
    await expect(order()).resolves.toEqual(['Page page_1', 'radio (radio)', 'string (string)', 'Page page']);
    await page.keyboard.press('Control+y');
    await page.keyboard.press('Control+z');

    // Drag the new page before the first one.
    await page.locator('[data-tree-id="pages[1]"] > .studio-tree__row').dragTo(page.locator('[data-tree-id="pages[0]"] > .studio-tree__row'));
    await expect(order()).resolves.toEqual(['Page page', 'Page page_1', 'radio (radio)', 'string (string)']);
    await page.getByRole('button', { name: 'Undo' }).click();

    // The preview follows the selection: the other page, then the radio question's page again.
    const preview = page.getByTestId('preview-frame');
    await page.getByRole('treeitem', { name: 'Page page', exact: true }).click();
    await preview.locator('[data-question-key="radio"]').waitFor({ state: 'detached' });
    await page.getByRole('treeitem', { name: 'radio (radio)' }).click();
    await expect(preview.locator('[data-question-key="radio"]').isVisible()).resolves.toBe(true);
    // Answers can be typed, and the condition shows the supplier question.
    await expect(preview.getByText('Your supplier').count()).resolves.toBe(0);
    await preview.getByRole('radio', { name: 'yes' }).check();
    await expect(preview.getByRole('textbox', { name: 'Your supplier, yes' }).isVisible()).resolves.toBe(true);
    await page.getByLabel('Phone').check();
    await expect(preview.evaluate((element) => element.getBoundingClientRect().width)).resolves.toBeLessThanOrEqual(375);
    await expectNoAxeViolations();
  });

  it('moves through the structure as an ARIA tree: one Tab stop, arrows, closing and opening, type-ahead, Enter', async () => {
    const focused = () => page.evaluate(() => {
      const item = document.activeElement!;
      return `${item.getAttribute('role')} ${document.getElementById(item.getAttribute('aria-labelledby') ?? '')?.textContent} level ${item.getAttribute('aria-level')} expanded ${item.getAttribute('aria-expanded')}`;
    });
    await expect(page.locator('[role="tree"] [tabindex="0"]').count()).resolves.toBe(1);
    await page.getByRole('treeitem', { name: 'Survey settings' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(focused()).resolves.toBe('treeitem Page page_1 level 1 expanded true');
    await page.keyboard.press('ArrowRight');
    await expect(focused()).resolves.toBe('treeitem radio (radio) level 2 expanded null');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(focused()).resolves.toBe('treeitem Page page_1 level 1 expanded false');
    await expect(page.getByRole('treeitem', { name: 'radio (radio)' }).count()).resolves.toBe(0);
    await page.keyboard.press('ArrowDown');
    await expect(focused()).resolves.toBe('treeitem Page page level 1 expanded true');
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    await expect(focused()).resolves.toBe('treeitem Page page_1 level 1 expanded true');
    await page.keyboard.press('s');
    await expect(focused()).resolves.toBe('treeitem string (string) level 2 expanded null');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('treeitem', { name: 'string (string)' }).getAttribute('aria-selected')).resolves.toBe('true');
    await expect(page.getByRole('heading', { name: /^Settings of string/ }).isVisible()).resolves.toBe(true);
    await expect(page.locator('[role="tree"] [tabindex="0"]').count()).resolves.toBe(1);
    await expectNoAxeViolations();

  });

  it('translates through an exported CSV file and refuses to export a definition with problems', async () => {
    await page.getByRole('treeitem', { name: 'Survey settings' }).click();
    await field('languages').fill('en\nnl');
    await page.getByRole('tab', { name: 'Translations' }).click();
    await expect(page.getByRole('columnheader', { name: /^nl/ }).textContent()).resolves.toContain('2 missing');
    await expectNoAxeViolations();

    const [csvDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    const csv = (await downloaded(csvDownload)).replace('Do you have a contract?,', 'Do you have a contract?,Heb je een contract?').replace('"Your supplier, {{radio}}",', '"Your supplier, {{radio}}","Je leverancier, {{radio}}"');
    await page.getByText('Import CSV').locator('input').setInputFiles({ name: 'texts.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('status').filter({ hasText: '2 texts changed.' }).waitFor();
    await expect(page.getByRole('columnheader', { name: /^nl/ }).textContent()).resolves.toContain('0 missing');

    // A key used twice is a problem: shown at its element, and the export refuses.
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByRole('treeitem', { name: 'string (string)' }).click();
    await field('pages.0.sections.1.question.key').fill('radio');
    await expect(page.getByRole('treeitem', { name: 'radio (string) 1 problem' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('region', { name: 'Problems' }).textContent()).resolves.toContain('The key "radio" is already used');
    await page.getByRole('button', { name: 'Export JSON' }).click();
    await expect(page.getByRole('status').textContent()).resolves.toContain('Export refused');
    await page.getByRole('button', { name: 'Undo' }).click();
  });

  it('opens a folder of text files, refuses a dropped placeholder and a broken file without losing edits, and saves', async () => {
    await page.getByRole('button', { name: 'Text files' }).click();
    await expect(page.getByRole('button', { name: 'Text files' }).getAttribute('aria-pressed')).resolves.toBe('true');
    // The questionnaire's own text folder, copied: the studio reads it through the folder picker's input.
    const folder = join(await mkdtemp(join(tmpdir(), 'studio-texts-')), 'i18n');
    await cp(TEXTS_FOLDER, folder, { recursive: true });
    const jsonFiles = (await readdir(folder, { recursive: true })).filter((name) => name.endsWith('.json'));
    await page.locator('#studio-text-folder').setInputFiles(folder);
    await page.getByRole('status').filter({ hasText: `Opened ${jsonFiles.length} text files.` }).waitFor();
    for (const part of ['entry', 'views', 'results']) await expect(page.getByRole('heading', { name: part, exact: true }).isVisible()).resolves.toBe(true);

    // A text with a placeholder loses it: marked at once, in words, and the save refuses.
    const countText = page.getByLabel('intro.text_other (nl)');
    const original = await countText.inputValue();
    await countText.fill(original.replace('{{count}} ', ''));
    await expect(page.getByText('Keep {{count}}: the app fills it in here.').isVisible()).resolves.toBe(true);
    await expect(countText.getAttribute('aria-invalid')).resolves.toBe('true');
    await page.getByRole('button', { name: 'Download changed files' }).click();
    await page.getByRole('status').filter({ hasText: 'Nothing saved: 1 text needs a fix first.' }).waitFor();
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).resolves.toBe('true');
    await countText.fill(original.replace('Beantwoord', 'Geef antwoord op'));

    // A broken file opens nothing and keeps what was typed.
    await page.getByText('Choose files').locator('input').setInputFiles({ name: 'nl.json', mimeType: 'application/json', buffer: Buffer.from('{ "intro": ') });
    await page.getByRole('status').filter({ hasText: 'Nothing opened, your edits are kept: nl.json is not valid JSON' }).waitFor();
    await expect(countText.inputValue()).resolves.toBe(original.replace('Beantwoord', 'Geef antwoord op'));
    // Axe on the grid narrowed by the search (the whole grid is the same rows, many times over).
    await page.getByLabel('Find a text or key').fill('intro.');
    await expect(page.locator('.studio-textfiles tbody tr').count()).resolves.toBeLessThan(20);
    await expectNoAxeViolations();
    await page.getByLabel('Find a text or key').fill('');

    // Without a folder handle, the changed file is downloaded: the repository's file with that one line changed.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download changed files' }).click()]);
    expect(download.suggestedFilename()).toBe('entry-nl.json');
    const before = (await readFile(join(folder, 'entry/nl.json'), 'utf8')).split('\n');
    const after = (await downloaded(download)).split('\n');
    expect(after.length).toBe(before.length);
    expect(after.filter((line, i) => line !== before[i])).toEqual([`    "text_other": ${JSON.stringify(original.replace('Beantwoord', 'Geef antwoord op'))},`]);
    await page.getByRole('status').filter({ hasText: 'Downloaded 1 file: entry-nl.json → entry/nl.json.' }).waitFor();

    // With the File System Access API, the folder is written in place (here a folder of the origin's private file system).
    await page.evaluate(async (files) => {
      const root = await navigator.storage.getDirectory();
      const i18n = await root.getDirectoryHandle('i18n', { create: true });
      for (const [path, text] of Object.entries(files)) {
        const [part, name] = path.split('/') as [string, string];
        const handle = await (await i18n.getDirectoryHandle(part, { create: true })).getFileHandle(name, { create: true });
        const writable = await handle.createWritable();
        await writable.write(text);
        await writable.close();
      }
      (window as unknown as { showDirectoryPicker(): Promise<FileSystemDirectoryHandle> }).showDirectoryPicker = async () => i18n;
    }, { 'entry/nl.json': after.join('\n'), 'entry/fr.json': await readFile(join(folder, 'entry/fr.json'), 'utf8') });
    await page.getByRole('button', { name: 'Open folder' }).click();
    await page.getByRole('status').filter({ hasText: 'Opened 2 text files.' }).waitFor();
    await page.getByLabel('footer.initiative (fr)').fill('Une initiative des coopératives');
    await page.getByRole('button', { name: 'Save changed files' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved 1 file: entry/fr.json.' }).waitFor();
    const written = await page.evaluate(async () => {
      const i18n = await (await navigator.storage.getDirectory()).getDirectoryHandle('i18n');
      return (await (await (await i18n.getDirectoryHandle('entry')).getFileHandle('fr.json')).getFile()).text();
    });
    expect(JSON.parse(written).footer.initiative).toBe('Une initiative des coopératives');
    await page.getByRole('button', { name: 'Text files' }).click();
    await expect(page.getByRole('treeitem', { name: 'Survey settings' }).isVisible()).resolves.toBe(true);
  }, 60_000);

  it('exports JSON that opens again and exports identically', async () => {
    const [first] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export JSON' }).click()]);
    const json = await downloaded(first);
    const definition = JSON.parse(json);
    expect(definition.pages[0].sections[0].question).toMatchObject({ type: 'radio', label: { en: 'Do you have a contract?', nl: 'Heb je een contract?' } });
    expect(definition.pages[0].sections[1].question.visibleIf).toBe("{radio} = 'yes'");

    await page.getByRole('button', { name: 'New survey' }).click();
    await page.getByText('Open file').locator('input').setInputFiles({ name: 'survey.json', mimeType: 'application/json', buffer: Buffer.from(json) });
    await page.getByRole('status').filter({ hasText: 'Opened new-survey.' }).waitFor();
    const [second] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export JSON' }).click()]);
    expect(await downloaded(second)).toBe(json);

    // The draft on the device survives a reload.
    await page.reload();
    await expect(page.getByRole('treeitem', { name: 'radio (radio)' }).isVisible()).resolves.toBe(true);

    // Bad JSON is refused in plain words and the pasted text stays.
    await page.getByRole('button', { name: 'Paste JSON' }).click();
    await page.getByLabel('Definition as JSON').fill('{ "key": ');
    await page.getByRole('button', { name: 'Open pasted JSON' }).click();
    await page.getByRole('status').filter({ hasText: 'Could not open: This is not valid JSON' }).waitFor();
    await expect(page.getByLabel('Definition as JSON').inputValue()).resolves.toBe('{ "key": ');

    // A change not exported: closing the page asks first.
    await page.getByRole('button', { name: 'Add page' }).click();
    const asked = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const dialog = await asked;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.dismiss();
    expect(consoleErrors).toEqual([]);
  });

  it('is deployed with the headers it was tested with', async () => {
    const netlify = await readFile(new URL('../netlify.toml', import.meta.url), 'utf8');
    for (const [name, value] of Object.entries(STUDIO_HEADERS)) expect(netlify).toContain(`${name} = "${value}"`);
  });
});
