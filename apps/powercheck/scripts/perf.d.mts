/** Types of perf.mjs (see there). */
import type { Browser } from 'playwright-core';

export interface PageBudget {
  name: string;
  path: string;
  /** The product's goal: JS + CSS, gzip bytes, loaded until the network is idle. */
  target: number;
  /** The ceiling enforced (the same bytes). */
  budget: number;
  lighthouse: boolean;
}
export interface PageMeasure {
  files: { file: string; gzip: number }[];
  js: number;
  css: number;
  total: number;
  html: number;
}
export declare const RESULTS_PATH: string;
export declare const PAGES: readonly PageBudget[];
export declare function measurePage(browser: Browser, url: string): Promise<PageMeasure>;
export declare function measureBudgets(baseUrl: string): Promise<(PageBudget & PageMeasure)[]>;
