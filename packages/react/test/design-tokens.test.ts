// @vitest-environment node
/**
 * The tokens page, the Mode toolbar and the theme editor read the design tokens from the stylesheets themselves
 * (.storybook/designTokens.ts): every custom property the package reads must be listed, with its role, what it is
 * used for and its light and dark values.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BRANDS } from '../../../.storybook/brands';
import { checkContrast, contrastRatio } from '../../../.storybook/contrast';
import { readDesignTokens, tokenValues } from '../../../.storybook/designTokens';

const SOURCE = fileURLToPath(new URL('../src', import.meta.url));

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path, pattern);
    return pattern.test(entry.name) && !entry.name.includes('.stories.') && !entry.name.includes('.test.') ? [path] : [];
  });
}

const stylesheets = filesUnder(SOURCE, /\.css$/)
  .sort()
  .map((file) => ({ file, css: readFileSync(file, 'utf8') }));
const tokens = readDesignTokens(stylesheets);
const byName = new Map(tokens.map((token) => [token.name, token]));
// What the Storybook preview computes from the same files (it reads them through the bundler).
const DEFAULT_THEME = { light: tokenValues(tokens, 'light'), dark: tokenValues(tokens, 'dark') };

describe('design tokens read from the stylesheets', () => {
  it('lists every --ts-* property the stylesheets and components read, each with a role, a use and a value', () => {
    const read = new Set(
      filesUnder(SOURCE, /\.(css|tsx?)$/).flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/var\((--ts-[a-z0-9-]+)/g)].map((match) => match[1]!),
      ),
    );
    expect(read.size).toBeGreaterThan(30);
    const missing = [...read].filter((name) => !byName.has(name as `--ts-${string}`));
    expect(missing, 'tokens read but not listed').toEqual([]);
    const undescribed = tokens.filter((token) => !token.description).map((token) => token.name);
    expect(undescribed, 'tokens without a "used for" text in the stylesheet').toEqual([]);
    for (const token of tokens) expect(token.light, token.name).not.toBe('');
  });

  it('reads light and dark values where they are defined, fallbacks where not', () => {
    expect(byName.get('--ts-track')).toMatchObject({ light: '#e6e6e6', dark: '#3a423e', group: 'Widgets' });
    expect(byName.get('--ts-color-primary')).toMatchObject({ light: '#0b5d3b', dark: '#6fd3a4', group: 'Colour' });
    expect(byName.get('--ts-radius')).toMatchObject({ light: '6px', group: 'Shape and size' });
    expect(byName.get('--ts-radius')!.dark).toBeUndefined();
    expect(byName.get('--ts-color-primary')!.usedBy).toEqual(expect.arrayContaining(['button', 'choice']));
    expect(byName.get('--ts-graph-needle')!.description).toMatch(/needle/);
  });

  it('meets WCAG AA contrast for every foreground and background pair in every theme, light and dark', () => {
    const themes = [
      ...(['light', 'dark'] as const).map((mode) => ({ name: `default ${mode}`, values: DEFAULT_THEME[mode] })),
      ...Object.entries(BRANDS).flatMap(([brand, variants]) =>
        (['light', 'dark'] as const).map((mode) => ({
          name: `${brand} ${mode}`,
          values: { ...DEFAULT_THEME[mode], ...variants[mode] },
        })),
      ),
    ];
    expect(DEFAULT_THEME.dark['--ts-compare-second']).toBe('#8cb8ff');
    const failing = themes.flatMap((theme) =>
      checkContrast(theme.values)
        .filter((result) => !result.passes)
        .map((result) => `${theme.name}: ${result.foreground} on ${result.background} ${result.ratio?.toFixed(2)}:1`),
    );
    expect(failing).toEqual([]);
    expect(contrastRatio('#1a5fb4', '#3a423e'), 'the old dark second bar').toBeLessThan(3);
  });

  it('spaces the survey only with the spacing scale, so changing --ts-spacing rescales the layout', () => {
    const survey = stylesheets.find((sheet) => sheet.file.endsWith('survey.css'))!.css.replace(/\/\*[\s\S]*?\*\//g, '');
    const fixed = [...survey.matchAll(/^\s*((?:margin|padding|gap)[a-z-]*):\s*([^;]+);/gm)]
      // A word space before the required mark stays in em: it follows the text, not the layout.
      .filter(([, , value]) => /\d*\.?\d+rem\b/.test(value!))
      .map(([declaration]) => declaration.trim());
    expect(fixed).toEqual([]);
    for (const step of ['--ts-space-1', '--ts-space-2', '--ts-space-3', '--ts-space-5']) {
      expect(byName.get(step as `--ts-${string}`)!.light, step).toMatch(/^calc\(var\(--ts-spacing\) \* [\d.]+\)$/);
    }
  });
});
