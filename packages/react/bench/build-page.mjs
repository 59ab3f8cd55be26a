// Builds bench/index.html the way a consumer's app is built: Vite, production, the built package by its name (build
// the package first), serves it on 127.0.0.1 and opens Chromium. Shared by the benchmark and the profiler.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { launchChromium, serveStatic } from '@treesponse/browser-testing';
import { build } from 'vite';

const BENCH_DIR = fileURLToPath(new URL('.', import.meta.url));
const DIST = fileURLToPath(new URL('../dist', import.meta.url));

/** Builds the page into a new temporary folder and returns it. `minify: false` keeps names readable in profiles. */
export async function buildBenchPage({ minify = true } = {}) {
  if (!existsSync(join(DIST, 'index.js'))) {
    throw new Error(`${DIST} is missing: build the package first (pnpm run build).`);
  }
  const outDir = mkdtempSync(join(tmpdir(), 'treesponse-bench-'));
  await build({
    configFile: false,
    root: BENCH_DIR,
    logLevel: 'error',
    mode: 'production',
    plugins: [react()],
    resolve: {
      alias: [
        { find: '@treesponse/react/styles.css', replacement: join(DIST, 'styles.css') },
        { find: /^@treesponse\/react$/, replacement: join(DIST, 'index.js') },
      ],
    },
    build: { outDir, emptyOutDir: true, minify, rollupOptions: { input: join(BENCH_DIR, 'index.html') } },
  });
  return outDir;
}

/**
 * Builds the page, serves it and opens a Chromium context of 1280 × 800. `close()` stops all three; the build is kept
 * when `keepBuild` is set (to read a profile against its code).
 */
export async function openBench({ minify = true, keepBuild = false } = {}) {
  const outDir = await buildBenchPage({ minify });
  const server = await serveStatic(outDir);
  const browser = await launchChromium().catch(async (error) => {
    await server.close();
    throw error;
  });
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  return {
    url: server.url,
    browser,
    context,
    async close() {
      await browser.close();
      await server.close();
      if (keepBuild) console.log(`Build kept in ${outDir}`);
      else rmSync(outDir, { recursive: true, force: true });
    },
  };
}
