import type { MarkdownLexer, MarkdownRenderer } from './tokens.js';

/**
 * The Markdown parser and renderer are loaded on first use (a dynamic import), once per page. Their state lives under
 * a global symbol so that every copy of this module in a page or a server process (ESM and CommonJS builds side by
 * side) shares one parser.
 */
export interface LoadedMarkdown {
  lex: MarkdownLexer;
  render: MarkdownRenderer;
}

interface ParserState {
  loaded: LoadedMarkdown | null;
  loading: Promise<void> | null;
  listeners: Set<() => void>;
}

const STATE_KEY = Symbol.for('@treesponse/react markdown parser and renderer');

function state(): ParserState {
  const holder = globalThis as { [STATE_KEY]?: ParserState };
  return (holder[STATE_KEY] ??= { loaded: null, loading: null, listeners: new Set() });
}

/** The parser's lexer and the renderer once loaded, else null. */
export function loadedMarkdown(): LoadedMarkdown | null {
  return state().loaded ?? null;
}

/** Calls `listener` once the parser has loaded; returns the unsubscribe function. */
export function onMarkdownLoaded(listener: () => void): () => void {
  const { listeners } = state();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Loads the Markdown parser ahead of time: on a server before `renderToString`, or in a browser before hydrating a
 * page whose Markdown is not precompiled. Resolves at once when it is already loaded; a failed load may be retried.
 */
export function preloadMarkdown(): Promise<void> {
  const current = state();
  if (current.loaded) return Promise.resolve();
  current.loading ??= import('./lazy.js').then(
    ({ lexMarkdownOnce, renderBlocks }) => {
      current.loaded = { lex: lexMarkdownOnce, render: renderBlocks };
      for (const listener of [...current.listeners]) listener();
    },
    (error: unknown) => {
      current.loading = null;
      throw error;
    },
  );
  return current.loading;
}
