import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { Lexer } from 'marked';
import { Markdown, type MarkdownProps } from './Markdown.js';
import { MarkdownProvider } from './MarkdownProvider.js';
import { precompileMarkdown } from './parse.js';
import { safeLinkHref } from './safeUrl.js';

describe('safeLinkHref', () => {
  it.each([
    ['http://example.org/a', 'http://example.org/a'],
    ['https://example.org', 'https://example.org'],
    ['irc://irc.example.org/chan', 'irc://irc.example.org/chan'],
    ['ircs://irc.example.org/chan', 'ircs://irc.example.org/chan'],
    ['mailto:info@example.org', 'mailto:info@example.org'],
    ['xmpp:someone@example.org', 'xmpp:someone@example.org'],
    ['MAILTO:info@example.org', 'MAILTO:info@example.org'],
    ['/privacy', '/privacy'],
    ['../terms#top', '../terms#top'],
    ['?page=2', '?page=2'],
    ['#section', '#section'],
  ])('keeps %s', (href, expected) => {
    expect(safeLinkHref(href)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'java\nscript:alert(1)',
    ' javascript:alert(1)',
    '\u0001javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.org',
    '',
  ])('drops %j', (href) => {
    expect(safeLinkHref(href)).toBeNull();
  });
});

/** Forget the loaded parser, as on a page that has not needed it yet. */
function unloadParser() {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('@treesponse/react markdown parser and renderer')];
}

type Show = (element: ReactElement<MarkdownProps>) => Promise<ReturnType<typeof render>>;

/** From a precompiled table (sent as JSON): rendered at once, without the parser. */
const fromPrecompiled: Show = async (element) => {
  unloadParser();
  const table = JSON.parse(JSON.stringify(precompileMarkdown([element.props.source])));
  const result = render(<MarkdownProvider precompiled={table}>{element}</MarkdownProvider>);
  expect(result.container.querySelector('[aria-busy]')).toBeNull();
  return result;
};

/** Parsed on demand: plain text, marked busy, until the parser has loaded. */
const parsedOnDemand: Show = async (element) => {
  unloadParser();
  const result = render(element);
  const box = result.container.firstElementChild!;
  expect(box.getAttribute('aria-busy')).toBe('true');
  await waitFor(() => expect(box.getAttribute('aria-busy')).toBeNull());
  return result;
};

