import type { FormulaId, Region, SourceRecord, UnknownReason } from '../../suppliers/index.js';
import type { Criterion } from '@powercheck/scoring';

/** The texts of the methodology page in one language, as the page uses them (read from src/i18n/methodology/*.json by index.ts; the criterion names come from i18n). */
export interface MethodologyTexts {
  readonly title: string;
  readonly intro: string;
  /** How answers become weights and percentages. */
  readonly computation: readonly string[];
  readonly dataVersion: (version: string, prices: Readonly<Record<Region, string>>) => string;
  readonly independenceTitle: string;
  /** The statement the regulator's charter for comparison tools asks for. */
  readonly independence: readonly string[];
  readonly criteriaTitle: string;
  /** What each criterion measures and from which figure. */
  readonly definitions: Readonly<Record<Criterion, string>>;
  /** Each formula in words and symbols. */
  readonly formulas: Readonly<Record<FormulaId, string>>;
  readonly formulaLabel: string;
  readonly sourcesLabel: string;
  /** What an unknown cell counts for. */
  readonly neutral: string;
  readonly sourceName: (id: string, source: SourceRecord) => string;
  readonly publishedRetrieved: (published: string, retrieved: string) => string;
  readonly tablesTitle: string;
  readonly tablesIntro: string;
  readonly regions: Readonly<Record<Region, string>>;
  /** Said under a region's table when its prices are older than 45 days (region name, price date, age in days). */
  readonly outOfDate: (region: string, date: string, days: number) => string;
  /** Which suppliers a region's table lists, and from which source: said under each table's title. */
  readonly regionIntro: Readonly<Record<Region, string>>;
  readonly columns: {
    readonly supplier: string;
    readonly price: string;
    readonly fixedOffer: string;
    readonly markup: string;
    readonly greenRanking: string;
    readonly complaints: string;
  };
  readonly yes: string;
  readonly no: string;
  readonly score: (percentage: number) => string;
  readonly unknownCell: string;
  /** After a green-ranking figure taken from an older edition than the others' (e.g. "older edition: 2021"). */
  readonly olderEdition: (year: string) => string;
  readonly specifiedCell: string;
  readonly unknownTitle: string;
  readonly unknownIntro: string;
  readonly unknownReasons: Readonly<Record<UnknownReason, string>>;
  readonly specificationTitle: string;
  readonly specificationIntro: string;
  readonly specificationRow: (criterion: string, specified: number, data: number | null) => string;
  readonly back: string;
}
