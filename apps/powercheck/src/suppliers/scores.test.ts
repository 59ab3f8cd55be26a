import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CRITERIA, MAX_IMPORTANCE, MIN_IMPORTANCE, computeResult, type Criterion } from '@powercheck/scoring';
import { scoresModuleSource } from '../../scripts/supplier-scores.mjs';
import { FIGURES, SUPPLIER_DATA_VERSION, scoringTableFor, supplierTableFor } from './index';
import { scoreTablesOf, type ScoreTables } from './score-tables';
import { SCORE_TABLES, SUPPLIER_DATA_VERSION as SCORES_DATA_VERSION, regionScoresFor } from './scores';

const REGIONS = ['flanders', 'wallonia', 'brussels'] as const;

/** What a module source made by scoresModuleSource exports. */
function tablesOfSource(source: string): ScoreTables {
  const json = /^export default JSON\.parse\((".*")\);$/.exec(source)?.[1];
  expect(json).toBeDefined();
  return JSON.parse(JSON.parse(json ?? '""')) as ScoreTables;
}

describe('the score tables the browser gets (virtual:powercheck-scores)', () => {
  it('are the scores of the full tables: the same rows, scores, unknown cells, dates and data version', () => {
    expect(SCORE_TABLES).toEqual(scoreTablesOf(FIGURES));
    expect(SCORES_DATA_VERSION).toBe(SUPPLIER_DATA_VERSION);
    expect(SCORE_TABLES.revised).toBe(FIGURES.revised);
    for (const region of REGIONS) {
      const full = supplierTableFor(region);
      const scores = regionScoresFor(region);
      expect(scores.region).toBe(region);
      expect(scores.priceDate).toBe(full.priceDate);
      expect(scores.suppliers.map(({ name, scores: values, unknown }) => ({ name, scores: values, unknown }))).toEqual(
        scoringTableFor(region).map(({ name, scores: values, unknown }) => ({ name, scores: values, unknown: unknown ?? [] })),
      );
      for (const row of scores.suppliers) {
        const cells = full.suppliers.find(({ name }) => name === row.name)?.scores;
        const specifiedWithoutFigure = CRITERIA.filter(
          (criterion) => cells?.[criterion].status === 'specification' && cells[criterion].dataValue === null,
        );
        expect(row.specifiedWithoutFigure, row.name).toEqual(specifiedWithoutFigure);
      }
    }
    // The specification's Ecopower row has cells without a figure in Flanders: the marks are really carried.
    expect(regionScoresFor('flanders').suppliers.find(({ name }) => name === 'ecopower')?.specifiedWithoutFigure.length).toBeGreaterThan(0);
  });

  it('list in each region only the suppliers that supply households there', () => {
    expect(regionScoresFor('brussels').suppliers.map(({ name }) => name)).toEqual(['engie', 'luminus', 'total', 'mega', 'bolt']);
    expect(regionScoresFor('flanders').suppliers.map(({ name }) => name)).toContain('ecopower');
    expect(regionScoresFor('wallonia').suppliers.map(({ name }) => name)).not.toContain('ecopower');
  });

  it('rank exactly as the full tables for every answer to price and origin with the others fixed', () => {
    const levels = Array.from({ length: MAX_IMPORTANCE - MIN_IMPORTANCE + 1 }, (_, index) => String(MIN_IMPORTANCE + index));
    for (const region of REGIONS) {
      for (const price of levels) {
        for (const origin of levels) {
          const answers = Object.fromEntries(CRITERIA.map((criterion) => [criterion, '3'])) as Record<Criterion, string>;
          Object.assign(answers, { price, origin });
          expect(computeResult(answers, regionScoresFor(region).suppliers)).toEqual(computeResult(answers, scoringTableFor(region)));
        }
      }
    }
  });

  it('are derived from the figures file when the module is made, not copied: a changed figure changes them', () => {
    const changed = structuredClone(FIGURES) as { regions: { flanders: { annualCost: Record<string, { value?: number }> } } };
    const engie = changed.regions.flanders.annualCost.engie;
    expect(typeof engie?.value).toBe('number');
    if (engie?.value !== undefined) engie.value *= 1.1;
    const file = join(mkdtempSync(join(tmpdir(), 'powercheck-figures-')), 'figures.json');
    writeFileSync(file, JSON.stringify(changed));
    const derived = tablesOfSource(scoresModuleSource(file));
    expect(derived).toEqual(scoreTablesOf(changed as unknown as typeof FIGURES));
    const price = (tables: ScoreTables) => tables.regions.flanders.suppliers.find(({ name }) => name === 'engie')?.scores.price;
    expect(price(derived)).toBeLessThan(price(SCORE_TABLES) ?? 0);
    expect(derived.dataVersion).not.toBe(SCORE_TABLES.dataVersion);
    expect(tablesOfSource(scoresModuleSource())).toEqual(SCORE_TABLES);
  });

  it('hold no figure, source or note: those load with a calculation', () => {
    const source = scoresModuleSource();
    for (const [id, record] of Object.entries(FIGURES.sources)) {
      expect(source).not.toContain(id);
      expect(source).not.toContain(record.title);
    }
    expect(source).not.toContain('note');
    // Eneco's annual cost in Flanders (691.01 €), the figure behind its price score.
    const cost = FIGURES.regions.flanders.annualCost.eneco;
    expect(cost && 'value' in cost ? String(cost.value) : '').toBe('691.01');
    expect(source).not.toContain('691.01');
  });
});
