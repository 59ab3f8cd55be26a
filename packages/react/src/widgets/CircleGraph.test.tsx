import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { arcPath, clampPercent, ringDashArray, speedometerAngle } from './circle-graph.geometry.js';
import { CircleGraph } from './CircleGraph.js';

describe('CircleGraph', () => {
  it.each(['arcs', 'speedometer'] as const)('the %s variant is one image with a text alternative and shows the percentage', (variant) => {
    const { container } = render(<CircleGraph value={72.4} label="Match" variant={variant} />);
    const image = screen.getByRole('img', { name: 'Match: 72%' });
    expect(image.tagName.toLowerCase()).toBe('svg');
    expect(image.querySelector('title')?.textContent).toBe('Match: 72%');
    expect(container.querySelector('.ts-circle-graph__text')?.textContent).toBe('72%');
    expect(image.classList.contains(`ts-circle-graph--${variant}`)).toBe(true);
  });

  it('clamps values into 0..100', () => {
    render(
      <>
        <CircleGraph value={140} label="High" />
        <CircleGraph value={-5} label="Low" variant="speedometer" />
        <CircleGraph value={Number.NaN} label="Unknown" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'High: 100%' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Low: 0%' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Unknown: 0%' })).toBeTruthy();
  });

  it('formats the value with a custom formatter', () => {
    render(<CircleGraph value={50} label="Score" formatValue={(p) => `${p / 10} / 10`} />);
    expect(screen.getByRole('img', { name: 'Score: 5 / 10' })).toBeTruthy();
  });

  it('draws the ring and the needle proportionally', () => {
    const { container } = render(<CircleGraph value={25} label="Quarter" />);
    const [filled, circumference] = container
      .querySelector('.ts-circle-graph__value')!
      .getAttribute('stroke-dasharray')!
      .split(' ')
      .map(Number);
    expect(filled! / circumference!).toBeCloseTo(0.25, 3);
    expect(speedometerAngle(0)).toBe(-90);
    expect(speedometerAngle(50)).toBe(0);
    expect(speedometerAngle(100)).toBe(90);
  });
});

describe('circle graph geometry', () => {
  it('clamps and draws arcs', () => {
    expect(clampPercent(101)).toBe(100);
    expect(clampPercent(Number.POSITIVE_INFINITY)).toBe(0);
    expect(ringDashArray(10, 0).startsWith('0 ')).toBe(true);
    // A half circle from 9 to 3 o'clock around (50, 50) with radius 40.
    expect(arcPath(50, 50, 40, -90, 90)).toBe('M 10 50 A 40 40 0 0 1 90 50');
    expect(arcPath(50, 50, 40, 0, 270)).toContain(' 0 1 1 ');
  });
});
