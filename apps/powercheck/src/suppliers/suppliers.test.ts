import { describe, expect, it } from 'vitest';
import { CRITERIA, computeResult } from '@powercheck/scoring';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  FIGURES,
  LOGO_SOURCES,
  NEUTRAL_SCORE,
  REGION_TABLES,
  SUPPLIER_DATA_VERSION,
  SUPPLIERS,
  UNKNOWN_REASONS,
  scoringTableFor,
  supplierTableFor,
  type SupplierName,
} from './index';
import { dataVersionOf } from './derive';

const NL_TABLE = REGION_TABLES.flanders;
const FR_DE_TABLE = REGION_TABLES.wallonia;
const BRUSSELS_TABLE = REGION_TABLES.brussels;
const tables = [NL_TABLE, FR_DE_TABLE, BRUSSELS_TABLE];

/** The SVG an imported logo address stands for: Vite inlines small files as data URLs, else gives a file address. */
function svgBehind(src: string, name: string): string {
  const base64 = /^data:image\/svg\+xml;base64,(.*)$/.exec(src);
  if (base64) return Buffer.from(base64[1] ?? '', 'base64').toString('utf8');
  const encoded = /^data:image\/svg\+xml,(.*)$/.exec(src);
  if (encoded) return decodeURIComponent(encoded[1] ?? '');
  expect(src).toMatch(new RegExp(`/${name}(-[\\w-]+)?\\.svg$`));
  return readFileSync(fileURLToPath(new URL(`./logos/${name}.svg`, import.meta.url)), 'utf8');
}

