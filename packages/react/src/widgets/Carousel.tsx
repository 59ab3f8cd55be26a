import {
  version,
  useEffect,
  useId,
  useReducer,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import {
  DEFAULT_CAROUSEL_INTERVAL_MS,
  carouselReducer,
  initCarousel,
  isRotating,
} from './carousel.machine.js';
import { isRightToLeft } from './direction.js';
import { defaultTimers, useIsomorphicLayoutEffect, usePrefersReducedMotion, type WidgetTimers } from './environment.js';
import { carouselTranslations, fillTemplate, type CarouselTexts } from './texts.js';

export interface CarouselProps {
  /** The slides, in order. */
  items: ReactNode[];
  /** Accessible name of the carousel region, e.g. 'Partner cooperatives'. */
  label: string;
  /** Milliseconds between automatic advances; automatic advance runs only when this is set or `autoplay` is on. */
  interval?: number;
  /** Turn automatic advance on with the default interval (12000 ms) when no `interval` is given. */
  autoplay?: boolean;
  /** Slide shown first (0-based). */
  defaultIndex?: number;
  /** Called with the new index whenever the shown slide changes. */
  onIndexChange?: (index: number) => void;
  /** Texts of the controls; defaults to English. See `carouselTranslations`. */
  texts?: Partial<CarouselTexts>;
  /** Force reduced motion on or off; by default the `prefers-reduced-motion` media query decides. */
  reducedMotion?: boolean;
  /** Timer functions; default the page's own. */
  timers?: WidgetTimers;
  /** Clock used to time swipes, in milliseconds; default `Date.now`. */
  now?: () => number;
  /** Extra class on the root element. */
  className?: string;
}

/**
 * React 19 knows `inert` as a boolean attribute; React 18 does not, and writes it only as a string (warning about a
 * boolean): an empty string sets it there.
 */
const INERT_IS_BOOLEAN = Number(version.split('.')[0]) >= 19;
function inertProps(inert: boolean): { inert?: boolean } {
  if (INERT_IS_BOOLEAN) return { inert };
  return inert ? ({ inert: '' } as unknown as { inert: boolean }) : {};
}

const viewportStyle: CSSProperties = { overflow: 'hidden', touchAction: 'pan-y' };
const slideStyle: CSSProperties = { flex: '0 0 100%', minWidth: 0 };

/** A WAI-ARIA carousel: previous/next buttons, optional automatic advance, swipe, wrap-around. */
export function Carousel({
  items,
  label,
  interval,
  autoplay = false,
  defaultIndex = 0,
  onIndexChange,
  texts,
  reducedMotion: reducedMotionOverride,
  timers = defaultTimers,
  now = Date.now,
  className,
}: CarouselProps) {
  const t = { ...carouselTranslations.en, ...texts };
  const rotationConfigured = interval !== undefined || autoplay;
  const delay = interval ?? DEFAULT_CAROUSEL_INTERVAL_MS;
  const reducedMotion = usePrefersReducedMotion(reducedMotionOverride);
  const [state, send] = useReducer(carouselReducer, undefined, () =>
    initCarousel({
      count: items.length,
      index: defaultIndex,
      rotationEnabled: rotationConfigured,
      reducedMotion,
    }),
  );
  const rotating = isRotating(state);
  const baseId = useId();
  const trackId = `${baseId}-track`;
  const rootRef = useRef<HTMLElement>(null);
  // Slides run from right to left in right-to-left text; read before paint when shown and on every move, as an
  // ancestor's dir can change while the carousel is shown.
  const [rightToLeft, setRightToLeft] = useState(false);
  useIsomorphicLayoutEffect(() => setRightToLeft(isRightToLeft(rootRef.current)), [state.index]);

  useEffect(() => {
    send({ type: 'SET_COUNT', count: items.length });
  }, [items.length]);

  useEffect(() => {
    send({ type: 'SET_REDUCED_MOTION', reducedMotion });
  }, [reducedMotion]);

  // One timer per shown slide: a manual move restarts the countdown.
  useEffect(() => {
    if (!rotating) return;
    const handle = timers.setTimeout(() => send({ type: 'TICK' }), delay);
    return () => timers.clearTimeout(handle);
  }, [rotating, state.index, delay, timers]);

  const onIndexChangeRef = useRef(onIndexChange);
  onIndexChangeRef.current = onIndexChange;
  const firstIndex = useRef(state.index);
  useEffect(() => {
    if (state.index === firstIndex.current) return;
    firstIndex.current = state.index;
    onIndexChangeRef.current?.(state.index);
  }, [state.index]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget as Node | null;
    if (!next || !rootRef.current?.contains(next)) send({ type: 'FOCUS', focused: false });
  };

  // Measured along the reading direction, so a swipe towards the start of the line shows the next slide.
  const swipeX = (event: PointerEvent<HTMLDivElement>) => (rightToLeft ? -event.clientX : event.clientX);
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    send({ type: 'SWIPE_START', x: swipeX(event), y: event.clientY, time: now() });
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    send({ type: 'SWIPE_END', x: swipeX(event), y: event.clientY, time: now() });
  };

  const trackStyle: CSSProperties = {
    display: 'flex',
    transform: `translateX(${(rightToLeft ? 100 : -100) * state.index}%)`,
    transition: state.reducedMotion ? 'none' : 'transform var(--ts-carousel-duration, 300ms) ease',
  };

  return (
    <section
      ref={rootRef}
      className={['ts-carousel', className].filter(Boolean).join(' ')}
      aria-roledescription="carousel"
      aria-label={label}
      data-rotating={rotating || undefined}
      data-reduced-motion={state.reducedMotion || undefined}
      // Only a mouse hovers; a touch would otherwise leave the carousel paused after a tap.
      onPointerEnter={(event) => event.pointerType === 'mouse' && send({ type: 'HOVER', hovered: true })}
      onPointerLeave={(event) => event.pointerType === 'mouse' && send({ type: 'HOVER', hovered: false })}
      onFocus={() => send({ type: 'FOCUS', focused: true })}
      onBlur={onBlur}
    >
      <div className="ts-carousel__controls">
        {rotationConfigured && !state.reducedMotion && (
          <button
            type="button"
            className="ts-carousel__rotation"
            aria-controls={trackId}
            onClick={() => send({ type: 'TOGGLE_ROTATION' })}
          >
            {state.rotationEnabled ? t.stopRotation : t.startRotation}
          </button>
        )}
        <button
          type="button"
          className="ts-carousel__previous"
          aria-controls={trackId}
          onClick={() => send({ type: 'PREVIOUS' })}
        >
          {t.previous}
        </button>
        <button
          type="button"
          className="ts-carousel__next"
          aria-controls={trackId}
          onClick={() => send({ type: 'NEXT' })}
        >
          {t.next}
        </button>
      </div>
      <div
        className="ts-carousel__viewport"
        style={viewportStyle}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => send({ type: 'SWIPE_CANCEL' })}
      >
        <div
          id={trackId}
          className="ts-carousel__track"
          style={trackStyle}
          aria-live={rotating ? 'off' : 'polite'}
        >
          {items.map((item, index) => {
            const current = index === state.index;
            return (
              <div
                key={index}
                className="ts-carousel__slide"
                style={slideStyle}
                role="group"
                aria-roledescription="slide"
                aria-label={fillTemplate(t.slideLabel, { index: index + 1, count: items.length })}
                aria-hidden={current ? undefined : true}
                {...inertProps(!current)}
                data-current={current || undefined}
              >
                {item}
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
