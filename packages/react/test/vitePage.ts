import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { serveStatic } from '@treesponse/browser-testing';
import { build, type AliasOptions } from 'vite';

/** A page built with Vite (production) from `root/html` and served on 127.0.0.1 until `close()`. */
export interface BuiltPage {
  url: string;
  close(): Promise<void>;
}

export async function buildAndServe(
  root: string,
  html: string,
  options: {
    alias?: AliasOptions;
    headers?: Record<string, string>;
    /** Runs on the built files before they are served, e.g. to write server-rendered HTML into a page. */
    afterBuild?: (outDir: string) => void | Promise<void>;
  } = {},
): Promise<BuiltPage> {
  const { alias, headers, afterBuild } = options;
  const outDir = mkdtempSync(join(tmpdir(), 'treesponse-page-'));
  await build({
    configFile: false,
    root,
    logLevel: 'error',
    plugins: [react()],
    ...(alias ? { resolve: { alias } } : {}),
    build: { outDir, emptyOutDir: true, rollupOptions: { input: join(root, html) } },
  });
  await afterBuild?.(outDir);
  const server = await serveStatic(outDir, { headers });
  return {
    url: server.url,
    async close() {
      await server.close();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}
