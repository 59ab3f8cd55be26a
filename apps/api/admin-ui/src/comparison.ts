/**
 * Comparing the dashboard's period with a second one: by default the period of the same length just before it, or
 * any other period the operator picks. Each figure is then shown with the other period's value and the difference,
 * in numbers and in words (never by colour alone).
 */
import type { Filters } from './api.js';

export type CompareMode = '' | 'previous' | 'custom';

export interface Comparison {
  /** '' no comparison; 'previous' the period of the same length just before; 'custom' compareFrom–compareTo. */
  compare: CompareMode;
  compareFrom: string;
  compareTo: string;
}

export const NO_COMPARISON: Comparison = { compare: '', compareFrom: '', compareTo: '' };

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayText = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** The period of the same number of days that ends the day before `from` (days as YYYY-MM-DD, both ends included). */
export function previousPeriod(from: string, to: string): { from: string; to: string } {
  const first = dayNumber(from);
  const days = dayNumber(to) - first + 1;
  return { from: dayText(first - days), to: dayText(first - 1) };
}

/** Why a comparison cannot be made yet, or null when it can. */
export function comparisonProblem(filters: Filters, comparison: Comparison): 'needsDates' | 'needsOtherDates' | null {
  if (comparison.compare === 'previous') return filters.from && filters.to && filters.from <= filters.to ? null : 'needsDates';
  if (comparison.compare === 'custom')
    return comparison.compareFrom && comparison.compareTo && comparison.compareFrom <= comparison.compareTo ? null : 'needsOtherDates';
  return null;
}

/** The other period's dates, or null when nothing is compared (or it cannot be: see comparisonProblem). */
export function otherPeriod(filters: Filters, comparison: Comparison): { from: string; to: string } | null {
  if (comparison.compare === '' || comparisonProblem(filters, comparison)) return null;
  return comparison.compare === 'previous' ? previousPeriod(filters.from, filters.to) : { from: comparison.compareFrom, to: comparison.compareTo };
}

export interface Change {
  /** This period's value minus the other's. */
  difference: number;
  /** The difference relative to the other period's value, or null when that was 0. */
  relative: number | null;
  direction: 'more' | 'fewer' | 'same';
}

export function change(value: number, other: number): Change {
  const difference = value - other;
  return {
    difference,
    relative: other === 0 ? null : difference / other,
    direction: difference > 0 ? 'more' : difference < 0 ? 'fewer' : 'same',
  };
}

/** The difference as numbers: "+12 (+25 %)", "−3 (−10 %)", "0", "+5" (nothing to relate to). */
export function formatChange({ difference, relative }: Change, locale?: string): string {
  if (difference === 0) return '0';
  const sign = difference > 0 ? '+' : '−';
  const amount = `${sign}${Math.abs(difference).toLocaleString(locale)}`;
  if (relative === null) return amount;
  const share = Math.abs(relative).toLocaleString(locale, { style: 'percent', maximumFractionDigits: 1 });
  return `${amount} (${sign}${share})`;
}
