// @vitest-environment node
/**
 * The survey rendered on a server with react-dom/server: no window, no document, no storage, and not a single
 * warning. The same file runs on React 19 and, in the `react-18` project of vitest.config.ts, on React 18.
 */
import { version } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel, preloadMarkdown, Tabs } from '@treesponse/react';
import { precompileMarkdown } from '@treesponse/react/markdown';
import { createSsrSurvey, SsrSurvey, ssrMarkdownSources } from './ssrSurvey.js';

describe(`server rendering with react-dom/server (React ${version})`, () => {
  const messages: string[] = [];
  beforeEach(() => {
    messages.length = 0;
    for (const level of ['error', 'warn'] as const) {
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        messages.push(`${level}: ${args.map(String).join(' ')}`);
      });
    }
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('runs in Node without browser globals', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    expect(typeof localStorage).toBe('undefined');
  });

  it('renders the first page as complete HTML, without any warning', () => {
    const markdown = precompileMarkdown(ssrMarkdownSources);
    const html = renderToString(<SsrSurvey controller={createSsrSurvey()} markdown={markdown} />);
    expect(html).toContain('About you');
    expect(html).toContain('Your first name');
    expect(html).toMatch(/<input[^>]*type="text"/);
    expect(html).toContain('<strong>five minutes</strong>');
    expect(html).toContain('Next');
    expect(messages).toEqual([]);
  });

  it('renders the same HTML twice (nothing depends on the moment or the machine)', () => {
    const markdown = precompileMarkdown(ssrMarkdownSources);
    const first = renderToString(<SsrSurvey controller={createSsrSurvey()} markdown={markdown} />);
    const second = renderToString(<SsrSurvey controller={createSsrSurvey()} markdown={markdown} />);
    expect(second).toBe(first);
    expect(messages).toEqual([]);
  });

  it('renders the widgets without any warning', () => {
    const html = renderToString(
      <>
        <Carousel label="Partners" items={['One', 'Two']} interval={5000} />
        <Tabs label="Views" items={[{ id: 'a', label: 'A', content: 'First' }, { id: 'b', label: 'B', content: 'Second' }]} />
      </>,
    );
    expect(html).toContain('Partners');
    expect(html).toContain('First');
    expect(messages).toEqual([]);
  });

  // These two run in this order: the first before the parser is loaded, the second loads it.
  it('renders Markdown that is neither precompiled nor loaded as plain text marked busy', () => {
    const html = renderToString(<SsrSurvey controller={createSsrSurvey()} />);
    expect(html).toContain('<div class="ts-markdown" aria-busy="true"><p>This check takes **five minutes**.');
    expect(messages).toEqual([]);
  });

  it('renders any Markdown once the parser is preloaded', async () => {
    await preloadMarkdown();
    const html = renderToString(<SsrSurvey controller={createSsrSurvey()} />);
    expect(html).toContain('<strong>five minutes</strong>');
    expect(html).not.toContain('aria-busy');
    expect(messages).toEqual([]);
  });
});
