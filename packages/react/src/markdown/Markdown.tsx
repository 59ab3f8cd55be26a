import { memo, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { loadedMarkdownLexer, onMarkdownLexerLoaded, preloadMarkdown } from './loader.js';
import { usePrecompiledMarkdown } from './MarkdownProvider.js';
import { renderBlocks } from './render.js';
import type { MarkdownToken, PrecompiledMarkdown } from './tokens.js';

export interface MarkdownProps {
  /** Markdown source. Raw HTML in it is shown as text, never interpreted. */
  source: string;
  /** Class of the wrapping element. */
  className?: string;
  /** Shift heading levels so that '#' becomes h{1 + headingOffset} (default 1: '#' renders as h2). */
  headingOffset?: number;
  /** Visually hidden text after each external link, e.g. 'opens in a new tab'. */
  externalLinkHint?: string;
}

function precompiledTokens(table: PrecompiledMarkdown | null, source: string): readonly MarkdownToken[] | null {
  return table && Object.prototype.hasOwnProperty.call(table, source) ? table[source]! : null;
}

/** Paragraphs of the source as plain text: what shows while the parser loads, about as tall as the result. */
function plainParagraphs(source: string) {
  return source
    .split(/\n\s*\n/)
    .filter((paragraph) => paragraph.trim() !== '')
    .map((paragraph, index) => <p key={index}>{paragraph.trim()}</p>);
}

/**
 * Renders Markdown as React elements (no innerHTML). Link addresses are filtered to http, https, irc, ircs,
 * mailto, xmpp or relative ones; a link with any other address keeps only its text. External links open in a
 * new tab without an opener.
 *
 * The source renders from the nearest `<MarkdownProvider precompiled>` when it is there, else with the Markdown
 * parser once loaded. The parser is loaded on first need (or ahead with `preloadMarkdown()`); meanwhile the source's
 * paragraphs show as plain text in an element marked `aria-busy`, replaced by the rendered Markdown when it loads.
 */
export const Markdown = memo(function Markdown({ source, className, headingOffset = 1, externalLinkHint }: MarkdownProps) {
  const precompiled = precompiledTokens(usePrecompiledMarkdown(), source);
  const lex = useSyncExternalStore(onMarkdownLexerLoaded, loadedMarkdownLexer, loadedMarkdownLexer);
  const tokens = useMemo(() => precompiled ?? (lex ? lex(source) : null), [precompiled, lex, source]);
  const [loadFailed, setLoadFailed] = useState(false);
  const waiting = tokens === null;
  useEffect(() => {
    if (!waiting) return;
    let active = true;
    // Without the parser (e.g. offline before it was ever loaded) the text stays readable as plain paragraphs.
    preloadMarkdown().catch(() => active && setLoadFailed(true));
    return () => {
      active = false;
    };
  }, [waiting]);
  const content = useMemo(
    () => (tokens ? renderBlocks(tokens as MarkdownToken[], { headingOffset, externalLinkHint }) : plainParagraphs(source)),
    [tokens, source, headingOffset, externalLinkHint],
  );
  return (
    <div className={className ?? 'ts-markdown'} aria-busy={waiting && !loadFailed ? true : undefined}>
      {content}
    </div>
  );
});