describe('supplier tables', () => {
  it('lists the suppliers of each region in the product order', () => {
    expect(NL_TABLE.suppliers.map(({ name }) => name)).toEqual([
      'engie', 'luminus', 'eneco', 'total', 'mega', 'elegant', 'energiebe', 'ecopower', 'bolt', 'octaplus',
    ]);
    expect(FR_DE_TABLE.suppliers.map(({ name }) => name)).toEqual([
      'engie', 'luminus', 'eneco', 'total', 'mega', 'bolt', 'octaplus', 'cociter', 'dats24',
    ]);
    expect(BRUSSELS_TABLE.suppliers.map(({ name }) => name)).toEqual(['engie', 'luminus', 'total', 'mega', 'bolt']);
  });

  it('gives every cell a score in 0..1 resting on a cited figure, the specification or an explicit unknown at the neutral default', () => {
    for (const table of tables) {
      for (const supplier of table.suppliers) {
        expect(Object.keys(supplier.scores).sort()).toEqual([...CRITERIA].sort());
        for (const criterion of CRITERIA) {
          const cell = supplier.scores[criterion];
          const where = `${table.region}.${supplier.name}.${criterion}`;
          expect(cell.value, where).toBeGreaterThanOrEqual(0);
          expect(cell.value, where).toBeLessThanOrEqual(1);
          for (const source of cell.sources) expect(FIGURES.sources[source], where).toBeDefined();
          if (cell.status === 'figure') {
            expect(cell.figure, where).not.toBeNull();
            expect(cell.sources.length, where).toBe(1);
          }
          if (cell.status === 'unknown') {
            expect(cell.value, where).toBe(NEUTRAL_SCORE);
            expect(cell.figure, where).toBeNull();
            expect(UNKNOWN_REASONS, where).toContain(cell.unknownReason);
          }
          if (cell.status === 'specification') expect(supplier.name, where).toBe('ecopower');
        }
      }
    }
  });

  it('keeps the ecopower row exactly as the specification gives it, and records what the data alone says', () => {
    const ecopower = NL_TABLE.suppliers.find(({ name }) => name === 'ecopower');
    const values = Object.fromEntries(CRITERIA.map((criterion) => [criterion, ecopower?.scores[criterion].value]));
    expect(values).toEqual({
      price: 1,
      origin: 1,
      source: 1,
      customer_satisfaction: 1,
      invests_in_renewable: 1,
      adjusted_formula: 0,
      stable_price: 0,
    });
    const dataSays = Object.fromEntries(CRITERIA.map((criterion) => [criterion, ecopower?.scores[criterion].dataValue]));
    // The data agrees on the three green criteria (20/20); it has no figure for the rest (its card gives no price that
    // can be re-priced at the October index).
    expect(dataSays).toEqual({
      price: null, origin: 1, source: 1, invests_in_renewable: 1, customer_satisfaction: null, adjusted_formula: null, stable_price: null,
    });
  });

  it('prices each region from its own figures: the same supplier scores differently in Flanders and Wallonia', () => {
    const price = (table: typeof NL_TABLE, name: string) => table.suppliers.find((supplier) => supplier.name === name)?.scores.price;
    // Wallonia: cociter is the cheapest (745.89 €), eneco 748.87 € → 1 − (748.87 / 745.89 − 1) / 0.25.
    expect(price(FR_DE_TABLE, 'cociter')).toMatchObject({ value: 1, figure: 745.89, status: 'figure' });
    expect(price(FR_DE_TABLE, 'eneco')?.value).toBeCloseTo(1 - (748.87 / 745.89 - 1) / 0.25, 4);
    // Flanders: eneco's Flex One (691.01 €) is the cheapest card; engie's BASIC Online 763.65 €.
    expect(price(NL_TABLE, 'eneco')).toMatchObject({ value: 1, figure: 691.01, status: 'figure' });
    expect(price(NL_TABLE, 'engie')?.value).toBeCloseTo(1 - (763.65 / 691.01 - 1) / 0.25, 4);
    expect(price(NL_TABLE, 'elegant')).toMatchObject({ value: 0.5, status: 'unknown', unknownReason: 'not-listed' });
    expect(price(FR_DE_TABLE, 'dats24')).toMatchObject({ value: 0.5, status: 'unknown', unknownReason: 'not-listed' });
  });

  it('flags availability per region to match the tables', () => {
    for (const supplier of Object.values(SUPPLIERS)) {
      for (const table of tables) {
        expect(supplier.availability[table.region]).toBe(table.suppliers.some(({ name }) => name === supplier.name));
      }
    }
    expect(SUPPLIERS.ecopower.availability).toEqual({ flanders: true, wallonia: false, brussels: false });
    expect(SUPPLIERS.cociter.availability).toEqual({ flanders: false, wallonia: true, brussels: false });
    expect(SUPPLIERS.engie.availability).toEqual({ flanders: true, wallonia: true, brussels: true });
  });

  it('picks the table by region', () => {
    expect(supplierTableFor('flanders')).toBe(NL_TABLE);
    expect(supplierTableFor('wallonia')).toBe(FR_DE_TABLE);
    expect(supplierTableFor('brussels')).toBe(BRUSSELS_TABLE);
  });

  it('feeds @powercheck/scoring: the plain table ranks and carries the unknown cells', () => {
    const plain = scoringTableFor('flanders');
    expect(plain).toHaveLength(10);
    expect(plain.find(({ name }) => name === 'ecopower')).toEqual({
      name: 'ecopower',
      scores: { price: 1, adjusted_formula: 0, stable_price: 0, origin: 1, source: 1, customer_satisfaction: 1, invests_in_renewable: 1 },
      unknown: [],
    });
    expect(plain.find(({ name }) => name === 'eneco')?.unknown).toEqual(['customer_satisfaction']);
    const green = { price: '5', origin: '5', source: '5', customer_satisfaction: '5', invests_in_renewable: '5', stable_price: '1', adjusted_formula: '1' };
    expect(computeResult(green, plain).rankings[0]).toEqual({ name: 'ecopower', percentage: 71 });
    expect(computeResult(green, scoringTableFor('wallonia')).rankings[0]?.name).toBe('cociter');
  });

  it('versions the data: the version changes with any figure', () => {
    expect(NL_TABLE.dataVersion).toBe(SUPPLIER_DATA_VERSION);
    expect(SUPPLIER_DATA_VERSION).toMatch(new RegExp(`^${FIGURES.revised}\\.[0-9a-f]{8}$`));
    const changed = structuredClone(FIGURES) as { greenRanking: Record<string, { value?: number }> };
    (changed.greenRanking.mega as { value: number }).value = 8;
    expect(dataVersionOf(changed as unknown as typeof FIGURES)).not.toBe(SUPPLIER_DATA_VERSION);
  });
});

describe('supplier logos', () => {
  it('has a small SVG wordmark per supplier whose text is the alt text', () => {
    for (const supplier of Object.values(SUPPLIERS)) {
      const file = fileURLToPath(new URL(`./logos/${supplier.name}.svg`, import.meta.url));
      const svg = readFileSync(file, 'utf8');
      expect(svg.length, supplier.name).toBeLessThan(1024);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="160" height="48" viewBox="0 0 160 48"/);
      const escaped = supplier.displayName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      expect(svg).toMatch(new RegExp(`<title>${escaped}</title>`));
      expect(svg).toMatch(new RegExp(`>${escaped}</text>`));
      expect(supplier.logo.alt).toBe(supplier.displayName);
      expect(supplier.logo.src).toBe(LOGO_SOURCES[supplier.name as SupplierName]);
      expect(svgBehind(supplier.logo.src, supplier.name), supplier.name).toBe(svg);
    }
  });
});
