// Benchmark of the survey view as a visitor feels it, in Chromium, on a consumer's production build.
// Builds bench/index.html with Vite (production, the built package by its name: build the package first), serves it
// on 127.0.0.1 and reports median and p95 of
//  - Next: from the click on Next (a real click by Playwright) to the paint after the next page is in the DOM; also to
//    the moment the page is committed and laid out, to the paint of the whole page (a long page shows its first
//    sections first: firstPaintSections), and the part of it spent waiting for the save (the offline transport); the
//    same with every page saved in the background (save: 'background'), where Next does not wait for the write;
//  - an IndexedDB write on the idle page (what the write costs on its own), and the wait for the save when the page is
//    submitted from a script (no input event);
//  - keystroke: from a key press in a text question to the first animation frame after the new value; also the work
//    alone, from the key press to the value committed and laid out (without the wait for the display's next frame);
//  - first render: from the start of the page's script to the paint of the first page, 40 × 20 against one page; also
//    to the first page committed and laid out (without the wait for the display's next frame).
// Every answer is given through the page: keystrokes in text questions and clicks on options, page after page.
// Usage: pnpm run build && node bench/run.mjs   (or pnpm run bench)
import { openBench } from './build-page.mjs';

const KEYSTROKES = 200;
const FIRST_RENDER_RUNS = 15;

function stats(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { n: sorted.length, median: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1] };
}

const format = ({ n, median, p95, max }) =>
  `median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${max.toFixed(1)} ms (n=${n})`;

