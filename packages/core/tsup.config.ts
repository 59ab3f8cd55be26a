import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', wire: 'src/wire.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  treeshake: true,
  target: 'es2020',
});
