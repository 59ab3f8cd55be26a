/**
 * A tiny history-based router: the address is parsed into a Route, links and code navigate with pushState, and
 * components follow the current route through useRoute (useSyncExternalStore).
 */
import { useSyncExternalStore } from 'react';
import { APP_LANGUAGES, type AppConfig, type AppLanguage } from '../config.js';

export type Route =
  /** `/`: redirected to a language by host. */
  | { kind: 'root' }
  /** `/nl`, `/fr`, `/de`: the questionnaire. */
  | { kind: 'survey'; language: AppLanguage }
  /** `/{language}/privacy`: the privacy statement. */
  | { kind: 'privacy'; language: AppLanguage }
  /** `/{language}/methodology`: how the result is computed, from which data. */
  | { kind: 'methodology'; language: AppLanguage }
  /** `/{language}/{supplier}/`: the results page (the query carries the result). */
  | { kind: 'results'; language: AppLanguage; supplier: string }
  /** Anything else, shown in the language of the first path segment or of the host. */
  | { kind: 'notFound'; language: AppLanguage };

export function isAppLanguage(value: unknown): value is AppLanguage {
  return typeof value === 'string' && (APP_LANGUAGES as readonly string[]).includes(value);
}

function labels(name: string): string[] {
  return name.toLowerCase().split('.').filter(Boolean);
}

/**
 * Whether the host's domain labels contain the marker's labels in a row: 'fr' matches fr.example.be but not
 * www.ode.be or energiebende.be; 'fr.stroom' matches www.fr.stroom.be. Dots around a marker are ignored.
 */
export function hostHasMarker(host: string, marker: string): boolean {
  const hostLabels = labels(host);
  const markerLabels = labels(marker);
  if (markerLabels.length === 0) return false;
  for (let start = 0; start + markerLabels.length <= hostLabels.length; start += 1) {
    if (markerLabels.every((label, offset) => hostLabels[start + offset] === label)) return true;
  }
  return false;
}

/** fr when a domain label of the host is a French marker, de for a German marker, else nl. */
export function languageForHost(host: string, config: Pick<AppConfig, 'frenchHostMarkers' | 'germanHostMarkers'>): AppLanguage {
  if (config.frenchHostMarkers.some((marker) => hostHasMarker(host, marker))) return 'fr';
  if (config.germanHostMarkers.some((marker) => hostHasMarker(host, marker))) return 'de';
  return 'nl';
}

const SUPPLIER_SEGMENT = /^[a-z0-9][a-z0-9_-]*$/i;

/** Parses a pathname; `hostLanguage` is used where the path names no language. */
export function parseRoute(pathname: string, hostLanguage: AppLanguage): Route {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 0) return { kind: 'root' };
  const [first, second, ...rest] = segments;
  if (!isAppLanguage(first)) return { kind: 'notFound', language: hostLanguage };
  if (second === undefined) return { kind: 'survey', language: first };
  if (rest.length > 0) return { kind: 'notFound', language: first };
  if (second === 'privacy') return { kind: 'privacy', language: first };
  if (second === 'methodology') return { kind: 'methodology', language: first };
  let supplier: string;
  try {
    supplier = decodeURIComponent(second);
  } catch {
    return { kind: 'notFound', language: first };
  }
  return SUPPLIER_SEGMENT.test(supplier) ? { kind: 'results', language: first, supplier } : { kind: 'notFound', language: first };
}

/** The path of the methodology page in a language. */
export function methodologyPath(language: AppLanguage): string {
  return `/${language}/methodology`;
}

/** The path of a route's language home. */
export function homePath(language: AppLanguage): string {
  return `/${language}`;
}

const listeners = new Set<() => void>();

/** Whether the current address was reached with the browser's Back or Forward (not by a link or code). */
let reachedThroughHistory = false;
if (typeof window !== 'undefined') window.addEventListener('popstate', () => (reachedThroughHistory = true));

export function cameThroughHistory(): boolean {
  return reachedThroughHistory;
}

function notify(): void {
  for (const listener of listeners) listener();
}

/**
 * Go to `path` (may carry a query) without reloading; `replace` replaces the history entry; `keepScroll` stays where
 * the visitor is (for a change on the same view, such as a tuned weight).
 */
export function navigate(path: string, options: { replace?: boolean; keepScroll?: boolean } = {}): void {
  reachedThroughHistory = false;
  if (options.replace) window.history.replaceState(null, '', path);
  else window.history.pushState(null, '', path);
  if (!options.keepScroll) window.scrollTo(0, 0);
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

const getLocation = () => window.location.pathname + window.location.search;

let renderedLocation: string | null = null;

/** The address to render where there is no window: the build's prerendering sets it before each page. */
export function setServerLocation(location: string): void {
  renderedLocation = location;
}

/**
 * On the server the address being prerendered; while hydrating, the browser's path without the query, as the
 * prerendered page was rendered (React then renders again with the query, e.g. into the language links).
 */
const getServerLocation = () => renderedLocation ?? window.location.pathname;

/** The current path and query; re-renders on navigation. */
export function useLocation(): string {
  return useSyncExternalStore(subscribe, getLocation, getServerLocation);
}

/**
 * Lets plain same-origin links (also those inside Markdown) navigate without a reload, so a survey in progress
 * keeps its state. Links with a target, a download attribute or a modifier key are left to the browser.
 */
export function interceptLinkClicks(root: HTMLElement): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element | null)?.closest?.('a');
    if (!anchor || anchor.target || anchor.hasAttribute('download')) return;
    const href = anchor.getAttribute('href');
    if (!href || !href.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    navigate(href);
  };
  root.addEventListener('click', onClick);
  return () => root.removeEventListener('click', onClick);
}
