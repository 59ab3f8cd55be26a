/** WCAG 2.2 contrast of two colours written as #rgb or #rrggbb (1 to 21). */
export function contrastRatio(foreground: string, background: string): number {
  const [lighter, darker] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

function luminance(colour: string): number {
  const hex = colour.trim().replace('#', '');
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex.slice(0, 6);
  if (!/^[0-9a-f]{6}$/i.test(full)) throw new Error(`not a hex colour: ${colour}`);
  const [red, green, blue] = [0, 2, 4].map((start) => {
    const channel = parseInt(full.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** The least contrast a pair needs for WCAG AA: 4.5 for text, 3 for large text and graphics. */
export type ContrastNeed = 4.5 | 3;

export interface ContrastPair {
  foreground: `--ts-${string}`;
  background: `--ts-${string}`;
  need: ContrastNeed;
  /** Where the pair meets on the page. */
  use: string;
}

/** The foreground and background pairs of the stylesheets, with the contrast WCAG AA asks of each. */
export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  { foreground: '--ts-color-text', background: '--ts-color-background', need: 4.5, use: 'Body text, labels, answers' },
  { foreground: '--ts-color-heading', background: '--ts-color-background', need: 4.5, use: 'Page and section titles' },
  { foreground: '--ts-color-muted', background: '--ts-color-background', need: 4.5, use: 'Hints, descriptions, counters' },
  { foreground: '--ts-color-primary', background: '--ts-color-background', need: 4.5, use: 'Secondary buttons, links' },
  { foreground: '--ts-color-primary-contrast', background: '--ts-color-primary', need: 4.5, use: 'Primary button text' },
  { foreground: '--ts-color-error', background: '--ts-color-background', need: 4.5, use: 'Error messages' },
  { foreground: '--ts-color-positive', background: '--ts-color-background', need: 4.5, use: 'Positive feedback' },
  { foreground: '--ts-color-negative', background: '--ts-color-background', need: 4.5, use: 'Negative feedback' },
  { foreground: '--ts-color-text', background: '--ts-color-surface', need: 4.5, use: 'Text on panels' },
  { foreground: '--ts-color-border', background: '--ts-color-background', need: 3, use: 'Input borders' },
  { foreground: '--ts-color-focus', background: '--ts-color-background', need: 3, use: 'Focus ring' },
  { foreground: '--ts-compare-first', background: '--ts-track', need: 3, use: 'First supplier bar' },
  { foreground: '--ts-compare-second', background: '--ts-track', need: 3, use: 'Second supplier bar' },
];

/** A token's colour in a set of values, following `var(--ts-x, fallback)` references; null when it is no colour. */
export function resolveColour(values: Record<string, string>, name: string, depth = 0): string | null {
  const value = values[name]?.trim();
  if (value === undefined || depth > 5) return null;
  const reference = /^var\((--ts-[a-z0-9-]+)(?:,\s*(.+))?\)$/.exec(value);
  if (reference) {
    const resolved = resolveColour(values, reference[1]!, depth + 1);
    if (resolved) return resolved;
    const fallback = reference[2]?.trim();
    return fallback ? resolveColour({ fallback }, 'fallback', depth + 1) : null;
  }
  return /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value) ? value : null;
}

export interface ContrastResult extends ContrastPair {
  ratio: number | null;
  passes: boolean;
}

/** Every pair's contrast in one set of token values (a pair whose colours are unknown is reported, not passed). */
export function checkContrast(values: Record<string, string>): ContrastResult[] {
  return CONTRAST_PAIRS.map((pair) => {
    const foreground = resolveColour(values, pair.foreground);
    const background = resolveColour(values, pair.background);
    const ratio = foreground && background ? contrastRatio(foreground, background) : null;
    return { ...pair, ratio, passes: ratio !== null && ratio >= pair.need };
  });
}
