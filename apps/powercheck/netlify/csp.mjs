/**
 * The security headers of the power check, in one place: netlify.toml carries the same values (a test keeps them in
 * agreement), and the local server and the end-to-end tests apply them with securityHeaders().
 *
 * The policy fits a Vite build with no inline styles: scripts, styles, fonts and data all come from the site itself,
 * except the one inline script of the prerendered pages (scripts/after-first-paint.mjs), allowed by its hash; images may also be data: URLs (Vite inlines small SVGs such as the supplier logos that way).
 * If the collection API runs on another origin, pass it in apiOrigins here and add it to connect-src in
 * netlify.toml (for example: connect-src 'self' https://api.example.org).
 */

import { AFTER_FIRST_PAINT_LOADER_HASH } from '../scripts/after-first-paint.mjs';

/** Turns an address into its origin; throws a TypeError for anything that is not an http(s) address. */
function originOf(address) {
  const url = new URL(address);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new TypeError(`Not an http(s) origin: ${address}`);
  return url.origin;
}

/**
 * The Content-Security-Policy header value.
 * @param {{ apiOrigins?: readonly string[] }} [options] apiOrigins: origins the app may also call (connect-src).
 * @returns {string}
 */
export function contentSecurityPolicy({ apiOrigins = [] } = {}) {
  const connect = ["'self'", ...apiOrigins.map(originOf)];
  return [
    "default-src 'self'",
    `script-src 'self' ${AFTER_FIRST_PAINT_LOADER_HASH}`,
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${[...new Set(connect)].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The policy with no API on another origin: what netlify.toml ships. */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/** Browser features the app never uses, switched off. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()';

/**
 * Every security header, by name.
 * @param {{ apiOrigins?: readonly string[] }} [options]
 * @returns {Record<string, string>}
 */
export function securityHeaders(options = {}) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'X-Frame-Options': 'DENY',
  };
}

/** The headers netlify.toml sets on every page. */
export const SECURITY_HEADERS = securityHeaders();
