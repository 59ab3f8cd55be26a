/**
 * The moment the page's script has taken over a prerendered page. Until then the page's inline loader
 * (scripts/after-first-paint.mjs) keeps the buttons pressed; announcing it presses them again, now with their
 * handlers.
 */

/** The same name as the loader's `TAKEN_OVER_EVENT` (a unit test compares them). */
export const TAKEN_OVER_EVENT = 'powercheck:taken-over';

/** Fired once, after the first commit of the app (hydrated or rendered). */
export function announceTakenOver(): void {
  document.dispatchEvent(new Event(TAKEN_OVER_EVENT));
}
