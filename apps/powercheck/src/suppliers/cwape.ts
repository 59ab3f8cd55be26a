/**
 * Reads the Walloon figures out of a CompaCWaPE snapshot (the regulator's comparator, as archived in JSON by the
 * public repository amcaw/energy-db): per supplier the annual cost of its cheapest regular product, whether it offers a
 * fixed price, and the markup of its cheapest regular variable product. Pure; used by scripts/refresh-suppliers.mjs.
 */
import type { Figure } from './figures.ts';
import { annualCostOf as annualCostOfTariff, type TariffComponents } from './tariff.ts';
import type { SupplierName } from './types.ts';

/** One offer of a snapshot, with the fields read here (the archive has more). */
export interface CwapeOffer {
  readonly id: number;
  readonly fournisseur: string;
  readonly produit: string;
  readonly type: 'fixe' | 'variable' | 'dynamique' | string;
  readonly formule?: string | null;
  /** € per year. */
  readonly redevance: number;
  /** c€/kWh, VAT included. */
  readonly prix_kwh: number;
  /** c€/kWh, the supplier's green-certificate cost, VAT included. */
  readonly certificats_verts: number;
  readonly tranches?: boolean;
  readonly compteur_intelligent?: boolean;
  readonly rattachement?: { readonly statut: string } | null;
  readonly decodage?: { readonly pente_ckwh: number; readonly constante_ckwh_htva: number } | null;
  /** Day/night prices, c€/kWh VAT included (same fee and certificates), when the extract keeps them. */
  readonly bihoraire?: { readonly prix_jour: number; readonly prix_nuit: number } | null;
}

export interface CwapeSnapshot {
  readonly date: string;
  readonly kwh_reference: number;
  readonly offres: readonly CwapeOffer[];
}

/** The comparator's supplier names, lower-cased, for the suppliers of the app. */
const SUPPLIER_NAMES: Readonly<Record<string, SupplierName>> = {
  bolt: 'bolt',
  cociter: 'cociter',
  eneco: 'eneco',
  engie: 'engie',
  luminus: 'luminus',
  mega: 'mega',
  'octa+': 'octaplus',
  totalenergies: 'total',
  'dats 24': 'dats24',
  dats24: 'dats24',
  elegant: 'elegant',
  'energie.be': 'energiebe',
  ecopower: 'ecopower',
};

export function supplierOfOffer(offer: CwapeOffer): SupplierName | undefined {
  return SUPPLIER_NAMES[offer.fournisseur.trim().toLowerCase()];
}

/**
 * A product any household can take: not dynamic, no smart meter required, no consumption bands, and not a prepaid,
 * group-purchase or social-tariff product (promotions and group offers are left out, as in the regulators' V-test).
 */
export function isRegularOffer(offer: CwapeOffer): boolean {
  return (
    offer.type !== 'dynamique' &&
    offer.compteur_intelligent !== true &&
    offer.tranches !== true &&
    !/prepaid|testachats|tarif social/i.test(offer.produit)
  );
}

/**
 * An offer's tariff components as the comparator gives them, VAT (6 %) included: fee, energy price (a variable
 * product's at the comparator's index values of the snapshot's month), green certificates, day/night prices.
 */
export function tariffOfOffer(offer: CwapeOffer, snapshotDate: string, comparator: string): TariffComponents {
  return {
    product: offer.produit,
    fixedFeeEur: offer.redevance,
    energyCkwh: offer.prix_kwh,
    ...(offer.bihoraire ? { dayCkwh: offer.bihoraire.prix_jour, nightCkwh: offer.bihoraire.prix_nuit } : {}),
    certificatesCkwh: offer.certificats_verts,
    vatRate: 0.06,
    ...(offer.type === 'fixe' ? {} : { index: { name: `${comparator} index values`, month: snapshotDate.slice(0, 7) } }),
  };
}

/** annual € of an offer for a single-rate meter: the one formula of tariff.ts on the offer's components. */
export function annualCostOf(offer: CwapeOffer, kwh: number): number {
  return annualCostOfTariff(tariffOfOffer(offer, '', ''), { kwh, meter: 'single' }) as number;
}

/** The market index at which every variable formula is compared, €/MWh (≈ the Oct 2026 Belpex RLP M, 150.95). */
export const REFERENCE_INDEX_EUR_MWH = 150;

/** A variable formula as price(index) = slope × index(€/MWh) + constant, in c€/kWh excl. VAT. */
export interface LinearFormula {
  readonly slope: number;
  readonly constant: number;
}

