import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The studio page: a static site in dist/app (relative asset addresses, so it can be served from any folder).
export default defineConfig({
  root: 'app',
  base: './',
  plugins: [react()],
  build: { outDir: '../dist/app', emptyOutDir: true },
});
