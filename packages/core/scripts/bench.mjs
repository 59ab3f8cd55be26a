// Timings of the engine's hot paths, on the built package (run `pnpm build` first): node scripts/bench.mjs
// - createSurvey on a survey of 40 pages x 20 questions, each with a visibleIf expression (the definition is checked
//   and every expression parsed at creation), the first time in the process and again with the same definition;
// - a keystroke (setAnswer + the snapshot a front end reads) on a survey of 40 pages x 20 questions, each with a
//   visibleIf expression;
// - Next (validate + move, nothing to save) across those 40 pages;
// - the upload checksum throughput (base64 MD5 in 2 MiB chunks).
import { performance } from 'node:perf_hooks';
import { createMemoryStorage, createSurvey, computeChecksum } from '../dist/index.js';
import { createOfflineApi } from '../dist/offline.js';

const PAGES = 40;
const QUESTIONS = 20;
const kinds = [
  (key) => ({ key, type: 'string', required: true, minLength: 2, maxLength: 200 }),
  (key) => ({ key, type: 'email', required: true }),
  (key) => ({ key, type: 'radio', required: true, options: [1, 2, 3, 4, 5].map((v) => ({ value: String(v) })) }),
  (key) => ({ key, type: 'checkboxes', options: [{ value: 'a' }, { value: 'b' }, { value: 'other' }], maxSelected: 2, other: {} }),
  (key) => ({ key, type: 'text', maxLength: 500, skip: ({ answers }) => answers.never === true }),
];
const definition = {
  key: 'bench',
  pages: Array.from({ length: PAGES }, (_, p) => ({
    key: `page_${p}`,
    order: p,
    save: 'none',
    // Every question also carries an expression rule, as a survey with logic would.
    sections: Array.from({ length: QUESTIONS }, (_, q) => ({
      type: 'question',
      question: { visibleIf: `{p${p}_q${(q + 1) % QUESTIONS}} != 'hide'`, ...kinds[q % kinds.length](`p${p}_q${q}`) },
    })),
  })),
};
const answerFor = (q) => [`answer ${q}`, 'someone@example.org', '3', ['a'], 'free text'][q % kinds.length];

const create = () =>
  createSurvey({
    definition,
    api: createOfflineApi(),
    environment: { storage: createMemoryStorage(), onError: () => undefined },
  });
let started = performance.now();
const survey = create();
const createdFirst = performance.now() - started;
started = performance.now();
create();
const createdAgain = performance.now() - started;

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

// Keystrokes on the first page.
const keystrokes = [];
for (let i = 0; i < 2000; i += 1) {
  const started = performance.now();
  survey.setAnswer('p0_q0', `typed ${i}`);
  survey.getState();
  keystrokes.push(performance.now() - started);
}

// Fill each page and press Next.
const nexts = [];
for (let p = 0; p < PAGES; p += 1) {
  for (let q = 0; q < QUESTIONS; q += 1) survey.setAnswer(`p${p}_q${q}`, answerFor(q));
  const started = performance.now();
  const moved = await survey.next();
  survey.getState();
  nexts.push(performance.now() - started);
  if (!moved) throw new Error(`Next refused on page ${p}: ${JSON.stringify(survey.getState().errors)}`);
}

const size = 20 * 1024 * 1024;
const file = new Blob([new Uint8Array(size).map((_, i) => i % 251)]);
const hashStarted = performance.now();
await computeChecksum(file);
const hashSeconds = (performance.now() - hashStarted) / 1000;

const ms = (value) => `${value.toFixed(3)} ms`;
console.log(`Survey of ${PAGES} pages x ${QUESTIONS} questions (Node ${process.version})`);
console.log(`  createSurvey:                     first ${ms(createdFirst)}, again ${ms(createdAgain)}`);
console.log(`  keystroke (setAnswer + getState): median ${ms(percentile(keystrokes, 50))}, p99 ${ms(percentile(keystrokes, 99))}`);
console.log(`  Next (validate + move):           median ${ms(percentile(nexts, 50))}, max ${ms(Math.max(...nexts))}`);
console.log(`Checksum of 20 MiB: ${(20 / hashSeconds).toFixed(0)} MiB/s`);
