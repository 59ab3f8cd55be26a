import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { PrecompiledMarkdown } from './tokens.js';

const PrecompiledMarkdownContext = createContext<PrecompiledMarkdown | null>(null);

export interface MarkdownProviderProps {
  /** Sources lexed ahead of time by `precompileMarkdown` (`@treesponse/react/markdown`); render without the parser. */
  precompiled: PrecompiledMarkdown;
  children?: ReactNode;
}

/**
 * Gives every `<Markdown>` below (a survey's content blocks too) Markdown lexed ahead of time: a source found in the
 * table renders at once, on the server and in the browser, and the parser is not loaded for it. Nested providers
 * add to the tables above them.
 */
export function MarkdownProvider({ precompiled, children }: MarkdownProviderProps) {
  const outer = useContext(PrecompiledMarkdownContext);
  const value = useMemo(() => (outer ? { ...outer, ...precompiled } : precompiled), [outer, precompiled]);
  return <PrecompiledMarkdownContext.Provider value={value}>{children}</PrecompiledMarkdownContext.Provider>;
}

/** The precompiled Markdown of the nearest providers, or null. */
export function usePrecompiledMarkdown(): PrecompiledMarkdown | null {
  return useContext(PrecompiledMarkdownContext);
}
