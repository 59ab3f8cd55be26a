/**
 * Which view a prerendered page holds. The build writes it on the root element (`data-view`), so the browser
 * hydrates only HTML that was rendered for the view it is about to show.
 */
import type { AppLanguage } from '../config.js';
import type { Route } from './router.js';

/** A view's identifier: `survey:nl`, `privacy:fr`, `results:de`… */
export function viewId(route: { kind: Exclude<Route['kind'], 'root'>; language: AppLanguage }): string {
  return `${route.kind}:${route.language}`;
}

/** The view prerendered into the root element, or null for the empty shell. */
export function prerenderedViewOf(root: HTMLElement): string | null {
  return root.getAttribute('data-view');
}
