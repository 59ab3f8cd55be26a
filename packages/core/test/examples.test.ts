import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const packageDir = fileURLToPath(new URL('..', import.meta.url));

it('the README quick start runs against the built package', () => {
  const output = execFileSync(process.execPath, ['examples/quick-start.mjs'], { cwd: packageDir, encoding: 'utf8' });
  expect(output).toContain("{ email: 'Please fill in a valid email' }");
  expect(output).toContain('page thanks, progress 100%, valid: true');
  expect(output).toMatch(/Thank you\n[A-Za-z0-9]{12}\n$/);
});
