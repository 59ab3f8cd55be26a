import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Markdown } from './Markdown.js';
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

describe('Markdown', () => {
  it('renders headings, emphasis, lists and paragraphs as elements', () => {
    const { container } = render(<Markdown source={'# Title\n\nSome **bold** and *em*.\n\n- one\n- two\n\n1. first\n2. second'} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Title' })).toBeTruthy();
    expect(container.querySelector('strong')?.textContent).toBe('bold');
    expect(container.querySelector('em')?.textContent).toBe('em');
    expect(container.querySelectorAll('ul > li')).toHaveLength(2);
    expect(container.querySelectorAll('ol > li')).toHaveLength(2);
  });

  it('opens external links in a new tab without an opener', () => {
    render(<Markdown source="[Site](https://example.org/x)" />);
    const link = screen.getByRole('link', { name: 'Site' });
    expect(link.getAttribute('href')).toBe('https://example.org/x');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('adds a visually hidden hint to external links only', () => {
    const { container } = render(
      <Markdown source="[Site](https://example.org) and [Home](/)" externalLinkHint="opens in a new tab" />,
    );
    // (jsdom's name computation drops the leading space of the hidden text; browsers keep it)
    expect(screen.getByRole('link', { name: /^Site ?\(opens in a new tab\)$/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home' })).toBeTruthy();
    expect(container.querySelectorAll('.ts-visually-hidden')).toHaveLength(1);
  });

  it('keeps relative and mailto links in the same tab', () => {
    render(<Markdown source="[Privacy](/privacy) and [mail](mailto:a@example.org)" />);
    expect(screen.getByRole('link', { name: 'Privacy' }).getAttribute('target')).toBeNull();
    expect(screen.getByRole('link', { name: 'mail' }).getAttribute('href')).toBe('mailto:a@example.org');
  });

  it('turns a link with a forbidden address into its text', () => {
    const { container } = render(<Markdown source="Click [here](javascript:alert(1)) or [there](data:text/html,x)." />);
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toBe('Click here or there.');
  });

  it('shows raw HTML as text and never creates elements from it', () => {
    const { container } = render(<Markdown source={'Hello <img src=x onerror="alert(1)"> <b>bold</b>\n\n<script>alert(1)</script>'} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(container.textContent).toContain('<b>bold</b>');
    expect(container.textContent).toContain('<script>alert(1)</script>');
  });

  it('decodes common named entities', () => {
    const { container } = render(<Markdown source="Tom &amp; Jerry &copy; 2026" />);
    expect(container.textContent).toBe('Tom & Jerry © 2026');
  });

  it('renders images with safe sources only', () => {
    const { container } = render(<Markdown source={'![Logo](https://example.org/l.png)\n\n![Bad](javascript:alert(1))'} />);
    const images = container.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0]!.getAttribute('alt')).toBe('Logo');
    expect(container.textContent).toContain('Bad');
  });
});
