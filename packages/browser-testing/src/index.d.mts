import type { Browser, LaunchOptions, Page } from 'playwright-core';
import type { AxeBuilder } from '@axe-core/playwright';

/** The Chromium binary: CHROME_PATH, else Debian's /usr/bin/chromium. */
export declare const CHROMIUM_PATH: string;
/** Headless, sandbox-free and quiet: no network traffic of its own (updates, sync, QUIC). */
export declare const CHROMIUM_ARGS: readonly string[];
/** The axe rule tags of WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export declare const WCAG_22_AA_TAGS: readonly string[];
/** Content types by file extension; anything else is served as application/octet-stream. */
export declare const CONTENT_TYPES: Readonly<Record<string, string>>;

/** Starts Chromium with CHROMIUM_ARGS (plus `options.args`); fails with a clear message when the binary is missing. */
export declare function launchChromium(options?: LaunchOptions): Promise<Browser>;

export interface ServeStaticOptions {
  /** Answer every address that is no file with the root index.html (single-page apps). Default false: 404. */
  spaFallback?: boolean;
  /** Extra headers sent with every response. */
  headers?: Record<string, string>;
}

export interface StaticServer {
  /** http://127.0.0.1:PORT, without a trailing slash. */
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Serves the files of `dir` (a folder's index.html for the folder) on 127.0.0.1 at a free port. */
export declare function serveStatic(dir: string, options?: ServeStaticOptions): Promise<StaticServer>;

/** One violated axe rule with the nodes that break it. */
export type AxeViolation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

export interface RunAxeOptions {
  /** axe rule tags to run. Default WCAG_22_AA_TAGS. */
  tags?: readonly string[];
}

/** Runs axe on the page (which must come from browser.newContext()) and returns its violations. */
export declare function runAxe(page: Page, options?: RunAxeOptions): Promise<AxeViolation[]>;
