/**
 * The precompiled Markdown of each language (see sources.ts), made at build time: each language is its own chunk,
 * loaded with the pages that render its Markdown (privacy statement, survey). Where a table is empty (the
 * development server), `<Markdown>` loads the parser instead.
 */
import { useSyncExternalStore } from 'react';
import type { PrecompiledMarkdown } from '@treesponse/react';
import type { AppLanguage } from '../config.js';

const LOADERS: Record<AppLanguage, () => Promise<{ default: PrecompiledMarkdown }>> = {
  nl: () => import('virtual:powercheck-markdown/nl'),
  fr: () => import('virtual:powercheck-markdown/fr'),
  de: () => import('virtual:powercheck-markdown/de'),
};

let merged: PrecompiledMarkdown = {};
const loaded = new Map<AppLanguage, Promise<boolean>>();
const listeners = new Set<() => void>();

/** Adds a language's table (the build's prerendering gives its own). */
export function addMarkdownTable(table: PrecompiledMarkdown): void {
  merged = { ...merged, ...table };
  for (const listener of listeners) listener();
}

/**
 * Loads a language's table once; true when it is in. Never fails: without the table (a failed download is tried
 * again next time) `<Markdown>` falls back to the parser, so no view waits on it for good.
 */
export function loadMarkdownTable(language: AppLanguage): Promise<boolean> {
  let loading = loaded.get(language);
  if (!loading) {
    loading = LOADERS[language]().then(
      (module) => {
        addMarkdownTable(module.default);
        return true;
      },
      () => {
        loaded.delete(language);
        return false;
      },
    );
    loaded.set(language, loading);
  }
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Every table loaded so far, merged; re-renders when another arrives. */
export function useMarkdownTables(): PrecompiledMarkdown {
  return useSyncExternalStore(
    subscribe,
    () => merged,
    () => merged,
  );
}
