import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { apiProxyRules } from './scripts/api-target.mjs';
import { prerender } from './scripts/prerender.mjs';

const ASSETS_INLINE_LIMIT = 4096;

/** After the browser bundle is written, the language pages are rendered to HTML (see scripts/prerender.mjs). */
function prerenderPages(): Plugin {
  let root = '';
  let outDir = 'dist';
  let mode = 'production';
  return {
    name: 'powercheck-prerender',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      mode = config.mode;
    },
    async closeBundle() {
      const files = await prerender({ root, outDir, mode, assetsInlineLimit: ASSETS_INLINE_LIMIT });
      this.info(`prerendered ${files.length} pages`);
    },
  };
}

/**
 * `vite build --mode netlify` (netlify.toml's build): the API's address is required, and becomes the `_redirects`
 * proxy of /api/* on the site's own origin. Without it the build stops, unless offline mode is asked for.
 */
function netlifyApiProxy(): Plugin {
  let rules: string | null = null;
  let outDir = 'dist';
  return {
    name: 'powercheck-netlify-api-proxy',
    apply: (_config, { command, mode }) => command === 'build' && mode === 'netlify',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      rules = apiProxyRules(process.env);
    },
    closeBundle() {
      if (rules) writeFileSync(join(outDir, '_redirects'), rules);
    },
  };
}

export default defineConfig(({ command }) => {
  const apiOrigin = process.env.TREESPONSE_API_ORIGIN?.trim();
  // The development server passes /api on to an API when one is named; without one it runs offline, and says so.
  if (command === 'serve' && !apiOrigin && !process.env.VITE_TREESPONSE_HOST) {
    process.env.VITE_TREESPONSE_OFFLINE = 'true';
    console.info('[powercheck] no TREESPONSE_API_ORIGIN: the development server runs in offline mode (nothing is saved).');
  }
  return {
    plugins: [react(), netlifyApiProxy(), prerenderPages()],
    server: apiOrigin ? { proxy: { '/api': apiOrigin, '/rails': apiOrigin } } : undefined,
    build: {
      // Small SVG logos are inlined; everything else gets a hashed file name.
      assetsInlineLimit: ASSETS_INLINE_LIMIT,
      sourcemap: false,
      reportCompressedSize: false,
    },
  };
});
