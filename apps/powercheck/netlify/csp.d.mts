/** Options of contentSecurityPolicy and securityHeaders. */
export interface SecurityHeaderOptions {
  /** Origins the app may also call besides its own (connect-src), e.g. the collection API. */
  readonly apiOrigins?: readonly string[];
}
/** The Content-Security-Policy header value. Throws a TypeError for an origin that is not http(s). */
export function contentSecurityPolicy(options?: SecurityHeaderOptions): string;
/** The policy with no API on another origin: what netlify.toml ships. */
export const CONTENT_SECURITY_POLICY: string;
/** Browser features the app never uses, switched off. */
export const PERMISSIONS_POLICY: string;
/** Every security header, by name. */
export function securityHeaders(options?: SecurityHeaderOptions): Record<string, string>;
/** The headers netlify.toml sets on every page. */
export const SECURITY_HEADERS: Readonly<Record<string, string>>;
