import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    wire: 'src/wire.ts',
    http: 'src/http-api.ts',
    'json-http': 'src/json-http-api.ts',
    offline: 'src/offline-api.ts',
    'api-contract': 'src/api-contract.ts',
    'rich-questions': 'src/rich-questions.ts',
    'question-logic': 'src/question-logic.ts',
  },
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  treeshake: true,
  target: 'es2020',
  // The contract suite runs inside the adopter's vitest.
  external: ['vitest'],
});
