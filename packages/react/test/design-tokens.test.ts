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
import { SIZE_EXCEPTIONS, type SizeException } from '../docs/sizeExceptions';

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

  it('sizes everything with the spacing and type scales, except the sizes listed as deliberate', () => {
    expect(literalSizes([{ file: 'sample.css', css: SAMPLE }]).map(describeSize)).toEqual([
      'sample.css: @media (min-width: 50rem)',
      'sample.css: .a { font-size: 14px }',
      'sample.css: .a { padding: 3px }',
      'sample.css: .b { font-size: 0.9rem }',
    ]);
    const found = literalSizes(stylesheets);
    const unlisted = found.filter((size) => !SIZE_EXCEPTIONS.some((exception) => allows(exception, size)));
    expect(unlisted.map(describeSize), 'sizes outside the scales and outside docs/sizeExceptions.ts').toEqual([]);
    const stale = SIZE_EXCEPTIONS.flatMap((exception) =>
      exception.values.filter((value) => !found.some((size) => size.value === value && allows(exception, size))).map((value) => `${exception.why.slice(0, 40)}…: ${value}`),
    );
    expect(stale, 'listed exceptions no rule uses').toEqual([]);
    for (const size of found.filter((found) => /^font(-size)?$/.test(found.property))) {
      expect(describeSize(size), 'a literal font size').toBe('');
    }
  });

  it('derives every step of the spacing and type scales from one base token', () => {
    for (const step of ['--ts-space-1', '--ts-space-2', '--ts-space-3', '--ts-space-5']) {
      expect(byName.get(step as `--ts-${string}`)!.light, step).toMatch(/^calc\(var\(--ts-spacing\) \* [\d.]+\)$/);
    }
    for (const step of ['--ts-font-size-small', '--ts-font-size-heading', '--ts-font-size-title']) {
      const token = byName.get(step as `--ts-${string}`)!;
      expect(token.light, step).toMatch(/^calc\(var\(--ts-font-size\) \* [\d.]+\)$/);
      expect(token.group).toBe('Typography');
      expect(token.description).toMatch(/^Type scale/);
    }
    const fontSizes = stylesheets.flatMap(({ css }) => [...css.replace(COMMENT, '').matchAll(/[;{\s]font-size:\s*([^;]+);/g)].map((match) => match[1]!));
    expect(fontSizes.length).toBeGreaterThan(3);
    expect(fontSizes.filter((value) => !/^var\(--ts-font-size(-[a-z]+)?\)$/.test(value.trim()))).toEqual([]);
  });
});

const COMMENT = /\/\*[\s\S]*?\*\//g;
const SAMPLE = `:where(:root) { --ts-x: 2px; } .a { font-size: 14px; padding: 3px; margin: var(--ts-space-1, 4px) 0; }
.b { font-size: 0.9rem; } @media (min-width: 50rem) { .c { gap: var(--ts-spacing); } }`;

interface LiteralSize {
  file: string;
  /** The rule's selector list as written (whitespace collapsed), `*` for a media query. */
  selector: string;
  /** The property, or `@media`. */
  property: string;
  value: string;
}

function describeSize(size: LiteralSize): string {
  const file = size.file.split('/').pop();
  return size.property === '@media' ? `${file}: @media (${size.selector})` : `${file}: ${size.selector} { ${size.property}: ${size.value} }`;
}

function allows(exception: SizeException, size: LiteralSize): boolean {
  return (
    (exception.selectors.includes('*') || exception.selectors.includes(size.selector)) &&
    exception.properties.includes(size.property) &&
    exception.values.includes(size.value)
  );
}

const LENGTH = /-?(?:\d*\.)?\d+(?:px|rem|em|ch|vw|vh|vmin|vmax|pt)\b/g;

/**
 * Every literal length of the stylesheets outside the tokens' own definitions on the root (light and dark) and the
 * fallbacks of `var(--ts-…, fallback)`, which repeat a token's default; and every width of a media query.
 */
function literalSizes(sheets: readonly { file: string; css: string }[]): LiteralSize[] {
  return sheets.flatMap(({ file, css }) => {
    const plain = css.replace(COMMENT, '');
    const sizes: LiteralSize[] = [];
    for (const query of plain.matchAll(/@media([^{]+)\{/g)) {
      for (const condition of query[1]!.matchAll(/\(([a-z-]*width):\s*([^)]+)\)/g)) {
        for (const value of condition[2]!.match(LENGTH) ?? []) sizes.push({ file, selector: '*', property: '@media', value });
        if (sizes.at(-1)?.property === '@media') sizes.at(-1)!.selector = `${condition[1]}: ${condition[2]}`;
      }
    }
    for (const rule of plain.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
      const selector = rule[1]!.replace(/@media[^{]*$/, '').trim().replace(/\s+/g, ' ');
      const isRoot = selector === ':where(:root)';
      for (const declaration of rule[2]!.split(';')) {
        const match = /^\s*([a-z-]+)\s*:\s*([\s\S]+?)\s*$/.exec(declaration);
        if (!match) continue;
        const [, property, value] = match as unknown as [string, string, string];
        if (isRoot && property.startsWith('--ts-')) continue;
        const withoutFallbacks = value.replace(/var\(--ts-[a-z0-9-]+(?:,[^()]*(?:\([^()]*\)[^()]*)*)?\)/g, 'var()');
        for (const literal of withoutFallbacks.match(LENGTH) ?? []) sizes.push({ file, selector, property, value: literal });
      }
    }
    return sizes;
  });
}
