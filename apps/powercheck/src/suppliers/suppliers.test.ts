import { describe, expect, it } from 'vitest';
import { CRITERIA, computeResult } from '@powercheck/scoring';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  FR_DE_TABLE,
  LOGO_SOURCES,
  NL_TABLE,
  SOURCES,
  SUPPLIERS,
  scoringTableFor,
  supplierTableFor,
  type SupplierName,
} from './index';

const tables = [NL_TABLE, FR_DE_TABLE];

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
  });

  it('gives every value a score in 0..1, a one-line reason and a known source', () => {
    for (const table of tables) {
      for (const supplier of table.suppliers) {
        expect(Object.keys(supplier.scores).sort()).toEqual([...CRITERIA].sort());
        for (const criterion of CRITERIA) {
          const evidence = supplier.scores[criterion];
          const where = `${supplier.name}.${criterion}`;
          expect(evidence.value, where).toBeGreaterThanOrEqual(0);
          expect(evidence.value, where).toBeLessThanOrEqual(1);
          expect(evidence.reason.trim().length, where).toBeGreaterThan(10);
          expect(evidence.reason, where).not.toMatch(/\n/);
          expect(SOURCES[evidence.source], where).toBeDefined();
          expect(['specification', 'documented', 'default'], where).toContain(evidence.basis);
          if (evidence.basis === 'default') expect(evidence.source, where).toBe('project-default');
        }
      }
    }
  });

  it('keeps the ecopower row exactly as the specification gives it', () => {
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
    expect(CRITERIA.every((criterion) => ecopower?.scores[criterion].source === 'product-spec')).toBe(true);
  });

  it('flags availability per region to match the tables', () => {
    for (const supplier of Object.values(SUPPLIERS)) {
      expect(supplier.availability.nl).toBe(NL_TABLE.suppliers.includes(supplier));
      expect(supplier.availability.fr).toBe(FR_DE_TABLE.suppliers.includes(supplier));
    }
    expect(SUPPLIERS.ecopower.availability).toEqual({ nl: true, fr: false });
    expect(SUPPLIERS.cociter.availability).toEqual({ nl: false, fr: true });
    expect(SUPPLIERS.engie.availability).toEqual({ nl: true, fr: true });
  });

  it('picks the table by language: fr and de share one, anything else is Dutch', () => {
    expect(supplierTableFor('nl')).toBe(NL_TABLE);
    expect(supplierTableFor('fr')).toBe(FR_DE_TABLE);
    expect(supplierTableFor('de')).toBe(FR_DE_TABLE);
    expect(supplierTableFor('en')).toBe(NL_TABLE);
  });

  it('feeds @powercheck/scoring: the plain table ranks and ecopower wins on its own criteria', () => {
    const plain = scoringTableFor('nl');
    expect(plain).toHaveLength(10);
    expect(plain.find(({ name }) => name === 'ecopower')?.scores).toEqual({
      price: 1, adjusted_formula: 0, stable_price: 0, origin: 1, source: 1, customer_satisfaction: 1, invests_in_renewable: 1,
    });
    const green = { price: '5', origin: '5', source: '5', customer_satisfaction: '5', invests_in_renewable: '5', stable_price: '1', adjusted_formula: '1' };
    expect(computeResult(green, plain).rankings[0]).toEqual({ name: 'ecopower', percentage: 71 });
    expect(computeResult(green, scoringTableFor('fr')).rankings[0]?.name).toBe('cociter');
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
