/**
 * Reads the Flemish figures out of the suppliers' own tariff cards, as the public archive renaudallard/be_price_cards
 * stores them (electricity/cards/<supplier>/<contract>/flanders/<YYYY-MM>.json), re-priced at the month's index
 * values: per supplier the annual cost of the card's product with its tariff components (day/night prices when the
 * card gives day and night formulas), and the markup of its variable formula. Pure; used by
 * scripts/refresh-suppliers.mjs.
 */
import type { Figure } from './figures.ts';
import { annualCostOf, type TariffComponents } from './tariff.ts';
import type { SupplierName } from './types.ts';

/** The fields of a card that the reader uses, values as in the archive (the archive has more). */
export interface TariffCard {
  readonly _cached_at: string;
  readonly _seen_on: string;
  readonly contract: string;
  /** 'variable' or 'spot_monthly' (a formula on a month index); other kinds are not read here. */
  readonly energy_kind: string;
  readonly publication_label: string;
  readonly source_url: string;
  readonly supplier: string;
  /**
   * €/kWh, VAT included: energy = base + factor × index (€/MWh) ÷ 1000, per meter (`_peak`: day, `_offpeak`: night).
   * Cards of kind 'variable' name the fields formula_base/formula_factor…, cards of kind 'spot_monthly' base/factor….
   */
  readonly energy: Readonly<Record<string, number | string | boolean | null>> & {
    /** True: the formula follows the RLP-weighted month index (Belpex RLP M); false: the day-ahead month average (Epex DAM). */
    readonly rlp_indexed?: boolean;
    /** €/year, VAT included. */
    readonly yearly_fixed_fee: number;
  };
  readonly taxes: {
    /** The VAT rate included in the card's prices (older cards: assumed_vat_rate). */
    readonly card_vat_rate?: number;
    readonly assumed_vat_rate?: number;
    /** Flemish green-certificate and cogeneration costs, €/kWh excl. VAT. */
    readonly flanders_renewables: number;
  };
}

/** One supplier's entry of an extract: its card of the month, or why there is none. */
export interface CardEntry {
  /** The product's name as the figures show it. */
  readonly product?: string;
  /** The card's path in the archive, and the archive commit it was read at. */
  readonly path?: string;
  readonly commit?: string;
  /** The index the card's formula follows, when the card's text names another one than its rlp_indexed field. */
  readonly index?: string;
  readonly indexFrom?: string;
  /** What else the archive shows of this card (another copy), added to the cell's note. */
  readonly remark?: string;
  readonly card?: TariffCard;
  /** No card of the month: why (the cell is then unknown, not reproducible). */
  readonly noCard?: string;
}

/** A month's card extract (data/cards-flanders-<month>.json). */
export interface CardExtract {
  readonly extract_of: { readonly repository: string; readonly read_on: string; readonly content: string };
  /** YYYY-MM: the month of every card and of the index values. */
  readonly month: string;
  /** The month's index values, €/MWh, by index name (a refresh can give others with --index). */
  readonly indexes: { readonly source: string; readonly values: Readonly<Record<string, number>> };
  readonly cards: Readonly<Partial<Record<SupplierName, CardEntry>>>;
}

/** The two indexes the Flemish cards follow. */
export const RLP_INDEX = 'Belpex RLP M';
export const DAY_AHEAD_INDEX = 'Epex DAM';

/** The market index at which markups are compared, €/MWh (as for the comparators' formulas in cwape.ts). */
const REFERENCE_INDEX_EUR_MWH = 150;

const READ_KINDS = ['variable', 'spot_monthly'];

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** A per-meter formula of the card: `suffix` '' (single rate), '_peak' (day) or '_offpeak' (night). */
function formulaOf(card: TariffCard, suffix: '' | '_peak' | '_offpeak'): { base: number; factor: number } | undefined {
  const field = (name: string) => {
    const value = card.energy[`formula_${name}${suffix}`] ?? card.energy[`${name}${suffix}`];
    return typeof value === 'number' ? value : undefined;
  };
  const base = field('base');
  const factor = field('factor');
  return base === undefined || factor === undefined ? undefined : { base, factor };
}

/**
 * c€/kWh, VAT included, of a formula at an index value (€/MWh): 100 × (base + factor × index ÷ 1000), to 8 decimals
 * (far below a cent a year; it only drops the floating-point noise).
 */
