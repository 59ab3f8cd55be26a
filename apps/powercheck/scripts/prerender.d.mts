/** Types of prerender.mjs (see there). */
import type { Plugin } from 'vite';

export interface ServerEntry {
  markdownSources(language: string): Promise<string[]>;
  renderPage(language: string, view: string, markdown: unknown): Promise<{ html: string; view: string; language: string; title: string; description: string }>;
}
export declare function pageHtml(
  template: string,
  page: { html: string; view: string; language: string; title: string; description: string },
  preloads?: readonly string[],
  styles?: readonly string[],
): string;
export interface ChunkIndex {
  chunksOf(moduleId: string): string[];
  stylesOf(moduleId: string): string[];
}
export declare function chunkIndex(bundle: Record<string, unknown>, base?: string): ChunkIndex;
export declare function markdownTablesPlugin(tables: () => Record<string, unknown> | null): Plugin;
export declare function loadServerEntry(options: { root: string; mode: string; assetsInlineLimit: number }): Promise<ServerEntry>;
export declare function precompileTables(entry: ServerEntry): Promise<Record<string, unknown>>;
export declare function writePrerenderedPages(options: {
  entry: ServerEntry;
  tables: Record<string, unknown>;
  outDir: string;
  chunks?: ChunkIndex;
  root?: string;
}): Promise<string[]>;
