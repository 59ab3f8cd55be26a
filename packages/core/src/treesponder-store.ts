/**
 * Keeps the treesponder (token + id) in storage under one key per project. Storage that is blocked, full or holds
 * garbage never breaks a survey: the treesponder then lives in memory while the page is open and the problem is reported.
 */
import type { KeyValueStorage } from './contracts.js';
import type { Treesponder } from './types.js';

/** Storage key of a project's treesponder. */
export function treesponderStorageKey(projectKey: string): string {
  return `treesponse:${projectKey}:treesponder`;
}

export interface TreesponderStore {
  load(): Treesponder;
  save(treesponder: Treesponder): void;
  clear(): void;
}

/** The treesponder of a visitor who has not saved anything yet. */
export const EMPTY_TREESPONDER: Treesponder = Object.freeze({ id: null, token: null, saved: false });

export function createTreesponderStore(
  storage: KeyValueStorage,
  projectKey: string,
  onError: (error: unknown, context: string) => void,
): TreesponderStore {
  const key = treesponderStorageKey(projectKey);
  // Kept while the page is open when the real storage refuses to write.
  let memory: Treesponder | null = null;

  return {
    load() {
      if (memory) return memory;
      let raw: string | null;
      try {
        raw = storage.getItem(key);
      } catch (error) {
        onError(error, 'storage read');
        return EMPTY_TREESPONDER;
      }
      if (raw === null) return EMPTY_TREESPONDER;
      try {
        const parsed = JSON.parse(raw) as { id?: unknown; token?: unknown };
        if (typeof parsed?.id === 'string' && typeof parsed?.token === 'string' && parsed.id && parsed.token) {
          return { id: parsed.id, token: parsed.token, saved: true };
        }
        throw new TypeError(`Stored treesponder under '${key}' has no id and token`);
      } catch (error) {
        onError(error, 'storage corrupt');
        return EMPTY_TREESPONDER;
      }
    },
    save(treesponder) {
      if (!treesponder.id || !treesponder.token) return;
      try {
        storage.setItem(key, JSON.stringify({ token: treesponder.token, id: treesponder.id }));
        memory = null;
      } catch (error) {
        memory = treesponder;
        onError(error, 'storage write');
      }
    },
    clear() {
      memory = null;
      try {
        storage.removeItem(key);
      } catch (error) {
        onError(error, 'storage write');
      }
    },
  };
}
