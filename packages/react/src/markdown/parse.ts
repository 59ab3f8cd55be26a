import { Lexer } from 'marked';
import type { MarkdownToken, PrecompiledMarkdown } from './tokens.js';

/** Keys of the parser's tokens that the renderer never reads (the source text of each token, mostly). */
const UNUSED_KEYS = new Set(['raw', 'escaped', 'pre', 'block', 'codeBlockStyle', 'loose', 'header']);
/** Token types the renderer draws from their child tokens alone, not from their text. */
const FROM_CHILDREN = new Set(['heading', 'paragraph', 'strong', 'em', 'del', 'link', 'blockquote']);

function trim(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(trim);
  if (value === null || typeof value !== 'object') return value;
  const token = value as Record<string, unknown>;
  const dropText = FROM_CHILDREN.has(token.type as string) || (token.type === 'text' && Array.isArray(token.tokens) && token.tokens.length > 0);
  const trimmed: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(token)) {
    if (child === undefined || UNUSED_KEYS.has(key) || (key === 'text' && dropText)) continue;
    trimmed[key] = trim(child);
  }
  return trimmed;
}

/** Lexes one Markdown source (GitHub flavour) into the tokens the renderer reads, without their source text. */
export function lexMarkdown(source: string): MarkdownToken[] {
  return trim(Lexer.lex(source)) as MarkdownToken[];
}

/**
 * Lexes Markdown sources ahead of time, so pages render them without loading the parser: on a server or at build
 * time, pass the result to `<MarkdownProvider precompiled={…}>` on both sides. The result is plain JSON.
 */
export function precompileMarkdown(sources: readonly string[]): PrecompiledMarkdown {
  const table: Record<string, MarkdownToken[]> = {};
  for (const source of sources) table[source] = lexMarkdown(source);
  return table;
}
