/** Types of serve.mjs (see there). */
export interface ServeOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Default the app's dist/. */
  distDir?: string;
  /** Origin of a collection API server: /api/* and /rails/* are forwarded to it (the app calls its own origin). */
  apiTarget?: string;
  /** No API: the app runs in offline mode. Without apiTarget, offline or a `_redirects` proxy the server refuses to start. */
  offline?: boolean;
  /** Extra runtime configuration of the app (see src/config.ts), injected into index.html. */
  config?: Record<string, unknown>;
  /**
   * Environment of the mail function (default process.env). Without RESULT_URL_ORIGINS the mail may link to this
   * server's own address only.
   */
  env?: Record<string, string | undefined>;
  /** Refuse to start without RESULT_URL_ORIGINS (default: NODE_ENV is production). */
  production?: boolean;
  /** Proxies of its own in front of this server, whose X-Forwarded-For names the client (default env TRUSTED_PROXIES, else 0). */
  trustedProxies?: number;
  /** Requests one client may send to the API per minute, else 429 (default env SERVE_REQUESTS_PER_CLIENT_PER_MINUTE, else 600). */
  requestsPerClientPerMinute?: number;
}

export interface RunningServer {
  url: string;
  port: number;
  /** How many files of dist/ are held in memory. */
  cachedFiles(): number;
  close(): Promise<void>;
}

export function startServer(options?: ServeOptions): Promise<RunningServer>;
export function clientAddressOf(request: import('node:http').IncomingMessage, trustedProxies?: number): string;
export function injectConfig(html: string, config: Record<string, unknown> | undefined): string;
