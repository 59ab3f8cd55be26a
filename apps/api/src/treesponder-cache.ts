/**
 * Treesponders found by their token, kept for a while: a visitor's questionnaire sends all its calls (a create, then
 * a save per page) with one token, and looking the token up was a statement of its own in each of them (on the
 * embedded database about a sixth of a create's CPU time).
 *
 * Only treesponders found are kept: an unknown token is looked up every time, so a wrong one still answers 401 before
 * anything else happens. A treesponder is never changed, only deleted (an erasure, possibly by another server on the
 * same PostgreSQL): a call with a kept one that was deleted meanwhile is noticed by the call itself (a create or an
 * upload breaks the foreign key, a read or save finds nothing), which then asks `confirm` and answers 401 as before.
 * Such a call counts towards the abuse limits before its 401, like any call with a valid token.
 */
import { sha256Hex, type TreesponderRow } from './store.js';

/** How long a treesponder found is kept, and at most how many (about 200 bytes each). */
export const TREESPONDER_CACHE_MS = 60_000;
export const TREESPONDER_CACHE_ENTRIES = 10_000;

export interface TreesponderCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

export interface TreesponderCache {
  /** The treesponder of this token in the project, and whether it was kept (not looked up now); null when there is none. */
  find(projectId: number, token: string): Promise<{ row: TreesponderRow; kept: boolean } | null>;
  /**
   * Looks the token up again, without what was kept: called when a call with a kept treesponder found it gone.
   * Null when it is gone.
   */
  confirm(projectId: number, token: string): Promise<TreesponderRow | null>;
}

export function createTreesponderCache(
  lookup: (projectId: number, tokenHash: string) => Promise<TreesponderRow | null>,
  { ttlMs = TREESPONDER_CACHE_MS, maxEntries = TREESPONDER_CACHE_ENTRIES, now = Date.now }: TreesponderCacheOptions = {},
): TreesponderCache {
  // keyed by the token's hash: the tokens themselves are not kept
  const kept = new Map<string, { row: TreesponderRow; until: number }>();
  const keyOf = (projectId: number, token: string) => `${projectId}:${sha256Hex(token)}`;

  async function lookUp(key: string, projectId: number): Promise<TreesponderRow | null> {
    const row = await lookup(projectId, key.slice(key.indexOf(':') + 1));
    if (row) {
      // the oldest entry makes room (a Map iterates in insertion order)
      if (kept.size >= maxEntries) kept.delete(kept.keys().next().value!);
      kept.set(key, { row, until: now() + ttlMs });
    }
    return row;
  }

  return {
    async find(projectId, token) {
      const key = keyOf(projectId, token);
      const entry = kept.get(key);
      if (entry && entry.until > now()) return { row: entry.row, kept: true };
      kept.delete(key);
      const row = await lookUp(key, projectId);
      return row && { row, kept: false };
    },
    async confirm(projectId, token) {
      const key = keyOf(projectId, token);
      kept.delete(key);
      return lookUp(key, projectId);
    },
  };
}
