import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { figuresFromCwape, formulaOf, markupOf, type CwapeSnapshot } from './cwape';
import { complaintsScore, deriveRegion, markupScore, priceScore } from './derive';
import { diffFigures, formatDiffReport } from './diff';
import { validateFigures, type SupplierFigures } from './figures';
import { FIGURES, REGION_SUPPLIERS } from './index';
import { refreshFigures } from '../../scripts/refresh-suppliers.mjs';

const readJson = <T>(path: string): T => JSON.parse(readFileSync(fileURLToPath(new URL(path, import.meta.url)), 'utf8')) as T;
const snapshot = readJson<CwapeSnapshot & { extrait_de: { commit: string } }>('./data/cwape-2026-10-10.json');
const brugel = readJson<CwapeSnapshot & { extrait_de: { commit: string } }>('./data/brugel-2026-10-10.json');
const copy = (): SupplierFigures => structuredClone(FIGURES) as SupplierFigures;
type Writable = { -readonly [K in string]: unknown };

describe('the figures schema', () => {
  it('accepts the stored figures: every cell has a cited source or an explicit unknown, every supplier of the spec is present', () => {
    expect(validateFigures(FIGURES, REGION_SUPPLIERS)).toEqual([]);
  });

  it('reports a missing supplier, a value without source, an unknown source, a bad value and an unknown reason', () => {
    const broken = copy() as unknown as { regions: { flanders: Writable & { annualCost: Writable; suppliers: string[] } }; greenRanking: Writable; customerSatisfaction: Writable };
    delete broken.regions.flanders.annualCost.octaplus;
    broken.regions.flanders.annualCost.engie = { value: 701.43, note: 'typed in by hand' };
    broken.greenRanking.mega = { value: 25, source: 'greenpeace-2023', note: 'out of range' };
    broken.greenRanking.total = { value: 6, source: 'a-blog', note: 'a source nobody can check' };
    broken.customerSatisfaction.bolt = { unknown: 'guessed', note: 'not a reason from the list' };
    const problems = validateFigures(broken, REGION_SUPPLIERS);
    expect(problems).toEqual(
      expect.arrayContaining([
        'regions.flanders.annualCost.octaplus is missing: give a figure or an explicit unknown',
        'regions.flanders.annualCost.engie has a value without a source',
        'greenRanking.mega.value must be points from 0 to 20',
        'greenRanking.total.source "a-blog" is not in sources',
        expect.stringMatching(/^customerSatisfaction\.bolt\.unknown must be one of/),
      ]),
    );
  });

  it('requires every supplier of the specification in its region', () => {
    const fewer = copy() as unknown as { regions: { wallonia: { suppliers: string[] } } };
    fewer.regions.wallonia.suppliers = fewer.regions.wallonia.suppliers.filter((name) => name !== 'dats24');
    expect(validateFigures(fewer, REGION_SUPPLIERS)).toContain(`regions.wallonia.suppliers must be ${REGION_SUPPLIERS.wallonia.join(', ')}`);
  });
});

describe('Walloon figures from the CompaCWaPE snapshot', () => {
  it('are exactly what the refresh code reads from the stored snapshot extract', () => {
    const read = figuresFromCwape(snapshot, 'cwape-2026-10-10', REGION_SUPPLIERS.wallonia);
    const stored = FIGURES.regions.wallonia;
    expect({ annualCost: stored.annualCost, fixedOffer: stored.fixedOffer, variableMarkup: stored.variableMarkup }).toEqual(read);
    expect(FIGURES.sources['cwape-2026-10-10']?.url).toContain(snapshot.extrait_de.commit);
  });

  it('pins the cheapest regular product per supplier (annual €, 3,500 kWh, VAT included)', () => {
    const costs = Object.fromEntries(
      Object.entries(FIGURES.regions.wallonia.annualCost).map(([name, figure]) => [name, 'value' in figure ? figure.value : null]),
    );
    expect(costs).toEqual({
      engie: 816.24, luminus: 769.14, eneco: 748.87, total: 830.81, mega: 875.25, bolt: 870.76, octaplus: 764.46, cociter: 745.89, dats24: null,
    });
  });

  it('decodes variable formulas, also from the text when the archive has no decoding', () => {
    const octa = snapshot.offres.find((offer) => offer.id === 516);
    expect(octa?.decodage).toBeNull();
    const formula = formulaOf(octa!);
    expect(formula?.slope).toBeCloseTo(0.1056, 10);
    expect(formula?.constant).toBeCloseTo(0.627, 10);
    // The decoded formula gives the comparator's own price at its October index (150.94895 €/MWh), with 6 % VAT.
    expect(((formula!.slope * 150.94895 + formula!.constant) * 1.06)).toBeCloseTo(octa!.prix_kwh, 3);
    expect(markupOf({ slope: 0.102, constant: 0.371 })).toBe(0.671);
  });
});

