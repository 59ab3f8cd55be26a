#!/usr/bin/env node
/**
 * Screenshots of the dashboard at 375 px and 1280 px wide, logged in, with 5,000 seeded real-looking responses
 * (bench/seed.mjs), in every language, plus a view filtered on a region and compared with the previous period, a
 * view of the last two weeks' completed responses with ecopower first and price scored 5, the same filters over the
 * whole period refused as too large (the bound set to half the seeded responses, to show it), the login page and the
 * page an operator sees when access to the project is revoked while the dashboard is open. Run the build first. Written to screenshots/ (not
 * committed). Fails (exit 1) when a page is wider than the window or axe finds a WCAG 2.2 AA violation.
 *
 *   node scripts/screenshots.mjs [--lang en,nl,fr,de] [--width 375,1280] [--count 5000] [--out screenshots] [--labels FILE]
 *
 * `--labels` registers a project's survey definition, texts and result names (a JSON file, e.g. the one
 * `node scripts/dashboard-labels.mjs` at the repository root writes for powercheck), so the dashboard shows them.
 */
import { mkdir, readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { launchChromium, runAxe } from '@treesponse/browser-testing';
import { runCommand, startApiServer } from '../dist/index.js';
import { seedResponses } from '../bench/seed.mjs';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    lang: { type: 'string', default: 'en,nl,fr,de' },
    width: { type: 'string', default: '375,1280' },
    count: { type: 'string', default: '5000' },
    out: { type: 'string', default: join(apiDir, 'screenshots') },
    labels: { type: 'string' },
  },
});
const outDir = resolve(values.out);
await mkdir(outDir, { recursive: true });

const dashboard = values.labels ? JSON.parse(await readFile(values.labels, 'utf8')) : undefined;
const server = await startApiServer({
  projects: [{ key: 'powercheck', name: 'Powercheck', dashboard }],
  // views counted from the responses read at most half of them here, so the refusal of a view too large shows
  dashboard: { responseStatsLimits: { responses: Math.floor(Number(values.count) / 2), milliseconds: 20_000 } },
});
const browser = await launchChromium();
const problems = [];
try {
  await seedResponses(server.db, { projectKey: 'powercheck', count: Number(values.count) });
  for await (const _ of await runCommand(server.db, { command: 'admin create', user: 'campaign', password: 'screenshots only 123', project: 'powercheck' })) void _;
  for (const width of values.width.split(',').map(Number)) {
    for (const language of values.lang.split(',')) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, locale: language });
      const page = await context.newPage();
      page.on('pageerror', (error) => problems.push(`${language} ${width}: ${error.message}`));
      await page.goto(`${server.url}/admin/`);
      await page.getByLabel(/^(User name|Gebruikersnaam|Nom d'utilisateur|Benutzername)$/).waitFor();
      if (language === 'en') await shoot(page, `login-${width}`);
      await page.locator('input[name="username"]').fill('campaign');
      await page.locator('input[name="password"]').fill('screenshots only 123');
      await page.locator('button[type="submit"]').click();
      await page.locator('[data-section="funnel"]').waitFor();
      await shoot(page, `${language}-${width}-dashboard`);
      // the last two weeks in Flanders compared with the two weeks before, from the address as a shared view would open
      const day = (daysAgo) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(Date.now() - daysAgo * 86_400_000);
      await page.goto(`${server.url}/admin/?project=powercheck&from=${day(13)}&to=${day(0)}&region=BE-VLG&compare=previous`);
      await page.locator('[data-comparison]').waitFor();
      await page.locator('.total .change').first().waitFor();
      await shoot(page, `${language}-${width}-compared`);
      // completed responses with ecopower first and price scored 5: over the last two weeks, then over every day
      const filters = 'completed=true&top=ecopower&question=price&answer=5';
      await page.goto(`${server.url}/admin/?project=powercheck&from=${day(13)}&to=${day(0)}&${filters}`);
      await page.locator('[data-section="funnel"]').waitFor();
      await shoot(page, `${language}-${width}-filtered`);
      await page.goto(`${server.url}/admin/?project=powercheck&${filters}`);
      await page.locator('p.error[role="alert"]').waitFor();
      await shoot(page, `${language}-${width}-too-large`);
      // access taken away while the dashboard is open: the page says so and offers to log in again
      for await (const _ of await runCommand(server.db, { command: 'admin revoke', user: 'campaign', project: 'powercheck' })) void _;
      await page.getByRole('alert').getByRole('button').waitFor();
      await shoot(page, `${language}-${width}-access-ended`);
      await page.getByRole('alert').getByRole('button').click();
      await page.locator('input[name="username"]').waitFor();
      for await (const _ of await runCommand(server.db, { command: 'admin grant', user: 'campaign', project: 'powercheck' })) void _;
      await page.close();
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}

async function shoot(page, name) {
  const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  if (wide) problems.push(`${name}: wider than the window`);
  const violations = await runAxe(page);
  for (const violation of violations) problems.push(`${name}: axe ${violation.id} (${violation.nodes.length})`);
  await page.screenshot({ path: join(outDir, `${name}.png`), fullPage: true });
  console.log(`${name}.png`);
  // narrow pages are long: also in parts of 1000 px, readable at their real size
  const { width, height } = await page.evaluate(() => ({ width: window.innerWidth, height: document.documentElement.scrollHeight }));
  if (width < 600)
    for (let top = 0, part = 1; top < height; top += 1000, part++)
      await page.screenshot({ path: join(outDir, `${name}-part${part}.png`), fullPage: true, clip: { x: 0, y: top, width, height: Math.min(1000, height - top) } });
}
