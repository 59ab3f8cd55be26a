/** The dashboard map's classes and legend, and its outlines: every area once, inside the view. */
import { describe, expect, test } from 'vitest';
import { shadeOf, shadeRanges } from '../admin-ui/src/map-shading.js';
import { MAP_VIEW_BOX, PROVINCE_OUTLINES } from '../admin-ui/src/province-outlines.js';
import { PROVINCE_REGION } from '../src/admin/belgian-provinces.js';

describe('map shading', () => {
  test('every whole number up to the largest falls in exactly the legend range of its class', () => {
    for (const max of [0, 1, 2, 3, 4, 5, 7, 10, 99, 1234]) {
      const ranges = shadeRanges(max);
      for (let value = 0; value <= max; value += 1) {
        const holding = ranges.filter((range) => value >= range.from && value <= range.to);
        expect(holding.map((range) => range.shade)).toEqual([shadeOf(value, max)]);
      }
      expect(ranges.at(-1)!.to).toBe(max);
    }
  });

  test('only nothing is class 0, the largest is the darkest', () => {
    expect(shadeOf(0, 10)).toBe(0);
    expect(shadeOf(1, 1000)).toBe(1);
    expect(shadeOf(1000, 1000)).toBe(4);
  });
});

describe('province outlines', () => {
  test('one outline per province and the Brussels-Capital Region, every point inside the view', () => {
    expect(Object.keys(PROVINCE_OUTLINES).sort()).toEqual(Object.keys(PROVINCE_REGION).sort());
    const [, , width, height] = MAP_VIEW_BOX.split(' ').map(Number);
    for (const { d, centre } of Object.values(PROVINCE_OUTLINES)) {
      const numbers = d.match(/-?\d+(\.\d+)?/g)!.map(Number);
      expect(numbers.length).toBeGreaterThan(20);
      numbers.forEach((n, i) => expect(n).toBeLessThanOrEqual(i % 2 === 0 ? width! : height!));
      expect(centre[0]).toBeLessThan(width!);
      expect(centre[1]).toBeLessThan(height!);
    }
  });
});
