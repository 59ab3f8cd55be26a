// @vitest-environment jsdom
// The README's examples are the files under examples/, included verbatim; here they run.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { fromTranslator, forTranslator } from '../examples/translate.js';
import { MyStudio } from '../examples/embed.js';
import { textsBack, withTexts } from '../examples/text-resources.js';
import { changeText, listTexts } from '../examples/text-files.js';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const energyCheck = JSON.parse(read('../examples/energy-check.json'));

afterEach(cleanup);

describe('the README examples', () => {
  it('are included in the README as they are', () => {
    const readme = read('../README.md');
    expect(readme).toContain(read('../examples/translate.ts'));
    expect(readme).toContain(read('../examples/embed.tsx'));
    expect(readme).toContain(read('../examples/text-resources.ts'));
    expect(readme).toContain(read('../examples/text-files.ts'));
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

  it('opens a definition with its texts from i18next resources and writes a changed text back', () => {
    const definition = { key: 'check', languages: ['en', 'nl'], pages: [{ key: 'one', order: 1, title: { $t: 'one.title' }, sections: [] }] };
    const resources = [
      { name: 'en.json', language: 'en', texts: { one: { title: 'Your energy' } } },
      { name: 'nl.json', language: 'nl', texts: { one: { title: 'Je energie' } } },
    ];
    const opened = withTexts(definition, resources);
    expect(opened.pages).toEqual([{ key: 'one', order: 1, title: { en: 'Your energy', nl: 'Je energie' }, sections: [] }]);
    const exported = structuredClone(opened) as typeof definition & { pages: { title: Record<string, string> }[] };
    exported.pages[0]!.title.nl = 'Jouw energie';
    const back = textsBack(definition, exported, resources);
    expect(back).toEqual({ ok: true, changed: [{ name: 'nl.json', key: 'one.title', language: 'nl' }], resources: [resources[0], { name: 'nl.json', language: 'nl', texts: { one: { title: 'Jouw energie' } } }] });
    expect(resources[1]!.texts.one.title).toBe('Je energie');
  });

  it('lists an app’s text files by part and changes one text, keeping its placeholders', () => {
    const files = [
      { path: 'i18n/footer/nl.json', text: '{\n  "initiative": "Een initiatief van {{count}} coöperaties"\n}\n' },
      { path: 'i18n/footer/fr.json', text: '{\n  "initiative": "Une initiative de {{count}} coopératives"\n}\n' },
    ];
    expect(listTexts(files)).toEqual(['footer initiative: Une initiative de {{count}} coopératives | Een initiatief van {{count}} coöperaties']);
    expect(changeText(files, 'footer', 'nl', 'initiative', 'Een initiatief van {{count}} lokale coöperaties')).toEqual([
      { path: 'footer/nl.json', text: '{\n  "initiative": "Een initiatief van {{count}} lokale coöperaties"\n}\n' },
    ]);
    expect(changeText(files, 'footer', 'fr', 'initiative', 'Une initiative de coopératives')).toEqual([{ kind: 'placeholdersDropped', placeholders: ['{{count}}'] }]);
  });

  it('embeds the studio with a custom type whose settings come from its schema', async () => {
    localStorage.clear();
    render(<MyStudio />);
    const typeSelect = screen.getByLabelText('Type of the new question');
    expect(within(typeSelect).getByRole('option', { name: 'score' })).toBeTruthy();
    (typeSelect as HTMLSelectElement).value = 'score';
    typeSelect.dispatchEvent(new Event('change', { bubbles: true }));
    screen.getByRole('button', { name: 'Add question' }).click();
    expect(await screen.findByRole('heading', { name: 'Settings of score (score)' })).toBeTruthy();
    expect(screen.getByLabelText('max (required)')).toBeTruthy();
    expect(screen.getByText('Shown under the first star.')).toBeTruthy();
  });
});
