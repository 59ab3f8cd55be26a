/**
 * Where the offline transport keeps its records (responses, the send queue, files): IndexedDB in a browser, so they
 * outlive a reload and a closed tab, or memory. Values are structured-cloned, so a Blob is kept as it is.
 */
import type { ListableStorage, Timers } from './contracts.js';
import { browserStorage, defaultTimers } from './environment.js';

export interface OfflineStore {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown): Promise<void>;
  delete(key: string): Promise<void>;
}

/** Records in memory: gone with the page. For tests and for places without IndexedDB. */
export function createMemoryOfflineStore(): OfflineStore {
  const records = new Map<string, unknown>();
  return {
    get: async <T>(key: string) => records.get(key) as T | undefined,
    set: async (key, value) => void records.set(key, value),
    delete: async (key) => void records.delete(key),
  };
}

const STORE = 'records';

/** Records in the IndexedDB database `name` (one object store), opened on first use. */
export function createIndexedDbStore(name = 'treesponse-offline', indexedDB: IDBFactory = globalThis.indexedDB): OfflineStore {
  let opened: Promise<IDBDatabase> | undefined;
  const database = () =>
    (opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    }));
  async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest): Promise<T> {
    const db = await database();
    return new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(STORE, mode);
      const request = work(transaction.objectStore(STORE));
      // resolved once the transaction is committed, so a record written is on disk before the caller goes on
      transaction.oncomplete = () => resolve(request.result as T);
      transaction.onerror = () => reject(transaction.error);
      transaction.onabort = () => reject(transaction.error);
    });
  }
  return {
    get: (key) => run('readonly', (store) => store.get(key)),
    set: (key, value) => run('readwrite', (store) => store.put(value, key)),
    delete: (key) => run('readwrite', (store) => store.delete(key)),
  };
}

/** Prefix of the journal's entries in `localStorage` for the default store. */
export const OFFLINE_JOURNAL_PREFIX = 'treesponse-offline:';

/** A record as JSON when JSON keeps it exactly (plain objects, arrays, strings, finite numbers, booleans, null); else null. */
function asJournalText(value: unknown): string | null {
  if (value === undefined || (typeof Blob !== 'undefined' && value instanceof Blob)) return null;
  try {
    return JSON.stringify(value, function (this: Record<string, unknown>, key: string, converted: unknown) {
      const raw = this[key];
      // A Date (turned into a string by its toJSON), a Map, a Blob, NaN or a hole in an array would come back changed.
      if (raw === undefined && Array.isArray(this)) throw new TypeError('hole');
      if (typeof raw === 'number' && !Number.isFinite(raw)) throw new TypeError('number');
      if (raw !== null && typeof raw === 'object' && !Array.isArray(raw)) {
        const prototype = Object.getPrototypeOf(raw) as unknown;
        if (prototype !== Object.prototype && prototype !== null) throw new TypeError('not plain');
      }
      return converted;
    });
  } catch {
    return null;
  }
}

/**
 * `store` with a journal in front: a record that JSON keeps exactly is written to the synchronous `journal`
 * (`localStorage` in a browser) and `set` answers at once, while the same record is copied to `store` behind it. Once
 * `store` has it, the journal entry goes. Reads look in the journal first. So a save is kept (it outlives a reload and a
 * closed tab) the moment `set` answers, without waiting for IndexedDB to confirm, which a browser does only after it has
 * drawn the frame a click caused. Files, and records the journal has no room for, wait for `store` as before. Entries
 * left by a page closed before `store` had them are copied on creation.
 */
export function createJournaledStore(
  store: OfflineStore,
  journal: ListableStorage,
  prefix = OFFLINE_JOURNAL_PREFIX,
  timers: Pick<Timers, 'setTimeout'> = defaultTimers(),
): OfflineStore {
  /** Writes per key in this page: a copy that finishes after a newer write must leave the newer entry alone. */
  const writes = new Map<string, number>();
  const entry = (key: string) => `${prefix}${key}`;
  const written = (key: string) => void writes.set(key, (writes.get(key) ?? 0) + 1);

  // Copies start in a task of their own, so that the page a save made way for is drawn first.
  function copy(key: string, text: string) {
    const count = writes.get(key) ?? 0;
    timers.setTimeout(() => {
      // A newer write of the key made this copy unneeded (that write copies or deletes it itself).
      if ((writes.get(key) ?? 0) !== count) return;
      store.set(key, JSON.parse(text)).then(
        () => {
          // Another page may have written the key meanwhile: the entry goes only when it is still this copy's.
          if ((writes.get(key) ?? 0) === count && journal.getItem(entry(key)) === text) journal.removeItem(entry(key));
        },
        // Kept in the journal: copied again when the store is next created.
        () => undefined,
      );
    }, 0);
  }

  // Entries a closed page left (copies run in a later task, so the journal does not change during this loop).
  for (let index = 0; index < journal.length; index += 1) {
    const name = journal.key(index);
    const text = name?.startsWith(prefix) ? journal.getItem(name) : null;
    if (text !== null) copy(name!.slice(prefix.length), text);
  }

  return {
    async get<T>(key: string) {
      const text = journal.getItem(entry(key));
      return text === null ? store.get<T>(key) : (JSON.parse(text) as T);
    },
    set(key, value) {
      written(key);
      const text = asJournalText(value);
      if (text !== null) {
        try {
          journal.setItem(entry(key), text);
          copy(key, text);
          return Promise.resolve();
        } catch {
          // No room left in the journal: this record waits for the store.
        }
      }
      // An older entry must not hide this record from reads.
      journal.removeItem(entry(key));
      return store.set(key, value);
    },
    delete(key) {
      written(key);
      journal.removeItem(entry(key));
      return store.delete(key);
    },
  };
}

/** IndexedDB with a `localStorage` journal in front when the environment has both, IndexedDB alone, else memory. */
export function defaultOfflineStore(): OfflineStore {
  if (typeof globalThis.indexedDB === 'undefined') return createMemoryOfflineStore();
  const journal = browserStorage();
  return journal ? createJournaledStore(createIndexedDbStore(), journal) : createIndexedDbStore();
}
