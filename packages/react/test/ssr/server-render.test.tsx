// @vitest-environment node
/**
 * The survey rendered on a server with react-dom/server: no window, no document, no storage, and not a single
 * warning. The same file runs on React 19 and, in the `react-18` project of vitest.config.ts, on React 18.
 */
import { version } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage, createSurvey, hasEngineTexts, MESSAGES } from '@treesponse/core';
import { createOfflineApi } from '@treesponse/core/offline';
import { Carousel, preloadMarkdown, preloadSurvey, Survey, Tabs } from '@treesponse/react';
import { precompileMarkdown } from '@treesponse/react/markdown';
import { createEveryTypeSurvey, everyTypeDefinition, rareLabels } from './everyType.js';
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

  // These two run in this order too: the first before the components of rarely used types are loaded.
  it('renders a question of a rarely used type that is not loaded yet as an empty box marked busy', () => {
    const html = renderToString(<Survey controller={createEveryTypeSurvey()} />);
    expect(html).toContain('Every type');
    for (const label of Object.values(rareLabels)) expect(html).not.toContain(label);
    expect(html.match(/ts-question--loading/g)).toHaveLength(Object.keys(rareLabels).length - 1);
    expect(messages).toEqual([]);
  });

  it('renders every question type once preloadSurvey(definition) has loaded what the survey uses', async () => {
    await preloadSurvey(everyTypeDefinition);
    const html = renderToString(<Survey controller={createEveryTypeSurvey()} />);
    for (const label of Object.values(rareLabels)) expect(html).toContain(label);
    expect(html).not.toContain('ts-question--loading');
    expect(html).toMatch(/<input[^>]*type="range"/);
    expect(html).toMatch(/<input[^>]*type="date"/);
    expect(messages).toEqual([]);
  });

  it('renders in the language whose engine texts preloadSurvey(definition, { languages }) loaded, not busy', async () => {
    const definition = { ...everyTypeDefinition, languages: ['en', 'de'] };
    await preloadSurvey(definition, { languages: ['de'] });
    expect(hasEngineTexts('de')).toBe(true);
    const controller = createSurvey({ definition, api: createOfflineApi(), environment: { storage: createMemoryStorage() }, language: 'de' });
    expect(controller.getState().loading).toBe(false);
    const html = renderToString(<Survey controller={controller} />);
    expect(html).toContain(`>${MESSAGES.de['survey.next']}<`);
    expect(html).not.toContain('aria-busy');
    expect(messages).toEqual([]);
  });
});
