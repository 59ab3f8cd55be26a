/**
 * Visitors saving through a full export of 100,000 responses on the embedded database: the hostile-use test of
 * test/pglite.test.ts with EXPORTED_RESPONSES (the suite itself uses 20,000). Prints the test's figures: seeding
 * time, export time, the visitors' calls (p99, max, failures) and the longest time the process answered nothing.
 *
 *   node bench/save-through-export.mjs [--count 100000]
 */
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { count: { type: 'string', default: '100000' } } });
const run = spawnSync('npx', ['vitest', 'run', 'test/pglite.test.ts', '-t', 'visitors saving through a full export'], {
  cwd: new URL('..', import.meta.url),
  env: { ...process.env, EXPORTED_RESPONSES: values.count },
  encoding: 'utf8',
});
// eslint-disable-next-line no-control-regex -- the colour codes of vitest's output
const lines = `${run.stdout}\n${run.stderr}`.replace(/\u001b\[[0-9;]*m/g, '').split('\n');
for (const line of lines) if (/seeded|Tests |AssertionError|failed/.test(line)) console.log(line.trim());
process.exit(run.status ?? 1);
