// Gathers the measured figures of every package into one generated document, FIGURES.md at the repository root.
// Each figure comes from its package's own script (sizes, benchmarks, page weights, load tests); its output is kept in
// figures.json with the date and the machine it was measured on, and FIGURES.md is written from that file.
//
//   node scripts/figures.mjs                 the quick figures (bundle sizes)
//   node scripts/figures.mjs react-bench     one or more figures by name (see SOURCES)
//   node scripts/figures.mjs --all           every figure (benchmarks and load tests take minutes)
//   node scripts/figures.mjs --list          the names
//
// Build the packages first (`pnpm build`): the scripts measure the built packages. A figure not measured again keeps
// its last output, date and machine.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const DATA = `${root}figures.json`;
const DOCUMENT = `${root}FIGURES.md`;

/**
 * Where each figure comes from: its name, the package folder, the command run there, what it measures and, for a
 * test whose console says the figure, the lines to keep (`keep`) or to leave out (`drop`). `quick` figures are
 * measured by default.
 */
const SOURCES = Object.fromEntries(
  [
    ['core-size', 'packages/core', 'node scripts/size.mjs', '@treesponse/core: bundle size (main entry, lazy chunks, other entries)', { quick: true }],
    ['core-bench', 'packages/core', 'node scripts/bench.mjs', '@treesponse/core: survey controller in Node (40 pages × 20 questions)'],
    ['react-size', 'packages/react', 'node scripts/size.mjs', '@treesponse/react: what each import loads (React and the core external)', { quick: true }],
    [
      'engine-cost',
      'packages/react',
      'npx vitest run test/engine-cost.test.ts',
      "What the engine adds to a consumer's first load (Vite production build, Chromium, React excluded)",
      { keep: /engine first load|loaded on demand/ },
    ],
    [
      'react-bench',
      'packages/react',
      'node bench/run.mjs',
      'Survey view, 40 pages × 20 questions in Chromium (Next, keystroke, first render)',
      { drop: /^\{/ },
    ],
    ['scoring-size', 'packages/scoring', 'node scripts/size.mjs', '@powercheck/scoring: bundle size', { quick: true }],
    ['scoring-bench', 'packages/scoring', 'node scripts/bench.mjs', '@powercheck/scoring: time per call'],
    ['powercheck-perf', 'apps/powercheck', 'node scripts/perf.mjs', 'Questionnaire: what each page loads until the network is idle, and Lighthouse'],
    ['api-load', 'apps/api', 'node bench/load.mjs', 'Collection API under load (embedded database)'],
    ['api-load-postgres', 'apps/api', 'node bench/load.mjs --database postgres', 'Collection API under load (PostgreSQL 15, one server)'],
    [
      'api-dashboard',
      'apps/api',
      'node bench/dashboard.mjs',
      'Collection API: dashboard requests over 100,000 seeded responses (embedded database and PostgreSQL 15)',
    ],
    [
      'api-dashboard-open',
      'apps/api',
      'node bench/dashboard-open.mjs',
      'Collection API: a backlog of 10,000 responses counted with the dashboard open in Chromium (embedded database)',
    ],
    [
      'api-hostile',
      'apps/api',
      'npx vitest run test/pglite.test.ts test/postgres.test.ts -t hostile',
      'Collection API under hostile use within its limits (the hostile tests, embedded database and PostgreSQL 15)',
      { keep: /^(PGlite|PostgreSQL).*(write budget|six saves|seeded|hostile statistics|heap peak)/ },
    ],
    [
      'api-export-large',
      'apps/api',
      'node --expose-gc bench/export.mjs --large 600 --db pglite',
      'Collection API: exports of 600 responses of 1 MiB, memory and a visitor saving meanwhile (embedded database)',
    ],
    [
      'api-export-large-postgres',
      'apps/api',
      'node --expose-gc bench/export.mjs --large 600 --db postgres',
      'Collection API: exports of 600 responses of 1 MiB, memory and a visitor saving meanwhile (PostgreSQL 15)',
    ],
  ].map(([name, cwd, command, title, extra = {}]) => [name, { title, cwd, command: command.split(' '), ...extra }]),
);

// Colour codes of a terminal (ESC [ … m) are left out of the figures.
// eslint-disable-next-line no-control-regex -- matching ESC is the point
const ANSI = /\u001b\[[0-9;]*m/g;

/** The machine a figure was measured on, in one line. */
function machine() {
  const cpus = os.cpus();
  return [
    `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}`,
    `${Math.round(os.totalmem() / 2 ** 30)} GiB`,
    `${os.type()} ${os.release()}`,
    `Node ${process.version}`,
    `load ${os.loadavg()[0].toFixed(1)} at the start`,
  ].join(', ');
}

function measure(name) {
  const source = SOURCES[name];
  const started = new Date();
  const at = machine();
  console.log(`measuring ${name}: ${source.command.join(' ')} (in ${source.cwd})`);
  let output;
  try {
    output = execFileSync(source.command[0], source.command.slice(1), {
      cwd: `${root}${source.cwd}`,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    // A budget that fails still printed its figures: keep them, and say so.
    output = `${error.stdout ?? ''}\n(the script exited with ${error.status}: ${String(error.stderr ?? '').trim().split('\n').at(-1)})`;
  }
  let lines = output.replace(ANSI, '').split('\n');
  if (source.keep) lines = lines.filter((line) => source.keep.test(line)).map((line) => line.trim());
  if (source.drop) lines = lines.filter((line) => !source.drop.test(line));
  return {
    title: source.title,
    command: `${source.command.join(' ')}`,
    cwd: source.cwd,
    measuredAt: started.toISOString(),
    machine: at,
    output: lines.join('\n').trim(),
  };
}

function render(data) {
  const sections = Object.keys(SOURCES).map((name) => {
    const figure = data[name];
    const how = `\`${SOURCES[name].command.join(' ')}\` in \`${SOURCES[name].cwd}\``;
    if (!figure) return `## ${SOURCES[name].title}\n\nNot measured yet: \`node scripts/figures.mjs ${name}\` (runs ${how}).\n`;
    // Markdown tables stay tables; anything else is shown as the script printed it.
    const isTable = figure.output.split('\n').some((line) => line.startsWith('|'));
    const body = isTable ? figure.output : `\`\`\`text\n${figure.output}\n\`\`\``;
    return [
      `## ${figure.title}`,
      '',
      `Measured ${figure.measuredAt.slice(0, 16).replace('T', ' ')} UTC on ${figure.machine}, with ${how}`,
      `(\`node scripts/figures.mjs ${name}\` measures it again).`,
      '',
      body,
      '',
    ].join('\n');
  });
  return [
    '# Figures',
    '',
    'Generated by `node scripts/figures.mjs` from the scripts of each package: do not edit by hand. Each figure says',
    'when and on which machine it was measured; times depend on the machine and its load, sizes do not. Budgets that',
    'sizes must stay within are asserted by the test suites; times are reported, not asserted.',
    '',
    ...sections,
  ].join('\n');
}

const args = process.argv.slice(2);
if (args.includes('--list')) {
  for (const [name, source] of Object.entries(SOURCES)) console.log(`${name.padEnd(16)} ${source.title}`);
  process.exit(0);
}
const unknown = args.filter((arg) => !arg.startsWith('--') && !SOURCES[arg]);
if (unknown.length > 0) {
  console.error(`Unknown figure(s): ${unknown.join(', ')}. Known: ${Object.keys(SOURCES).join(', ')}`);
  process.exit(1);
}
const named = args.filter((arg) => SOURCES[arg]);
const chosen = args.includes('--all')
  ? Object.keys(SOURCES)
  : named.length > 0
    ? named
    : Object.keys(SOURCES).filter((name) => SOURCES[name].quick);

const measured = Object.fromEntries(chosen.map((name) => [name, measure(name)]));
// read after measuring: figures that another run wrote meanwhile (a long benchmark next to this one) are kept
const data = { ...(existsSync(DATA) ? JSON.parse(readFileSync(DATA, 'utf8')) : {}), ...measured };
const ordered = Object.fromEntries(Object.keys(SOURCES).filter((name) => data[name]).map((name) => [name, data[name]]));
writeFileSync(DATA, `${JSON.stringify(ordered, null, 2)}\n`);
writeFileSync(DOCUMENT, render(ordered));
console.log(`wrote ${DOCUMENT}`);
