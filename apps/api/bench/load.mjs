/**
 * Load benchmark on loopback: treesponder creation, treesponse create and treesponse patch, each for a bounded time,
 * against API servers started as separate processes (the built CLI), as in production.
 *
 *   pnpm --filter @treesponse/api run build
 *   node bench/load.mjs [--seconds 5] [--connections 50] [--database embedded|postgres] [--instances 1|2]
 *
 * --database postgres starts a throwaway PostgreSQL cluster with the Debian binaries (/usr/lib/postgresql/{major}/bin;
 * PG_BENCH_URL uses an existing server instead). --instances 2 runs two servers on that database and splits the
 * connections between them, like a load balancer. Abuse limits are off (all requests come from one address);
 * --count-limits counts them with limits too high to refuse anything, to measure what counting costs.
 * Prints requests per second, p99 latency, the CPU time a request costs the server and database processes and, with
 * PostgreSQL, the bytes of write-ahead log it writes, per scenario (and exits 1 if any request failed).
 */
import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { clusterPids, processCpuMs } from '../test/cpu.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '50' },
    database: { type: 'string', default: 'embedded' },
    instances: { type: 'string', default: '1' },
    // count the abuse limits (set too high to refuse anything) to measure what counting costs
    'count-limits': { type: 'boolean', default: false },
  },
});
const seconds = Math.min(30, Number(values.seconds));
const connections = Math.min(200, Number(values.connections));
const instances = Math.max(1, Math.min(4, Number(values.instances)));
const usePostgres = values.database === 'postgres';
if (!usePostgres && instances > 1) throw new Error('--instances above 1 needs --database postgres');
const KEY = 'bench';
const run = promisify(execFile);
const cli = join(dirname(fileURLToPath(import.meta.url)), '..', 'bin', 'treesponse-api.js');
const cleanups = [];
/** The data folder of the throwaway cluster, whose processes' CPU time counts (see cpuSeconds). */
let clusterData;

/** A throwaway PostgreSQL cluster on a unix socket in a temporary folder. */
async function startPostgres() {
  if (process.env.PG_BENCH_URL) return process.env.PG_BENCH_URL;
  const root = '/usr/lib/postgresql';
  const major = existsSync(root) ? readdirSync(root).filter((name) => /^\d+$/.test(name)).sort((a, b) => b - a)[0] : undefined;
  if (!major) throw new Error('PostgreSQL binaries not found in /usr/lib/postgresql (or set PG_BENCH_URL)');
  const bin = join(root, major, 'bin');
  const dir = await mkdtemp(join(tmpdir(), 'treesponse-bench-pg-'));
  const owner = process.getuid?.() === 0 ? 'postgres' : null;
  const as = (command, args) => (owner ? run('runuser', ['-u', owner, '--', command, ...args]) : run(command, args));
  if (owner) {
    const uid = Number((await run('id', ['-u', owner])).stdout.trim());
    const gid = Number((await run('id', ['-g', owner])).stdout.trim());
    await chown(dir, uid, gid);
  }
  const data = join(dir, 'data');
  clusterData = data;
  const port = 20000 + Math.floor(Math.random() * 40000);
  await as(join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '-N']);
  await as(join(bin, 'pg_ctl'), ['-D', data, '-l', join(dir, 'server.log'), '-w', '-t', '30', '-o',
    `-c listen_addresses='' -k ${dir} -p ${port} -c max_connections=200`, 'start']);
  cleanups.push(async () => {
    await as(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']).catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  });
  return `postgresql://postgres@localhost/postgres?host=${encodeURIComponent(dir)}&port=${port}`;
}

/** One server process; resolves with its address once it listens. */
function startServer(env, dataDir) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, 'serve', '--port', '0', '--data-dir', dataDir, '--seed-project', KEY, '--project-name', 'Benchmark'], {
      env: { ...process.env, ...env, RATE_LIMITS: rateLimits },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /listening on (http:\/\/[\d.:]+)/.exec(output);
      if (match) resolve({ url: match[1], child });
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
    cleanups.push(async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
    });
  });
}

const LIMIT_NAMES = ['treespondersPerAddress', 'treesponsesPerAddress', 'savesPerTreesponder', 'codeAttemptsPerAddress',
  'codeAttemptsPerTreesponder', 'uploadBytesPerAddress', 'uploadBytesPerTreesponder'];
const rateLimits = values['count-limits'] ? JSON.stringify(Object.fromEntries(LIMIT_NAMES.map((name) => [name, 1e12]))) : 'off';

const dataDir = await mkdtemp(join(tmpdir(), 'treesponse-bench-'));
cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
const env = usePostgres
  ? { DATABASE_URL: await startPostgres(), TREESPONSE_SECRET: randomBytes(32).toString('hex') }
  : { DATABASE_URL: '' };
