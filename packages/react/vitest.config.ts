import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Components run in jsdom by default. A test file that needs Node instead (the Storybook
// accessibility run) says so with a `// @vitest-environment node` comment at its top.
export default defineConfig({
  // The README examples import the package by its name, as an app would.
  resolve: { alias: { '@treesponse/react': fileURLToPath(new URL('./src/index.ts', import.meta.url)) } },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    // The default of 5 s is tight for a jsdom render on a busy two-core machine; Chromium tests set their own.
    testTimeout: 20_000,
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest.json' },
  },
});
