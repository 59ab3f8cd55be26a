import { createContext, useContext } from 'react';
import type { MarkdownRenderer, PrecompiledMarkdown } from './tokens.js';

/** Markdown lexed ahead of time and the renderer that draws it, given by the nearest `<MarkdownProvider>`. */
export interface PrecompiledMarkdownValue {
  table: PrecompiledMarkdown;
  render: MarkdownRenderer;
}

// Kept apart from MarkdownProvider: `<Markdown>` reads the context without bringing the renderer into a page that
// has no provider (it then comes with the parser, loaded on first use).
export const PrecompiledMarkdownContext = createContext<PrecompiledMarkdownValue | null>(null);

/** The precompiled Markdown of the nearest providers and its renderer, or null. */
export function usePrecompiledMarkdown(): PrecompiledMarkdownValue | null {
  return useContext(PrecompiledMarkdownContext);
}
