import type { StylesheetSource } from './designTokens';

/** The package's stylesheets as text, read at build time (what consumers get in styles.css, in the same order). */
const files = import.meta.glob('../packages/react/src/**/*.css', { query: '?raw', import: 'default', eager: true }) as Record<
  string,
  string
>;

export const STYLESHEETS: StylesheetSource[] = Object.keys(files)
  .sort()
  .map((file) => ({ file: file.replace('../packages/react/', ''), css: files[file]! }));
