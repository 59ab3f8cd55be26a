/**
 * The app's configuration, resolved once at start-up from (highest priority first):
 * 1. a `<meta name="powercheck-config" content="{…json…}">` tag that a server may inject into index.html
 *    (scripts/serve.mjs does, so one build can be pointed at any API without rebuilding);
 * 2. build-time environment variables (`VITE_…`, see README.md);
 * 3. the defaults below.
 */
import type { EngineLanguage } from '@treesponse/core';

export type AppLanguage = Extract<EngineLanguage, 'nl' | 'fr' | 'de'>;

/** The languages of the questionnaire; the first is the default. */
export const APP_LANGUAGES: readonly AppLanguage[] = ['nl', 'fr', 'de'];

export interface AppConfig {
  /**
   * Base address of the treesponse collection API (the engine calls `{apiHost}/api/v1`). '/' (the default) means
   * this site's own origin, where the host passes /api on to the API server. null: offline mode, asked for
   * explicitly (VITE_TREESPONSE_OFFLINE=true, or null in the meta tag); nothing leaves the browser.
   */
  apiHost: string | null;
  /**
   * Deadline of one API call in ms (the engine's default, 20000, when unset). A save that runs out of time shows the
   * network message and can be tried again with the answers kept.
   */
  apiTimeoutMs?: number;
  /** Project key sent as `x-project-key` with every API call. */
  projectKey: string;
  /** Put in front of `/{language}/{supplier}/` for the results page; '' = this app's own results page. */
  resultsBase: string;
  /** Minimum time the result page stays visible before the redirect, in ms (6000; tests shorten it). */
  minResultDisplayMs: number;
  /** Address of the function that e-mails the result profile. */
  sendProfileUrl: string;
  /**
   * Domain labels (case-insensitive) that open `/` in French: 'fr' matches fr.example.be, never www.ode.be or
   * energiebende.be. A marker may span labels ('fr.stroom').
   */
  frenchHostMarkers: string[];
  /** The same for German (checked after the French markers). */
  germanHostMarkers: string[];
}

export const DEFAULT_CONFIG: AppConfig = {
  apiHost: '/',
  projectKey: 'powercheck',
  resultsBase: '',
  minResultDisplayMs: 6000,
  sendProfileUrl: '/.netlify/functions/send_profile',
  frenchHostMarkers: ['monelectricite', 'fr'],
  germanHostMarkers: ['meinstrom', 'de'],
};

/** Comma-separated list to array, ignoring blanks; undefined when the text is empty. */
function list(text: string | undefined): string[] | undefined {
  const items = (text ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);
  return items.length > 0 ? items : undefined;
}

function fromBuildEnvironment(): Partial<AppConfig> {
  const env = import.meta.env;
  const partial: Partial<AppConfig> = {};
  if (env.VITE_TREESPONSE_HOST) partial.apiHost = env.VITE_TREESPONSE_HOST;
  if (env.VITE_TREESPONSE_OFFLINE === 'true') partial.apiHost = null;
  if (env.VITE_TREESPONSE_PROJECT_KEY) partial.projectKey = env.VITE_TREESPONSE_PROJECT_KEY;
  if (env.VITE_RESULTS_BASE) partial.resultsBase = env.VITE_RESULTS_BASE;
  const french = list(env.VITE_FRENCH_HOST_MARKERS);
  if (french) partial.frenchHostMarkers = french;
  const german = list(env.VITE_GERMAN_HOST_MARKERS);
  if (german) partial.germanHostMarkers = german;
  return partial;
}

function fromMetaTag(doc: Document | undefined): Partial<AppConfig> {
  const content = doc?.querySelector('meta[name="powercheck-config"]')?.getAttribute('content');
  if (!content) return {};
  try {
    const parsed: unknown = JSON.parse(content);
    return parsed && typeof parsed === 'object' ? (parsed as Partial<AppConfig>) : {};
  } catch {
    console.error('[powercheck] ignoring an unreadable powercheck-config meta tag');
    return {};
  }
}

/** Merges the sources; a null or empty apiHost means offline. */
export function resolveConfig(doc: Document | undefined = globalThis.document): AppConfig {
  const config: AppConfig = { ...DEFAULT_CONFIG, ...fromBuildEnvironment(), ...fromMetaTag(doc) };
  if (!config.apiHost) config.apiHost = null;
  return config;
}

/** The API base for the engine: '/' (same origin) becomes '' so calls go to '/api/v1'. */
export function engineHost(apiHost: string): string {
  return apiHost.replace(/\/+$/, '');
}
