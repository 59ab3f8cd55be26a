import type { Token } from 'marked';

/** One lexed Markdown block: what the renderer needs of a token of the Markdown parser (marked). */
export type MarkdownToken = Token;

/**
 * Markdown sources lexed ahead of time (e.g. at build time or on the server), by source text. Plain JSON: it can be
 * written into a page or a file and read back. Made by `precompileMarkdown` of `@treesponse/react/markdown`.
 */
export type PrecompiledMarkdown = Readonly<Record<string, readonly MarkdownToken[]>>;

/** Lexes one Markdown source into the tokens the renderer reads. */
export type MarkdownLexer = (source: string) => MarkdownToken[];

/** Draws lexed Markdown as React elements (the module `render`). */
export type MarkdownRenderer = typeof import('./render.js').renderBlocks;
