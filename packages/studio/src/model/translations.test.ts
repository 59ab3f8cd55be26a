import { describe, expect, it } from 'vitest';
import { collectTexts, missingCounts, setText, textIn } from './texts.js';
import { exportCsv, exportXliff, importCsv, importXliff, parseCsv } from './translation-files.js';
import { serializeDefinition } from './open.js';
import { schemas, sampleDefinition } from '../../test/fixtures.js';

describe('texts and languages', () => {
  it('finds every text where the schema has one, custom types included, and counts the missing ones', () => {
    const texts = collectTexts(schemas, sampleDefinition());
    const ids = texts.map((entry) => entry.id);
    expect(ids).toContain('pages[0].title');
    expect(ids).toContain('pages[0].sections[1].question.options[1].label');
    expect(ids).toContain('pages[1].sections[0].question.rows[0].label');
    expect(ids).toContain('pages[1].sections[1].question.lowLabel');
    expect(ids).not.toContain('pages[0].sections[1].question.options[1].value');
    expect(missingCounts(texts, ['en', 'nl'])).toEqual({ en: 0, nl: 5 });
  });

  it('turns a single string into one per language when one language changes', () => {
    const definition = setText(sampleDefinition(), ['pages', 0, 'sections', 2, 'title'], 'nl', 'Gegevens');
    expect(definition.pages[0]!.sections[2]).toMatchObject({ title: { en: 'Details', nl: 'Gegevens' } });
    const cleared = setText(definition, ['pages', 0, 'title'], 'nl', '');
    expect(cleared.pages[0]!.title).toEqual({ en: 'About you' });
  });

  it('lists a text kept outside the definition ($t) without counting it missing', () => {
    const definition = { key: 's', languages: ['nl'], pages: [{ key: 'p', order: 1, title: { $t: 'intro.title' }, sections: [] }] };
    const [title] = collectTexts(schemas, definition);
    expect(title).toMatchObject({ id: 'pages[0].title', reference: '$t intro.title' });
    expect(textIn(title!, 'nl')).toBeUndefined();
    expect(missingCounts([title!], ['nl'])).toEqual({ nl: 0 });
  });
});

describe('files for translators', () => {
  const nasty = () => {
    const definition = sampleDefinition();
    definition.pages[0]!.title = { en: 'About "you", <me> & them;\nsecond line ', nl: ' voorloopspatie' };
    return definition;
  };

  it('round-trips CSV exactly, quotes, commas, line breaks and spaces included', () => {
    const definition = nasty();
    const csv = exportCsv(schemas, definition);
    expect(csv.split('\r\n')[0]).toBe('id,en,nl');
    const back = importCsv(schemas, definition, csv);
    expect(back.changed).toBe(0);
    expect(serializeDefinition(back.definition)).toBe(serializeDefinition(definition));
    expect(parseCsv(csv)[1]![1]).toBe('About "you", <me> & them;\nsecond line ');
  });

  it('round-trips XLIFF 2 exactly and fills a translation made in the file', () => {
    const definition = nasty();
    const xliff = exportXliff(schemas, definition, 'en', 'nl');
    expect(xliff).toContain('<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="nl">');
    expect(xliff).toContain('&lt;me&gt; &amp;');
    expect(serializeDefinition(importXliff(schemas, definition, xliff).definition)).toBe(serializeDefinition(definition));

    const translated = xliff.replace(
      /(<unit id="pages\[0\]\.sections\[1\]\.question\.options\[1\]\.label">[\s\S]*?<source>No<\/source>)/,
      '$1\n        <target>Nee</target>',
    );
    const result = importXliff(schemas, definition, translated);
    expect(result).toMatchObject({ changed: 1, language: 'nl', unknown: [] });
    expect(result.definition.pages[0]!.sections[1]).toMatchObject({ question: { options: [{}, { label: { en: 'No', nl: 'Nee' } }] } });
  });

  it('translates through CSV: a filled column lands in the definition, an unknown row is reported', () => {
    const definition = sampleDefinition();
    const rows = parseCsv(exportCsv(schemas, definition));
    const filled = rows.map((row, i) => (i === 0 ? row : [row[0]!, row[1]!, row[2] || `NL ${row[1]}`]));
    filled.push(['pages[9].title', 'x', 'y']);
    const csv = filled.map((row) => row.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(',')).join('\n');
    const result = importCsv(schemas, definition, csv);
    expect(result.unknown).toEqual(['pages[9].title']);
    expect(missingCounts(collectTexts(schemas, result.definition), ['en', 'nl'])).toEqual({ en: 0, nl: 0 });
    expect(result.definition.pages[2]!.title).toEqual({ en: 'Thank you, {{name}}', nl: 'NL Thank you, {{name}}' });
    // A single string stays one when every column says the same.
    expect(result.definition.pages[0]!.sections[2]).toMatchObject({ title: 'Details' });
  });

  it('refuses files that are not what they claim', () => {
    expect(() => importCsv(schemas, sampleDefinition(), 'key,en\n')).toThrow(/must start with "id"/);
    expect(() => importCsv(schemas, sampleDefinition(), 'id,en\n"open')).toThrow(/inside a quoted cell/);
    expect(() => importXliff(schemas, sampleDefinition(), '<xliff version="1.2">')).toThrow(/not an XLIFF 2 file/);
  });
});
