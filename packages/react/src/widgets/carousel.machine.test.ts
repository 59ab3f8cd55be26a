import { describe, expect, it } from 'vitest';
import {
  SWIPE_MAX_DURATION_MS,
  SWIPE_MIN_DISTANCE_PX,
  carouselReducer,
  initCarousel,
  isRotating,
  swipeDirection,
  wrapIndex,
  type CarouselEvent,
  type CarouselState,
} from './carousel.machine.js';

const run = (state: CarouselState, ...events: CarouselEvent[]) => events.reduce(carouselReducer, state);

describe('carousel machine', () => {
  it('uses the thresholds of the specification', () => {
    expect(SWIPE_MAX_DURATION_MS).toBe(500);
    expect(SWIPE_MIN_DISTANCE_PX).toBe(30);
  });

  it('wraps indexes around both ends', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(-4, 3)).toBe(2);
    expect(wrapIndex(5, 0)).toBe(0);
  });

  it('moves forward and back with wrap-around', () => {
    const start = initCarousel({ count: 3 });
    expect(run(start, { type: 'PREVIOUS' }).index).toBe(2);
    expect(run(start, { type: 'NEXT' }, { type: 'NEXT' }, { type: 'NEXT' }).index).toBe(0);
    expect(run(start, { type: 'GO_TO', index: 4 }).index).toBe(1);
  });

  it('advances on a tick only while rotating', () => {
    const rotating = initCarousel({ count: 3, rotationEnabled: true });
    expect(isRotating(rotating)).toBe(true);
    expect(run(rotating, { type: 'TICK' }).index).toBe(1);
    expect(run(initCarousel({ count: 3 }), { type: 'TICK' }).index).toBe(0);
    expect(run(rotating, { type: 'HOVER', hovered: true }, { type: 'TICK' }).index).toBe(0);
    expect(run(rotating, { type: 'FOCUS', focused: true }, { type: 'TICK' }).index).toBe(0);
    expect(run(rotating, { type: 'SET_REDUCED_MOTION', reducedMotion: true }, { type: 'TICK' }).index).toBe(0);
    expect(isRotating(initCarousel({ count: 1, rotationEnabled: true }))).toBe(false);
  });

  it('tells swipes from other gestures', () => {
    const start = { x: 200, y: 100, time: 1000 };
    expect(swipeDirection(start, { x: 150, y: 100, time: 1200 })).toBe(1);
    expect(swipeDirection(start, { x: 250, y: 100, time: 1200 })).toBe(-1);
    // Exactly at a threshold does not count: longer than 30 px and shorter than 500 ms are required.
    expect(swipeDirection(start, { x: 170, y: 100, time: 1100 })).toBe(0);
    expect(swipeDirection(start, { x: 169, y: 100, time: 1499 })).toBe(1);
    expect(swipeDirection(start, { x: 100, y: 100, time: 1500 })).toBe(0);
    // Mostly vertical: a scroll.
    expect(swipeDirection(start, { x: 150, y: 200, time: 1100 })).toBe(0);
  });

  it('a swipe moves and turns automatic advance off; other gestures change nothing', () => {
    const rotating = initCarousel({ count: 4, rotationEnabled: true });
    const swiped = run(
      rotating,
      { type: 'SWIPE_START', x: 300, y: 0, time: 0 },
      { type: 'SWIPE_END', x: 200, y: 0, time: 200 },
    );
    expect(swiped).toMatchObject({ index: 1, rotationEnabled: false, swipeStart: null });

    const slow = run(
      rotating,
      { type: 'SWIPE_START', x: 300, y: 0, time: 0 },
      { type: 'SWIPE_END', x: 200, y: 0, time: 800 },
    );
    expect(slow).toMatchObject({ index: 0, rotationEnabled: true, swipeStart: null });

    const cancelled = run(rotating, { type: 'SWIPE_START', x: 300, y: 0, time: 0 }, { type: 'SWIPE_CANCEL' });
    expect(run(cancelled, { type: 'SWIPE_END', x: 0, y: 0, time: 10 }).index).toBe(0);
  });

  it('keeps the index valid when the number of slides shrinks', () => {
    const state = run(initCarousel({ count: 5, index: 4 }), { type: 'SET_COUNT', count: 3 });
    expect(state.index).toBe(1);
  });
});
