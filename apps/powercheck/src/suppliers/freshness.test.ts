import { describe, expect, it } from 'vitest';
import { FRESHNESS_DAYS, isOutOfDate, priceAgeDays, priceDateEnd } from './freshness';
import { FIGURES } from './index';

describe('how old a region’s prices are', () => {
  it('counts a day from itself and a month from its last day', () => {
    expect(priceDateEnd('2026-10-10')?.toISOString()).toBe('2026-10-10T00:00:00.000Z');
    expect(priceDateEnd('2026-10')?.toISOString()).toBe('2026-10-31T00:00:00.000Z');
    expect(priceDateEnd('2026-02')?.toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(priceDateEnd('October')).toBeUndefined();
  });

  it('says prices are out of date only after 45 days', () => {
    expect(FRESHNESS_DAYS).toBe(45);
    expect(priceAgeDays('2026-10-10', new Date('2026-11-24T23:59:00Z'))).toBe(45);
    expect(isOutOfDate('2026-10-10', new Date('2026-11-24T23:59:00Z'))).toBe(false);
    expect(isOutOfDate('2026-10-10', new Date('2026-11-25T00:00:00Z'))).toBe(true);
    expect(isOutOfDate('2026-10', new Date('2026-12-15T12:00:00Z'))).toBe(false);
    expect(isOutOfDate('2026-10', new Date('2026-12-16T12:00:00Z'))).toBe(true);
    expect(isOutOfDate('not a date', new Date('2026-10-01T00:00:00Z'))).toBe(true);
  });

  it('gives every region a readable price date', () => {
    for (const [region, figures] of Object.entries(FIGURES.regions)) expect(priceDateEnd(figures.priceDate), region).toBeDefined();
  });
});
