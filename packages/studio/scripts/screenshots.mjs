#!/usr/bin/env node
// Screenshots of the built studio at 375 px and 1280 px, with the energy-check example opened: node scripts/screenshots.mjs [outDir]
import { mkdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { launchChromium, serveStatic } from '@treesponse/browser-testing';

const outDir = process.argv[2] ?? fileURLToPath(new URL('../screenshots/', import.meta.url));
await mkdir(outDir, { recursive: true });
const textsFolder = fileURLToPath(new URL('../../../apps/powercheck/src/i18n', import.meta.url));
const example = await readFile(new URL('../examples/energy-check.json', import.meta.url), 'utf8');
const server = await serveStatic(fileURLToPath(new URL('../dist/app', import.meta.url)));
const browser = await launchChromium();
try {
  for (const width of [375, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error('page error:', error.message));
    page.on('console', (message) => message.type() === 'error' && console.error('console:', message.text()));
    await page.goto(`${server.url}/`);
    await page.getByRole('button', { name: 'Paste JSON' }).click();
    await page.getByLabel('Definition as JSON').fill(example);
    await page.getByRole('button', { name: 'Open pasted JSON' }).click();
    await page.getByRole('treeitem', { name: /^contract/ }).click();
    await page.screenshot({ path: `${outDir}/studio-${width}.png` });
    await page.getByRole('tab', { name: 'Translations' }).click();
    await page.screenshot({ path: `${outDir}/studio-translations-${width}.png` });
    // The questionnaire's text files, one text changed so that its placeholder is missing.
    await page.getByRole('button', { name: 'Text files' }).click();
    await page.locator('#studio-text-folder').setInputFiles(textsFolder);
    await page.getByLabel('intro.text_other (nl)').fill('Beantwoord een paar korte vragen.');
    await page.getByLabel('intro.text_other (nl)').focus();
    await page.screenshot({ path: `${outDir}/studio-text-files-${width}.png` });
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
console.log(`screenshots in ${outDir}`);
