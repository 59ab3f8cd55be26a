/** Pure helpers of the comparison profile panel. */

/** Share of `max` that `score` fills, from 0 to 100 (clamped; non-numbers count as 0). */
export function scoreShare(score: number, max: number): number {
  if (!Number.isFinite(score) || !Number.isFinite(max) || max <= 0) return 0;
  return Math.min(100, Math.max(0, (score / max) * 100));
}

/** Default score text: the share of the maximum as a rounded percentage, e.g. '75%'. */
export function formatScoreAsPercent(score: number, max: number): string {
  return `${Math.round(scoreShare(score, max))}%`;
}
