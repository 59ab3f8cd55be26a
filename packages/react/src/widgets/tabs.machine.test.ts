import { describe, expect, it } from 'vitest';
import { isTabKey, nextTabIndex, resolveSelectedIndex } from './tabs.machine.js';

const three = [{}, {}, {}];

describe('tabs machine', () => {
  it('arrow keys wrap around', () => {
    expect(nextTabIndex(three, 0, 'ArrowRight')).toBe(1);
    expect(nextTabIndex(three, 2, 'ArrowRight')).toBe(0);
    expect(nextTabIndex(three, 0, 'ArrowLeft')).toBe(2);
  });

  it('Home and End jump to the ends', () => {
    expect(nextTabIndex(three, 1, 'Home')).toBe(0);
    expect(nextTabIndex(three, 1, 'End')).toBe(2);
  });

  it('skips disabled tabs', () => {
    const tabs = [{ disabled: true }, {}, { disabled: true }, {}];
    expect(nextTabIndex(tabs, 1, 'ArrowRight')).toBe(3);
    expect(nextTabIndex(tabs, 3, 'ArrowRight')).toBe(1);
    expect(nextTabIndex(tabs, 1, 'ArrowLeft')).toBe(3);
    expect(nextTabIndex(tabs, 3, 'Home')).toBe(1);
    expect(nextTabIndex([{}, {}, { disabled: true }], 0, 'End')).toBe(1);
  });

  it('stays put when nothing else can be selected', () => {
    expect(nextTabIndex([{}, { disabled: true }], 0, 'ArrowRight')).toBe(0);
    expect(nextTabIndex([], 0, 'Home')).toBe(-1);
  });

  it('falls back to the first enabled tab', () => {
    expect(resolveSelectedIndex([{ disabled: true }, {}], -1)).toBe(1);
    expect(resolveSelectedIndex([{}, { disabled: true }], 1)).toBe(0);
    expect(resolveSelectedIndex([{}, {}], 1)).toBe(1);
  });

  it('knows its keys', () => {
    expect(['ArrowLeft', 'ArrowRight', 'Home', 'End'].every(isTabKey)).toBe(true);
    expect(isTabKey('ArrowDown')).toBe(false);
    expect(isTabKey('Enter')).toBe(false);
  });
});
