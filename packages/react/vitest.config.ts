import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const source = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));
const react18 = (path: string) => fileURLToPath(new URL(`./node_modules/${path}`, import.meta.url));
/** React 18 in place of React 19, for modules that vitest or Vite bundle. */
export const REACT_18_ALIASES = [
  { find: /^react$/, replacement: react18('react-18/index.js') },
  { find: /^react\/(.*)$/, replacement: react18('react-18/$1.js') },
  { find: /^react-dom$/, replacement: react18('react-dom-18/index.js') },
  { find: /^react-dom\/(.*)$/, replacement: react18('react-dom-18/$1.js') },
];

// Components run in jsdom by default. A test file that needs Node instead (the Storybook
// accessibility run) says so with a `// @vitest-environment node` comment at its top.
export default defineConfig({
  // The README examples import the package by its name, as an app would.
  resolve: {
    alias: [
      { find: /^@treesponse\/react$/, replacement: source('index.ts') },
      { find: /^@treesponse\/react\/markdown$/, replacement: source('markdown/index.ts') },
    ],
  },
  test: {
    // The default of 5 s is tight for a jsdom render on a busy two-core machine; Chromium tests set their own.
    testTimeout: 20_000,
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest.json' },
    projects: [
      {
        extends: true,
        test: {
          name: 'react-19',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
          setupFiles: ['./test/setup.ts'],
        },
      },
      {
        // Server rendering once more on React 18, the oldest React the package supports.
        extends: true,
        resolve: { alias: REACT_18_ALIASES },
        test: {
          name: 'react-18',
          environment: 'node',
          include: ['test/ssr/server-render.test.tsx', 'test/ssr/hydration.test.tsx'],
          setupFiles: ['./test/react18.ts'],
        },
      },
    ],
  },
});