describe('Brussels figures from the BruSim (Brugel) snapshot', () => {
  it('are exactly what the refresh code reads from the stored snapshot extract', () => {
    const read = figuresFromCwape(brugel, 'brugel-2026-10-10', REGION_SUPPLIERS.brussels, 'BruSim');
    const stored = FIGURES.regions.brussels;
    expect({ annualCost: stored.annualCost, fixedOffer: stored.fixedOffer, variableMarkup: stored.variableMarkup }).toEqual(read);
    expect(FIGURES.sources['brugel-2026-10-10']?.url).toContain(brugel.extrait_de.commit);
  });

  it('lists only the suppliers the comparator shows in Brussels, with their cheapest regular product', () => {
    // The extract keeps the suppliers the questionnaire knows (it says which it leaves out: Brusol, the social tariff).
    const listed = new Set(brugel.offres.map((offer) => offer.fournisseur.toLowerCase()));
    expect([...listed].sort()).toEqual(['bolt', 'engie', 'luminus', 'mega', 'totalenergies']);
    const costs = Object.fromEntries(
      Object.entries(FIGURES.regions.brussels.annualCost).map(([name, figure]) => [name, 'value' in figure ? figure.value : figure.unknown]),
    );
    // Mega's only Brussels offers are group purchases (Testachats), which the regulators' comparison leaves out.
    expect(costs).toEqual({ engie: 831.77, luminus: 995.59, total: 867.03, mega: 'not-listed', bolt: 858.89 });
  });
});

describe('the formulas', () => {
  it('price: the cheapest scores 1, 25 % dearer scores 0, linear in between', () => {
    expect(priceScore(100, 100)).toBe(1);
    expect(priceScore(112.5, 100)).toBe(0.5);
    expect(priceScore(125, 100)).toBe(0);
    expect(priceScore(140, 100)).toBe(0);
  });

  it('markup: the lowest scores 1, 3.75 c€/kWh more scores 0', () => {
    expect(markupScore(0.671, 0.671)).toBe(1);
    expect(markupScore(0.671 + 1.875, 0.671)).toBe(0.5);
    expect(markupScore(5, 0.671)).toBe(0);
  });

  it('complaints: the lowest rate scores 1, twice the lowest scores 0', () => {
    expect(complaintsScore(2, 2)).toBe(1);
    expect(complaintsScore(3, 2)).toBe(0.5);
    expect(complaintsScore(4, 2)).toBe(0);
    expect(complaintsScore(0, 0)).toBe(1);
  });
});

describe('the refresh path', () => {
  it('regenerates the scores from a newer snapshot and reports who moved, by how much', () => {
    const newer = structuredClone(snapshot) as unknown as { date: string; offres: { id: number; prix_kwh: number }[] };
    newer.date = '2026-11-10';
    // Eneco's Flex One gets 2 c€/kWh dearer: 70 € a year more.
    const flexOne = newer.offres.find((offer) => offer.id === 504)!;
    flexOne.prix_kwh += 2;
    const after = refreshFigures(FIGURES, { cwape: newer as unknown as CwapeSnapshot, revised: '2026-11-30' });
    expect(validateFigures(after, REGION_SUPPLIERS)).toEqual([]);
    expect(after.regions.wallonia.priceDate).toBe('2026-11-10');
    expect(after.sources['cwape-2026-11-10']).toMatchObject({ published: '2026-11-10', retrieved: '2026-11-30' });
    expect(after.sources['cwape-2026-10-10']).toBeUndefined();
    expect(after.regions.flanders).toEqual(FIGURES.regions.flanders);
    expect(after.regions.brussels).toEqual(FIGURES.regions.brussels);

    const changes = diffFigures(FIGURES, after);
    const enecoPrice = changes.find((change) => change.region === 'wallonia' && change.supplier === 'eneco' && change.criterion === 'price');
    expect(enecoPrice?.after?.figure).toBe(818.87);
    expect(enecoPrice?.delta).toBeCloseTo(priceScore(818.87, 745.89) - priceScore(748.87, 745.89), 4);
    expect(changes.every((change) => change.region === 'wallonia')).toBe(true);
    const report = formatDiffReport(changes, FIGURES, after);
    expect(report).toContain('Figures revised 2026-11-26 → 2026-11-30.');
    expect(report).toMatch(/\| eneco \| price \| 0\.984 \(figure, 748\.87\) \| 0\.609 \(figure, 818\.87\) \| -0\.375 \|/);
    expect(report).toContain('## Flanders\n\nNo score changed.');
  });

  it('leaves the Ecopower row as specified whatever the data', () => {
    const cheaper = copy() as unknown as { regions: { flanders: { annualCost: Writable } } };
    cheaper.regions.flanders.annualCost.octaplus = { value: 500, source: 'tariff-cards-flanders-2026-10', note: 'a cheaper card' };
    cheaper.regions.flanders.annualCost.ecopower = { value: 620.68, source: 'tariff-cards-flanders-2026-10', note: 'a card as printed' };
    const row = deriveRegion(cheaper as unknown as SupplierFigures, 'flanders').ecopower;
    expect(row.price.value).toBe(1);
    expect(row.price.dataValue).toBe(priceScore(620.68, 500));
  });
});
