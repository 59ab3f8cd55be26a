/**
 * Export memory benchmark: seeds 100,000 real-looking responses (bench/seed.mjs) into the embedded database in a
 * temporary folder on disk, or with `--large N` N responses of 1 MiB of answers each and 100 kB of page visits (rows saved
 * before the answer limits, or imported: the worst shape for an export; test/large-responses.ts), then downloads the CSV and the JSON Lines export over HTTP
 * (discarding the bytes), each alone and then three at once (one CSV, two JSON Lines), while sampling the process's resident memory every 50 ms and while a visitor saves a
 * response again and again (its latency is the questionnaire's during an export). Server and download share this
 * process, so the peak covers both. `--db` chooses the databases: the embedded one in a temporary folder on disk,
 * and a throwaway PostgreSQL 15 cluster (test/postgres.ts; PG_TEST_URL points it at an existing server instead).
 *
 * `--cases` chooses the downloads (csv, jsonl, three: the three at once, slow: read at 20 MiB/s; all by default).
 *
 *   pnpm --filter @treesponse/api run build && node --expose-gc bench/export.mjs [--count 100000] [--large 600] [--db pglite,postgres] [--cases csv,jsonl,three,slow]
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { runCommand, startApiServer } from '../dist/index.js';
import { seedLargeResponses } from '../test/large-responses.ts';
import { seedResponses } from './seed.mjs';

const { values } = parseArgs({
  options: { count: { type: 'string', default: '100000' }, large: { type: 'string', default: '0' }, db: { type: 'string', default: 'pglite,postgres' }, cases: { type: 'string', default: 'csv,jsonl,three,slow' } },
});
const LARGE = Number(values.large);
const COUNT = LARGE > 0 ? LARGE : Number(values.count);
const KEY = 'powercheck';
const mib = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

console.log(
  '| Database | Export | Size | Lines | Time | Peak resident memory (above the idle size right before it; above the idle size before the first export) | Visitor saves meanwhile: count, p50 / p99 / max | First byte after |\n|---|---|---:|---:|---:|---:|---:|---:|',
);
for (const database of values.db.split(',')) {
  let server;
  let cleanup;
  if (database === 'postgres') {
    const { startPostgres } = await import('../test/postgres.ts');
    const postgres = await startPostgres();
    server = await startApiServer({ databaseUrl: postgres.url, projects: [{ key: KEY, name: 'Powercheck' }], rateLimits: false });
    cleanup = () => postgres.stop();
  } else {
    const dataDir = await mkdtemp(join(tmpdir(), 'treesponse-export-bench-'));
    server = await startApiServer({ dataDir, projects: [{ key: KEY, name: 'Powercheck' }], rateLimits: false });
    cleanup = () => rm(dataDir, { recursive: true, force: true });
  }
  try {
    await measure(server, database === 'postgres' ? 'PostgreSQL 15' : 'embedded (PGlite, disk)');
  } finally {
    await server.close();
    await cleanup();
  }
}

async function measure(server, label) {
  if (LARGE > 0) await seedLargeResponses(server.db, KEY, LARGE);
  else await seedResponses(server.db, { projectKey: KEY, count: COUNT });
  for await (const _ of await runCommand(server.db, { command: 'admin create', user: 'bench', password: 'benchmark password', project: KEY })) void _;
  const login = await fetch(`${server.url}/admin/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'bench', password: 'benchmark password' }),
  });
  const cookie = login.headers.get('set-cookie').split(';')[0];
  const visitor = await fetch(`${server.apiUrl}/treesponders`, { method: 'POST', headers: { 'x-project-key': KEY } }).then((r) => r.json());
  const save = (body) =>
    fetch(`${server.apiUrl}/treesponses${body.id ? `/${body.id}` : ''}`, {
      method: body.id ? 'PATCH' : 'POST',
      headers: { 'x-project-key': KEY, authorization: `Bearer ${visitor.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ answers: body.answers }),
    });
  const { publicId } = await (await save({ answers: { price: '1' } })).json();
  globalThis.gc?.();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const firstIdle = process.memoryUsage().rss;
  console.error(`${label}: ${COUNT} responses seeded; resident memory before the exports (idle): ${mib(firstIdle)}`);
  // each format alone, then three downloads at once (one CSV and two JSON Lines: what a team clicking around does),
  // then one read as slowly as a download over a 160 Mbit/s line (the server must not read ahead of its client)
  const cases = {
    csv: { formats: ['csv'] },
    jsonl: { formats: ['jsonl'] },
    three: { formats: ['csv', 'jsonl', 'jsonl'] },
    slow: { formats: ['jsonl'], bytesPerSecond: 20 * 1024 * 1024 },
  };
  for (const { formats, bytesPerSecond } of values.cases.split(',').map((name) => cases[name])) {
    // idle again before each case, besides the idle size before the first: what the process kept of the case before
    // (the JavaScript engine's pages, the pool's connections) is then its resting size
    globalThis.gc?.();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const idle = process.memoryUsage().rss;
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
    let exporting = true;
    const latencies = [];
    const failures = [];
    const saving = (async () => {
      for (let n = 0; exporting; n++) {
        const started = performance.now();
        // a save that fails is counted (and the run exits 1 at the end), without stopping the exports
        const reply = await save({ id: publicId, answers: { price: String(n % 5) } }).catch((error) => ({ status: error.cause?.code ?? error.message }));
        if (reply.status === 204) latencies.push(performance.now() - started);
        else failures.push(reply.status);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const started = Date.now();
    const downloads = await Promise.all(formats.map((format) => download(server, cookie, format, bytesPerSecond)));
    clearInterval(sampler);
    exporting = false;
    await saving;
    latencies.sort((a, b) => a - b);
    const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))]?.toFixed(0);
    const bytes = downloads.reduce((sum, d) => sum + d.bytes, 0);
    console.log(
      `| ${label} | ${formats.length > 1 ? `${formats.join(' + ')} at once` : formats[0]}${bytesPerSecond ? `, read at ${mib(bytesPerSecond)}/s` : ''} | ${mib(bytes)} | ${downloads.map((d) => d.lines).join(' + ')} | ` +
        `${((Date.now() - started) / 1000).toFixed(1)} s | ${mib(peak)} (+${mib(peak - idle)} over ${mib(idle)}; +${mib(peak - firstIdle)} over the first idle) | ` +
        `${latencies.length}, ${at(0.5)} / ${at(0.99)} / ${latencies.at(-1)?.toFixed(0)} ms${failures.length > 0 ? `, ${failures.length} failed (${[...new Set(failures)].join(', ')})` : ''} | ` +
        `${downloads.map((d) => `${(d.firstByteMs / 1000).toFixed(1)} s`).join(' + ')} |`,
    );
    if (failures.length > 0) process.exitCode = 1;
    globalThis.gc?.();
  }
}

/**
 * Downloads one export over HTTP (at most `bytesPerSecond` when given), counting its bytes and lines and keeping none.
 * With node:http, which like a browser waits as long as the server takes: fetch gives up after 300 s without a byte,
 * and a CSV's first line waits for its columns, chosen by reading every response (minutes at 600 MiB, longer while
 * other exports take turns).
 */
function download(server, cookie, format, bytesPerSecond) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = get(`${server.url}/admin/api/projects/${KEY}/export.${format}`, { headers: { cookie } }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        return reject(new Error(`${format}: ${response.statusCode}`));
      }
      let bytes = 0;
      let lines = 0;
      let firstByteMs;
      response.on('data', (chunk) => {
        firstByteMs ??= performance.now() - started;
        bytes += chunk.length;
        for (const byte of chunk) if (byte === 10) lines++;
        const early = bytesPerSecond ? (bytes / bytesPerSecond) * 1000 - (performance.now() - started) : 0;
        if (early > 0) {
          response.pause();
          setTimeout(() => response.resume(), early);
        }
      });
      response.on('end', () => (response.complete ? resolve({ bytes, lines, firstByteMs }) : reject(new Error(`${format}: cut off after ${bytes} bytes`))));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}
