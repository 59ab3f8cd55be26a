import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DAY_AHEAD_INDEX, RLP_INDEX, cardMarkupOf, figuresFromCards, priceAt, type CardExtract, type TariffCard } from './cards';
import type { CwapeSnapshot } from './cwape';
import { diffFigures, formatDiffReport } from './diff';
import { isKnown, validateFigures, type SupplierFigures } from './figures';
import { FIGURES, REGION_SUPPLIERS, SUPPLIER_DATA_VERSION } from './index';
import { annualCostOf, indexProblems } from './tariff';
import { refreshFigures } from '../../scripts/refresh-suppliers.mjs';

const path = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));
const readJson = <T>(relative: string): T => JSON.parse(readFileSync(path(relative), 'utf8')) as T;
const CARDS = readJson<CardExtract>('./data/cards-flanders-2026-10.json');
const CWAPE = readJson<CwapeSnapshot>('./data/cwape-2026-10-10.json');
const BRUGEL = readJson<CwapeSnapshot>('./data/brugel-2026-10-10.json');
const SOURCE = 'tariff-cards-flanders-2026-10';
const FLANDERS = REGION_SUPPLIERS.flanders;
/** The October 2026 index values (€/MWh), as the CompaCWaPE snapshot of 2026-10-10 gives them. */
const OCTOBER = { [RLP_INDEX]: 150.94895, [DAY_AHEAD_INDEX]: 145.01543 };

const read = (extract: CardExtract = CARDS, indexes: Record<string, number> = OCTOBER) => figuresFromCards(extract, indexes, SOURCE, FLANDERS);
const valueOf = <T>(cell: { value: T } | { unknown: string } | undefined) => (cell && 'value' in cell ? cell.value : cell?.unknown);
type Writable = { -readonly [K in string]: unknown };
/** A card of the extract, its fields writable (to make a changed copy). */
const cardOf = (extract: CardExtract, name: string) =>
  (extract.cards as unknown as Record<string, { card: Omit<TariffCard, 'energy' | 'taxes'> & { energy: Writable; taxes: Writable } }>)[name]!.card;

