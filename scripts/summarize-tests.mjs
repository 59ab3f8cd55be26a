// Adds up the vitest JSON reports of every package and prints one closing line: "Tests: N passed, N failed".
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
let passed = 0;
let failed = 0;
let skipped = 0;
const rows = [];
const failures = [];

/** The start of a failure message: enough to see what went wrong in a CI log without the whole stack. */
function firstLines(text = '', count = 12) {
  return String(text).split('\n').slice(0, count).join('\n    ');
}
for (const group of ['packages', 'apps']) {
  const groupDir = join(root, group);
  if (!existsSync(groupDir)) continue;
  for (const name of readdirSync(groupDir)) {
    const dir = join(groupDir, name, 'test-results');
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
      passed += report.numPassedTests ?? 0;
      failed += report.numFailedTests ?? 0;
      skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
      rows.push(`${group}/${name}/${file}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
      for (const suite of report.testResults ?? []) {
        // A file that failed before any test ran (an import error, a failing beforeAll) has no assertions.
        if (suite.status === 'failed' && (suite.assertionResults ?? []).every((a) => a.status !== 'failed')) {
          failures.push(`${group}/${name}: ${suite.name}\n    ${firstLines(suite.message)}`);
        }
        for (const assertion of suite.assertionResults ?? []) {
          if (assertion.status !== 'failed') continue;
          failures.push(`${group}/${name}: ${assertion.fullName}\n    ${firstLines((assertion.failureMessages ?? []).join('\n'))}`);
        }
      }
    }
  }
}
console.log(rows.join('\n'));
if (failures.length > 0) console.log(`\nFailed tests:\n${failures.join('\n')}\n`);
if (passed + failed === 0) {
  console.error('No test reports found.');
  process.exit(1);
}
console.log(`Tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || skipped > 0 ? 1 : 0);
