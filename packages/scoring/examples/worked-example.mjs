// The whole computation for one visitor, step by step. Run after `pnpm --filter @powercheck/scoring build`:
//   node packages/scoring/examples/worked-example.mjs
import {
  buildResultAddress,
  computeResult,
  hasInsufficientData,
  parseResultAddress,
} from '../dist/index.js';
import example from './worked-example.json' with { type: 'json' };

// Two suppliers of a made-up table plus the ecopower row of the product specification (scores 0..1), and the
// visitor's importance answers as the questionnaire stores them ('1' = not important .. '5' = very important).
// belgian_ownership is asked but not scored: it is ignored. The tests compute the same example.
const { table, answers } = example;

console.log('1. Weights (answer − 1):');
const result = computeResult(answers, table);
for (const { key, weight } of result.weights) console.log(`   ${key.padEnd(22)} ${weight}`);
console.log(`   total weight: ${result.totalWeight}`);
console.log(`   insufficient data? ${hasInsufficientData(answers)}`);

console.log('\n2. Per supplier: Σ weight × score, divided by 7 × 4 = 28, × 100, rounded:');
for (const explanation of result.explanations) {
  const terms = explanation.contributions.map(({ weight, score }) => `${weight}×${score}`).join(' + ');
  console.log(`   #${explanation.rank} ${explanation.name}: ${terms} = ${explanation.weightedSum}`);
  console.log(`      ${explanation.weightedSum} / 28 × 100 = ${explanation.exactPercentage.toFixed(2)} → ${explanation.percentage} %`);
  const strongest = [...explanation.contributions].sort((a, b) => b.percentagePoints - a.percentagePoints)[0];
  console.log(`      largest contribution: ${strongest.criterion} (${strongest.percentagePoints.toFixed(2)} points, ${(strongest.share * 100).toFixed(0)} % of its result)`);
}

console.log('\n3. Ranking (top five go to the results page):');
console.log('  ', result.top.map(({ name, percentage }) => `${name} ${percentage} %`).join(', '));

const address = buildResultAddress(result, 'nl', { base: 'https://results.example' });
console.log('\n4. Results-page address:');
console.log(`   ${address}`);

const parsed = parseResultAddress(address);
console.log('\n5. Read back by the results page:');
if (parsed.ok) {
  const { language, supplier, top, scores, tipInvest } = parsed.address;
  console.log(`   ${language}, top supplier ${supplier}, investment tip ${tipInvest ? 'on' : 'off'}`);
  console.log(`   top: ${top.map(({ name, percentage }) => `${name} ${percentage} %`).join(', ')}`);
  for (const { criterion, top: first, second } of scores) console.log(`   ${criterion.padEnd(22)} ${first} vs ${second}`);
} else {
  console.log(`   could not read it: ${parsed.reason}`);
}
