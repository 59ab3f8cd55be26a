/**
 * The design tokens read from the package's stylesheets themselves, so the tokens page, the dark-mode switch and the
 * theme editor cannot drift from the CSS: every `--ts-*` custom property a stylesheet defines (light on `:root`, dark
 * under `prefers-color-scheme: dark`), reads with a fallback (`var(--ts-x, fallback)`) or lists in its header comment
 * (`--ts-name   description`, for properties only the widgets' inline styles read), with what it is used for.
 */

export interface StylesheetSource {
  /** File name, for messages. */
  file: string;
  css: string;
}

export type TokenGroup = 'Colour' | 'Typography' | 'Spacing' | 'Shape and size' | 'Focus' | 'Widgets';

export const TOKEN_GROUPS: readonly TokenGroup[] = ['Colour', 'Typography', 'Spacing', 'Shape and size', 'Focus', 'Widgets'];

export interface DesignToken {
  name: `--ts-${string}`;
  group: TokenGroup;
  /** What the token is for, from the comment beside its definition. */
  description: string;
  /** Default value (light), as written in the stylesheet. */
  light: string;
  /** Value under `prefers-color-scheme: dark`, when it differs. */
  dark?: string;
  /** The components (class blocks such as `button`, `choice`) whose rules read the token. */
  usedBy: string[];
}

const WIDGET_TOKEN = /^--ts-(compare|track|graph|carousel)/;

function groupOf(name: string): TokenGroup {
  if (WIDGET_TOKEN.test(name)) return 'Widgets';
  if (name.startsWith('--ts-color-')) return 'Colour';
  if (/^--ts-(font|line-height|type-)/.test(name)) return 'Typography';
  if (name.startsWith('--ts-spacing') || name.startsWith('--ts-space')) return 'Spacing';
  if (name.startsWith('--ts-focus')) return 'Focus';
  return 'Shape and size';
}

const COMMENT = /\/\*[\s\S]*?\*\//g;
/** The body of the first `@media (prefers-color-scheme: dark) { … }` block, braces balanced. */
function darkBlockRange(css: string): [number, number] | null {
  const start = css.indexOf('@media (prefers-color-scheme: dark)');
  if (start < 0) return null;
  let depth = 0;
  for (let index = css.indexOf('{', start); index < css.length; index++) {
    if (css[index] === '{') depth++;
    else if (css[index] === '}' && --depth === 0) return [start, index];
  }
  return [start, css.length];
}

/** The class blocks (`.ts-button__label` → `button`) a selector list names. */
function blocksOf(selector: string): string[] {
  return [...selector.matchAll(/\.ts-([a-z0-9]+(?:-[a-z0-9]+)*)/g)].map((match) => match[1]!);
}

/** Reads every design token of the stylesheets, grouped by role and in the order the groups are listed. */
export function readDesignTokens(sources: readonly StylesheetSource[]): DesignToken[] {
  const tokens = new Map<string, DesignToken>();
  const token = (name: string): DesignToken => {
    let found = tokens.get(name);
    if (!found) {
      found = { name: name as DesignToken['name'], group: groupOf(name), description: '', light: '', usedBy: [] };
      tokens.set(name, found);
    }
    return found;
  };

  for (const { css } of sources) {
    const dark = darkBlockRange(css);
    // Definitions, with the comment that follows them on the same line.
    for (const match of css.matchAll(/^\s*(--ts-[a-z0-9-]+):\s*([^;]+);[ \t]*(?:\/\*\s*([\s\S]*?)\s*\*\/)?/gm)) {
      const [, name, value, comment] = match as unknown as [string, string, string, string | undefined];
      const defined = token(name);
      const isDark = dark !== null && match.index > dark[0] && match.index < dark[1];
      if (isDark) defined.dark = value.trim();
      else defined.light = value.trim();
      if (comment) defined.description = comment.replace(/\s+/g, ' ');
    }
    // Header lists ` *   --ts-name   description` (properties read by inline styles of the widgets).
    for (const match of css.matchAll(/^\s*\*\s+(--ts-[a-z0-9-]+)\s+(.+)$/gm)) {
      const [, name, description] = match as unknown as [string, string, string];
      const listed = token(name);
      if (!listed.description) listed.description = description.trim();
    }
    // Rules reading a token, innermost rules only (those inside @media too).
    const plain = css.replace(COMMENT, '');
    for (const rule of plain.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
      const [, selector, body] = rule as unknown as [string, string, string];
      for (const use of body.matchAll(/var\((--ts-[a-z0-9-]+)(?:,\s*([^()]*(?:\([^()]*\)[^()]*)*))?\)/g)) {
        const [, name, fallback] = use as unknown as [string, string, string | undefined];
        const used = token(name);
        for (const block of blocksOf(selector)) if (!used.usedBy.includes(block)) used.usedBy.push(block);
        if (!used.light && fallback) used.light = fallback.trim();
      }
    }
  }

  const found = [...tokens.values()];
  for (const item of found) {
    if (!item.light) item.light = 'currentColor (the text colour around it)';
    if (item.dark === item.light) delete item.dark;
  }
  return found.sort((a, b) => TOKEN_GROUPS.indexOf(a.group) - TOKEN_GROUPS.indexOf(b.group));
}

/** The tokens' values in light or dark mode (dark falls back to light), as a map of custom properties. */
export function tokenValues(tokens: readonly DesignToken[], mode: 'light' | 'dark'): Record<string, string> {
  const values: Record<string, string> = {};
  for (const token of tokens) {
    if (token.light.includes(' (the')) continue; // no default of its own
    values[token.name] = mode === 'dark' ? (token.dark ?? token.light) : token.light;
  }
  return values;
}

/** Whether a value is a colour a swatch can show (hex, rgb(), a name other than keywords). */
export function isColour(value: string): boolean {
  return /^#[0-9a-f]{3,8}$/i.test(value) || /^(rgb|hsl)a?\(/i.test(value);
}
