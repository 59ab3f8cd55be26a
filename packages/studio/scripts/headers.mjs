// The studio page's security headers: served so by netlify.toml and by the browser test (which checks both agree).
// Definitions are fetched from any https address (and from this machine while developing); nothing runs inline.
export const STUDIO_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: https:; connect-src 'self' https: http://127.0.0.1:* http://localhost:*; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

export const STUDIO_HEADERS = {
  'Content-Security-Policy': STUDIO_CSP,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};
