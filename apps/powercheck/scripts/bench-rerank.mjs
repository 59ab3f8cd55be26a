#!/usr/bin/env node
/**
 * How long the results page takes to rank every supplier again after one weight changes: the model's rankFor (the
 * questionnaire's computeResult over the region's table) plus pageAddressFor (the address written back). One frame
 * at 60 Hz is 16.7 ms. The app's modules are loaded through Vite, as the page loads them.
 *
 *   node scripts/bench-rerank.mjs [--runs 20000]
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createServer } from 'vite';

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { runs: { type: 'string', default: '20000' } } });
const runs = Number(values.runs);

const server = await createServer({ root: appDir, logLevel: 'error', server: { middlewareMode: true, hmr: false }, appType: 'custom' });
try {
  const { rankFor, pageAddressFor, withImportance } = await server.ssrLoadModule('/src/results/model.ts');
  const { weightsFromAnswers } = await server.ssrLoadModule('@powercheck/scoring');
  const weights = weightsFromAnswers({ price: '2', origin: '5', source: '5', customer_satisfaction: '3', invests_in_renewable: '4', stable_price: '1', adjusted_formula: '1' });
  for (const region of ['nl', 'fr']) {
    const durations = [];
    for (let run = 0; run < runs; run += 1) {
      const next = withImportance(weights, 'price', (run % 5) + 1);
      const start = performance.now();
      rankFor(next, region);
      pageAddressFor(next, region, region);
      durations.push(performance.now() - start);
    }
    durations.sort((a, b) => a - b);
    const at = (share) => durations[Math.min(durations.length - 1, Math.floor(share * durations.length))];
    const mean = durations.reduce((sum, value) => sum + value, 0) / durations.length;
    const suppliers = rankFor(weights, region).result.rankings.length;
    console.log(
      `${region} (${suppliers} suppliers), ${runs} changes: mean ${(mean * 1000).toFixed(0)} µs, median ${(at(0.5) * 1000).toFixed(0)} µs, p99 ${(at(0.99) * 1000).toFixed(0)} µs, max ${at(1).toFixed(2)} ms`,
    );
  }
} finally {
  await server.close();
}
