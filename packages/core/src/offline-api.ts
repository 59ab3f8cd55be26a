/**
 * The offline transport. Every save is kept in a store (IndexedDB in a browser: it outlives a reload and a closed
 * tab) and succeeds at once, files included within a size budget. A completed response is kept only until it is
 * sent (without a server: not at all). With a `server` transport, what is kept is sent
 * there once the network is up: creates, updates and uploads in the order they were made, each create with an
 * idempotency key so a create sent again after a lost reply is stored once. Without a server nothing is sent.
 *
 * The store, the queue and the sending (offline-transport.ts) load at the page's first interaction (a pointer, a key
 * or a focus), at the first call if that comes sooner, and at once with a server (what was kept before is sent without
 * waiting): a page's first load carries only this file. A save made while they load waits for them and is kept,
 * with two exceptions that need no store and answer at once: a new treesponder (random ids), and, without a server,
 * a completed response, which is not kept anyway (the transport deletes what it still holds of it once loaded).
 */
import type { SyncStatus, Timers, TreesponseApi } from './contracts.js';
import { randomId as defaultRandomId } from './environment.js';
import { OFFLINE_ID_LENGTH, OFFLINE_TOKEN_LENGTH } from './offline-limits.js';
import type { OfflineStore } from './offline-store.js';
import { lazyPart } from './survey/lazy-part.js';

export { createIndexedDbStore, createJournaledStore, createMemoryOfflineStore, OFFLINE_JOURNAL_PREFIX, type OfflineStore } from './offline-store.js';

export * from './offline-limits.js';

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
/** The events that mean a visitor has started using the page: the transport loads then, before their first save. */
const FIRST_INTERACTION = ['pointerdown', 'keydown', 'focusin'] as const;

type AsyncMethod = {
  [K in keyof OfflineApi]-?: OfflineApi[K] extends ((...args: never[]) => Promise<unknown>) | undefined ? K : never;
}[keyof OfflineApi];

export function createOfflineApi(options: OfflineApiOptions & { server: TreesponseApi }): SendingOfflineApi;
export function createOfflineApi(options?: OfflineApiOptions): OfflineApi;
export function createOfflineApi(options: OfflineApiOptions = {}): OfflineApi {
  const listeners = new Set<() => void>();
  let stopped = false;
  const doc = typeof document === 'undefined' ? undefined : document;
  const onInteraction = () => void transport.load();
  const stopWaiting = () => FIRST_INTERACTION.forEach((type) => doc?.removeEventListener(type, onInteraction, true));
  const transport = lazyPart(async () => {
    stopWaiting();
    const { createOfflineTransport } = await import('./offline-transport.js');
    const api = createOfflineTransport(options);
    api.onSyncChange?.(() => {
      for (const listener of [...listeners]) listener();
    });
    if (stopped) api.stop();
    return api;
  });
  if (options.server) void transport.load();
  else FIRST_INTERACTION.forEach((type) => doc?.addEventListener(type, onInteraction, true));
  const call =
    <K extends AsyncMethod>(name: K) =>
    async (...args: Parameters<OfflineApi[K]>): Promise<Awaited<ReturnType<OfflineApi[K]>>> => {
      const api = transport.loaded ?? (await transport.load());
      return (api[name] as (...a: Parameters<OfflineApi[K]>) => Promise<Awaited<ReturnType<OfflineApi[K]>>>)(...args);
    };

  const randomId = options.randomId ?? defaultRandomId;
  /** Without a server a completed response is not kept: its save needs no store, so it need not wait for one. */
  const keepsNothingOf = (body: { completed: boolean }) => !options.server && body.completed && !transport.loaded;
  const createTreesponse = call('createTreesponse');
  const updateTreesponse = call('updateTreesponse');

  return {
    offline: true,
    async createTreesponder() {
      return { publicId: randomId(OFFLINE_ID_LENGTH), token: randomId(OFFLINE_TOKEN_LENGTH) };
    },
    async createTreesponse(token, body, requestOptions) {
      if (keepsNothingOf(body)) return { publicId: randomId(OFFLINE_ID_LENGTH) };
      return createTreesponse(token, body, requestOptions);
    },
    getTreesponse: call('getTreesponse'),
    async updateTreesponse(token, id, body) {
      // An earlier save of it may be kept from a former visit: deleted once the transport is in.
      if (keepsNothingOf(body)) void updateTreesponse(token, id, body).catch(() => undefined);
      else await updateTreesponse(token, id, body);
    },
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
      stopWaiting();
      transport.loaded?.stop();
      listeners.clear();
    },
  };
}