export function priceAt(formula: { base: number; factor: number }, indexEurMwh: number): number {
  return round(100 * (formula.base + (formula.factor * indexEurMwh) / 1000), 8);
}

/** The VAT rate included in the card's prices. */
export function vatRateOf(card: TariffCard): number {
  const rate = card.taxes.card_vat_rate ?? card.taxes.assumed_vat_rate;
  if (typeof rate !== 'number') throw new Error(`The ${card.supplier} card ${card.contract} gives no VAT rate (card_vat_rate or assumed_vat_rate)`);
  return rate;
}

/** The index a card's formula follows: the entry's reading of the card's text, else the card's rlp_indexed field. */
export function indexNameOf(entry: CardEntry & { card: TariffCard }): string {
  return entry.index ?? (entry.card.energy.rlp_indexed ? RLP_INDEX : DAY_AHEAD_INDEX);
}

/**
 * The formula without its VAT, as the comparators write it: price c€/kWh excl. VAT = slope × index (€/MWh) + constant,
 * slope = factor ÷ (10 × (1 + VAT)), constant = 100 × base ÷ (1 + VAT).
 */
export function formulaExclVat(formula: { base: number; factor: number }, vatRate: number): { slope: number; constant: number } {
  return { slope: formula.factor / (10 * (1 + vatRate)), constant: (100 * formula.base) / (1 + vatRate) };
}

/**
 * markup c€/kWh excl. VAT = slope × 150 + constant − 15 (formulaExclVat), to four decimals, the precision of the
 * cards' constants.
 */
export function cardMarkupOf(formula: { base: number; factor: number }, vatRate: number): number {
  const { slope, constant } = formulaExclVat(formula, vatRate);
  return round(slope * REFERENCE_INDEX_EUR_MWH + constant - REFERENCE_INDEX_EUR_MWH / 10, 4);
}

/** Why an extract cannot be read: a card of another month or kind, an index without a value. Empty: readable. */
export function extractProblems(extract: CardExtract, indexValues: Readonly<Record<string, number>>): string[] {
  const problems: string[] = [];
  if (!/^\d{4}-\d{2}$/.test(extract.month ?? '')) problems.push(`month must be YYYY-MM, not ${String(extract.month)}`);
  for (const [name, entry] of Object.entries(extract.cards ?? {})) {
    if (!entry) continue;
    if (!entry.card) {
      if (!entry.noCard) problems.push(`${name}: neither a card nor the reason there is none (noCard)`);
      continue;
    }
    const card = entry.card;
    if (!entry.path?.endsWith(`/flanders/${extract.month}.json`)) problems.push(`${name}: card ${entry.path ?? '(no path)'} is not a Flemish card of ${extract.month}`);
    if (!/^[0-9a-f]{40}$/.test(entry.commit ?? '')) problems.push(`${name}: the archive commit of the card is missing`);
    if (!READ_KINDS.includes(card.energy_kind)) problems.push(`${name}: a card of kind ${card.energy_kind} is not read (only ${READ_KINDS.join(', ')})`);
    if (typeof card.energy?.yearly_fixed_fee !== 'number') problems.push(`${name}: the card gives no yearly_fixed_fee`);
    if (typeof card.taxes?.flanders_renewables !== 'number') problems.push(`${name}: the card gives no flanders_renewables`);
    if (typeof (card.taxes?.card_vat_rate ?? card.taxes?.assumed_vat_rate) !== 'number') problems.push(`${name}: the card gives no VAT rate`);
    const index = indexNameOf({ ...entry, card });
    if (formulaOf(card, '') && typeof indexValues[index] !== 'number') problems.push(`${name}: no ${extract.month} value of ${index} (give --index "${index}=<€/MWh>")`);
  }
  return problems;
}

