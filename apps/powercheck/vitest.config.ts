import { defineConfig } from 'vitest/config';
import { supplierScoresPlugin } from './scripts/supplier-scores.mjs';
import { SINGLE_COPY_PACKAGES } from './vite.config.js';

export default defineConfig({
  resolve: { dedupe: [...SINGLE_COPY_PACKAGES] },
  // The score tables the app imports as `virtual:powercheck-scores`, derived from the figures as in the build.
  plugins: [supplierScoresPlugin()],
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}', 'netlify/**/*.test.ts'],
    environment: 'node',
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest.json' },
    // The end-to-end files each drive one Chromium; running them one after another keeps a 2-core machine responsive.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
