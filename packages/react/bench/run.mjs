// Benchmark of the survey view with 40 pages of 20 questions, in Chromium.
// Builds bench/index.html with Vite (production), serves it on 127.0.0.1 and reports median and p95 of
//  - Next: from the click on Next to the first animation frame after the next page is in the DOM;
//  - keystroke: from a key press in a text question to the first animation frame after the new value.
// Usage: node bench/run.mjs   (or pnpm run bench)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { launchChromium, serveStatic } from '@treesponse/browser-testing';
import { build } from 'vite';

const BENCH_DIR = fileURLToPath(new URL('.', import.meta.url));
const KEYSTROKES = 200;

function stats(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { n: sorted.length, median: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1] };
}

const format = ({ n, median, p95, max }) =>
  `median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${max.toFixed(1)} ms (n=${n})`;

const outDir = mkdtempSync(join(tmpdir(), 'treesponse-bench-'));
let browser;
let server;
try {
  await build({
    configFile: false,
    root: BENCH_DIR,
    logLevel: 'error',
    mode: 'production',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, rollupOptions: { input: join(BENCH_DIR, 'index.html') } },
  });
  server = await serveStatic(outDir);
  browser = await launchChromium();
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  const loadStart = Date.now();
  await page.goto(`${server.url}/index.html`);
  await page.waitForSelector('h1');
  const firstPageMs = Date.now() - loadStart;

  // Keystrokes in the first text question of page 1 (the other 19 questions stay on the page).
  await page.focus('textarea');
  for (let i = 0; i < KEYSTROKES; i += 1) {
    await page.keyboard.press(i % 2 === 0 ? 'a' : 'b');
    await page.waitForFunction((count) => window.bench.keystrokeSamples.length >= count, i + 1);
  }
  const keystrokes = await page.evaluate(() => window.bench.keystrokeSamples);
  const typed = await page.evaluate(() => window.bench.answer('p0_q2'));
  if (typeof typed !== 'string' || typed.length !== KEYSTROKES) throw new Error(`typed ${typed?.length} characters`);

  // Next on every page (39 page changes).
  const nextSamples = [];
  for (let i = 0; i < 39; i += 1) nextSamples.push(await page.evaluate(() => window.bench.measureNext()));
  const lastPage = await page.evaluate(() => window.bench.pageIndex());
  if (lastPage !== 39) throw new Error(`ended on page index ${lastPage}`);

  const result = {
    survey: '40 pages x 20 questions',
    firstPageLoadMs: firstPageMs,
    next: stats(nextSamples),
    keystroke: stats(keystrokes),
  };
  console.log(`Survey of 40 pages x 20 questions (Chromium ${browser.version()}, production build)`);
  console.log(`  first page shown after load: ${firstPageMs} ms`);
  console.log(`  Next -> next page painted:   ${format(result.next)}`);
  console.log(`  keystroke -> next frame:     ${format(result.keystroke)}`);
  console.log(JSON.stringify(result));
} finally {
  await browser?.close();
  await server?.close();
  rmSync(outDir, { recursive: true, force: true });
}
