import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel, type CarouselProps } from './Carousel.js';
import { carouselTranslations } from './texts.js';
import type { WidgetTimers } from './environment.js';

const items = ['Alpha', 'Bravo', 'Charlie'].map((name) => <p key={name}>{name}</p>);

/** The accessible name of the slide that is shown (hidden slides are out of the accessibility tree). */
const currentSlide = () => screen.getByRole('group').getAttribute('aria-label');
const track = () => document.querySelector('.ts-carousel__track') as HTMLElement;
const viewport = () => document.querySelector('.ts-carousel__viewport') as HTMLElement;
const tick = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

function renderCarousel(props: Partial<CarouselProps> = {}) {
  return render(<Carousel items={items} label="Partners" {...props} />);
}

describe('Carousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is a labelled carousel region of labelled slides', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Partners' });
    expect(region).toHaveProperty('tagName', 'SECTION');
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    const slides = screen.getAllByRole('group', { hidden: true });
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(slides.every((slide) => slide.getAttribute('aria-roledescription') === 'slide')).toBe(true);
    expect(currentSlide()).toBe('1 of 3');
    expect(slides[1]!.hasAttribute('inert')).toBe(true);
  });

  it('does not advance by itself without an interval', () => {
    renderCarousel();
    tick(60_000);
    expect(currentSlide()).toBe('1 of 3');
    expect(track().getAttribute('aria-live')).toBe('polite');
    expect(screen.queryByRole('button', { name: /automatic/i })).toBeNull();
  });

  it('advances at the interval and wraps around to the first slide', () => {
    renderCarousel({ interval: 1000 });
    expect(track().getAttribute('aria-live')).toBe('off');
    tick(999);
    expect(currentSlide()).toBe('1 of 3');
    tick(1);
    expect(currentSlide()).toBe('2 of 3');
    tick(1000);
    expect(currentSlide()).toBe('3 of 3');
    tick(1000);
    expect(currentSlide()).toBe('1 of 3');
  });

  it('uses 12000 ms when autoplay is on without an interval', () => {
    renderCarousel({ autoplay: true });
    tick(11_999);
    expect(currentSlide()).toBe('1 of 3');
    tick(1);
    expect(currentSlide()).toBe('2 of 3');
  });

  it('runs on injected timers', () => {
    const pending: { callback: () => void; ms: number }[] = [];
    const timers: WidgetTimers = {
      setTimeout: (callback, ms) => pending.push({ callback, ms }) - 1,
      clearTimeout: (handle) => {
        pending[handle as number] = { callback: () => undefined, ms: -1 };
      },
    };
    renderCarousel({ interval: 5000, timers });
    expect(pending.at(-1)?.ms).toBe(5000);
    act(() => pending.at(-1)!.callback());
    expect(currentSlide()).toBe('2 of 3');
  });

  it('previous and next buttons wrap around both ways', () => {
    const onIndexChange = vi.fn();
    renderCarousel({ onIndexChange });
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(currentSlide()).toBe('3 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentSlide()).toBe('1 of 3');
    expect(onIndexChange.mock.calls).toEqual([[2], [0]]);
  });

  it('pauses while hovered and resumes when the pointer leaves', () => {
    renderCarousel({ interval: 1000 });
    const region = screen.getByRole('region');
    fireEvent.pointerEnter(region, { pointerType: 'mouse' });
    expect(track().getAttribute('aria-live')).toBe('polite');
    tick(5000);
    expect(currentSlide()).toBe('1 of 3');
    fireEvent.pointerLeave(region, { pointerType: 'mouse' });
    tick(1000);
    expect(currentSlide()).toBe('2 of 3');
  });

  it('a touch does not count as hovering', () => {
    renderCarousel({ interval: 1000 });
    fireEvent.pointerEnter(screen.getByRole('region'), { pointerType: 'touch' });
    tick(1000);
    expect(currentSlide()).toBe('2 of 3');
  });

  it('pauses while keyboard focus is inside', () => {
    renderCarousel({ interval: 1000 });
    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    tick(5000);
    expect(currentSlide()).toBe('1 of 3');
    act(() => screen.getByRole('button', { name: 'Next slide' }).blur());
    tick(1000);
    expect(currentSlide()).toBe('2 of 3');
  });

  it('the rotation button stops and restarts automatic advance', () => {
    renderCarousel({ interval: 1000 });
    fireEvent.click(screen.getByRole('button', { name: 'Stop automatic slide show' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Start automatic slide show' }));
    tick(5000);
    expect(currentSlide()).toBe('1 of 3');
    expect(track().getAttribute('aria-live')).toBe('polite');
    fireEvent.click(screen.getByRole('button', { name: 'Start automatic slide show' }));
    tick(1000);
    expect(currentSlide()).toBe('2 of 3');
  });

  describe('swipe', () => {
    let clock = 0;
    const now = () => clock;
    const swipe = (fromX: number, toX: number, durationMs: number) => {
      fireEvent.pointerDown(viewport(), { clientX: fromX, clientY: 50, pointerType: 'touch' });
      clock += durationMs;
      fireEvent.pointerUp(viewport(), { clientX: toX, clientY: 50, pointerType: 'touch' });
    };
    beforeEach(() => {
      clock = 10_000;
    });

    it('a short fast gesture (30 px or less) is ignored', () => {
      renderCarousel({ interval: 1000, now });
      swipe(200, 170, 100);
      expect(currentSlide()).toBe('1 of 3');
      tick(1000);
      expect(currentSlide()).toBe('2 of 3');
    });

    it('more than 30 px within 500 ms moves and turns automatic advance off', () => {
      renderCarousel({ interval: 1000, now });
      swipe(200, 120, 300);
      expect(currentSlide()).toBe('2 of 3');
      tick(10_000);
      expect(currentSlide()).toBe('2 of 3');
      expect(screen.getByRole('button', { name: 'Start automatic slide show' })).toBeTruthy();
      swipe(100, 200, 200);
      expect(currentSlide()).toBe('1 of 3');
    });

    it('in right-to-left text a swipe to the right shows the next slide', () => {
      render(
        <div dir="rtl">
          <Carousel items={items} label="Partners" now={now} />
        </div>,
      );
      swipe(100, 200, 200);
      expect(currentSlide()).toBe('2 of 3');
      swipe(200, 100, 200);
      expect(currentSlide()).toBe('1 of 3');
    });

    it('a slow gesture (500 ms or more) is ignored', () => {
      renderCarousel({ interval: 1000, now });
      swipe(200, 50, 500);
      expect(currentSlide()).toBe('1 of 3');
      tick(1000);
      expect(currentSlide()).toBe('2 of 3');
    });

    it('a cancelled gesture is ignored', () => {
      renderCarousel({ now });
      fireEvent.pointerDown(viewport(), { clientX: 200, clientY: 50, pointerType: 'touch' });
      fireEvent.pointerCancel(viewport());
      fireEvent.pointerUp(viewport(), { clientX: 20, clientY: 50, pointerType: 'touch' });
      expect(currentSlide()).toBe('1 of 3');
    });
  });

  describe('reduced motion', () => {
    it('no automatic advance, no transition and no rotation button when forced', () => {
      renderCarousel({ interval: 1000, reducedMotion: true });
      tick(10_000);
      expect(currentSlide()).toBe('1 of 3');
      expect(track().style.transition).toBe('none');
      expect(track().getAttribute('aria-live')).toBe('polite');
      expect(screen.queryByRole('button', { name: /automatic/i })).toBeNull();
    });

    it('follows the prefers-reduced-motion media query', () => {
      const matchMedia = vi.fn((query: string) => ({
        matches: query === '(prefers-reduced-motion: reduce)',
        media: query,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
      }));
      vi.stubGlobal('matchMedia', matchMedia);
      try {
        renderCarousel({ interval: 1000 });
        tick(5000);
        expect(currentSlide()).toBe('1 of 3');
        expect(track().style.transition).toBe('none');
        expect(matchMedia).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');
      } finally {
        vi.unstubAllGlobals();
      }
    });

    it('moves the track the other way in right-to-left text', () => {
      render(
        <div dir="rtl">
          <Carousel items={items} label="Partners" />
        </div>,
      );
      fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
      expect(track().style.transform).toBe('translateX(100%)');
    });

    it('animates the move otherwise', () => {
      renderCarousel();
      expect(track().style.transition).toContain('transform');
      fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
      expect(track().style.transform).toBe('translateX(-100%)');
    });
  });

  it('takes its texts from props, with translations for every language', () => {
    renderCarousel({ texts: carouselTranslations.nl, interval: 1000 });
    expect(screen.getByRole('button', { name: 'Vorige dia' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Volgende dia' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Automatische diavoorstelling stoppen' })).toBeTruthy();
    expect(currentSlide()).toBe('1 van 3');
    for (const texts of Object.values(carouselTranslations)) {
      expect(Object.values(texts).every((text) => text.length > 0)).toBe(true);
      expect(texts.slideLabel).toMatch(/\{index\}.*\{count\}/);
    }
  });
});
