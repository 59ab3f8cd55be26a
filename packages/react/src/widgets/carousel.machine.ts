/**
 * Framework-free logic of the carousel: a pure reducer plus selectors.
 * The React component only binds DOM events and a timer to it.
 */

/** Interval of automatic advance when `autoplay` is on and no interval is given. */
export const DEFAULT_CAROUSEL_INTERVAL_MS = 12000;
/** A swipe must end within this many milliseconds to count. */
export const SWIPE_MAX_DURATION_MS = 500;
/** A swipe must travel further than this many pixels horizontally to count. */
export const SWIPE_MIN_DISTANCE_PX = 30;

export interface SwipeStart {
  x: number;
  y: number;
  time: number;
}

export interface CarouselState {
  /** Index of the slide shown. */
  index: number;
  /** Number of slides. */
  count: number;
  /** Automatic advance is configured and not turned off by the visitor. */
  rotationEnabled: boolean;
  /** The pointer is over the carousel (pauses automatic advance). */
  hovered: boolean;
  /** Keyboard focus is inside the carousel (pauses automatic advance). */
  focused: boolean;
  /** The visitor asked for reduced motion: no automatic advance, no transition. */
  reducedMotion: boolean;
  /** Where and when the current swipe began, if one is in progress. */
  swipeStart: SwipeStart | null;
}

export type CarouselEvent =
  | { type: 'NEXT' }
  | { type: 'PREVIOUS' }
  | { type: 'GO_TO'; index: number }
  | { type: 'TICK' }
  | { type: 'HOVER'; hovered: boolean }
  | { type: 'FOCUS'; focused: boolean }
  | { type: 'TOGGLE_ROTATION' }
  | { type: 'SET_REDUCED_MOTION'; reducedMotion: boolean }
  | { type: 'SET_COUNT'; count: number }
  | ({ type: 'SWIPE_START' } & SwipeStart)
  | ({ type: 'SWIPE_END' } & SwipeStart)
  | { type: 'SWIPE_CANCEL' };

export interface CarouselInit {
  count: number;
  index?: number;
  rotationEnabled?: boolean;
  reducedMotion?: boolean;
}

/** Wraps any integer into 0..count-1, so both ends connect. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

export function initCarousel(init: CarouselInit): CarouselState {
  return {
    index: wrapIndex(init.index ?? 0, init.count),
    count: init.count,
    rotationEnabled: init.rotationEnabled ?? false,
    hovered: false,
    focused: false,
    reducedMotion: init.reducedMotion ?? false,
    swipeStart: null,
  };
}

/** True while the carousel advances by itself. */
export function isRotating(state: CarouselState): boolean {
  return (
    state.rotationEnabled && !state.hovered && !state.focused && !state.reducedMotion && state.count > 1
  );
}

/** Which way a gesture from `start` to `end` moves the carousel: -1 back, 1 forward, 0 not a swipe. */
export function swipeDirection(start: SwipeStart, end: SwipeStart): -1 | 0 | 1 {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  const duration = end.time - start.time;
  if (duration >= SWIPE_MAX_DURATION_MS) return 0;
  if (Math.abs(dx) <= SWIPE_MIN_DISTANCE_PX) return 0;
  // A mostly vertical gesture is a scroll, not a swipe.
  if (Math.abs(dy) > Math.abs(dx)) return 0;
  return dx < 0 ? 1 : -1;
}

export function carouselReducer(state: CarouselState, event: CarouselEvent): CarouselState {
  switch (event.type) {
    case 'NEXT':
      return { ...state, index: wrapIndex(state.index + 1, state.count) };
    case 'PREVIOUS':
      return { ...state, index: wrapIndex(state.index - 1, state.count) };
    case 'GO_TO':
      return { ...state, index: wrapIndex(event.index, state.count) };
    case 'TICK':
      return isRotating(state) ? { ...state, index: wrapIndex(state.index + 1, state.count) } : state;
    case 'HOVER':
      return state.hovered === event.hovered ? state : { ...state, hovered: event.hovered };
    case 'FOCUS':
      return state.focused === event.focused ? state : { ...state, focused: event.focused };
    case 'TOGGLE_ROTATION':
      return { ...state, rotationEnabled: !state.rotationEnabled };
    case 'SET_REDUCED_MOTION':
      return state.reducedMotion === event.reducedMotion
        ? state
        : { ...state, reducedMotion: event.reducedMotion };
    case 'SET_COUNT':
      return event.count === state.count
        ? state
        : { ...state, count: event.count, index: wrapIndex(state.index, event.count) };
    case 'SWIPE_START':
      return { ...state, swipeStart: { x: event.x, y: event.y, time: event.time } };
    case 'SWIPE_END': {
      if (!state.swipeStart) return state;
      const direction = swipeDirection(state.swipeStart, event);
      if (direction === 0) return { ...state, swipeStart: null };
      // A swipe is a clear sign the visitor wants to browse alone: automatic advance stops for good.
      return {
        ...state,
        swipeStart: null,
        rotationEnabled: false,
        index: wrapIndex(state.index + direction, state.count),
      };
    }
    case 'SWIPE_CANCEL':
      return state.swipeStart ? { ...state, swipeStart: null } : state;
  }
}
