import type { Criterion, Region } from '@powercheck/scoring';

export type { Region } from '@powercheck/scoring';
import type { UnknownReason } from './figures.ts';

/** Every supplier the questionnaire knows. */
export type SupplierName =
  | 'engie'
  | 'luminus'
  | 'eneco'
  | 'total'
  | 'mega'
  | 'elegant'
  | 'energiebe'
  | 'ecopower'
  | 'bolt'
  | 'octaplus'
  | 'cociter'
  | 'dats24';

/** The questionnaire's languages. */
export type TableLanguage = 'nl' | 'fr' | 'de';

/** How a score cell was reached (see derive.ts). */
export type CellStatus =
  /** Derived by a written formula from a figure with a source. */
  | 'figure'
  /** Given by the product specification (the Ecopower row). */
  | 'specification'
  /** No public figure: the neutral default, the same for every supplier without a figure. */
  | 'unknown';

/** Which written formula turned the figure into the score (see FORMULAS in derive.ts). */
export type FormulaId = 'price' | 'markup' | 'fixed-offer' | 'green-ranking' | 'complaints';

/** One score of one supplier in one region, with how it was reached. */
export interface ScoreCell {
  /** The score the ranking uses, 0 (worst) to 1 (best). */
  readonly value: number;
  readonly status: CellStatus;
  readonly formula: FormulaId;
  /** The input figure: a number (€, c€/kWh, points, complaints), yes/no, or null when there is none. */
  readonly figure: number | boolean | null;
  /** The sources the cell rests on (keys of the figures' sources). */
  readonly sources: readonly string[];
  /** Why there is no figure, for an unknown cell (or for the data behind a specification cell). */
  readonly unknownReason?: UnknownReason;
  /** For a specification cell: the score the data alone would give (null: the data has no figure). */
  readonly dataValue?: number | null;
  /** The figure's product, or ranking edition, for the explanation. */
  readonly detail?: string;
}

/** A supplier's logo: an image address (Vite returns a URL or an inlined data URL) and its alternative text. */
export interface SupplierLogo {
  readonly src: string;
  /** The wordmark's text, which is what the image says. */
  readonly alt: string;
}

/** A supplier, whatever its region. */
export interface Supplier {
  /** Identifier used in the results-page address. */
  readonly name: SupplierName;
  /** The name as written for people. */
  readonly displayName: string;
  /** Whether the supplier supplies households in each region (and so appears in that region's table). */
  readonly availability: Readonly<Record<Region, boolean>>;
  readonly logo: SupplierLogo;
}

/** A supplier with its scores in one region's table. */
export interface RegionalSupplier extends Supplier {
  /** One score per weighted criterion, each with how it was reached. */
  readonly scores: Readonly<Record<Criterion, ScoreCell>>;
}

/** One region's score table. */
export interface SupplierTable {
  /** The region the table is for. */
  readonly region: Region;
  /** Date of the table's price figures. */
  readonly priceDate: string;
  /** The version of the supplier data (see dataVersionOf): stored with every result. */
  readonly dataVersion: string;
  /** The suppliers, in the order the product lists them (also the tie-break order of the ranking). */
  readonly suppliers: readonly RegionalSupplier[];
}
