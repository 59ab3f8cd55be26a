import type { EditedTheme } from './themeStore';

/**
 * The theme as a stylesheet of tokens a site imports after the package's styles.css: every token on `:root` with its
 * light value, and under `prefers-color-scheme: dark` those whose dark value differs.
 */
export function themeCss(theme: EditedTheme): string {
  const declarations = (values: Record<string, string>, indent: string) =>
    Object.entries(values)
      .map(([name, value]) => `${indent}${name}: ${value};`)
      .join('\n');
  const darkOnly = Object.fromEntries(Object.entries(theme.dark).filter(([name, value]) => theme.light[name as `--ts-${string}`] !== value));
  return [
    '/* A treesponse theme. Import it after @treesponse/react/styles.css. */',
    ':root {',
    declarations(theme.light, '  '),
    '}',
    '@media (prefers-color-scheme: dark) {',
    '  :root {',
    declarations(darkOnly, '    '),
    '  }',
    '}',
    '',
  ].join('\n');
}
