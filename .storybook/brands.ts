import type { Decorator } from '@storybook/react-vite';
import { readDesignTokens, tokenValues } from './designTokens';
import { STYLESHEETS } from './stylesheets';
import { readEditedTheme } from './themeStore';

export type TokenValues = Record<`--ts-${string}`, string>;

export interface Brand {
  /** What the brand is, for the toolbar and the tokens page. */
  description: string;
  light: TokenValues;
  dark: TokenValues;
}

/**
 * Brands made by design tokens alone: the same components and stylesheet, only `--ts-*` custom properties differ.
 * Each has a light and a dark variant that pin every colour they set. The Theme toolbar applies one to every story,
 * the Mode toolbar chooses light, dark or the system's setting.
 */
export const BRANDS = {
  powercheck: {
    description:
      'The powercheck questionnaire: its deep green on white with pale green panels, rounder corners, a large dark-green ' +
      'title and the sun yellow as the dark variant’s accent; bars in green and amber.',
    light: {
      '--ts-color-primary': '#0b5d3b',
      '--ts-color-primary-contrast': '#ffffff',
      '--ts-color-text': '#1b1b1b',
      '--ts-color-heading': '#0b3d2a',
      '--ts-color-muted': '#3d4a43',
      '--ts-color-border': '#5f7268',
      '--ts-color-background': '#ffffff',
      '--ts-color-surface': '#e6f2ec',
      '--ts-color-error': '#b00020',
      '--ts-color-positive': '#0b6b2e',
      '--ts-color-negative': '#b00020',
      '--ts-color-focus': '#1a5fb4',
      '--ts-color-scheme': 'light',
      '--ts-track': '#dfe6e1',
      '--ts-compare-first': '#0b5d3b',
      '--ts-compare-second': '#8a5a00',
      '--ts-radius': '10px',
      '--ts-line-height': '1.55',
      '--ts-font-weight-strong': '700',
      '--ts-font-size-title': '2rem',
    },
    dark: {
      '--ts-color-primary': '#f7c948',
      '--ts-color-primary-contrast': '#0b3d2a',
      '--ts-color-text': '#eef5f0',
      '--ts-color-heading': '#b6ecd0',
      '--ts-color-muted': '#b8c9bf',
      '--ts-color-border': '#86a394',
      '--ts-color-background': '#0b1f16',
      '--ts-color-surface': '#133427',
      '--ts-color-error': '#ff9d9d',
      '--ts-color-positive': '#8fe6ad',
      '--ts-color-negative': '#ff9d9d',
      '--ts-color-focus': '#8cb8ff',
      '--ts-color-scheme': 'dark',
      '--ts-track': '#2f4a3d',
      '--ts-compare-first': '#8fe6ad',
      '--ts-compare-second': '#f7c948',
      '--ts-radius': '10px',
      '--ts-line-height': '1.55',
      '--ts-font-weight-strong': '700',
      '--ts-font-size-title': '2rem',
    },
  },
  neutral: {
    description: 'A sober brand: slate blue, square corners and a serif type face.',
    light: {
      '--ts-color-primary': '#2f3e52',
      '--ts-color-primary-contrast': '#ffffff',
      '--ts-color-text': '#202124',
      '--ts-color-heading': '#202124',
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
      '--ts-compare-second': '#7a3db8',
      '--ts-radius': '0',
      '--ts-font-family': "Georgia, 'Times New Roman', serif",
      '--ts-font-size-title': '1.375rem',
    },
    dark: {
      '--ts-color-primary': '#a8c7fa',
      '--ts-color-primary-contrast': '#0b1d3a',
      '--ts-color-text': '#e8eaed',
      '--ts-color-heading': '#e8eaed',
      '--ts-color-muted': '#bdc1c6',
      '--ts-color-border': '#8a9096',
      '--ts-color-background': '#1b1c1f',
      '--ts-color-surface': '#26282c',
      '--ts-color-error': '#f28b82',
      '--ts-color-positive': '#81c995',
      '--ts-color-negative': '#f28b82',
      '--ts-color-focus': '#d7aefb',
      '--ts-color-scheme': 'dark',
      '--ts-track': '#3c4043',
      '--ts-compare-second': '#d7aefb',
      '--ts-radius': '0',
      '--ts-font-family': "Georgia, 'Times New Roman', serif",
      '--ts-font-size-title': '1.375rem',
    },
  },
} as const satisfies Record<string, Brand>;

export type BrandName = keyof typeof BRANDS;
export const BRAND_NAMES = Object.keys(BRANDS) as BrandName[];

/** The Theme toolbar's value for the theme made in the theme editor. */
export const EDITED_THEME = 'edited';

export type ColourMode = 'light' | 'dark';

/** Every token of the stylesheets, read from them. */
export const DESIGN_TOKENS = readDesignTokens(STYLESHEETS);
/** The default theme's values, light and dark. */
export const DEFAULT_THEME: Record<ColourMode, TokenValues> = {
  light: tokenValues(DESIGN_TOKENS, 'light') as TokenValues,
  dark: tokenValues(DESIGN_TOKENS, 'dark') as TokenValues,
};

const MANAGED_TOKENS = [
  ...new Set([
    ...DESIGN_TOKENS.map((token) => token.name),
    ...Object.values(BRANDS).flatMap((brand) => [...Object.keys(brand.light), ...Object.keys(brand.dark)]),
  ]),
];

/** The light or dark mode a story is shown in: the Mode toolbar's choice, else the system's. */
export function colourMode(scheme: unknown): ColourMode {
  if (scheme === 'light' || scheme === 'dark') return scheme;
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/**
 * The tokens a theme sets on the page. The default theme sets none when the mode follows the system (the
 * stylesheet's own media query applies), and pins its light or dark values when the Mode toolbar chooses one.
 */
export function themeTokens(brand: unknown, scheme: unknown): TokenValues {
  const mode = colourMode(scheme);
  if (brand === EDITED_THEME) return readEditedTheme()?.[mode] ?? DEFAULT_THEME[mode];
  if (typeof brand === 'string' && brand in BRANDS) return BRANDS[brand as BrandName][mode];
  return scheme === 'light' || scheme === 'dark' ? DEFAULT_THEME[mode] : {};
}

/** Sets the toolbar's theme (brand and mode) as tokens on the document root. */
export const withBrand: Decorator = (Story, context) => {
  const style = document.documentElement.style;
  for (const name of MANAGED_TOKENS) style.removeProperty(name);
  for (const [name, value] of Object.entries(themeTokens(context.globals.brand, context.globals.scheme))) {
    style.setProperty(name, value);
  }
  return Story();
};
