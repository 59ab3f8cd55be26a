import { describe, expect, it } from 'vitest';
import { writtenDate } from '../../src/methodology/format.js';

describe('writtenDate', () => {
  it('writes a calendar date as each language writes dates in prose', () => {
    expect(writtenDate('2026-10-10', 'nl')).toBe('10 oktober 2026');
    expect(writtenDate('2026-10-10', 'fr')).toBe('10 octobre 2026');
    expect(writtenDate('2026-10-10', 'de')).toBe('10. Oktober 2026');
  });

  it('writes the first of a month as 1er in French only', () => {
    expect(writtenDate('2026-11-01', 'fr')).toBe('1er novembre 2026');
    expect(writtenDate('2026-11-01', 'nl')).toBe('1 november 2026');
  });

  it('writes a month as month and year', () => {
    expect(writtenDate('2026-10', 'nl')).toBe('oktober 2026');
    expect(writtenDate('2026-10', 'de')).toBe('Oktober 2026');
  });

  it('leaves what is not a calendar date as it is', () => {
    expect(writtenDate('Q4 2026', 'nl')).toBe('Q4 2026');
  });
});
