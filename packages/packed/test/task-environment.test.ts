/**
 * Turbo runs each task with only the environment variables turbo.json names. npm, which packed-tarballs.test.ts runs
 * inside a task, needs a machine's network settings to reach the registry: behind a proxy, or one that re-signs TLS
 * with its own certificate authority, it otherwise retries with growing pauses for about three minutes before it falls
 * back to its cache. So turbo.json passes those settings through to every task (without making them part of a task's
 * cache key).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const turbo = JSON.parse(readFileSync(new URL('../../../turbo.json', import.meta.url), 'utf8')) as { globalPassThroughEnv?: string[] };

describe("the tasks' environment", () => {
  it.each(['HTTPS_PROXY', 'HTTP_PROXY', 'NO_PROXY', 'https_proxy', 'http_proxy', 'no_proxy', 'NODE_EXTRA_CA_CERTS', 'SSL_CERT_FILE', 'SSL_CERT_DIR'])(
    'passes %s through to every task',
    (name) => {
      expect(turbo.globalPassThroughEnv).toContain(name);
    },
  );
});
