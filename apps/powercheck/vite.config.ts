import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { apiProxyRules } from './scripts/api-target.mjs';
import { supplierScoresPlugin } from './scripts/supplier-scores.mjs';
import {
  chunkIndex,
  loadServerEntry,
  markdownTablesPlugin,
  precompileTables,
  writePrerenderedPages,
  type ChunkIndex,
  type ServerEntry,
} from './scripts/prerender.mjs';

const ASSETS_INLINE_LIMIT = 4096;

/**
 * The app runs on React 18 (its React DOM is about 15 kB gzip smaller than React 19's), while the workspace's engine
 * packages are developed against React 19: every import of these packages, the engine's included, resolves to the
 * app's own copy, so one React runs on the page.
 */
export const SINGLE_COPY_PACKAGES = ['react', 'react-dom'] as const;

/**
 * The build's prerendering (see scripts/prerender.mjs): the static Markdown of each language is precompiled before
 * the browser bundle (as `virtual:powercheck-markdown/{language}`), and the language pages are rendered to HTML
 * after it, each preloading the chunks its first view needs. The development server gets empty tables: its `<Markdown>` loads the parser.
 */
function prerenderPages(): Plugin[] {
  let root = '';
  let outDir = 'dist';
  let mode = 'production';
  let building = false;
  let entry: ServerEntry | null = null;
  let tables: Record<string, unknown> | null = null;
  let chunks: ChunkIndex | null = null;
  let base = '/';
  return [
    markdownTablesPlugin(() => tables),
    {
      name: 'powercheck-prerender',
      configResolved(config) {
        root = config.root;
        outDir = resolve(config.root, config.build.outDir);
        mode = config.mode;
        base = config.base;
        building = config.command === 'build' && !config.build.ssr;
      },
      async buildStart() {
        if (!building) return;
        entry = await loadServerEntry({ root, mode, assetsInlineLimit: ASSETS_INLINE_LIMIT });
        tables = await precompileTables(entry);
      },
      generateBundle(_options, bundle) {
        if (building) chunks = chunkIndex(bundle, base);
      },
      async closeBundle() {
        if (!building || !entry || !tables || !chunks) return;
        const files = await writePrerenderedPages({ entry, tables, outDir, chunks, root });
        this.info(`prerendered ${files.length} pages`);
      },
    },
  ];
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
    plugins: [react(), supplierScoresPlugin(), netlifyApiProxy(), ...prerenderPages()],
    resolve: { dedupe: [...SINGLE_COPY_PACKAGES] },
    server: apiOrigin ? { proxy: { '/api': apiOrigin, '/rails': apiOrigin } } : undefined,
    build: {
      // Small SVG logos are inlined; everything else gets a hashed file name.
      assetsInlineLimit: ASSETS_INLINE_LIMIT,
      sourcemap: false,
      reportCompressedSize: false,
    },
  };
});
