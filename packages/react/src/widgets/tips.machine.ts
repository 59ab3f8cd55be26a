/** Number of tips shown while the list is collapsed. */
export const TIPS_COLLAPSED_COUNT = 3;

/** How many of `total` tips are visible. */
export function visibleTipCount(total: number, expanded: boolean, collapsedCount = TIPS_COLLAPSED_COUNT): number {
  return expanded ? total : Math.min(total, collapsedCount);
}

/** Whether the list needs a show more / show less button at all. */
export function needsToggle(total: number, collapsedCount = TIPS_COLLAPSED_COUNT): boolean {
  return total > collapsedCount;
}
