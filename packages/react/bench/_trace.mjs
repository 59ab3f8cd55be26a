import { openBench } from './build-page.mjs';
const bench = await openBench({ minify: false });
const page = await bench.context.newPage();
await page.goto(`${bench.url}/index.html?pages=40`);
await page.waitForSelector('h1');
const cdp = await bench.context.newCDPSession(page);
const events = [];
cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing,v8.execute', transferMode: 'ReportEvents' });
for (let index = 0; index < 4; index += 1) {
  await page.getByLabel(`Question 1 of page ${index + 1}`, { exact: true }).fill('An');
  await page.waitForTimeout(200);
  await page.evaluate(() => performance.mark('before-next'));
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { name: `Page ${index + 2}`, exact: true }).waitFor();
  await page.waitForTimeout(200);
}
const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
await cdp.send('Tracing.end'); await done;
const clicks = events.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click');
const pid = clicks[0]?.pid, tid = clicks[0]?.tid;
for (const c of clicks) {
  const t0 = c.ts;
  const top = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.ts >= t0 - 3000 && e.ts < t0 + 40000 && ['RunTask', 'ThreadControllerImpl::RunTask'].includes(e.name)).sort((a,b)=>a.ts-b.ts);
  console.log('--- click at', (t0/1000).toFixed(1));
  for (const t of top) {
    if (t.dur < 300) continue;
    const kids = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + t.dur && e !== t && e.dur > 300 && !/RunTask/.test(e.name));
    console.log(`  +${((t.ts - t0) / 1000).toFixed(1)} ${(t.dur / 1000).toFixed(1)}ms:`, kids.slice(0, 10).map((k) => `${k.name}${k.args?.data?.type ? '(' + k.args.data.type + ')' : ''}${k.args?.data?.functionName ? '(' + k.args.data.functionName + ')' : ''} ${(k.dur / 1000).toFixed(1)}`).join(', '));
  }
}
await bench.close();
