/**
 * Dashboard benchmark: seeds 100,000 real-looking responses (bench/seed.mjs), logs in as an operator and measures
 * the dashboard's requests one after another (as one browser makes them): the session, the statistics without
 * filters and with each filter, on the embedded database (PGlite in a temporary folder on disk) and on a throwaway
 * PostgreSQL cluster (test/postgres.ts; PG_TEST_URL points it at an existing server instead).
 *
 *   pnpm --filter @treesponse/api run build && node bench/dashboard.mjs [--count 100000] [--requests 40] [--db pglite,postgres]
 *
 * Prints how long counting the backlog of seeded responses took (in the dashboard's slices, with the longest time
 * without new figures, the load average and the CPU time it cost, which depends less on the machine's load), then
 * p50, p95 and max per request kind and database (exits 1 when a request fails).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { runCommand, startApiServer, updateDashboardCounts } from '../dist/index.js';
import { cpuBetween, cpuSnapshot } from '../test/cpu.ts';
import { seedResponses } from './seed.mjs';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '100000' },
    requests: { type: 'string', default: '40' },
    db: { type: 'string', default: 'pglite,postgres' },
  },
});
const COUNT = Number(values.count);
const REQUESTS = Number(values.requests);
const KEY = 'powercheck';
const PASSWORD = 'benchmark password';
/** How long one dashboard request or live-refresh tick counts before it answers (admin/routes.ts). */
const COUNT_BUDGET_MS = 1500;


const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function measure(server) {
  const seedStarted = Date.now();
  await seedResponses(server.db, { projectKey: KEY, count: COUNT });
  await server.db.query('ANALYZE treesponses');
  const seedSeconds = (Date.now() - seedStarted) / 1000;
  console.error(`seeded ${COUNT} responses in ${seedSeconds.toFixed(1)} s`);
  for await (const _ of await runCommand(server.db, { command: 'admin create', user: 'bench', password: PASSWORD, project: KEY })) void _;
  const login = await fetch(`${server.url}/admin/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'bench', password: PASSWORD }),
  });
  if (!login.ok) throw new Error(`login: ${login.status}`);
  const cookie = login.headers.get('set-cookie').split(';')[0];
  // the dashboard counts every seeded response once, as an open dashboard does: in slices of COUNT_BUDGET_MS, each
  // answering with the figures so far (admin/rollup.ts); later requests count only the changes
  const { rows: projects } = await server.db.query('SELECT id FROM projects WHERE key = $1', [KEY]);
  const loadBefore = loadavg()[0];
  const cpuBefore = await cpuSnapshot(server.db);
  const firstStarted = performance.now();
  let slices = 0;
  let longestSlice = 0;
  let newestFirst = true;
  let previousUntil = null;
  for (let done = false; !done; ) {
    const sliceStarted = performance.now();
    const progress = await updateDashboardCounts(server.db, projects[0].id, COUNT_BUDGET_MS);
    longestSlice = Math.max(longestSlice, performance.now() - sliceStarted);
    slices += 1;
    // newest days first: what is still waiting is never newer than what waited before
    if (previousUntil && progress.pendingUntil && progress.pendingUntil > previousUntil) newestFirst = false;
    previousUntil = progress.pendingUntil;
    done = progress.complete;
  }
  const catchUpSeconds = (performance.now() - firstStarted) / 1000;
  const cpuSeconds = cpuBetween(cpuBefore, await cpuSnapshot(server.db)) / 1000;
  const backlog = { seconds: catchUpSeconds, cpuSeconds, slices, longestSlice: longestSlice / 1000, newestFirst, loadBefore, loadAfter: loadavg()[0] };
  console.error(`all responses counted in ${catchUpSeconds.toFixed(1)} s (CPU ${cpuSeconds.toFixed(1)} s)`);
  const week = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
  const today = new Date().toISOString().slice(0, 10);
  const scenarios = [
    ['session', '/admin/api/session'],
    ['stats, no filter', `/admin/api/projects/${KEY}/stats`],
    ['stats, language=fr', `/admin/api/projects/${KEY}/stats?language=fr`],
    ['stats, last 7 days', `/admin/api/projects/${KEY}/stats?from=${week}&to=${today}`],
    ['stats, version=v1, language=de', `/admin/api/projects/${KEY}/stats?version=v1&language=de`],
  ];
  const rows = [];
  for (const [name, path] of scenarios) {
    const times = [];
    for (let i = 0; i < REQUESTS + 3; i++) {
      const started = performance.now();
      const response = await fetch(`${server.url}${path}`, { headers: { cookie } });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${name}: ${response.status}`);
      if (i >= 3) times.push(performance.now() - started); // the first three warm the caches
    }
    times.sort((a, b) => a - b);
    console.error(`${name}: p95 ${percentile(times, 95).toFixed(0)} ms`);
    rows.push({ name, p50: percentile(times, 50), p95: percentile(times, 95), max: times[times.length - 1] });
  }
  return { seedSeconds, backlog, rows };
}

for (const kind of values.db.split(',')) {
  let server;
  let cleanup;
  if (kind === 'pglite') {
    const dataDir = await mkdtemp(join(tmpdir(), 'treesponse-dashboard-bench-'));
    server = await startApiServer({ dataDir, projects: [{ key: KEY, name: 'Powercheck' }], logError: console.error });
    cleanup = () => rm(dataDir, { recursive: true, force: true });
  } else {
    const { startPostgres } = await import('../test/postgres.ts');
    const postgres = await startPostgres();
    server = await startApiServer({ databaseUrl: postgres.url, projects: [{ key: KEY, name: 'Powercheck' }], logError: console.error });
    cleanup = () => postgres.stop();
  }
  try {
    const { seedSeconds, backlog, rows } = await measure(server);
    console.log(
      `\n${kind === 'pglite' ? 'Embedded database (PGlite, on disk)' : 'PostgreSQL'}: ${COUNT} responses (seeded in ${seedSeconds.toFixed(1)} s), ` +
        `${REQUESTS} requests each. Counting the backlog: ${backlog.seconds.toFixed(1)} s (CPU time of the server and database ` +
        `processes ${backlog.cpuSeconds.toFixed(1)} s) in ${backlog.slices} slices of ` +
        `${COUNT_BUDGET_MS / 1000} s, the longest ${backlog.longestSlice.toFixed(1)} s without new figures, ` +
        `${backlog.newestFirst ? 'newest days first' : 'NOT newest days first'}; load average ${backlog.loadBefore.toFixed(1)} before, ` +
        `${backlog.loadAfter.toFixed(1)} after (2 cores shared with other work)`,
    );
    console.log('| Request | p50 | p95 | max |\n|---|---:|---:|---:|');
    for (const row of rows) console.log(`| ${row.name} | ${row.p50.toFixed(0)} ms | ${row.p95.toFixed(0)} ms | ${row.max.toFixed(0)} ms |`);
  } finally {
    await server.close();
    await cleanup();
  }
}
