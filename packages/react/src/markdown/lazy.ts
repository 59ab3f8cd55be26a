// What a page loads on the first Markdown text that is not precompiled: the parser and the renderer together, so a
// survey without Markdown loads neither.
import { lexMarkdown } from './parse.js';
import type { MarkdownLexer, MarkdownToken } from './tokens.js';

export { renderBlocks } from './render.js';

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

/** The parser's lexer, lexing each source once (in this chunk, so a survey without Markdown loads none of it). */
export const lexMarkdownOnce = /* @__PURE__ */ lexOncePerSource(lexMarkdown);