const servers = [];
for (let i = 0; i < instances; i++) servers.push(await startServer(env, join(dataDir, `server-${i}`)));

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

async function post(url, path, token, payload) {
  const response = await fetch(`${url}/api/v1${path}`, {
    method: 'POST',
    headers: { 'x-project-key': KEY, 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: payload ? JSON.stringify(payload) : undefined,
  });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return response.json();
}

// Tokens and treesponses to rotate through in the create and patch scenarios.
const treesponders = [];
for (let i = 0; i < 100; i++) treesponders.push(await post(servers[0].url, '/treesponders'));
const treesponses = [];
for (let i = 0; i < 100; i++) {
  const { token } = treesponders[i];
  treesponses.push({ token, id: (await post(servers[0].url, '/treesponses', token, body(i))).publicId });
}

/**
 * CPU seconds used so far by the server processes and the throwaway cluster's processes (its postmaster and
 * children: the connections' backends, WAL writer, checkpointer): the work a request costs, whatever else the
 * machine runs meanwhile (requests per second fall on a busy machine; the CPU a request takes hardly changes).
 */
function cpuSeconds() {
  const pids = servers.map(({ child }) => String(child.pid));
  if (clusterData) pids.push(...clusterPids(readFileSync(join(clusterData, 'postmaster.pid'), 'utf8').split('\n')[0].trim()));
  return pids.reduce((sum, pid) => sum + (processCpuMs(pid) ?? 0), 0) / 1000;
}

/** With PostgreSQL, where its write-ahead log is (bytes written so far: what a write costs the disk, exactly). */
const walClient = usePostgres ? new pg.Client({ connectionString: env.DATABASE_URL }) : undefined;
if (walClient) {
  await walClient.connect();
  cleanups.push(() => walClient.end());
}
const walPosition = async () => (walClient ? (await walClient.query('SELECT pg_current_wal_insert_lsn() AS lsn')).rows[0].lsn : undefined);
const walBytesSince = async (lsn) => Number((await walClient.query('SELECT pg_wal_lsn_diff(pg_current_wal_insert_lsn(), $1) AS n', [lsn])).rows[0].n);

/** Runs one scenario against every server at once, the connections split between them. */
async function scenario(title, request) {
  let n = 0;
  const cpuBefore = cpuSeconds();
  const walBefore = await walPosition();
  const results = await Promise.all(
    servers.map(
      ({ url }) =>
        new Promise((resolve, reject) => {
          autocannon(
            { url, connections: Math.ceil(connections / servers.length), duration: seconds, requests: [{ ...request, setupRequest: (req) => request.setup(req, n++) }] },
            (error, result) => (error ? reject(error) : resolve(result)),
          );
        }),
    ),
  );
  const total = results.reduce((sum, r) => sum + r.requests.total, 0);
  return {
    title,
    total,
    cpuMs: ((cpuSeconds() - cpuBefore) * 1000) / total,
    walBytes: walBefore === undefined ? undefined : (await walBytesSince(walBefore)) / total,
    perSecond: results.reduce((sum, r) => sum + r.requests.average, 0),
    p50: Math.max(...results.map((r) => r.latency.p50)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
    non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
  };
}

const json = { 'x-project-key': KEY, 'content-type': 'application/json' };
const runs = [];
runs.push(await scenario('POST /treesponders', { method: 'POST', path: '/api/v1/treesponders', setup: (req) => ({ ...req, headers: json }) }));
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

for (const cleanup of cleanups.reverse()) await cleanup();

const label = `${usePostgres ? `PostgreSQL, ${instances} server process${instances > 1 ? 'es' : ''}` : 'Embedded database (PGlite, on disk)'}${
  values['count-limits'] ? ', abuse limits counted' : ''
}`;
console.log(`\n${label}, ${connections} connections, ${seconds} s per scenario, Node ${process.version}`);
const wal = usePostgres ? ' Write-ahead log per request |' : '';
console.log(`| Scenario | Requests | Requests/s (mean) | Latency p50 | Latency p99 | CPU per request (server and database) |${wal} Errors / non-2xx |`);
console.log(`|---|---:|---:|---:|---:|---:|${usePostgres ? '---:|' : ''}---:|`);
let failed = 0;
for (const { title, total, perSecond, p50, p99, cpuMs, walBytes, errors, non2xx } of runs) {
  failed += errors + non2xx;
  const walCell = walBytes === undefined ? '' : ` ${walBytes.toFixed(0)} bytes |`;
  console.log(`| ${title} | ${total} | ${perSecond.toFixed(0)} | ${p50} ms | ${p99} ms | ${cpuMs.toFixed(2)} ms |${walCell} ${errors} / ${non2xx} |`);
}
process.exit(failed > 0 ? 1 : 0);
