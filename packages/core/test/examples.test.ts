import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const packageDir = fileURLToPath(new URL('..', import.meta.url));

it('the README quick start runs against the built package, and is the one the README shows', () => {
  const output = execFileSync(process.execPath, ['examples/quick-start.mjs'], { cwd: packageDir, encoding: 'utf8' });
  expect(output).toContain("{ email: 'Please fill in a valid email' }");
  expect(output).toContain('page thanks, progress 100%, valid: true');
  expect(output).toMatch(/Thank you\n[A-Za-z0-9]{12}\n$/);
  const readme = readFileSync(`${packageDir}README.md`, 'utf8');
  expect(readme).toContain(readFileSync(`${packageDir}examples/quick-start.mjs`, 'utf8'));
});

it('the README example of a definition as JSON runs against the built package, and is the one the README shows', () => {
  const output = execFileSync(process.execPath, ['examples/definition-as-json.mjs'], { cwd: packageDir, encoding: 'utf8' });
  expect(output).toBe(
    [
      '[]',
      'name* has_contract monthly*',
      "{ monthly: 'That seems high, Ann: at most 1000 €' }",
      'Ann, you pay 1140 € a year',
      'pages[0].sections[1].question.options: A radio question needs a list of at least one option',
      'pages[0].sections[2].question.visibleIf: An answer reference starting here is not closed with } (at position 1 of "{has_contract = \'yes\'")',
      '',
    ].join('\n'),
  );
  const readme = readFileSync(`${packageDir}README.md`, 'utf8');
  expect(readme).toContain(readFileSync(`${packageDir}examples/definition-as-json.mjs`, 'utf8'));
});

it('the README completion example runs against the built package, and is the one the README shows', () => {
  const output = execFileSync(process.execPath, ['examples/completion.mjs'], { cwd: packageDir, encoding: 'utf8' });
  expect(output).toBe(
    ['true false', "completed { stars: 4, comment: 'Quick and clear' }", 'true true', ''].join('\n'),
  );
  const readme = readFileSync(`${packageDir}README.md`, 'utf8');
  expect(readme).toContain(readFileSync(`${packageDir}examples/completion.mjs`, 'utf8'));
});

it('the README example of an added language runs against the built package, and is the one the README shows', () => {
  const output = execFileSync(process.execPath, ['examples/any-language.mjs'], { cwd: packageDir, encoding: 'utf8' });
  expect(output).toBe(
    [
      'es Siguiente',
      'Esta pregunta es obligatoria',
      "translation: Missing translation 'survey.previous' for language 'es'",
      'Previous',
      "translation: Missing translation 'validation.required' for language 'ar'",
      'فكرتك rtl',
      'ar',
      'fr Suivant',
      '',
    ].join('\n'),
  );
  const readme = readFileSync(`${packageDir}README.md`, 'utf8');
  expect(readme).toContain(readFileSync(`${packageDir}examples/any-language.mjs`, 'utf8'));
});

it('the README example of a JSON endpoint runs against the built package, and is the one the README shows', () => {
  const output = execFileSync(process.execPath, ['examples/json-endpoint.mjs'], { cwd: packageDir, encoding: 'utf8' });
  expect(output).toBe(
    [
      'POST /feedback {"action":"create","finished":false,"stars":4}',
      'PATCH /feedback/row-1 {"action":"update","finished":true,"stars":4,"reason":"Quick"}',
      'completed row-1',
      '',
    ].join('\n'),
  );
  const readme = readFileSync(`${packageDir}README.md`, 'utf8');
  expect(readme).toContain(readFileSync(`${packageDir}examples/json-endpoint.mjs`, 'utf8'));
});

it('the README example of a page checked on the way to it runs against the built package, and is the one the README shows', () => {
  const output = execFileSync(process.execPath, ['examples/checked-on-the-way.mjs'], { cwd: packageDir, encoding: 'utf8' });
  expect(output).toBe(
    ['pages[1].sections[0].question.visibleIf: The expression ends too early (at position 6 of "{a} =")', 'true one', ''].join('\n'),
  );
  const readme = readFileSync(`${packageDir}README.md`, 'utf8');
  expect(readme).toContain(readFileSync(`${packageDir}examples/checked-on-the-way.mjs`, 'utf8'));
});
