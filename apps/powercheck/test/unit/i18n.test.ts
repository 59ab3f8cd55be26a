import { describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { compareLanguages } from '../../scripts/check-i18n.mjs';
import { addViewTexts, createAppI18n, hasViewTexts, live, switchLanguage } from '../../src/i18n/index.js';
import nl from '../../src/i18n/nl.js';
import fr from '../../src/i18n/fr.js';
import de from '../../src/i18n/de.js';
import { KEEP_ON_DEVICE_DAYS, PAUSE_MS } from '../../src/survey/kept.js';

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

describe('i18next set-up', () => {
  it('reports a missing key, renders it empty and never falls back to another language', async () => {
    const missing: string[] = [];
    const i18n = await createAppI18n('fr', { report: (language, key) => missing.push(`${language}:${key}`), views: true });
    expect(i18n.t('nav.next')).toBe('Suivant');
    expect(i18n.t('does.not.exist')).toBe('');
    expect(missing).toEqual(['fr:does.not.exist']);
    expect(i18n.options.fallbackLng).toBe(false);
  });
});

describe('the note on a missing figure', () => {
  it.each([
    ['nl', 'die leverancier', 'die leveranciers'],
    ['fr', 'ce fournisseur', 'ces fournisseurs'],
    ['de', 'dieses Anbieters', 'dieser Anbieter'],
  ] as const)('%s names one supplier in the singular and two in the plural', async (language, one, two) => {
    const missing: string[] = [];
    const i18n = await createAppI18n(language, { report: (lang, key) => missing.push(`${lang}:${key}`), views: true });
    const single = i18n.t('results.unknownFor', { suppliers: 'A', count: 1 });
    const plural = i18n.t('results.unknownFor', { suppliers: 'A, B', count: 2 });
    // Whole words: 'die leverancier' is also the start of 'die leveranciers'.
    const word = (text: string) => new RegExp(`(^|\\s)${text}(\\s|$)`);
    expect(single).toMatch(word(one));
    expect(single).not.toMatch(word(two));
    expect(plural).toMatch(word(two));
    expect(plural).not.toMatch(word(one));
    expect(missing).toEqual([]);
  });
});

describe('the parts of the texts', () => {
  it('gives a page its entry texts only, until a view asks for its texts', async () => {
    const missing: string[] = [];
    const i18n = await createAppI18n('nl', { report: (language, key) => missing.push(`${language}:${key}`) });
    expect(i18n.t('intro.title')).toBe(nl.intro.title);
    expect(hasViewTexts(i18n, 'nl')).toBe(false);
    expect(i18n.t('results.title')).toBe('');
    expect(missing).toEqual(['nl:results.title']);
    await addViewTexts(i18n);
    expect(hasViewTexts(i18n, 'nl')).toBe(true);
    expect(i18n.t('results.title')).toBe(nl.results.title);
    expect(i18n.t('intro.title')).toBe(nl.intro.title);
  });

  it('gives the results and methodology pages the results part only, and merges the survey part per criterion', async () => {
    const missing: string[] = [];
    const i18n = await createAppI18n('nl', { report: (language, key) => missing.push(`${language}:${key}`), views: ['results'] });
    expect(hasViewTexts(i18n, 'nl', ['results'])).toBe(true);
    expect(hasViewTexts(i18n, 'nl')).toBe(false);
    expect(i18n.t('results.title')).toBe(nl.results.title);
    expect(i18n.t('criteria.price.title')).toBe(nl.criteria.price.title);
    expect(i18n.t('scale.low')).toBe(nl.scale.low);
    // The survey's texts are not there: a criterion's question is in the other part.
    expect(i18n.t('criteria.price.question')).toBe('');
    expect(missing).toEqual(['nl:criteria.price.question']);
    // A language switch brings the same part of the new language, not the survey's.
    await switchLanguage(i18n, 'fr');
    expect(i18n.t('criteria.price.title')).toBe(fr.criteria.price.title);
    expect(hasViewTexts(i18n, 'fr', ['results'])).toBe(true);
    expect(hasViewTexts(i18n, 'fr', ['views'])).toBe(false);
    // The survey's part joins the same criteria, key by key, without hiding the titles.
    await addViewTexts(i18n, 'fr', ['views']);
    expect(i18n.t('criteria.price.question')).toBe(fr.criteria.price.question);
    expect(i18n.t('criteria.price.title')).toBe(fr.criteria.price.title);
    expect(hasViewTexts(i18n, 'fr')).toBe(true);
  });

  it('switches language with the entry texts only, or with the view texts once a view asked for them', async () => {
    const entryOnly = await createAppI18n('nl', { report: () => undefined });
    await switchLanguage(entryOnly, 'fr');
    expect(entryOnly.t('intro.title')).toBe(fr.intro.title);
    expect(hasViewTexts(entryOnly, 'fr')).toBe(false);

    const withViews = await createAppI18n('nl', { report: () => undefined, views: true });
    await switchLanguage(withViews, 'de');
    expect(withViews.language).toBe('de');
    expect(withViews.t('results.title')).toBe(de.results.title);
    expect(withViews.t('footer.privacyLink')).toBe(de.footer.privacyLink);
  });

  it('composes engine texts only in languages whose texts are all loaded', async () => {
    const i18n = await createAppI18n('nl', { report: () => undefined });
    const text = live(i18n, 'survey.resuming') as Record<string, string | undefined>;
    expect(text.nl).toBeUndefined();
    await addViewTexts(i18n);
    expect(text.nl).toBe(nl.survey.resuming);
    expect(text.fr).toBeUndefined();
  });
});

describe('the privacy statement on what stays on the device', () => {
  it.each([
    ['nl', nl, /7 dagen/, /20 minuten/],
    ['fr', fr, /7 jours/, /20 minutes/],
    ['de', de, /7 Tagen/, /20 Minuten/],
  ] as const)('names in %s how long an unfinished questionnaire is kept and when reopening asks', (_language, texts, days, pause) => {
    expect(KEEP_ON_DEVICE_DAYS).toBe(7);
    expect(PAUSE_MS).toBe(20 * 60_000);
    expect(texts.privacyPage.textMarkdown).toMatch(days);
    expect(texts.privacyPage.textMarkdown).toMatch(pause);
  });
});
