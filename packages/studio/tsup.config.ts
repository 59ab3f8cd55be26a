import { copyFileSync } from 'node:fs';
import { defineConfig } from 'tsup';

// The library: one ESM and one CommonJS file. The engine, its renderer and React stay the adopter's; the core's JSON
// Schema is read through its package export. The studio page (app/) is built by Vite into dist/app.
export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime', '@treesponse/core', '@treesponse/react'],
  // The schema is data, not code: bundled so that Node and every bundler read it the same way.
  noExternal: [/definition\.schema\.json$/],
  onSuccess: async () => {
    copyFileSync('src/styles.css', 'dist/styles.css');
  },
});
