import { useEffect, useLayoutEffect, useSyncExternalStore } from 'react';

/** Timer functions a widget uses; inject them to control time in tests or hosts. */
export interface WidgetTimers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

/** The real timers of the page, read when called so fake timers installed later still apply. */
export const defaultTimers: WidgetTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * `useLayoutEffect` in the browser, `useEffect` on a server. Neither runs during server rendering; this only
 * keeps React 18's react-dom/server from warning on every render.
 */
export const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Runs `callback` once the next frame has been painted (a task queued from `requestAnimationFrame` runs after that
 * frame), or after a task where there are no frames (a server, jsdom). Returns a function that cancels it.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const later = () => (timer = globalThis.setTimeout(callback, 0));
  if (typeof requestAnimationFrame !== 'function') {
    later();
    return () => globalThis.clearTimeout(timer);
  }
  const frame = requestAnimationFrame(later);
  return () => {
    cancelAnimationFrame(frame);
    globalThis.clearTimeout(timer);
  };
}

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function readReducedMotion(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return false;
  return window.matchMedia(REDUCED_MOTION_QUERY).matches;
}

function subscribeToReducedMotion(onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(REDUCED_MOTION_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** A server cannot know the visitor's preference; hydration starts from the same answer, then follows the query. */
const serverReducedMotion = () => false;

/**
 * Whether the visitor asked for reduced motion. A boolean `override` wins over the media query
 * (useful for hosts with their own setting and for tests).
 */
export function usePrefersReducedMotion(override?: boolean): boolean {
  const matches = useSyncExternalStore(subscribeToReducedMotion, readReducedMotion, serverReducedMotion);
  return override ?? matches;
}
