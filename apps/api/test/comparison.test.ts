import { describe, expect, it } from 'vitest';
import { NO_FILTERS } from '../admin-ui/src/api.js';
import { change, comparisonProblem, formatChange, otherPeriod, previousPeriod } from '../admin-ui/src/comparison.js';

describe('comparing two periods', () => {
  it('the previous period has the same number of days and ends the day before', () => {
    expect(previousPeriod('2026-03-01', '2026-03-31')).toEqual({ from: '2026-01-29', to: '2026-02-28' });
    expect(previousPeriod('2026-03-30', '2026-03-30')).toEqual({ from: '2026-03-29', to: '2026-03-29' });
    // across the change to summer time (Brussels, 29 March 2026) days stay whole days
    expect(previousPeriod('2026-03-29', '2026-04-04')).toEqual({ from: '2026-03-22', to: '2026-03-28' });
    expect(previousPeriod('2024-03-01', '2024-03-01')).toEqual({ from: '2024-02-29', to: '2024-02-29' });
  });

  it('needs both dates, start first; a custom period needs its own', () => {
    const march = { ...NO_FILTERS, from: '2026-03-01', to: '2026-03-31' };
    expect(comparisonProblem(NO_FILTERS, { compare: 'previous', compareFrom: '', compareTo: '' })).toBe('needsDates');
    expect(comparisonProblem({ ...march, from: '2026-04-01' }, { compare: 'previous', compareFrom: '', compareTo: '' })).toBe('needsDates');
    expect(comparisonProblem(NO_FILTERS, { compare: 'custom', compareFrom: '2026-02-02', compareTo: '2026-02-01' })).toBe('needsOtherDates');
    expect(otherPeriod(march, { compare: 'previous', compareFrom: '', compareTo: '' })).toEqual({ from: '2026-01-29', to: '2026-02-28' });
    expect(otherPeriod(NO_FILTERS, { compare: 'custom', compareFrom: '2025-01-01', compareTo: '2025-12-31' })).toEqual({ from: '2025-01-01', to: '2025-12-31' });
    expect(otherPeriod(march, { compare: '', compareFrom: '2025-01-01', compareTo: '2025-12-31' })).toBeNull();
  });

  it('the difference in numbers, with its sign and the share of the other period', () => {
    expect(change(50, 40)).toEqual({ difference: 10, relative: 0.25, direction: 'more' });
    expect(formatChange(change(50, 40), 'en')).toBe('+10 (+25%)');
    expect(formatChange(change(27, 30), 'en')).toBe('−3 (−10%)');
    expect(formatChange(change(5, 0), 'en')).toBe('+5');
    expect(change(7, 7).direction).toBe('same');
    expect(formatChange(change(7, 7), 'en')).toBe('0');
    expect(formatChange(change(12_000, 1_000), 'en')).toBe('+11,000 (+1,100%)');
  });
});
