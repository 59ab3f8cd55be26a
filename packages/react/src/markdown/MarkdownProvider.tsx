import { useContext, useMemo, type ReactNode } from 'react';
import { PrecompiledMarkdownContext } from './context.js';
import { renderBlocks } from './render.js';
import type { PrecompiledMarkdown } from './tokens.js';

export interface MarkdownProviderProps {
  /** Sources lexed ahead of time by `precompileMarkdown` (`@treesponse/react/markdown`); render without the parser. */
  precompiled: PrecompiledMarkdown;
  children?: ReactNode;
}

/**
 * Gives every `<Markdown>` below (a survey's content blocks too) Markdown lexed ahead of time: a source found in the
 * table renders at once, on the server and in the browser, and the parser is not loaded for it. Nested providers
 * add to the tables above them. The renderer comes with the provider, so precompiled texts need nothing loaded.
 */
export function MarkdownProvider({ precompiled, children }: MarkdownProviderProps) {
  const outer = useContext(PrecompiledMarkdownContext);
  const value = useMemo(() => ({ table: outer ? { ...outer.table, ...precompiled } : precompiled, render: renderBlocks }), [outer, precompiled]);
  return <PrecompiledMarkdownContext.Provider value={value}>{children}</PrecompiledMarkdownContext.Provider>;
}
