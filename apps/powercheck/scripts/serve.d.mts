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
  /** Environment of the mail function (default process.env). */
  env?: Record<string, string | undefined>;
}

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

export function startServer(options?: ServeOptions): Promise<RunningServer>;
export function injectConfig(html: string, config: Record<string, unknown> | undefined): string;
