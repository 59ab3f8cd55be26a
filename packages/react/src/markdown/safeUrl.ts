/** URL schemes a Markdown link may use. Anything else (javascript:, data:, vbscript:, ...) is dropped. */
export const ALLOWED_LINK_SCHEMES: readonly string[] = ['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp'];

// Browsers ignore ASCII control characters and whitespace inside a URL's scheme ("java\nscript:"), so they
// are removed before the scheme is read.
// eslint-disable-next-line no-control-regex
const IGNORED_CHARACTERS = /[\u0000-\u0020\u007f-\u009f]/g;
const SCHEME = /^([^:/?#]+):/;

/**
 * Returns the address when it is relative or uses an allowed scheme (http, https, irc, ircs, mailto, xmpp),
 * otherwise null.
 */
export function safeLinkHref(href: string | null | undefined): string | null {
  if (href == null) return null;
  const cleaned = href.replace(IGNORED_CHARACTERS, '');
  if (cleaned === '') return null;
  const scheme = SCHEME.exec(cleaned);
  if (!scheme) return cleaned;
  return ALLOWED_LINK_SCHEMES.includes(scheme[1]!.toLowerCase()) ? cleaned : null;
}

/** True for addresses that leave the site: absolute http(s) and protocol-relative ones. */
export function isExternalHref(href: string): boolean {
  return /^(https?:)?\/\//i.test(href);
}
