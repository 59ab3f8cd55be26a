import type { Criterion } from '@powercheck/scoring';

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

/** The two regional tables: 'nl' for Flanders, 'fr' for Wallonia and Brussels (also used for German). */
export type LanguageGroup = 'nl' | 'fr';

/** The questionnaire's languages. */
export type TableLanguage = 'nl' | 'fr' | 'de';

/** Where a score comes from (see SOURCES). */
export type SourceId =
  | 'product-spec'
  | 'greenpeace-2023'
  | 'greenpeace-2021'
  | 'ombudsman-complaints'
  | 'tariff-cards'
  | 'project-default';

/**
 * How a value was reached: given by the product specification, taken from a documented public source, or a neutral
 * default that the federation should replace once it has a figure.
 */
export type EvidenceBasis = 'specification' | 'documented' | 'default';

/** A documented public source. */
export interface Source {
  /** What the source is, in one line. */
  readonly title: string;
  /** Where to read it, when it has a public address. */
  readonly url?: string;
}

/** One score with the evidence behind it. */
export interface ScoreEvidence {
  /** The score, from 0 (worst) to 1 (best). */
  readonly value: number;
  /** Why this value, in one line. */
  readonly reason: string;
  /** Where the reason comes from. */
  readonly source: SourceId;
  /** Specification, documented source or neutral default. */
  readonly basis: EvidenceBasis;
}

/** A supplier's logo: an image address (Vite returns a URL or an inlined data URL) and its alternative text. */
export interface SupplierLogo {
  readonly src: string;
  /** The wordmark's text, which is what the image says. */
  readonly alt: string;
}

/** A supplier with its scores and their evidence. */
export interface Supplier {
  /** Identifier used in the results-page address. */
  readonly name: SupplierName;
  /** The name as written for people. */
  readonly displayName: string;
  /** Whether the supplier delivers in each region (and so appears in that region's table). */
  readonly availability: Readonly<Record<LanguageGroup, boolean>>;
  readonly logo: SupplierLogo;
  /** One score per weighted criterion, each with its evidence. */
  readonly scores: Readonly<Record<Criterion, ScoreEvidence>>;
}

/** One of the two score tables. */
export interface SupplierTable {
  /** The region the table is for. */
  readonly group: LanguageGroup;
  /** The questionnaire languages that use it. */
  readonly languages: readonly TableLanguage[];
  /** The suppliers, in the order the product lists them (also the tie-break order of the ranking). */
  readonly suppliers: readonly Supplier[];
}
