/**
 * Counting a backlog with the dashboard open: seeds responses on the embedded database (PGlite on disk), opens the
 * dashboard in Chromium (its live refresh and its requests run as an operator's would) and measures how long until
 * every response is counted, polling the progress through the dashboard's own statistics request.
 *
 *   pnpm --filter @treesponse/api run build && node bench/dashboard-open.mjs [--count 10000]
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium } from '@treesponse/browser-testing';
import { runCommand, startApiServer } from '../dist/index.js';
import { seedResponses } from './seed.mjs';

const { values } = parseArgs({ options: { count: { type: 'string', default: '10000' } } });
const COUNT = Number(values.count);
const KEY = 'powercheck';
const PASSWORD = 'benchmark password';

const dataDir = await mkdtemp(join(tmpdir(), 'treesponse-dashboard-open-'));
const server = await startApiServer({ dataDir, projects: [{ key: KEY, name: 'Powercheck' }], logError: console.error });
const browser = await launchChromium();
try {
  await seedResponses(server.db, { projectKey: KEY, count: COUNT });
  await server.db.query('ANALYZE treesponses');
  for await (const _ of await runCommand(server.db, { command: 'admin create', user: 'bench', password: PASSWORD, project: KEY })) void _;
  const page = await browser.newPage();
  await page.goto(`${server.url}/admin/?project=${KEY}`);
  await page.locator('input[name="username"]').fill('bench');
  await page.locator('input[name="password"]').fill(PASSWORD);
  const loadBefore = loadavg()[0];
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  await page.locator('button[type="submit"]').click();
  await page.locator('[data-section="funnel"]').waitFor({ timeout: 120_000 });
  // the page's own requests show the progress; this polls the same way, as the dashboard's own request
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  for (;;) {
    const response = await fetch(`${server.url}/admin/api/projects/${KEY}/stats`, { headers: { cookie } }).catch((error) => {
      console.error(`progress request failed, asked again: ${error.cause?.code ?? error.message}`);
      return undefined;
    });
    const body = response ? await response.json() : {};
    if (body.complete) break;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  console.log(
    `Embedded database (PGlite, on disk): ${COUNT} responses counted with the dashboard open in Chromium in ${seconds.toFixed(1)} s ` +
      `(CPU time of the server process ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s); load average ${loadBefore.toFixed(1)} before, ` +
      `${loadavg()[0].toFixed(1)} after (2 cores shared with other work)`,
  );
} finally {
  await browser.close();
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
}