describe.each([
  ['precompiled', fromPrecompiled],
  ['parsed on demand', parsedOnDemand],
])('Markdown (%s)', (_path, show) => {
  it('renders headings, emphasis, lists and paragraphs as elements', async () => {
    const { container } = await show(<Markdown source={'# Title\n\nSome **bold** and *em*.\n\n- one\n- two\n\n1. first\n2. second'} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Title' })).toBeTruthy();
    expect(container.querySelector('strong')?.textContent).toBe('bold');
    expect(container.querySelector('em')?.textContent).toBe('em');
    expect(container.querySelectorAll('ul > li')).toHaveLength(2);
    expect(container.querySelectorAll('ol > li')).toHaveLength(2);
  });

  it('opens external links in a new tab without an opener', async () => {
    await show(<Markdown source="[Site](https://example.org/x)" />);
    const link = screen.getByRole('link', { name: 'Site' });
    expect(link.getAttribute('href')).toBe('https://example.org/x');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('adds a visually hidden hint to external links only', async () => {
    const { container } = await show(
      <Markdown source="[Site](https://example.org) and [Home](/)" externalLinkHint="opens in a new tab" />,
    );
    // (jsdom's name computation drops the leading space of the hidden text; browsers keep it)
    expect(screen.getByRole('link', { name: /^Site ?\(opens in a new tab\)$/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home' })).toBeTruthy();
    expect(container.querySelectorAll('.ts-visually-hidden')).toHaveLength(1);
  });

  it('keeps relative and mailto links in the same tab', async () => {
    await show(<Markdown source="[Privacy](/privacy) and [mail](mailto:a@example.org)" />);
    expect(screen.getByRole('link', { name: 'Privacy' }).getAttribute('target')).toBeNull();
    expect(screen.getByRole('link', { name: 'mail' }).getAttribute('href')).toBe('mailto:a@example.org');
  });

  it('turns a link with a forbidden address into its text', async () => {
    const { container } = await show(<Markdown source="Click [here](javascript:alert(1)) or [there](data:text/html,x)." />);
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toBe('Click here or there.');
  });

  it('shows raw HTML as text and never creates elements from it', async () => {
    const { container } = await show(<Markdown source={'Hello <img src=x onerror="alert(1)"> <b>bold</b>\n\n<script>alert(1)</script>'} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(container.textContent).toContain('<b>bold</b>');
    expect(container.textContent).toContain('<script>alert(1)</script>');
  });

  it('decodes common named entities', async () => {
    const { container } = await show(<Markdown source="Tom &amp; Jerry &copy; 2026" />);
    expect(container.textContent).toBe('Tom & Jerry © 2026');
  });

  it('renders images with safe sources only', async () => {
    const { container } = await show(<Markdown source={'![Logo](https://example.org/l.png)\n\n![Bad](javascript:alert(1))'} />);
    const images = container.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0]!.getAttribute('alt')).toBe('Logo');
    expect(container.textContent).toContain('Bad');
  });
});

describe('Markdown loading', () => {
  beforeEach(unloadParser);

  it('shows the paragraphs as plain text while the parser loads, then the rendered Markdown', async () => {
    const { container } = render(<Markdown source={'Some **bold** text.\n\nA [link](/a).'} />);
    const box = container.firstElementChild!;
    expect(box.getAttribute('aria-busy')).toBe('true');
    expect([...box.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['Some **bold** text.', 'A [link](/a).']);
    expect(await screen.findByRole('link', { name: 'link' })).toBeTruthy();
    expect(box.querySelector('strong')?.textContent).toBe('bold');
    expect(box.getAttribute('aria-busy')).toBeNull();
  });

  it('renders a source missing from the precompiled table with the parser', async () => {
    render(
      <MarkdownProvider precompiled={precompileMarkdown(['# Other'])}>
        <Markdown source="# Wanted" />
      </MarkdownProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Wanted' })).toBeTruthy();
  });

  it('looks sources up as own keys only', () => {
    const { container } = render(
      <MarkdownProvider precompiled={precompileMarkdown([])}>
        <Markdown source="constructor" />
      </MarkdownProvider>,
    );
    expect(container.textContent).toBe('constructor');
  });
});

describe('precompileMarkdown', () => {
  it('keeps what the renderer reads and drops the source text of each token', () => {
    const source = '# Title\n\nSome **bold** and a [link](https://example.org).\n\n| a | b |\n| - | - |\n| 1 | 2 |';
    const table = precompileMarkdown([source]);
    const json = JSON.stringify(table);
    expect(json).not.toContain('"raw"');
    expect(json.length).toBeLessThan(JSON.stringify(Lexer.lex(source)).length / 2);
    expect(Object.keys(table)).toEqual([source]);
  });
});

describe('Markdown parsed on demand', () => {
  it('lexes a source once, however often it is shown', async () => {
    unloadParser();
    const lex = vi.spyOn(Lexer, 'lex');
    try {
      const source = 'Shown **again** on a page visited twice.';
      const first = render(<Markdown source={source} />);
      expect(await screen.findByText('again')).toBeTruthy();
      first.unmount();
      const second = render(<Markdown source={source} />);
      expect(second.container.querySelector('strong')?.textContent).toBe('again');
      expect(second.container.querySelector('[aria-busy]')).toBeNull();
      expect(lex.mock.calls.filter(([lexed]) => lexed === source)).toHaveLength(1);
    } finally {
      lex.mockRestore();
    }
  });
});