describe('the Flemish tariff cards of October 2026', () => {
  const read2026 = read();

  it('give every Flemish annual cost, to the cent', () => {
    const costs = Object.fromEntries(FLANDERS.map((name) => [name, valueOf(read2026.annualCost[name])]));
    expect(costs).toEqual({
      engie: 763.65, luminus: 'not-reproducible', eneco: 691.01, total: 768.96, mega: 820.56, elegant: 'not-listed',
      energiebe: 749.78, ecopower: 'not-reproducible', bolt: 796.85, octaplus: 710.81,
    });
    expect(read2026.priceDate).toBe('2026-10');
  });

  it('give each price’s components: fee, energy and certificate costs (VAT included), VAT rate, index and month', () => {
    // [fee €, energy c€/kWh, certificates c€/kWh (flanders_renewables × 1.06), index]
    const expected = {
      engie: [20, 19.5701, 1.67692, DAY_AHEAD_INDEX],
      eneco: [50, 16.7139, 1.6006, RLP_INDEX],
      total: [35, 19.306, 1.6642, RLP_INDEX],
      mega: [45, 20.5117, 1.64724, RLP_INDEX],
      energiebe: [35, 18.7687, 1.6536, RLP_INDEX],
      bolt: [47.88, 19.7455, 1.6536, DAY_AHEAD_INDEX],
      octaplus: [40, 17.4743, 1.69176, RLP_INDEX],
    } as const;
    for (const [name, [fee, energy, certificates, index]] of Object.entries(expected)) {
      const cell = read2026.annualCost[name as keyof typeof expected];
      const tariff = cell && isKnown(cell) ? cell.tariff : undefined;
      expect(tariff?.fixedFeeEur, name).toBe(fee);
      expect(tariff?.energyCkwh, name).toBeCloseTo(energy, 4);
      expect(tariff?.certificatesCkwh, name).toBeCloseTo(certificates, 5);
      expect(tariff?.vatRate, name).toBe(0.06);
      expect(tariff?.index, name).toEqual({ name: index, valueEurMwh: OCTOBER[index], month: '2026-10' });
      expect(annualCostOf(tariff!), name).toBe(valueOf(cell));
    }
    const tariffs = Object.fromEntries(Object.entries(read2026.annualCost).map(([name, cell]) => [name, cell && isKnown(cell) ? cell.tariff : undefined]));
    expect(indexProblems('2026-10', tariffs)).toEqual([]);
  });

  it('give every markup at 150 €/MWh (c€/kWh excl. VAT) and say which cannot be read', () => {
    const markups = Object.fromEntries(FLANDERS.map((name) => [name, valueOf(read2026.variableMarkup[name])]));
    expect(markups).toEqual({
      engie: 4.0451, luminus: 'not-reproducible', eneco: 0.671, total: 3.1089, mega: 4.245, elegant: 'not-listed',
      energiebe: 2.6, ecopower: 'not-reproducible', bolt: 4.21, octaplus: 1.385,
    });
  });

  it('give day and night prices where the card has day and night formulas, none where it has not', () => {
    const dayNight = Object.fromEntries(
      Object.entries(read2026.annualCost).flatMap(([name, cell]) =>
        cell && isKnown(cell) && cell.tariff?.dayCkwh !== undefined ? [[name, [cell.tariff.dayCkwh, cell.tariff.nightCkwh]]] : [],
      ),
    );
    expect(Object.keys(dayNight)).toEqual(['engie', 'total', 'mega', 'octaplus']);
    // ENGIE BASIC Online: day 0.01600706 + 1.37588 × 145.01543 ÷ 1000 €/kWh, night with factor 1.04198.
    expect(dayNight.engie?.[0]).toBeCloseTo(21.5531, 4);
    expect(dayNight.engie?.[1]).toBeCloseTo(16.711, 4);
    // Bolt prints day and night prices but gives no day/night formula: they cannot be re-priced, so none are read.
    expect(cardOf(CARDS, 'bolt').energy.peak).toBe(0.2009);
  });

  it('price OCTA+ at the RLP-weighted index its card text names, which gives the card’s own printed prices', () => {
    // The card's rlp_indexed field says false, its text says "Epex RLP M"; at Belpex RLP M of October the three
    // formulas give exactly the prices the card prints (17.47, 19.68, 15.49 c€/kWh), at Epex DAM they do not.
    const card = cardOf(CARDS, 'octaplus');
    expect(card.energy.rlp_indexed).toBe(false);
    const printed = [card.energy.current, card.energy.peak, card.energy.offpeak].map((price) => Number(price) * 100);
    const formulas = ['', '_peak', '_offpeak'].map((suffix) => ({ base: Number(card.energy[`formula_base${suffix}`]), factor: Number(card.energy[`formula_factor${suffix}`]) }));
    expect(formulas.map((formula) => Math.round(priceAt(formula, OCTOBER[RLP_INDEX]) * 100) / 100)).toEqual(printed);
    expect(formulas.map((formula) => Math.round(priceAt(formula, OCTOBER[DAY_AHEAD_INDEX]) * 100) / 100)).not.toEqual(printed);
  });

  it('are exactly the stored Flemish cells (fixed offers aside, which the variable products’ cards do not decide)', () => {
    const stored = FIGURES.regions.flanders;
    expect({ priceDate: stored.priceDate, annualCost: stored.annualCost, variableMarkup: stored.variableMarkup }).toEqual(read2026);
  });

  it('cite each card by its archive path and commit, with the card’s own address, dates and label', () => {
    for (const [name, entry] of Object.entries(CARDS.cards)) {
      if (!entry?.card) continue;
      expect(entry.path, name).toMatch(new RegExp(`^electricity/cards/[a-z]+/${entry.card.contract}/flanders/2026-10\\.json$`));
      expect(entry.commit, name).toMatch(/^[0-9a-f]{40}$/);
      expect(entry.card.source_url, name).toMatch(/^https:\/\//);
      expect(entry.card._seen_on, name).toMatch(/^2026-10-\d\d$/);
      expect(entry.card.publication_label, name).toMatch(/o[ck]tob|10\/2026/i);
    }
  });
});

describe('reading a card', () => {
  it('takes the VAT rate out of the card, for the certificates and the markup', () => {
    expect(cardMarkupOf({ base: 0.0039326, factor: 1.0812 }, 0.06)).toBe(0.671);
    const extract = structuredClone(CARDS);
    const eneco = cardOf(extract, 'eneco');
    eneco.taxes.card_vat_rate = 0.21;
    eneco.energy.formula_base = 0.00371 * 1.21;
    eneco.energy.formula_factor = 0.102 * 1.21 * 10;
    const cells = read(extract);
    expect(valueOf(cells.variableMarkup.eneco)).toBe(0.671);
    const cell = cells.annualCost.eneco;
    expect(cell && isKnown(cell) && cell.tariff).toMatchObject({ vatRate: 0.21, certificatesCkwh: 1.8271 });
  });

  it('gives no price, not reproducible, for a variable card without a formula or a month without a card', () => {
    const extract = structuredClone(CARDS);
    const eneco = cardOf(extract, 'eneco');
    eneco.energy.formula_base = null;
    eneco.energy.formula = null;
    const cells = read(extract);
    expect(cells.annualCost.eneco).toMatchObject({ unknown: 'not-reproducible', product: 'Eneco Power Flex One' });
    expect(cells.annualCost.eneco?.note).toContain('prints no formula, only an energy price (18 c€/kWh)');
    expect(cells.variableMarkup.eneco).toMatchObject({ unknown: 'not-reproducible' });
    expect(cells.annualCost.ecopower).toMatchObject({ unknown: 'not-reproducible' });
    expect(cells.annualCost.ecopower?.note).toContain('no October 2026 card of Ecopower');
    const without = structuredClone(CARDS) as unknown as { cards: Writable };
    delete without.cards.bolt;
    expect(read(without as unknown as CardExtract).annualCost.bolt).toMatchObject({ unknown: 'not-listed' });
  });

  it('re-prices every variable product at the index values it is given', () => {
    const cells = read(CARDS, { ...OCTOBER, [RLP_INDEX]: 100 });
    const eneco = cells.annualCost.eneco;
    // (0.0039326 + 1.0812 × 100 ÷ 1000) × 100 = 11.20526 c€/kWh; + 1.6006 certificates; × 35 + 50.
    expect(eneco && isKnown(eneco) && eneco.tariff?.energyCkwh).toBeCloseTo(11.20526, 8);
    expect(valueOf(eneco)).toBe(Math.round((50 + (11.20526 + 1.6006) * 35) * 100) / 100);
    expect(valueOf(cells.annualCost.engie)).toBe(763.65);
    expect(valueOf(cells.variableMarkup.eneco)).toBe(0.671);
  });

  it('refuses a card of another month, an index without a value and a card of a kind it does not read', () => {
    const september = structuredClone(CARDS) as unknown as { cards: { eneco: Writable } };
    september.cards.eneco.path = 'electricity/cards/eneco/power_flex_one/flanders/2026-09.json';
    expect(() => read(september as unknown as CardExtract)).toThrow('eneco: card electricity/cards/eneco/power_flex_one/flanders/2026-09.json is not a Flemish card of 2026-10');
    expect(() => read(CARDS, { [RLP_INDEX]: 150.94895 })).toThrow('engie: no 2026-10 value of Epex DAM (give --index "Epex DAM=<€/MWh>")');
    const fixed = structuredClone(CARDS) as unknown as { cards: { mega: { card: Writable } } };
    fixed.cards.mega.card.energy_kind = 'fixed';
    expect(() => read(fixed as unknown as CardExtract)).toThrow('mega: a card of kind fixed is not read');
  });
});

describe('refreshing all three regions', () => {
  const script = path('../../scripts/refresh-suppliers.mjs');
  const data = (name: string) => path(`./data/${name}`);

  it('from the stored snapshots and cards changes nothing, and the report says so for each region', () => {
    const after = refreshFigures(FIGURES, { cwape: CWAPE, brugel: BRUGEL, cards: CARDS, revised: FIGURES.revised });
    expect(after).toEqual(FIGURES);
    const report = formatDiffReport(diffFigures(FIGURES, after), FIGURES, after);
    expect(report.match(/No score changed\./g)).toHaveLength(3);
    expect(report).not.toContain('Price components changed');
  });

  it('runs as a command: validates, prints the diff report and the unchanged data version', () => {
    const run = spawnSync(
      process.execPath,
      [script, '--cwape', data('cwape-2026-10-10.json'), '--brugel', data('brugel-2026-10-10.json'), '--cards', data('cards-flanders-2026-10.json'),
        '--index', `${RLP_INDEX}=150.94895`, '--revised', FIGURES.revised, '--dry-run'],
      { encoding: 'utf8' },
    );
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('## Flanders\n\nNo score changed.');
    expect(run.stdout).toContain(`Data version: ${SUPPLIER_DATA_VERSION} → ${SUPPLIER_DATA_VERSION}`);
    const bad = spawnSync(process.execPath, [script, '--cards', data('cards-flanders-2026-10.json'), '--index', 'Belpex RLP M', '--dry-run'], { encoding: 'utf8' });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('--index takes "<name>=<€/MWh>"');
  });

  it('from a changed card moves exactly that supplier and lists its changed components', () => {
    const newer = structuredClone(CARDS);
    // Mega's fee 30 € higher: Mega's price moves, Eneco stays the cheapest, so no other supplier's score moves.
    cardOf(newer, 'mega').energy.yearly_fixed_fee = 75;
    const after = refreshFigures(FIGURES, { cards: newer, revised: '2026-11-30' }) as SupplierFigures;
    expect(validateFigures(after, REGION_SUPPLIERS)).toEqual([]);
    const changes = diffFigures(FIGURES, after);
    expect(changes.map(({ region, supplier, criterion }) => `${region}.${supplier}.${criterion}`)).toEqual(['flanders.mega.price']);
    expect(changes[0]?.after?.figure).toBe(850.56);
    expect(after.regions.flanders.fixedOffer).toEqual(FIGURES.regions.flanders.fixedOffer);
    expect(formatDiffReport(changes, FIGURES, after)).toContain('Price components changed:\n\n- mega: fixedFeeEur 45 → 75\n');
  });
});