const euro = (value: number) => value.toFixed(2);
/** The card's path in the archive without the common electricity/cards/ prefix, for the notes. */
const shortPath = (entry: CardEntry) => (entry.path ?? '').replace(/^electricity\/cards\//, '');

/**
 * The Flemish cells (annual cost, markup) of `suppliers` read from a card extract at `indexValues` (€/MWh by index
 * name), cited as `source`. A supplier without an entry has no card in the archive (not listed); a card without a
 * formula, or no card of the month, gives no price for the month (not reproducible). Throws on an unreadable extract.
 */
export function figuresFromCards(extract: CardExtract, indexValues: Readonly<Record<string, number>>, source: string, suppliers: readonly SupplierName[]) {
  const problems = extractProblems(extract, indexValues);
  if (problems.length > 0) throw new Error(`The card extract cannot be read:\n- ${problems.join('\n- ')}`);
  const annualCost: Partial<Record<SupplierName, Figure<number>>> = {};
  const variableMarkup: Partial<Record<SupplierName, Figure<number>>> = {};
  for (const name of suppliers) {
    const entry = extract.cards[name];
    const product = entry?.product ? { product: entry.product } : {};
    if (!entry) {
      const missing = { unknown: 'not-listed', source, note: 'No tariff card of this supplier found in the archive' } as const;
      annualCost[name] = missing;
      variableMarkup[name] = missing;
      continue;
    }
    const card = entry.card;
    const formula = card && formulaOf(card, '');
    if (!card || !formula) {
      const why = card
        ? `Card ${shortPath(entry)} prints no formula, only an energy price (${round(Number(card.energy.current) * 100, 4)} c€/kWh${entry.remark ? `; ${entry.remark}` : ''}): no ${extract.month} price`
        : `${entry.noCard}: no ${extract.month} price`;
      annualCost[name] = { unknown: 'not-reproducible', source, ...product, note: why };
      variableMarkup[name] = { unknown: 'not-reproducible', source, ...product, note: card ? 'The card prints no variable formula' : 'No card of the month with a variable formula' };
      continue;
    }
    const vatRate = vatRateOf(card);
    const index = indexNameOf({ ...entry, card });
    const indexValue = indexValues[index] as number;
    const day = formulaOf(card, '_peak');
    const night = formulaOf(card, '_offpeak');
    const tariff: TariffComponents = {
      product: entry.product ?? card.contract,
      fixedFeeEur: card.energy.yearly_fixed_fee,
      energyCkwh: priceAt(formula, indexValue),
      ...(day && night ? { dayCkwh: priceAt(day, indexValue), nightCkwh: priceAt(night, indexValue) } : {}),
      certificatesCkwh: round(card.taxes.flanders_renewables * (1 + vatRate) * 100, 8),
      vatRate,
      index: { name: index, valueEurMwh: indexValue, month: extract.month },
    };
    const exclVat = formulaExclVat(formula, vatRate);
    const slope = round(exclVat.slope, 6);
    const constant = round(exclVat.constant, 6);
    annualCost[name] = {
      value: annualCostOf(tariff) as number,
      source,
      ...product,
      note:
        `Card ${shortPath(entry)}: (${constant} + ${slope} × ${index} at ${indexValue} €/MWh + certificates ` +
        `${round(card.taxes.flanders_renewables * 100, 6)}) c€/kWh × ${round(1 + vatRate, 6)} VAT × 3,500 kWh + €${euro(tariff.fixedFeeEur)} fee` +
        (tariff.dayCkwh === undefined ? '' : '; day and night formulas read'),
      tariff,
    };
    const cardFormula = typeof card.energy.formula === 'string' ? ` (card formula: ${card.energy.formula})` : '';
    variableMarkup[name] = {
      value: cardMarkupOf(formula, vatRate),
      source,
      ...product,
      note: `${slope} × 150 €/MWh + ${constant} − 15 c€/kWh${cardFormula}`,
    };
  }
  return { priceDate: extract.month, annualCost, variableMarkup };
}

/** 'October 2026' for '2026-10'. */
const monthName = (month: string) => new Date(`${month}-01T00:00:00Z`).toLocaleString('en', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The source record of a month's cards, for figures.json. */
export function cardSourceOf(extract: CardExtract) {
  return {
    id: `tariff-cards-flanders-${extract.month}`,
    record: {
      title: `The suppliers' own tariff cards for Flanders (${monthName(extract.month)}), archived with each card's source address in the public repository ${extract.extract_of.repository}`,
      url: `https://github.com/${extract.extract_of.repository}`,
      published: extract.month,
      retrieved: extract.extract_of.read_on,
    },
  };
}
