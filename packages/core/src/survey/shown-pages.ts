/**
 * The page shown, kept per response in the environment's storage (with the survey's `resumePage` option), so a
 * resume finds it after a reload even when it was entered after the last save.
 */
import type { KeyValueStorage } from '../contracts.js';
import type { PageDefinition } from '../types.js';
import type { ResponseCell } from './answers.js';

/** The page shown per response, in storage. */
export interface ShownPages {
  read(id: string): string | undefined;
  /** Remembers the page entered, for a response that has an id. */
  remember(page: PageDefinition): void;
}

export function createShownPages(options: {
  storage: KeyValueStorage;
  projectKey: string;
  response: ResponseCell;
  /** Only with the survey's `resumePage` option is anything written. */
  enabled: boolean;
  report(error: unknown, context: string): void;
}): ShownPages {
  const { storage, response } = options;
  const keyOf = (id: string) => `treesponse:${options.projectKey}:page:${id}`;
  return {
    read(id) {
      try {
        return storage.getItem(keyOf(id)) ?? undefined;
      } catch {
        return undefined;
      }
    },
    remember(page) {
      if (!options.enabled || !response.current.id) return;
      try {
        storage.setItem(keyOf(response.current.id), page.key);
      } catch (error) {
        options.report(error, 'storage');
      }
    },
  };
}
