import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The dashboard, built into dist/admin and served by the API server under /admin/. */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/admin/',
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('../dist/admin', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    reportCompressedSize: false,
    // the dashboard's CSP allows no inline scripts or styles
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
  },
});
