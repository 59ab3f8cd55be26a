/** Pure geometry of the circle graph; angles are degrees clockwise from 12 o'clock. */

export interface Point {
  x: number;
  y: number;
}

/** The speedometer spans from 9 o'clock (-90°) to 3 o'clock (90°). */
export const SPEEDOMETER_START_ANGLE = -90;
export const SPEEDOMETER_END_ANGLE = 90;

/** Clamps a value into 0..100; anything that is not a finite number counts as 0. */
export function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, value));
}

export function polarToCartesian(cx: number, cy: number, radius: number, angle: number): Point {
  const radians = (angle * Math.PI) / 180;
  return { x: cx + radius * Math.sin(radians), y: cy - radius * Math.cos(radians) };
}

const round = (n: number) => Math.round(n * 1000) / 1000;

/** An SVG path for the arc from `startAngle` to `endAngle` (clockwise, less than a full turn). */
export function arcPath(cx: number, cy: number, radius: number, startAngle: number, endAngle: number): string {
  const start = polarToCartesian(cx, cy, radius, startAngle);
  const end = polarToCartesian(cx, cy, radius, endAngle);
  const largeArc = endAngle - startAngle > 180 ? 1 : 0;
  return `M ${round(start.x)} ${round(start.y)} A ${radius} ${radius} 0 ${largeArc} 1 ${round(end.x)} ${round(end.y)}`;
}

/** The needle angle of the speedometer for a percentage. */
export function speedometerAngle(percent: number): number {
  const p = clampPercent(percent);
  return SPEEDOMETER_START_ANGLE + ((SPEEDOMETER_END_ANGLE - SPEEDOMETER_START_ANGLE) * p) / 100;
}

/** `stroke-dasharray` that draws `percent` of a circle's circumference. */
export function ringDashArray(radius: number, percent: number): string {
  const circumference = 2 * Math.PI * radius;
  const filled = (circumference * clampPercent(percent)) / 100;
  return `${round(filled)} ${round(circumference)}`;
}
