/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base address of the collection API; unset = '/', this site's own origin. */
  readonly VITE_TREESPONSE_HOST?: string;
  /** 'true': offline mode, nothing leaves the browser (must be asked for: deploy builds otherwise need an API). */
  readonly VITE_TREESPONSE_OFFLINE?: string;
  /** Project key of the questionnaire in the collection API (default 'powercheck'). */
  readonly VITE_TREESPONSE_PROJECT_KEY?: string;
  /** Origin (and optional path) of the results pages; unset = this app. */
  readonly VITE_RESULTS_BASE?: string;
  /** Comma-separated host markers that select French on '/' (default 'monelectricite,fr'). */
  readonly VITE_FRENCH_HOST_MARKERS?: string;
  /** Comma-separated host markers that select German on '/' (default 'meinstrom,de'). */
  readonly VITE_GERMAN_HOST_MARKERS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** A language's precompiled Markdown, made by the build (vite.config.ts). */
declare module 'virtual:powercheck-markdown/*' {
  import type { PrecompiledMarkdown } from '@treesponse/react';
  const table: PrecompiledMarkdown;
  export default table;
}

/** The supplier score tables derived from the figures by the build (scripts/supplier-scores.mjs). */
declare module 'virtual:powercheck-scores' {
  import type { ScoreTables } from './suppliers/score-tables.js';
  const tables: ScoreTables;
  export default tables;
}
