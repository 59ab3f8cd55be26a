// Builds bench/index.html the way a consumer's app is built: Vite, production, the built package by its name (build
// the package first). Shared by the benchmark and the profiler.
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
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
