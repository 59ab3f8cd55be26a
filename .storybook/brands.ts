import type { Decorator } from '@storybook/react-vite';

/**
 * Brands made by design tokens alone: the same components and stylesheet, only `--ts-*` custom properties differ.
 * The Theme toolbar applies one to every story; the two-brand story shows them side by side. Both are light-only
 * brands: they pin every colour, so the dark defaults never mix in under prefers-color-scheme: dark.
 */
export const BRANDS = {
  powercheck: {
    '--ts-color-primary': '#0b5d3b',
    '--ts-color-primary-contrast': '#ffffff',
    '--ts-color-text': '#1b1b1b',
    '--ts-color-muted': '#4a4a4a',
    '--ts-color-border': '#6b6b6b',
    '--ts-color-background': '#f6f7f4',
    '--ts-color-surface': '#eef1ec',
    '--ts-color-error': '#b00020',
    '--ts-color-positive': '#0b6b2e',
    '--ts-color-negative': '#b00020',
    '--ts-color-focus': '#1a5fb4',
    '--ts-color-scheme': 'light',
    '--ts-track': '#dfe6e1',
    '--ts-radius': '10px',
    '--ts-font-size-title': '1.75rem',
  },
  neutral: {
    '--ts-color-primary': '#2f3e52',
    '--ts-color-primary-contrast': '#ffffff',
    '--ts-color-text': '#202124',
    '--ts-color-muted': '#50555c',
    '--ts-color-border': '#70757c',
    '--ts-color-background': '#ffffff',
    '--ts-color-surface': '#f1f3f4',
    '--ts-color-error': '#b3261e',
    '--ts-color-positive': '#1e6b34',
    '--ts-color-negative': '#b3261e',
    '--ts-color-focus': '#7a3db8',
    '--ts-color-scheme': 'light',
    '--ts-track': '#dadce0',
    '--ts-radius': '0',
    '--ts-font-family': "Georgia, 'Times New Roman', serif",
    '--ts-font-size-title': '1.375rem',
  },
} as const satisfies Record<string, Record<`--ts-${string}`, string>>;

export type BrandName = keyof typeof BRANDS;
export const BRAND_NAMES = Object.keys(BRANDS) as BrandName[];

const BRAND_TOKENS = [...new Set(Object.values(BRANDS).flatMap((tokens) => Object.keys(tokens)))];

/** Sets the toolbar's brand tokens on the document root (the default theme when none is chosen). */
export const withBrand: Decorator = (Story, context) => {
  const brand = context.globals.brand as string | undefined;
  const style = document.documentElement.style;
  for (const name of BRAND_TOKENS) style.removeProperty(name);
  if (brand && brand in BRANDS) {
    for (const [name, value] of Object.entries(BRANDS[brand as BrandName])) style.setProperty(name, value);
  }
  return Story();
};
