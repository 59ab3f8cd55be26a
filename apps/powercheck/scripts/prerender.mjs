/**
 * Prerendering, run by the build (vite.config.ts): before the browser bundle, the server entry (src/prerender.tsx) is
 * built for Node and each language's static Markdown is precompiled into its own chunk; after it, every page of
 * prerendered-pages.mjs is rendered with React's server renderer and written as a complete HTML file next to
 * index.html, with its language, title and meta description.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { precompileMarkdown } from '@treesponse/react/markdown';
import { loadScriptsAfterFirstPaint } from './after-first-paint.mjs';
import { PRERENDERED_LANGUAGES, firstViewModules, prerenderedPages } from './prerendered-pages.mjs';
import { supplierScoresPlugin } from './supplier-scores.mjs';

function escapeHtml(text) {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * index.html with a rendered page in its root element and the page's language, title and description; its scripts
 * load after the first paint (after-first-paint.mjs), with `preloads` (addresses of chunks) preloaded. `styles`
 * (addresses of the stylesheets of the page's first view, which its chunks would otherwise bring only once they run)
 * are linked in the head, so the first paint from the HTML already has the page's final look and layout.
 */
export function pageHtml(template, page, preloads = [], styles = []) {
  const replacements = [
    [/<html lang="[^"]*"/, `<html lang="${page.language}"`],
    [/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`],
    [/<meta name="description" content="[^"]*"/, `<meta name="description" content="${escapeHtml(page.description)}"`],
    [/<div id="root"><\/div>/, `<div id="root" data-view="${page.view}">${page.html}</div>`],
  ];
  const links = styles
    .filter((href) => !template.includes(`href="${href}"`))
    .map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`);
  if (links.length > 0) replacements.push([/<\/head>/, `  ${links.join('\n    ')}\n  </head>`]);
  let html = template;
  for (const [pattern, replacement] of replacements) {
    if (!pattern.test(html)) throw new Error(`prerender: index.html has no ${pattern}`);
    html = html.replace(pattern, () => replacement);
  }
  return loadScriptsAfterFirstPaint(html, preloads);
}

const MARKDOWN_MODULE = 'virtual:powercheck-markdown/';

/**
 * The virtual modules `virtual:powercheck-markdown/{language}` (src/markdown/tables.ts): each language's
 * precompiled Markdown as its own chunk. `tables()` gives the tables, or null for empty ones (development server,
 * the server entry itself).
 * @param {() => Record<string, unknown> | null} tables
 */
export function markdownTablesPlugin(tables) {
  return {
    name: 'powercheck-markdown-tables',
    resolveId(id) {
      return id.startsWith(MARKDOWN_MODULE) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${MARKDOWN_MODULE}`)) return undefined;
      const table = tables()?.[id.slice(MARKDOWN_MODULE.length + 1)] ?? {};
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(table))});`;
    },
  };
}

/**
 * Builds the server entry (src/prerender.tsx) for Node and loads it.
 * @param {{ root: string, mode: string, assetsInlineLimit: number }} options
 */
export async function loadServerEntry({ root, mode, assetsInlineLimit }) {
  const serverDir = join(root, 'node_modules/.cache/powercheck-prerender');
  await rm(serverDir, { recursive: true, force: true });
  await build({
    root,
    mode,
    configFile: false,
    logLevel: 'warn',
    plugins: [react(), supplierScoresPlugin(), markdownTablesPlugin(() => null)],
    build: { ssr: 'src/prerender.tsx', outDir: serverDir, emptyOutDir: true, assetsInlineLimit, target: 'node22', minify: false },
  });
  // The entry's lazy chunks are imported while pages render, so the folder stays (a cache, emptied by the next build).
  return import(pathToFileURL(join(serverDir, 'prerender.js')).href);
}

/** Each language's static Markdown (src/markdown/sources.ts), lexed. */
export async function precompileTables(entry) {
  const tables = {};
  for (const language of PRERENDERED_LANGUAGES) tables[language] = precompileMarkdown(await entry.markdownSources(language));
  return tables;
}

/**
 * The chunks of a browser build, to find the files a module needs: `chunksOf(moduleId)` gives the addresses of the
 * chunk holding the module and of every chunk it imports statically, transitively; `stylesOf(moduleId)` the
 * stylesheets those chunks bring (Vite's `viteMetadata.importedCss`).
 * @param {Record<string, { type: string, fileName: string, moduleIds?: string[], imports?: string[], viteMetadata?: { importedCss?: Set<string> } }>} bundle
 * @param {string} base the public base address (`/`)
 */
export function chunkIndex(bundle, base = '/') {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  /** The chunk holding the module and every chunk it imports statically, transitively (file names). */
  const chunkFiles = (moduleId) => {
    const home = chunks.find((chunk) => chunk.moduleIds?.includes(moduleId));
    if (!home) throw new Error(`prerender: no chunk holds ${moduleId}`);
    const files = [];
    const visit = (fileName) => {
      if (files.includes(fileName)) return;
      files.push(fileName);
      for (const imported of byFile.get(fileName)?.imports ?? []) visit(imported);
    };
    visit(home.fileName);
    return files;
  };
  return {
    chunksOf(moduleId) {
      return chunkFiles(moduleId).map((fileName) => `${base}${fileName}`);
    },
    stylesOf(moduleId) {
      const styles = chunkFiles(moduleId).flatMap((fileName) => [...(byFile.get(fileName)?.viteMetadata?.importedCss ?? [])]);
      return [...new Set(styles)].map((fileName) => `${base}${fileName}`);
    },
  };
}

/** The id under which the bundle knows a module of firstViewModules (a path in the app, or a virtual module). */
function moduleIdOf(root, module) {
  return module.startsWith('virtual:') ? `\0${module}` : join(root, module);
}

/**
 * Writes every page of prerendered-pages.mjs into outDir, from the built index.html; with `chunks` (chunkIndex of
 * the browser build) and `root`, each page preloads the chunks of its first view (firstViewModules).
 * @returns {Promise<string[]>} the files written, relative to outDir
 */
export async function writePrerenderedPages({ entry, tables, outDir, chunks, root }) {
  const template = await readFile(join(outDir, 'index.html'), 'utf8');
  const written = [];
  for (const page of prerenderedPages()) {
    const rendered = await entry.renderPage(page.language, page.view, tables[page.language]);
    const file = join(outDir, page.file);
    await mkdir(dirname(file), { recursive: true });
    const modules = chunks ? firstViewModules(page.language, page.view).map((module) => moduleIdOf(root, module)) : [];
    const preloads = modules.flatMap((module) => chunks.chunksOf(module));
    const styles = [...new Set(modules.flatMap((module) => chunks.stylesOf(module)))];
    await writeFile(file, pageHtml(template, rendered, preloads, styles));
    written.push(page.file);
  }
  return written;
}
