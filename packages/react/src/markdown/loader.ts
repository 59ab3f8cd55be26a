import type { MarkdownLexer, MarkdownToken } from './tokens.js';

/**
 * The Markdown parser is loaded on first use (a dynamic import), once per page. Its state lives under a global
 * symbol so that every copy of this module in a page or a server process (ESM and CommonJS builds side by side)
 * shares one parser.
 */
interface ParserState {
  lex: MarkdownLexer | null;
  loading: Promise<void> | null;
  listeners: Set<() => void>;
}

const STATE_KEY = Symbol.for('@treesponse/react markdown parser');

function state(): ParserState {
  const holder = globalThis as { [STATE_KEY]?: ParserState };
  return (holder[STATE_KEY] ??= { lex: null, loading: null, listeners: new Set() });
}

/** Sources kept lexed at most: the texts of a few dozen pages. */
const LEXED_LIMIT = 500;

/**
 * Lexes each source once: a page shown again, or a text used on several pages, renders from the tokens kept (the
 * renderer only reads them). The oldest source is forgotten first.
 */
function lexOncePerSource(lex: MarkdownLexer): MarkdownLexer {
  const lexed = new Map<string, MarkdownToken[]>();
  return (source) => {
    let tokens = lexed.get(source);
    if (tokens === undefined) {
      tokens = lex(source);
      if (lexed.size >= LEXED_LIMIT) lexed.delete(lexed.keys().next().value!);
      lexed.set(source, tokens);
    }
    return tokens;
  };
}

/** The parser's lexer once loaded, else null. */
export function loadedMarkdownLexer(): MarkdownLexer | null {
  return state().lex;
}

/** Calls `listener` once the parser has loaded; returns the unsubscribe function. */
export function onMarkdownLexerLoaded(listener: () => void): () => void {
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
  if (current.lex) return Promise.resolve();
  current.loading ??= import('./parse.js').then(
    ({ lexMarkdown }) => {
      current.lex = lexOncePerSource(lexMarkdown);
      for (const listener of [...current.listeners]) listener();
    },
    (error: unknown) => {
      current.loading = null;
      throw error;
    },
  );
  return current.loading;
}
