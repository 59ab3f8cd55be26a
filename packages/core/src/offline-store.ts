/**
 * Where the offline transport keeps its records (responses, the send queue, files): IndexedDB in a browser, so they
 * outlive a reload and a closed tab, or memory. Values are structured-cloned, so a Blob is kept as it is.
 */

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

/** IndexedDB when the environment has it, else memory. */
export function defaultOfflineStore(): OfflineStore {
  return typeof globalThis.indexedDB === 'undefined' ? createMemoryOfflineStore() : createIndexedDbStore();
}
