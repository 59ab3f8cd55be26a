import { describe, expect, it } from 'vitest';
import { CRITERIA } from '@powercheck/scoring';
import { REGION_TABLES, UNKNOWN_REASONS } from '../suppliers/index';

const NL_TABLE = REGION_TABLES.flanders;
const FR_DE_TABLE = REGION_TABLES.wallonia;
import { fill, loadMethodologyTexts, METHODOLOGY_PLACEHOLDERS } from './texts/index';
import { sourcesOfCriterion, specificationDifferences, unknownCellsOf } from './model';
import { formatFigure } from './format';

/** Every string reachable in the texts, functions called with sample arguments. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') return [String((value as (...args: unknown[]) => unknown)('cwape-2026-10-10', { title: 't', published: '2026-10-10', retrieved: '2026-11-23' }, '2026-10'))];
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe('methodology texts', () => {
  it.each(['nl', 'fr', 'de'] as const)('%s has a non-empty text for everything the page shows', async (language) => {
    const texts = await loadMethodologyTexts(language);
    for (const text of strings(texts)) expect(text.trim().length).toBeGreaterThan(0);
    expect(Object.keys(texts.definitions).sort()).toEqual([...CRITERIA].sort());
    expect(Object.keys(texts.unknownReasons).sort()).toEqual([...UNKNOWN_REASONS].sort());
    const version = texts.dataVersion('v1', { flanders: '2026-10', wallonia: '2026-10-10', brussels: '2026-10-11' });
    expect(version).toContain('v1');
    expect(version).toContain('2026-10-11');
  });
});

describe('what the page lists', () => {
  it('names the sources of each criterion over the three tables', () => {
    expect(sourcesOfCriterion([NL_TABLE, FR_DE_TABLE, REGION_TABLES.brussels], 'price')).toEqual([
      'tariff-cards-flanders-2026-10',
      'cwape-2026-10-10',
      'brugel-2026-10-10',
    ]);
    expect(sourcesOfCriterion([NL_TABLE, FR_DE_TABLE], 'origin')).toEqual(['greenpeace-2023', 'greenpeace-2021']);
  });

  it('lists the unknown cells per region and supplier', () => {
    const nl = unknownCellsOf([NL_TABLE]);
    expect(nl.find(({ supplier }) => supplier === 'Elegant')?.cells.map(({ criterion }) => criterion)).toEqual([...CRITERIA]);
    expect(nl.some(({ supplier }) => supplier === 'Ecopower')).toBe(false);
    const fr = unknownCellsOf([FR_DE_TABLE]);
    expect(fr.find(({ supplier }) => supplier === 'Cociter')?.cells).toEqual([
      { criterion: 'customer_satisfaction', reason: 'no-per-supplier-figure' },
      { criterion: 'adjusted_formula', reason: 'index-not-published' },
    ]);
  });

  it('lists where the specified Ecopower row has no figure behind it', () => {
    expect(specificationDifferences([NL_TABLE, FR_DE_TABLE])).toEqual([
      { supplier: 'Ecopower', criterion: 'price', specified: 1, data: null },
      { supplier: 'Ecopower', criterion: 'customer_satisfaction', specified: 1, data: null },
      { supplier: 'Ecopower', criterion: 'stable_price', specified: 0, data: null },
      { supplier: 'Ecopower', criterion: 'adjusted_formula', specified: 0, data: null },
    ]);
  });
});

describe('the green-ranking figures', () => {
  it.each([
    ['nl', '13/20 (oudere editie: 2021)'],
    ['fr', '13/20 (édition plus ancienne\u202f: 2021)'],
    ['de', '13/20 (ältere Ausgabe: 2021)'],
  ] as const)('%s: marks the one score taken from an older edition (Bolt, 2021) and only that one', async (language, bolt) => {
    const texts = await loadMethodologyTexts(language);
    for (const table of [NL_TABLE, FR_DE_TABLE, REGION_TABLES.brussels]) {
      for (const supplier of table.suppliers) {
        const text = formatFigure(supplier.scores.origin, language, texts);
        if (supplier.name === 'bolt') expect(text).toBe(bolt);
        else expect(text).not.toMatch(/2021/);
      }
    }
  });
});

describe('methodology text files', () => {
  it.each(['nl', 'fr', 'de'] as const)('%s has exactly the placeholders the page fills in, in every text', async (language) => {
    const resource = (await import(`../i18n/methodology/${language}.json`)).default as Record<string, unknown>;
    const flat = (value: unknown, prefix: string): [string, string][] =>
      typeof value === 'string' ? [[prefix, value]] : Object.entries(value as object).flatMap(([key, child]) => flat(child, prefix ? `${prefix}.${key}` : key));
    const filled: Record<string, readonly string[]> = METHODOLOGY_PLACEHOLDERS;
    for (const [key, text] of flat(resource, '')) {
      const found = [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();
      expect(found, `${language} ${key}`).toEqual([...(filled[key] ?? [])].sort());
    }
  });

  it('fills placeholders the way i18next writes them, and leaves an unknown one visible', () => {
    expect(fill('Prijzen van {{ date }} ({{region}}), {{days}} dagen', { date: '1 oktober', region: 'Vlaanderen', days: 53 })).toBe('Prijzen van 1 oktober (Vlaanderen), 53 dagen');
    expect(fill('{{unknown}}', {})).toBe('{{unknown}}');
  });
});
