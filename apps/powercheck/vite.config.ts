import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  build: {
    // Small SVG logos are inlined; everything else gets a hashed file name.
    assetsInlineLimit: 4096,
    sourcemap: false,
    reportCompressedSize: false,
  },
});