/**
 * The formula of a variable offer: the archive's decoding when it has one, else the first "INDEX × factor + constant"
 * of the formula text (factor per €/MWh, so slope = factor / 10; the constant is in €/MWh unless "c€/kWh" follows it).
 */
export function formulaOf(offer: CwapeOffer): LinearFormula | undefined {
  if (offer.decodage) return { slope: offer.decodage.pente_ckwh, constant: offer.decodage.constante_ckwh_htva };
  const match = /(?:epex|belpex)[^*x×]*[*x×]\s*(\d+(?:[.,]\d+)?)\s*\+\s*(\d+(?:[.,]\d+)?)\s*(c€\/kwh)?/i.exec(offer.formule ?? '');
  if (!match) return undefined;
  const factor = Number((match[1] ?? '').replace(',', '.'));
  const constant = Number((match[2] ?? '').replace(',', '.'));
  return { slope: factor / 10, constant: match[3] ? constant : constant / 10 };
}

/** markup c€/kWh excl. VAT = slope × 150 + constant − 150 / 10: what the formula adds to the index at 150 €/MWh. */
export function markupOf(formula: LinearFormula): number {
  return Math.round((formula.slope * REFERENCE_INDEX_EUR_MWH + formula.constant - REFERENCE_INDEX_EUR_MWH / 10) * 1000) / 1000;
}

const euro = (value: number) => value.toFixed(2);
const shorten = (text: string) => (text.length > 80 ? `${text.slice(0, 79)}…` : text);

/** The Walloon cells of figures.json for `suppliers`, read from a snapshot cited as `source`. */
export function figuresFromCwape(snapshot: CwapeSnapshot, source: string, suppliers: readonly SupplierName[], comparator = 'CompaCWaPE') {
  const annualCost: Partial<Record<SupplierName, Figure<number>>> = {};
  const fixedOffer: Partial<Record<SupplierName, Figure<boolean>>> = {};
  const variableMarkup: Partial<Record<SupplierName, Figure<number>>> = {};
  const kwh = snapshot.kwh_reference;
  for (const name of suppliers) {
    const offers = snapshot.offres.filter((offer) => supplierOfOffer(offer) === name);
    if (offers.length === 0) {
      const missing = { unknown: 'not-listed', source, note: `Not listed in the comparator on ${snapshot.date}` } as const;
      annualCost[name] = missing;
      fixedOffer[name] = missing;
      variableMarkup[name] = missing;
      continue;
    }
    const regular = offers.filter(isRegularOffer);
    const byCost = [...regular].sort((a, b) => annualCostOf(a, kwh) - annualCostOf(b, kwh) || a.id - b.id);
    const cheapest = byCost[0];
    annualCost[name] = cheapest
      ? {
          value: annualCostOf(cheapest, kwh),
          source,
          product: cheapest.produit,
          tariff: tariffOfOffer(cheapest, snapshot.date, comparator),
          note: `Cheapest regular product: (${cheapest.prix_kwh} + ${cheapest.certificats_verts} green certificates) c€/kWh × ${kwh} kWh / 100 + €${euro(cheapest.redevance)} fee`,
        }
      : { unknown: 'not-listed', source, note: 'Only dynamic, prepaid or group offers in the comparator' };

    const fixed = regular.find((offer) => offer.type === 'fixe');
    fixedOffer[name] = fixed
      ? { value: true, source, product: fixed.produit, note: `Fixed-price product in the comparator: ${fixed.produit}` }
      : { value: false, source, note: `No regular fixed-price product (group, prepaid and social offers left out) among its ${offers.length} offers in the comparator` };

    const variable = byCost.find((offer) => offer.type === 'variable');
    const formula = variable ? formulaOf(variable) : undefined;
    if (!variable) {
      variableMarkup[name] = { unknown: 'not-listed', source, note: 'No regular variable product in the comparator' };
    } else if (!['exact', 'approche'].includes(variable.rattachement?.statut ?? '')) {
      variableMarkup[name] = {
        unknown: 'index-not-published',
        source,
        note: `${variable.produit} follows an index the comparator archive could not tie to a published one: ${variable.formule ?? ''}`.trim(),
      };
    } else if (!formula) {
      variableMarkup[name] = { unknown: 'not-read', source, note: `Formula of ${variable.produit} could not be decoded` };
    } else {
      variableMarkup[name] = {
        value: markupOf(formula),
        source,
        product: variable.produit,
        note: `${formula.slope} × 150 €/MWh + ${formula.constant} − 15 c€/kWh (formula: ${shorten(variable.formule ?? '')})`,
      };
    }
  }
  return { annualCost, fixedOffer, variableMarkup };
}
