/**
 * Framework-free keyboard logic of WAI-ARIA tabs with automatic activation:
 * the arrow keys wrap around, Home and End jump to the ends, disabled tabs are skipped.
 */

export interface TabState {
  /** Whether the tab cannot be selected. */
  disabled?: boolean;
}

/** Keys the tab list reacts to. */
export type TabKey = 'ArrowLeft' | 'ArrowRight' | 'Home' | 'End';

function firstEnabled(tabs: readonly TabState[], from: number, step: 1 | -1): number {
  const count = tabs.length;
  for (let offset = 0; offset < count; offset++) {
    const index = (((from + step * offset) % count) + count) % count;
    if (!tabs[index]?.disabled) return index;
  }
  return -1;
}

/** Whether `key` is one of the keys the tab list handles. */
export function isTabKey(key: string): key is TabKey {
  return key === 'ArrowLeft' || key === 'ArrowRight' || key === 'Home' || key === 'End';
}

/**
 * The index a key press moves to from `current`, or `current` when nothing else can be selected.
 */
export function nextTabIndex(tabs: readonly TabState[], current: number, key: TabKey): number {
  if (tabs.length === 0) return -1;
  let target: number;
  switch (key) {
    case 'ArrowRight':
      target = firstEnabled(tabs, current + 1, 1);
      break;
    case 'ArrowLeft':
      target = firstEnabled(tabs, current - 1, -1);
      break;
    case 'Home':
      target = firstEnabled(tabs, 0, 1);
      break;
    case 'End':
      target = firstEnabled(tabs, tabs.length - 1, -1);
      break;
  }
  return target === -1 ? current : target;
}

/** The tab to select when none is chosen yet or the chosen one cannot be selected: the first enabled one. */
export function resolveSelectedIndex(tabs: readonly TabState[], requested: number): number {
  if (requested >= 0 && requested < tabs.length && !tabs[requested]?.disabled) return requested;
  return firstEnabled(tabs, 0, 1);
}
