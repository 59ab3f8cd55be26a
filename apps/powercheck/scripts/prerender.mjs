/**
 * Prerendering, run by the build after the browser bundle is written (vite.config.ts): builds the server entry
 * (src/prerender.tsx) for Node, renders every page of prerendered-pages.mjs with react-dom/static and writes each as
 * a complete HTML file next to index.html, with its language, title and meta description.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { prerenderedPages } from './prerendered-pages.mjs';

function escapeHtml(text) {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** index.html with a rendered page in its root element and the page's language, title and description. */
export function pageHtml(template, page) {
  const replacements = [
    [/<html lang="[^"]*"/, `<html lang="${page.language}"`],
    [/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`],
    [/<meta name="description" content="[^"]*"/, `<meta name="description" content="${escapeHtml(page.description)}"`],
    [/<div id="root"><\/div>/, `<div id="root" data-view="${page.view}">${page.html}</div>`],
  ];
  let html = template;
  for (const [pattern, replacement] of replacements) {
    if (!pattern.test(html)) throw new Error(`prerender: index.html has no ${pattern}`);
    html = html.replace(pattern, () => replacement);
  }
  return html;
}

/**
 * @param {{ root: string, outDir: string, mode: string, assetsInlineLimit: number }} options
 * @returns {Promise<string[]>} the files written, relative to outDir
 */
export async function prerender({ root, outDir, mode, assetsInlineLimit }) {
  const serverDir = join(root, 'node_modules/.cache/powercheck-prerender');
  await rm(serverDir, { recursive: true, force: true });
  await build({
    root,
    mode,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { ssr: 'src/prerender.tsx', outDir: serverDir, emptyOutDir: true, assetsInlineLimit, target: 'node22', minify: false },
  });
  const { renderPage } = await import(pathToFileURL(join(serverDir, 'prerender.js')).href);
  const template = await readFile(join(outDir, 'index.html'), 'utf8');
  const written = [];
  for (const page of prerenderedPages()) {
    const rendered = await renderPage(page.language, page.view);
    const file = join(outDir, page.file);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, pageHtml(template, rendered));
    written.push(page.file);
  }
  await rm(serverDir, { recursive: true, force: true });
  return written;
}
