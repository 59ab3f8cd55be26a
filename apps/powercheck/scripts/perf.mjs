#!/usr/bin/env node
/**
 * Measures the production build (run the build first):
 * 1. First-load size: the JS and CSS index.html loads by itself (entry script, its modulepreloads and static
 *    imports, stylesheets), gzip level 9, as served.
 * 2. What the intro page really fetches in Chromium until the network is idle (adds the language's texts, the
 *    supplier banner and the survey code, which load in parallel after the entry).
 * 3. Lighthouse (mobile preset, simulated throttling) on the intro page: performance, accessibility, LCP, TBT.
 *
 *   node scripts/perf.mjs [--skip-lighthouse] [--path /nl] [--json]
 * CHROME_PATH (default /usr/bin/chromium) selects the browser.
 */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_PATH, launchChromium } from '@treesponse/browser-testing';
import { startServer } from './serve.mjs';

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const distDir = join(appDir, 'dist');
const BUDGET_BYTES = 100 * 1024;

const { values } = parseArgs({
  options: {
    'skip-lighthouse': { type: 'boolean', default: false },
    path: { type: 'string', default: '/nl' },
    json: { type: 'boolean', default: false },
  },
});

const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

async function gzipSize(file) {
  return gzipSync(await readFile(join(distDir, file)), { level: 9 }).length;
}

/** Static imports of a built module: `import … from "./x.js"` and `import "./x.js"` (not import()). */
function staticImports(code) {
  const found = new Set();
  for (const match of code.matchAll(/(?:^|[;\s}])import\s*(?:[^'"();]*?\sfrom\s*)?["']([^"']+)["']/g)) found.add(match[1]);
  return [...found];
}

/** The entry closure of index.html: every JS and CSS file needed before anything is lazily loaded. */
export async function firstLoad() {
  const html = await readFile(join(distDir, 'index.html'), 'utf8');
  const js = new Set();
  const css = new Set();
  for (const match of html.matchAll(/<script[^>]*type="module"[^>]*src="\/([^"]+)"/g)) js.add(match[1]);
  for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/([^"]+)"/g)) js.add(match[1]);
  for (const match of html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="\/([^"]+)"/g)) css.add(match[1]);
  const queue = [...js];
  while (queue.length > 0) {
    const file = queue.shift();
    const code = await readFile(join(distDir, file), 'utf8');
    for (const specifier of staticImports(code)) {
      if (!specifier.startsWith('.')) continue;
      const resolved = join(dirname(file), specifier).replace(/\\/g, '/');
      if (!js.has(resolved)) {
        js.add(resolved);
        queue.push(resolved);
      }
    }
  }
  const files = [];
  for (const file of js) files.push({ file, kind: 'js', gzip: await gzipSize(file) });
  for (const file of css) files.push({ file, kind: 'css', gzip: await gzipSize(file) });
  const sum = (kind) => files.filter((entry) => !kind || entry.kind === kind).reduce((total, entry) => total + entry.gzip, 0);
  return { files, js: sum('js'), css: sum('css'), total: sum() };
}

/** Every JS and CSS file the page fetches until the network is idle, with its gzip size. */
async function fetchedByPage(url) {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const files = new Set();
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (/\.(js|css)$/.test(path)) files.add(path.slice(1));
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const entries = [];
    for (const file of files) entries.push({ file, gzip: await gzipSize(file) });
    return { files: entries, total: entries.reduce((total, entry) => total + entry.gzip, 0) };
  } finally {
    await browser.close();
  }
}

async function lighthouse(url) {
  const bin = join(appDir, 'node_modules/.bin/lighthouse');
  const { stdout } = await promisify(execFile)(
    bin,
    [url, '--output=json', '--quiet', '--only-categories=performance,accessibility', '--chrome-flags=--headless --no-sandbox --disable-gpu'],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(stdout);
  return {
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    lcpMs: Math.round(report.audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(report.audits['total-blocking-time'].numericValue),
    fcpMs: Math.round(report.audits['first-contentful-paint'].numericValue),
    cls: Number(report.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    formFactor: report.configSettings.formFactor,
  };
}

async function main() {
  const first = await firstLoad();
  const server = await startServer({ env: {}, offline: true });
  let fetched;
  let lighthouseResult = null;
  try {
    fetched = await fetchedByPage(`${server.url}${values.path}`);
    if (!values['skip-lighthouse']) lighthouseResult = await lighthouse(`${server.url}${values.path}`);
  } finally {
    await server.close();
  }
  const result = { firstLoad: first, fetchedByIntro: fetched, lighthouse: lighthouseResult, budgetBytes: BUDGET_BYTES };
  if (values.json) {
    console.log(JSON.stringify(result, null, 2));
  } else {
    console.log('First load (index.html: entry, modulepreloads, static imports, stylesheets), gzip -9:');
    for (const entry of first.files) console.log(`  ${entry.kind.padEnd(3)} ${kB(entry.gzip).padStart(9)}  ${entry.file}`);
    console.log(`  JS ${kB(first.js)} + CSS ${kB(first.css)} = ${kB(first.total)} (budget ${kB(BUDGET_BYTES)}: ${first.total <= BUDGET_BYTES ? 'within' : 'OVER'})`);
    console.log(`\nFetched by ${values.path} until network idle (JS + CSS, gzip -9): ${kB(fetched.total)}`);
    for (const entry of fetched.files) console.log(`  ${kB(entry.gzip).padStart(9)}  ${entry.file}`);
    if (lighthouseResult) {
      console.log(`\nLighthouse (${lighthouseResult.formFactor}, simulated throttling) on ${values.path}:`);
      console.log(`  performance ${lighthouseResult.performance}, accessibility ${lighthouseResult.accessibility}`);
      console.log(`  LCP ${lighthouseResult.lcpMs} ms, TBT ${lighthouseResult.tbtMs} ms, FCP ${lighthouseResult.fcpMs} ms, CLS ${lighthouseResult.cls}`);
    }
  }
  if (first.total > BUDGET_BYTES) process.exitCode = 1;
}

await main();