const bench = await openBench();
try {
  const { url, browser, context } = bench;

  /**
   * Milliseconds from the start of the page's script to the paint of the first page (median of several loads), and to
   * the first page committed by React and laid out (the work, without the wait for the display's next frame), the
   * part of it spent creating the survey (the engine reading the definition) and the part the page spends building
   * its definition before that. Loads of the one-page and the 40-page survey alternate, so a change in the machine's
   * load during the run weighs on both alike.
   */
  async function firstRenders(sizes) {
    const samples = new Map(sizes.map((pages) => [pages, { total: [], committed: [], engine: [], definition: [] }]));
    for (let run = 0; run < FIRST_RENDER_RUNS; run += 1) {
      for (const pages of sizes) {
        const tab = await context.newPage();
        await tab.goto(`${url}/index.html?pages=${pages}`);
        await tab.waitForFunction(() => window.bench?.firstRender.painted > 0);
        const { scriptStart, definitionBuilt, surveyCreated, committed, painted } = await tab.evaluate(() => window.bench.firstRender);
        const into = samples.get(pages);
        into.total.push(painted - scriptStart);
        into.committed.push(committed - scriptStart);
        into.engine.push(surveyCreated - definitionBuilt);
        into.definition.push(definitionBuilt - scriptStart);
        await tab.close();
      }
    }
    return sizes.map((pages) => {
      const { total, committed, engine, definition } = samples.get(pages);
      return { ...stats(total), committed: stats(committed), createSurveyMedian: stats(engine).median, definitionMedian: stats(definition).median };
    });
  }
  const [firstRenderOnePage, firstRenderLarge] = await firstRenders([1, 40]);

  const page = await context.newPage();
  await page.goto(`${url}/index.html?pages=40`);
  await page.waitForSelector('h1');

  // Keystrokes in the first text area of page 1 (the other 19 questions stay on the page).
  await page.focus('textarea');
  for (let i = 0; i < KEYSTROKES; i += 1) {
    await page.keyboard.press(i % 2 === 0 ? 'a' : 'b');
    await page.waitForFunction((count) => window.bench.keystrokeSamples.length >= count, i + 1);
  }
  const typed = await page.evaluate(() => window.bench.answer('p0_q2'));
  if (typeof typed !== 'string' || typed.length !== KEYSTROKES) throw new Error(`typed ${typed?.length} characters`);

  /**
   * Answers every page as a visitor does (a name typed, an option and a checkbox clicked, then Next: 39 page changes)
   * and checks that the answers of the last page answered were kept.
   */
  async function answerEveryPage(page) {
    for (let index = 0; index < 39; index += 1) {
      const typedBefore = await page.evaluate(() => window.bench.keystrokeSamples.length);
      await page.getByLabel(`Question 1 of page ${index + 1}`, { exact: true }).pressSequentially('An');
      await page.waitForFunction((count) => window.bench.keystrokeSamples.length >= count, typedBefore + 2);
      await page.getByRole('radiogroup', { name: `Question 5 of page ${index + 1}` }).getByLabel('3').check();
      await page.getByLabel(`Question 7 of page ${index + 1}`, { exact: true }).check();
      await page.getByRole('button', { name: 'Next' }).click();
      await page.waitForFunction((count) => window.bench.wholePageSamples.length >= count, index + 1);
      await page.getByRole('heading', { name: `Page ${index + 2}`, exact: true }).waitFor();
    }
    const lastPage = await page.evaluate(() => window.bench.pageIndex());
    if (lastPage !== 39) throw new Error(`ended on page index ${lastPage}`);
    const answered = await page.evaluate(() => [window.bench.answer('p38_q0'), window.bench.answer('p38_q4'), window.bench.answer('p38_q6')]);
    if (JSON.stringify(answered) !== JSON.stringify(['An', '3', true])) throw new Error(`answers on page 39: ${JSON.stringify(answered)}`);
  }
  await answerEveryPage(page);

  // The same survey with every page saved in the background (`save: 'background'`): Next does not wait for the write.
  const backgroundPage = await context.newPage();
  await backgroundPage.goto(`${url}/index.html?pages=40&save=background`);
  await backgroundPage.waitForSelector('h1');
  await answerEveryPage(backgroundPage);

  // What an IndexedDB write costs on its own, on the idle page.
  const writes = await page.evaluate(() => window.bench.indexedDbWrites(20));

  // The wait for the save when the page is submitted from a script instead of a click (no input event): 10 page
  // changes of the unanswered survey, which has no required question.
  const scripted = await context.newPage();
  await scripted.goto(`${url}/index.html?pages=40`);
  await scripted.waitForSelector('h1');
  const scriptedSaveWaits = await scripted.evaluate(async () => {
    const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
    for (let change = 0; change < 10; change += 1) {
      const before = window.bench.pageIndex();
      document.querySelector('form').requestSubmit();
      while (window.bench.pageIndex() === before) await pause(5);
      await pause(100);
    }
    return window.bench.saveWaits;
  });
  if ((await scripted.evaluate(() => window.bench.pageIndex())) !== 10) throw new Error('the scripted submits did not reach page 11');

  const result = {
    survey: '40 pages x 20 questions',
    next: stats(await page.evaluate(() => window.bench.nextSamples)),
    nextCommitted: stats(await page.evaluate(() => window.bench.nextCommittedSamples)),
    nextWholePage: stats(await page.evaluate(() => window.bench.wholePageSamples)),
    saveWait: stats(await page.evaluate(() => window.bench.saveWaits)),
    nextSavedInBackground: stats(await backgroundPage.evaluate(() => window.bench.nextSamples)),
    nextCommittedSavedInBackground: stats(await backgroundPage.evaluate(() => window.bench.nextCommittedSamples)),
    indexedDbWrite: stats(writes),
    saveWaitScripted: stats(scriptedSaveWaits),
    keystroke: stats(await page.evaluate(() => window.bench.keystrokeSamples)),
    keystrokeWork: stats(await page.evaluate(() => window.bench.keystrokeWorkSamples)),
    firstRenderOnePage,
    firstRenderLarge,
    firstRenderRatio: firstRenderLarge.median / firstRenderOnePage.median,
    firstRenderCommittedRatio: firstRenderLarge.committed.median / firstRenderOnePage.committed.median,
  };
  console.log(`Survey of 40 pages x 20 questions (Chromium ${browser.version()}, production build, answered through the page)`);
  console.log(`  Next -> next page painted:     ${format(result.next)}`);
  console.log(`  Next -> committed, laid out:   ${format(result.nextCommitted)}`);
  console.log(`  Next -> whole page painted:    ${format(result.nextWholePage)}`);
  console.log(`  ... waiting for the save:      ${format(result.saveWait)}`);
  console.log(`  Next -> painted, save in the background: ${format(result.nextSavedInBackground)}`);
  console.log(`  Next -> committed, save in the background: ${format(result.nextCommittedSavedInBackground)}`);
  console.log(`  IndexedDB write, page idle:    ${format(result.indexedDbWrite)}`);
  console.log(`  waiting for the save, page submitted from a script: ${format(result.saveWaitScripted)}`);
  console.log(`  keystroke -> next frame:       ${format(result.keystroke)}`);
  console.log(`  keystroke -> committed, laid out: ${format(result.keystrokeWork)}`);
  const created = ({ createSurveyMedian, definitionMedian }) =>
    `, of which createSurvey ${createSurveyMedian.toFixed(1)} ms and the page building its definition ${definitionMedian.toFixed(1)} ms (medians)`;
  console.log(`  first render, one page:        ${format(firstRenderOnePage)}${created(firstRenderOnePage)}`);
  console.log(`  first render, 40 x 20:         ${format(firstRenderLarge)}${created(firstRenderLarge)}`);
  console.log(`  first render ratio (medians):  ${result.firstRenderRatio.toFixed(2)}`);
  console.log(`  first render -> committed, laid out, one page: ${format(firstRenderOnePage.committed)}`);
  console.log(`  first render -> committed, laid out, 40 x 20: ${format(firstRenderLarge.committed)}`);
  console.log(`  first render ratio, committed (medians): ${result.firstRenderCommittedRatio.toFixed(2)}`);
  console.log(JSON.stringify(result));
} finally {
  await bench.close();
}
