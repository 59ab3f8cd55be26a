// @vitest-environment node
/** The README's server-rendering example, run in Node as a server runs it. */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWelcome } from '../../examples/server-render.js';

const packageFile = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

describe('the README example of server rendering', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is the example the README shows', () => {
    const readme = packageFile('README.md');
    expect(readme).toContain(packageFile('examples/server-render.tsx'));
    expect(readme).toContain(packageFile('examples/hydrate.tsx'));
  });

  it('renders the page with its Markdown and every question as HTML, and the table as JSON, without a warning', async () => {
    const error = vi.spyOn(console, 'error');
    const warn = vi.spyOn(console, 'warn');
    const { html, markdown } = await renderWelcome();
    expect(html).toContain('<h1');
    expect(html).toContain('Welcome');
    expect(html).toContain('<strong>five minutes</strong>');
    expect(html).toContain('<a href="/why">Why we ask</a>');
    expect(html).toContain('Your first name');
    // The slider, whose component preloadSurvey loaded.
    expect(html).toMatch(/<input[^>]*type="range"/);
    expect(html).toContain('People at home');
    expect(JSON.parse(JSON.stringify(markdown))).toEqual(markdown);
    // Every language's Markdown is precompiled, not only texts written as one string.
    expect(JSON.stringify(markdown)).toContain('vijf minuten');
    const dutch = await renderWelcome('nl');
    expect(dutch.html).toContain('<strong>vijf minuten</strong>');
    expect(dutch.html).toContain('Welkom');
    expect(error).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });
});
