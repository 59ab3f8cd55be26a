// Times the whole computation (weights, ranking, explanations, address) for a 10-supplier table.
// Run after the build: node scripts/bench.mjs
import { analyseWinners, buildResultAddress, computeResult, parseResultAddress, CRITERIA } from '../dist/index.js';

const table = Array.from({ length: 10 }, (_, index) => ({
  name: `supplier${index}`,
  scores: Object.fromEntries(CRITERIA.map((criterion, c) => [criterion, ((index * 7 + c * 3) % 11) / 10])),
}));
const answerSets = Array.from({ length: 64 }, (_, index) =>
  Object.fromEntries(CRITERIA.map((criterion, c) => [criterion, String(((index + c) % 5) + 1)])),
);

function measure(label, run) {
  for (let i = 0; i < 2000; i += 1) run(i); // warm-up
  const rounds = 50_000;
  const start = process.hrtime.bigint();
  for (let i = 0; i < rounds; i += 1) run(i);
  const micros = Number(process.hrtime.bigint() - start) / 1000 / rounds;
  console.log(`${label.padEnd(44)} ${micros.toFixed(2)} µs per call`);
}

measure('computeResult (10 suppliers)', (i) => computeResult(answerSets[i % 64], table));
measure('computeResult + buildResultAddress', (i) => buildResultAddress(computeResult(answerSets[i % 64], table), 'nl'));
const address = buildResultAddress(computeResult(answerSets[0], table), 'nl', { base: 'https://results.example' });
measure('parseResultAddress', () => parseResultAddress(address));

// analyseWinners ranks the table 78,125 times: timed over a few whole runs.
analyseWinners(table);
const runs = 5;
const started = process.hrtime.bigint();
for (let i = 0; i < runs; i += 1) analyseWinners(table);
console.log(`${'analyseWinners (10 suppliers, 5^7 answer sets)'.padEnd(44)} ${(Number(process.hrtime.bigint() - started) / 1e6 / runs).toFixed(0)} ms per call`);
