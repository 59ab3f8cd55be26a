// @vitest-environment jsdom
// The README's examples are the files under examples/, included verbatim; here they run.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { fromTranslator, forTranslator } from '../examples/translate.js';
import { MyStudio } from '../examples/embed.js';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const energyCheck = JSON.parse(read('../examples/energy-check.json'));

afterEach(cleanup);

describe('the README examples', () => {
  it('are included in the README as they are', () => {
    const readme = read('../README.md');
    expect(readme).toContain(read('../examples/translate.ts'));
    expect(readme).toContain(read('../examples/embed.tsx'));
  });

  it('give a translator an XLIFF file and take the translation back', () => {
    const definition = structuredClone(energyCheck);
    definition.pages[2].title = { en: 'Thank you, {{name}}' };
    const { missing, xliff } = forTranslator(definition);
    expect(missing).toEqual({ en: 0, nl: 1 });
    const translated = xliff.replace('<source>Thank you, {{name}}</source>', '<source>Thank you, {{name}}</source>\n        <target>Bedankt, {{name}}</target>');
    const back = fromTranslator(definition, translated);
    expect(back).toMatchObject({ changed: 1, unknown: [] });
    expect((back.translated as typeof definition).pages[2].title).toEqual({ en: 'Thank you, {{name}}', nl: 'Bedankt, {{name}}' });
  });

  it('embeds the studio with a custom type whose settings come from its schema', async () => {
    localStorage.clear();
    render(<MyStudio />);
    const typeSelect = screen.getByLabelText('Type of the new question');
    expect(within(typeSelect).getByRole('option', { name: 'rating' })).toBeTruthy();
    (typeSelect as HTMLSelectElement).value = 'rating';
    typeSelect.dispatchEvent(new Event('change', { bubbles: true }));
    screen.getByRole('button', { name: 'Add question' }).click();
    expect(await screen.findByRole('heading', { name: 'Settings of rating (rating)' })).toBeTruthy();
    expect(screen.getByLabelText('max (required)')).toBeTruthy();
    expect(screen.getByText('Shown under the first star.')).toBeTruthy();
  });
});
