/**
 * Load benchmark on loopback against the embedded database (PGlite in a temporary data folder on disk):
 * treesponder creation, treesponse create and treesponse patch, each for a bounded time.
 *
 *   pnpm --filter @treesponse/api run build && node bench/load.mjs [--seconds 5] [--connections 10]
 *
 * Prints requests per second and p99 latency per scenario (and exits 1 if any request failed).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startApiServer } from '../dist/index.js';

const { values } = parseArgs({
  options: { seconds: { type: 'string', default: '5' }, connections: { type: 'string', default: '10' } },
});
const seconds = Math.min(30, Number(values.seconds));
const connections = Math.min(100, Number(values.connections));
const KEY = 'bench';

const dataDir = await mkdtemp(join(tmpdir(), 'treesponse-bench-'));
const server = await startApiServer({ dataDir, projects: [{ key: KEY, name: 'Benchmark' }] });

const body = (i) => ({
  completed: false,
  language: 'nl',
  optin_organisation: false,
  optin_project: true,
  page_visits: [{ index: 0, name: 'first page', order: 0 }],
  query: '',
  survey_version: 'v1',
  answers: { price: String((i % 5) + 1), source: '3', origin: '4', email_results: true },
  results: {},
  uploads_attributes: [],
});

async function post(path, token, payload) {
  const response = await fetch(`${server.apiUrl}${path}`, {
    method: 'POST',
    headers: { 'x-project-key': KEY, 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: payload ? JSON.stringify(payload) : undefined,
  });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return response.json();
}

// Tokens and treesponses to rotate through in the create and patch scenarios.
const treesponders = [];
for (let i = 0; i < 100; i++) treesponders.push(await post('/treesponders'));
const treesponses = [];
for (let i = 0; i < 100; i++) {
  const { token } = treesponders[i];
  treesponses.push({ token, id: (await post('/treesponses', token, body(i))).publicId });
}

function scenario(title, request) {
  let n = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: server.url,
        connections,
        duration: seconds,
        requests: [{ ...request, setupRequest: (req) => request.setup(req, n++) }],
      },
      (error, result) => (error ? reject(error) : resolve({ title, result })),
    );
  });
}

const json = { 'x-project-key': KEY, 'content-type': 'application/json' };
const runs = [];
runs.push(
  await scenario('POST /treesponders', { method: 'POST', path: '/api/v1/treesponders', setup: (req) => ({ ...req, headers: json }) }),
);
runs.push(
  await scenario('POST /treesponses', {
    method: 'POST',
    path: '/api/v1/treesponses',
    setup: (req, i) => ({
      ...req,
      headers: { ...json, authorization: `Bearer ${treesponders[i % treesponders.length].token}` },
      body: JSON.stringify(body(i)),
    }),
  }),
);
runs.push(
  await scenario('PATCH /treesponses/{id}', {
    method: 'PATCH',
    path: '/api/v1/treesponses/x',
    setup: (req, i) => {
      const { token, id } = treesponses[i % treesponses.length];
      return {
        ...req,
        path: `/api/v1/treesponses/${id}`,
        headers: { ...json, authorization: `Bearer ${token}` },
        body: JSON.stringify({ ...body(i), completed: true, results: { ecopower: 90 - (i % 10), engie: 40 } }),
      };
    },
  }),
);

const { rows } = await server.db.query('SELECT count(*)::int AS n FROM treesponses');
await server.close();
await rm(dataDir, { recursive: true, force: true });

console.log(`\nEmbedded database (PGlite, on disk), ${connections} connections, ${seconds} s per scenario, Node ${process.version}`);
console.log('| Scenario | Requests | Requests/s (mean) | Latency p50 | Latency p99 | Errors / non-2xx |');
console.log('|---|---:|---:|---:|---:|---:|');
let failed = 0;
for (const { title, result } of runs) {
  failed += result.errors + result.non2xx;
  console.log(
    `| ${title} | ${result.requests.total} | ${result.requests.average.toFixed(0)} | ${result.latency.p50} ms | ${result.latency.p99} ms | ${result.errors} / ${result.non2xx} |`,
  );
}
console.log(`\n${rows[0].n} treesponses in the database at the end.`);
process.exit(failed > 0 ? 1 : 0);
