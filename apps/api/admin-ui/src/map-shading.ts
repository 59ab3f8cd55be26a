/**
 * The map's shading: each area falls in one of SHADES classes by its number (0: none; then four equal steps up to
 * the largest), so the legend can name each class's range in numbers.
 */
export const SHADES = 5;

/** The class (0 none, 1–4) of a value when the largest is `max`. */
export function shadeOf(value: number, max: number): number {
  if (value <= 0 || max <= 0) return 0;
  return Math.min(SHADES - 1, Math.max(1, Math.ceil((value / max) * (SHADES - 1))));
}

/** Each class's range [from, to] (whole numbers) for the legend; classes no whole number falls in are left out. */
export function shadeRanges(max: number): { shade: number; from: number; to: number }[] {
  const ranges = [{ shade: 0, from: 0, to: 0 }];
  let from = 1;
  for (let shade = 1; shade < SHADES && max > 0; shade += 1) {
    const to = Math.floor((max * shade) / (SHADES - 1));
    if (to >= from) {
      ranges.push({ shade, from, to });
      from = to + 1;
    }
  }
  return ranges;
}
