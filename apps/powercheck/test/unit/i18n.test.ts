import { describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { compareLanguages } from '../../scripts/check-i18n.mjs';
import { createAppI18n, switchLanguage } from '../../src/i18n/index.js';
import { createTranslator } from '../../src/i18n/translator.js';
import nl from '../../src/i18n/nl.js';
import fr from '../../src/i18n/fr.js';
import de from '../../src/i18n/de.js';

describe('compareLanguages', () => {
  it('reports missing keys, extra keys and empty texts', () => {
    const problems = compareLanguages('texts', {
      nl: { a: 'A', b: { c: 'C' } },
      fr: { a: 'A', b: { d: 'D' } },
      de: { a: ' ', b: { c: 'C' } },
    });
    expect(problems).toEqual([
      "texts: 'fr' is missing 'b.c'",
      "texts: 'fr' has extra key 'b.d'",
      "texts: 'de.a' is empty",
    ]);
  });

  it('finds nothing wrong with the shipped texts', () => {
    expect(compareLanguages('src/i18n', { nl, fr, de })).toEqual([]);
  });
});

describe('the check-i18n script', () => {
  it('passes on the shipped texts', async () => {
    const script = fileURLToPath(new URL('../../scripts/check-i18n.mjs', import.meta.url));
    const { stdout } = await promisify(execFile)(process.execPath, [script]);
    expect(stdout).toContain('i18n check passed');
  });
});

describe('the facts in every language', () => {
  it.each([
    ['nl', nl],
    ['fr', fr],
    ['de', de],
  ])('%s quotes 34 cooperatives, 63%%, 20%%, 90%%, 80%% and 1 in 5', (_language, texts) => {
    const all = JSON.stringify(texts);
    expect(all).toMatch(/34 /);
    for (const figure of ['63', '20', '90', '80']) expect(all).toMatch(new RegExp(`${figure}(\\s|\u00a0)?%`));
    expect(all).toMatch(/1 op 5|1 ménage sur 5|jeder fünfte/);
    expect(all).toContain('2022');
  });
});

describe('the translator', () => {
  it('reports a missing key, renders it empty and never falls back to another language', async () => {
    const missing: string[] = [];
    const i18n = await createAppI18n('fr', (language, key) => missing.push(`${language}:${key}`));
    expect(i18n.t('nav.next')).toBe('Suivant');
    expect(i18n.t('does.not.exist')).toBe('');
    expect(missing).toEqual(['fr:does.not.exist']);
    // Dutch is not loaded: its texts are missing, never the French ones.
    expect(i18n.getFixedT('nl')('nav.next')).toBe('');
    expect(missing).toEqual(['fr:does.not.exist', 'nl:nav.next']);
  });

  it('fills in placeholders and picks the plural form of the language', () => {
    const i18n = createTranslator('fr', () => undefined);
    i18n.addResourceBundle('fr', { a: { count_one: '{{count}} question', count_other: '{{count}} questions', hi: 'Bonjour {{ name }} {{other}}' } });
    i18n.addResourceBundle('nl', { a: { count_one: '{{count}} vraag', count_other: '{{count}} vragen' } });
    expect(i18n.t('a.count', { count: 0 })).toBe('0 question');
    expect(i18n.t('a.count', { count: 1 })).toBe('1 question');
    expect(i18n.t('a.count', { count: 11 })).toBe('11 questions');
    expect(i18n.getFixedT('nl')('a.count', { count: 0 })).toBe('0 vragen');
    expect(i18n.t('a.hi', { name: 'Anne' })).toBe('Bonjour Anne {{other}}');
    // A key that names a group of texts is no text.
    expect(i18n.t('a')).toBe('');
  });

  it('tells its subscribers when the language changes', async () => {
    const i18n = await createAppI18n('nl');
    await switchLanguage(i18n, 'de');
    const seen: string[] = [];
    i18n.subscribe(() => seen.push(i18n.language));
    await switchLanguage(i18n, 'fr');
    await switchLanguage(i18n, 'fr');
    expect(seen).toEqual(['fr']);
    expect(i18n.t('nav.next')).toBe('Suivant');
  });
});
