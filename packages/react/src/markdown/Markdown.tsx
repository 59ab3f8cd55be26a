import { memo, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { usePrecompiledMarkdown, type PrecompiledMarkdownValue } from './context.js';
import { loadedMarkdown, onMarkdownLoaded, preloadMarkdown } from './loader.js';
import type { MarkdownRenderer, MarkdownToken } from './tokens.js';

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

function precompiledTokens(precompiled: PrecompiledMarkdownValue | null, source: string): readonly MarkdownToken[] | null {
  return precompiled && Object.prototype.hasOwnProperty.call(precompiled.table, source) ? precompiled.table[source]! : null;
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
  const provided = usePrecompiledMarkdown();
  const precompiled = precompiledTokens(provided, source);
  const loaded = useSyncExternalStore(onMarkdownLoaded, loadedMarkdown, loadedMarkdown);
  const tokens = useMemo(() => precompiled ?? (loaded ? loaded.lex(source) : null), [precompiled, loaded, source]);
  // Precompiled tokens come with the provider's renderer; parsed ones with the renderer loaded with the parser.
  const render: MarkdownRenderer | undefined = precompiled ? provided!.render : loaded?.render;
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
    () => (tokens && render ? render(tokens as MarkdownToken[], { headingOffset, externalLinkHint }) : plainParagraphs(source)),
    [tokens, render, source, headingOffset, externalLinkHint],
  );
  return (
    <div className={className ?? 'ts-markdown'} aria-busy={waiting && !loadFailed ? true : undefined}>
      {content}
    </div>
  );
});
