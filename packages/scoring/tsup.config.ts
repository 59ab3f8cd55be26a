import { defineConfig } from 'tsup';

export default defineConfig({
  // region: a second entry, so that a page needing only the regional supplier lists loads none of the ranking.
  entry: ['src/index.ts', 'src/region.ts'],
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  treeshake: true,
  target: 'es2020',
});
