/**
 * What the running questionnaire keeps in storage to survive a reload: its treesponse id and the page shown. Its own
 * module, free of engine code, so the entry bundle can tell whether a questionnaire is waiting to be resumed.
 */
import type { KeyValueStorage } from '@treesponse/core';

export interface KeptSession {
  id: string;
  page: string;
}

export function keptSessionKey(projectKey: string): string {
  return `powercheck:questionnaire:${projectKey}`;
}

export function readKept(storage: Pick<KeyValueStorage, 'getItem'>, key: string): KeptSession | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? 'null');
    if (parsed && typeof parsed === 'object') {
      const { id, page } = parsed as Record<string, unknown>;
      if (typeof id === 'string' && id !== '' && typeof page === 'string') return { id, page };
    }
  } catch {
    // An unreadable entry (or storage that cannot be read) is no kept questionnaire.
  }
  return null;
}
