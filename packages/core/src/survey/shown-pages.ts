/**
 * The page shown, kept per response in a ResumeStore (with the survey's `resumePage` option; the environment's
 * storage by default), so a resume finds it after a reload even when it was entered after the last save.
 */
import type { PageDefinition } from '../types.js';
import type { ResponseCell } from './answers.js';
import type { ResumeStore } from './lifecycle-hooks.js';

/** The page shown per response. */
export interface ShownPages {
  read(id: string): string | undefined;
  /** Remembers the page entered, for a response that has an id. */
  remember(page: PageDefinition): void;
}

export function createShownPages(options: {
  store: ResumeStore;
  response: ResponseCell;
  /** Only with the survey's `resumePage` option is anything written. */
  enabled: boolean;
}): ShownPages {
  const { store, response } = options;
  return {
    read: (id) => store.pageOf(id),
    remember(page) {
      if (!options.enabled || !response.current.id) return;
      store.remember(response.current.id, page.key);
    },
  };
}
