/**
 * The scores the ranking needs, without the figures, formulas and sources behind them: per region, each supplier's
 * 0..1 score per criterion and which cells have no public figure. The build derives them from data/figures.json with
 * scoreTablesOf (scripts/supplier-scores.mjs makes them the module `virtual:powercheck-scores`), so the results page
 * ranks without downloading the figures; they load only when the visitor opens a calculation.
 * Pure and free of browser code: the build runs it under Node.
 */
import { CRITERIA, REGIONS, type Criterion, type SupplierScores } from '@powercheck/scoring';
import { dataVersionOf, deriveRegion } from './derive.ts';
import { isKnown, type SupplierFigures } from './figures.ts';
import type { TariffComponents } from './tariff.ts';
import { REGION_SUPPLIERS } from './regions.ts';
import type { Region, SupplierName } from './types.ts';

/** The answer key under which a treesponse stores the supplier data version its results were computed with. */
export const SUPPLIER_DATA_VERSION_ANSWER = 'supplier_data_version';

/** One supplier's row in the shape `@powercheck/scoring` ranks, with the cells the pages mark. */
export interface SupplierScoreRow extends SupplierScores {
  readonly name: SupplierName;
  /** The criteria without a public figure (the neutral default, the same for every supplier lacking it). */
  readonly unknown: readonly Criterion[];
  /** The criteria whose score the product specification sets where the data has no figure. */
  readonly specifiedWithoutFigure: readonly Criterion[];
  /** The criteria whose score the product specification sets (figure or not): never re-priced. */
  readonly specified: readonly Criterion[];
  /**
   * The price's tariff components (without the product name), so the results page can price the visitor's own
   * household by the formula of tariff.ts; absent when the price is a total only, unknown or set by the specification.
   */
  readonly tariff?: PricingComponents;
}

/** One region's scores. */
export interface RegionScores {
  readonly region: Region;
  /** Date of the region's price figures. */
  readonly priceDate: string;
  /** The suppliers, in the order the product lists them (also the tie-break order of the ranking). */
  readonly suppliers: readonly SupplierScoreRow[];
}

/** Every region's scores, with the revision date and version of the figures they were derived from. */
export interface ScoreTables {
  /** Date of the last change to the figures. */
  readonly revised: string;
  /** The supplier data's version (dataVersionOf), the same the full tables carry. */
  readonly dataVersion: string;
  readonly regions: Readonly<Record<Region, RegionScores>>;
}

/** What pricing a household needs of a product's components: the amounts, not the product, VAT rate or index. */
export type PricingComponents = Pick<TariffComponents, 'fixedFeeEur' | 'energyCkwh' | 'dayCkwh' | 'nightCkwh' | 'certificatesCkwh'>;

function pricingOf({ fixedFeeEur, energyCkwh, dayCkwh, nightCkwh, certificatesCkwh }: TariffComponents): PricingComponents {
  return { fixedFeeEur, energyCkwh, ...(dayCkwh === undefined ? {} : { dayCkwh }), ...(nightCkwh === undefined ? {} : { nightCkwh }), certificatesCkwh };
}

function regionScores(figures: SupplierFigures, region: Region): RegionScores {
  const rows = deriveRegion(figures, region);
  return {
    region,
    priceDate: figures.regions[region].priceDate,
    suppliers: REGION_SUPPLIERS[region].map((name): SupplierScoreRow => {
      const cells = rows[name];
      const cost = figures.regions[region].annualCost[name];
      const tariff = cells.price.status === 'figure' && cost && isKnown(cost) ? cost.tariff : undefined;
      return {
        ...(tariff ? { tariff: pricingOf(tariff) } : {}),
        name,
        scores: Object.fromEntries(CRITERIA.map((criterion) => [criterion, cells[criterion].value])) as SupplierScores['scores'],
        unknown: CRITERIA.filter((criterion) => cells[criterion].status === 'unknown'),
        specified: CRITERIA.filter((criterion) => cells[criterion].status === 'specification'),
        specifiedWithoutFigure: CRITERIA.filter(
          (criterion) => cells[criterion].status === 'specification' && cells[criterion].dataValue === null,
        ),
      };
    }),
  };
}

/** The score tables of every region, derived from the figures by the same formulas as the full tables. */
export function scoreTablesOf(figures: SupplierFigures): ScoreTables {
  return {
    revised: figures.revised,
    dataVersion: dataVersionOf(figures),
    regions: Object.fromEntries(REGIONS.map((region) => [region, regionScores(figures, region)])) as Record<Region, RegionScores>,
  };
}
