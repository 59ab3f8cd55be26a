import { describe, expect, it } from 'vitest';
import { cellId, checkText, nameOf, placeholdersOf, readTextFiles, saveTextFiles, textRows } from './text-files.js';

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
const folder = () => [
  { path: 'i18n/entry/nl.json', text: json({ header: { title: 'Stroomcheck', tagline: 'Kies bewust' }, footer: 'Een initiatief' }) },
  { path: 'i18n/entry/fr.json', text: json({ header: { title: 'Test électricité', tagline: 'Choisissez' }, footer: 'Une initiative' }) },
  { path: 'i18n/methodology/nl.json', text: json({ price: 'Prijzen van {{date}} ({{region}})', steps: ['Eén', 'Twee'] }) },
  { path: 'i18n/methodology/fr.json', text: json({ price: 'Prix du {{date}} ({{region}})', steps: ['Un', 'Deux'] }) },
  { path: 'i18n/index.ts', text: 'export {}' },
  { path: 'i18n/questionnaire.json', text: '{}' },
];

describe('text files', () => {
  it('takes part and language from the path, downloaded copies included', () => {
    expect(nameOf('entry/nl.json')).toEqual({ part: 'entry', language: 'nl' });
    expect(nameOf('nl.json')).toEqual({ part: '', language: 'nl' });
    expect(nameOf('entry-fr.json')).toEqual({ part: 'entry', language: 'fr' });
    expect(nameOf('results.de.json')).toEqual({ part: 'results', language: 'de' });
    expect(nameOf('questionnaire.json')).toBeNull();
    expect(nameOf('index.ts')).toBeNull();
  });

  it('opens a folder as rows by part, every text with a cell per language', () => {
    const opened = readTextFiles(folder());
    expect(opened.problems).toEqual([]);
    expect(opened.skipped).toEqual(['questionnaire.json']);
    expect(textRows(opened.files).map((row) => `${row.part} ${row.key} ${row.texts.nl} | ${row.texts.fr}`)).toEqual([
      'entry header.title Stroomcheck | Test électricité',
      'entry header.tagline Kies bewust | Choisissez',
      'entry footer Een initiatief | Une initiative',
      'methodology price Prijzen van {{date}} ({{region}}) | Prix du {{date}} ({{region}})',
      'methodology steps.0 Eén | Un',
      'methodology steps.1 Twee | Deux',
    ]);
  });

  it('reports a broken file and a value that is not a text', () => {
    const opened = readTextFiles([...folder(), { path: 'i18n/views/de.json', text: '{ "a": ' }, { path: 'i18n/views/nl.json', text: '{ "a": { "b": 3 } }' }]);
    expect(opened.problems.map((problem) => `${problem.path} ${problem.kind}`)).toEqual(['views/de.json json', 'views/nl.json notText']);
    expect(opened.problems[1]).toMatchObject({ detail: 'a.b' });
  });

  it('writes back only the changed files, one changed line per text, in the file’s own indentation', () => {
    const picked = folder();
    picked[1] = { path: 'i18n/entry/fr.json', text: JSON.stringify({ header: { title: 'Test électricité', tagline: 'Choisissez' }, footer: 'Une initiative' }, null, '\t') };
    const { files } = readTextFiles(picked);
    const edits = new Map([
      [cellId('entry', 'fr', 'header.tagline'), 'Choisissez bien'],
      [cellId('entry', 'nl', 'footer'), 'Een initiatief'],
      [cellId('methodology', 'nl', 'steps.1'), 'Twee!'],
    ]);
    const saved = saveTextFiles(files, edits);
    if (!saved.ok) throw new Error('refused');
    expect(saved.changed.map((change) => `${change.file.path}: ${change.keys.join(', ')}`)).toEqual(['entry/fr.json: header.tagline', 'methodology/nl.json: steps.1']);
    const before = picked[1]!.text.split('\n');
    const after = saved.changed[0]!.text.split('\n');
    expect(after.length).toBe(before.length);
    expect(after.filter((line, i) => line !== before[i])).toEqual(['\t\t"tagline": "Choisissez bien"']);
    expect(saved.changed[1]!.text).toBe(json({ price: 'Prijzen van {{date}} ({{region}})', steps: ['Eén', 'Twee!'] }));
  });

  it('refuses an empty text and a dropped or added placeholder, listing each', () => {
    expect(placeholdersOf('Van {{ date }} tot {{count, number}} en $t(other.key)')).toEqual(['$t(other.key)', '{{count, number}}', '{{date}}']);
    expect(checkText(' ', 'x')).toEqual({ kind: 'empty' });
    expect(checkText('Prijzen ({{region}})', 'Prijzen van {{date}} ({{region}})')).toEqual({ kind: 'placeholdersDropped', placeholders: ['{{date}}'] });
    expect(checkText('Van {{date}} {{date}} ({{region}})', 'Prijzen van {{date}} ({{region}})')).toEqual({ kind: 'placeholdersAdded', placeholders: ['{{date}}'] });
    expect(checkText('({{region}}) sinds {{date}}', 'Prijzen van {{date}} ({{region}})')).toBeNull();
    const { files } = readTextFiles(folder());
    const saved = saveTextFiles(files, new Map([[cellId('methodology', 'fr', 'price'), 'Prix ({{region}})'], [cellId('entry', 'nl', 'footer'), '']]));
    expect(saved).toEqual({
      ok: false,
      problems: [
        { part: 'entry', language: 'nl', key: 'footer', problem: { kind: 'empty' } },
        { part: 'methodology', language: 'fr', key: 'price', problem: { kind: 'placeholdersDropped', placeholders: ['{{date}}'] } },
      ],
    });
  });

  it('adds a text missing in a language, checked against the placeholders of another language', () => {
    const { files } = readTextFiles([folder()[2]!, { path: 'i18n/methodology/fr.json', text: json({ steps: ['Un', 'Deux'] }) }]);
    expect(saveTextFiles(files, new Map([[cellId('methodology', 'fr', 'price'), 'Prix']]))).toMatchObject({ ok: false, problems: [{ problem: { kind: 'placeholdersDropped' } }] });
    const saved = saveTextFiles(files, new Map([[cellId('methodology', 'fr', 'price'), 'Prix du {{date}} ({{region}})']]));
    expect(saved.ok && JSON.parse(saved.changed[0]!.text)).toEqual({ steps: ['Un', 'Deux'], price: 'Prix du {{date}} ({{region}})' });
  });
});
