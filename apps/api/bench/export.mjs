/**
 * Export memory benchmark: seeds 100,000 real-looking responses (bench/seed.mjs) into the embedded database in a
 * temporary folder on disk, then downloads the CSV and the JSON Lines export over HTTP (discarding the bytes) while
 * sampling the process's resident memory every 50 ms. Server and download share this process, so the peak covers both.
 *
 *   pnpm --filter @treesponse/api run build && node bench/export.mjs [--count 100000]
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { runCommand, startApiServer } from '../dist/index.js';
import { seedResponses } from './seed.mjs';

const { values } = parseArgs({ options: { count: { type: 'string', default: '100000' } } });
const COUNT = Number(values.count);
const KEY = 'powercheck';
const mib = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

const dataDir = await mkdtemp(join(tmpdir(), 'treesponse-export-bench-'));
const server = await startApiServer({ dataDir, projects: [{ key: KEY, name: 'Powercheck' }] });
try {
  await seedResponses(server.db, { projectKey: KEY, count: COUNT });
  for await (const _ of await runCommand(server.db, { command: 'admin create', user: 'bench', password: 'benchmark password', project: KEY })) void _;
  const login = await fetch(`${server.url}/admin/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'bench', password: 'benchmark password' }),
  });
  const cookie = login.headers.get('set-cookie').split(';')[0];
  globalThis.gc?.();
  console.log(`${COUNT} responses seeded; resident memory before the exports: ${mib(process.memoryUsage().rss)}`);
  console.log('| Export | Size | Lines | Time | Peak resident memory during the export |\n|---|---:|---:|---:|---:|');
  for (const format of ['csv', 'jsonl']) {
    let peak = process.memoryUsage().rss;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
    const started = Date.now();
    const response = await fetch(`${server.url}/admin/api/projects/${KEY}/export.${format}`, { headers: { cookie } });
    if (!response.ok) throw new Error(`${format}: ${response.status}`);
    let bytes = 0;
    let lines = 0;
    for await (const chunk of response.body) {
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 10) lines++;
    }
    clearInterval(sampler);
    console.log(`| ${format} | ${mib(bytes)} | ${lines} | ${((Date.now() - started) / 1000).toFixed(1)} s | ${mib(peak)} |`);
  }
} finally {
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
}
