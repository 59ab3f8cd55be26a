/**
 * The offline transport. Every save is kept in a store (IndexedDB in a browser: it outlives a reload and a closed
 * tab) and succeeds at once, files included within a size budget. A completed response is kept only until it is
 * sent (without a server: not at all). With a `server` transport, what is kept is sent
 * there once the network is up: creates, updates and uploads in the order they were made, each create with an
 * idempotency key so a create sent again after a lost reply is stored once. Without a server nothing is sent.
 *
 * The store, the queue and the sending (offline-transport.ts) load when the transport is first used, or at once with
 * a server (what was kept before is sent without waiting for a save): a survey's first load carries only this file.
 */
import type { SyncStatus, Timers, TreesponseApi } from './contracts.js';
import type { OfflineStore } from './offline-store.js';
import { lazyPart } from './survey/lazy-part.js';

export { createIndexedDbStore, createJournaledStore, createMemoryOfflineStore, OFFLINE_JOURNAL_PREFIX, type OfflineStore } from './offline-store.js';

/** Offline treesponder id length. */
export const OFFLINE_ID_LENGTH = 12;
/** Offline token length. */
export const OFFLINE_TOKEN_LENGTH = 36;
/** Default room for kept files: 50 MB. */
export const DEFAULT_OFFLINE_FILE_BUDGET = 50 * 1024 * 1024;
/** Default wait before a failed send is tried again while the network seems up: 10 s. */
export const DEFAULT_SYNC_RETRY_MS = 10_000;

export const OFFLINE_READ_MESSAGE = 'Cannot read existing data when using offline API';
export const OFFLINE_AI_FEEDBACK_MESSAGE = 'Cannot fetch AI feedback scores when using offline API';
export const OFFLINE_NO_ROOM_MESSAGE = 'Not enough room to keep this file offline';

/** Whether the network is up, and news of it coming back. Default: `navigator.onLine` and the window's `online` event. */
export interface Connectivity {
  isOnline(): boolean;
  onOnline(listener: () => void): () => void;
}

export interface OfflineApiOptions {
  /** Random id source; default crypto random [A-Za-z0-9]. */
  randomId?: (length: number) => string;
  /**
   * Where responses, the queue and files are kept; default IndexedDB with a `localStorage` journal in front (a save is
   * kept when it answers), IndexedDB alone without `localStorage`, else memory.
   */
  store?: OfflineStore;
  /** Where kept saves are sent once the network is up (e.g. `createHttpApi(...)`); none: nothing is sent. */
  server?: TreesponseApi;
  /** Most bytes of files kept at once; a file that does not fit is refused (UploadError). Default 50 MB. */
  fileBudgetBytes?: number;
  connectivity?: Connectivity;
  /** Wait before a failed send is tried again; default 10000 ms. */
  retryMs?: number;
  timers?: Timers;
}

/** The offline transport, with its queue (`syncStatus` and `onSyncChange` only when it has a server to send to). */
export interface OfflineApi extends TreesponseApi {
  /** Send what is waiting now (does nothing without a server, while offline or while already sending). */
  sync(): Promise<void>;
  /** The id of the response kept last that is not completed, to resume it after a reload; null when none. */
  latestResponseId(): Promise<string | null>;
  /** Stop listening for the network and drop the listeners; what is kept stays kept. */
  stop(): void;
}

/** With a server, the transport reports what waits to be sent. */
export type SendingOfflineApi = OfflineApi & Required<Pick<TreesponseApi, 'syncStatus' | 'onSyncChange'>>;

/** What the queue reports before the transport has loaded: nothing read yet, nothing sent. */
const NOTHING_WAITING: SyncStatus = { pending: 0, sending: false, error: null };

type AsyncMethod = {
  [K in keyof OfflineApi]-?: OfflineApi[K] extends ((...args: never[]) => Promise<unknown>) | undefined ? K : never;
}[keyof OfflineApi];

export function createOfflineApi(options: OfflineApiOptions & { server: TreesponseApi }): SendingOfflineApi;
export function createOfflineApi(options?: OfflineApiOptions): OfflineApi;
export function createOfflineApi(options: OfflineApiOptions = {}): OfflineApi {
  const listeners = new Set<() => void>();
  let stopped = false;
  const transport = lazyPart(async () => {
    const { createOfflineTransport } = await import('./offline-transport.js');
    const api = createOfflineTransport(options);
    api.onSyncChange?.(() => {
      for (const listener of [...listeners]) listener();
    });
    if (stopped) api.stop();
    return api;
  });
  if (options.server) void transport.load();
  const call =
    <K extends AsyncMethod>(name: K) =>
    async (...args: Parameters<OfflineApi[K]>): Promise<Awaited<ReturnType<OfflineApi[K]>>> => {
      const api = await transport.load();
      return (api[name] as (...a: Parameters<OfflineApi[K]>) => Promise<Awaited<ReturnType<OfflineApi[K]>>>)(...args);
    };

  return {
    offline: true,
    createTreesponder: call('createTreesponder'),
    createTreesponse: call('createTreesponse'),
    getTreesponse: call('getTreesponse'),
    updateTreesponse: call('updateTreesponse'),
    createDirectUpload: call('createDirectUpload'),
    storeFile: call('storeFile'),
    getAiFeedback: call('getAiFeedback'),
    getLikeOptions: call('getLikeOptions'),
    // A file is kept (and viewable) only once the transport has loaded.
    fileUrl: (signedId, filename) => transport.loaded?.fileUrl(signedId, filename) ?? '',
    ...(options.server
      ? {
          syncStatus: (): SyncStatus => transport.loaded?.syncStatus?.() ?? NOTHING_WAITING,
          onSyncChange(listener: () => void) {
            listeners.add(listener);
            return () => void listeners.delete(listener);
          },
        }
      : {}),
    sync: call('sync'),
    latestResponseId: call('latestResponseId'),
    stop() {
      stopped = true;
      transport.loaded?.stop();
      listeners.clear();
    },
  };
}
