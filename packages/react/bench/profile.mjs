// CPU profiles of the benchmark page (bench/index.html, not minified) in Chromium: the first render of the 40 × 20
// survey (RUNS loads, default 5) and CHANGES clicks on Next (default 10), written as .cpuprofile files (open them in
// Chrome DevTools › Performance) with the functions that took the most time, per load and per page change.
// Usage: pnpm run build && node bench/profile.mjs [output folder]   (PAGES=1 profiles the one-page survey;
// SAVE=background the survey whose pages save in the background)
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openBench } from './build-page.mjs';

const output = resolve(process.argv[2] ?? join(tmpdir(), 'treesponse-profile'));
mkdirSync(output, { recursive: true });

/** Self time per function (µs), added over several profiles. */
function selfTimes(profile, into = new Map()) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  profile.samples.forEach((id, i) => {
    const { functionName, url, lineNumber, columnNumber } = byId.get(id).callFrame;
    const name = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber + 1}:${columnNumber + 1}`;
    into.set(name, (into.get(name) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  return into;
}

const summary = (times, runs, top = 30) =>
  [...times].sort((a, b) => b[1] - a[1]).slice(0, top)
    .map(([name, us]) => `${(us / 1000 / runs).toFixed(1).padStart(8)} ms  ${name}`).join('\n');

const bench = await openBench({ minify: false, keepBuild: Boolean(process.env.KEEP_BUILD) });
try {
  const { url, context } = bench;
  const pages = Number(process.env.PAGES ?? 40);
  const runs = Number(process.env.RUNS ?? 5);
  /** Opens the page with the profiler running from before navigation. */
  async function profiledPage() {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    await page.goto(`${url}/index.html?pages=${pages}${process.env.SAVE ? `&save=${process.env.SAVE}` : ''}`);
    await page.waitForFunction(() => window.bench?.firstRender.painted > 0);
    const { profile } = await cdp.send('Profiler.stop');
    return { page, cdp, profile };
  }
  const firstRender = new Map();
  const firstRenderTimes = [];
  for (let run = 0; run < runs; run += 1) {
    const { page, profile } = await profiledPage();
    writeFileSync(join(output, `first-render-${run}.cpuprofile`), JSON.stringify(profile));
    selfTimes(profile, firstRender);
    const { scriptStart, surveyCreated, painted } = await page.evaluate(() => window.bench.firstRender);
    firstRenderTimes.push(`${(surveyCreated - scriptStart).toFixed(1)} + ${(painted - surveyCreated).toFixed(1)} ms`);
    await page.close();
  }
  console.log(`First render (${pages} pages; createSurvey + the rest): ${firstRenderTimes.join(', ')}\nSelf time per run:\n${summary(firstRender, runs)}`);

  const changes = Number(process.env.CHANGES ?? 10);
  const { page, cdp } = await profiledPage();
  await cdp.send('Profiler.start');
  for (let index = 0; index < changes; index += 1) {
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForFunction((count) => window.bench.nextSamples.length >= count, index + 1);
  }
  const { profile } = await cdp.send('Profiler.stop');
  writeFileSync(join(output, 'next.cpuprofile'), JSON.stringify(profile));
  const samples = await page.evaluate(() => window.bench.nextSamples);
  console.log(`\n${changes} page changes: ${samples.map((ms) => ms.toFixed(1)).join(', ')} ms\nSelf time per change:\n${summary(selfTimes(profile), changes)}`);
  console.log(`\nProfiles in ${output}`);
} finally {
  await bench.close();
}
