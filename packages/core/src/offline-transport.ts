/**
 * The offline transport's store, queue and sending, behind `createOfflineApi` (offline-api.ts), which loads this module
 * at the page's first interaction or first use, and at once when it has a server.
 */
import type { SyncStatus, TreesponseApi } from './contracts.js';
import { defaultTimers, randomId as defaultRandomId } from './environment.js';
import { OfflineError, UploadError } from './transfer-errors.js';
import type { Connectivity, OfflineApi, OfflineApiOptions } from './offline-api.js';
import {
  DEFAULT_OFFLINE_FILE_BUDGET,
  DEFAULT_SYNC_RETRY_MS,
  OFFLINE_AI_FEEDBACK_MESSAGE,
  OFFLINE_ID_LENGTH,
  OFFLINE_NO_ROOM_MESSAGE,
  OFFLINE_READ_MESSAGE,
  OFFLINE_TOKEN_LENGTH,
} from './offline-limits.js';
import { defaultOfflineStore } from './offline-store.js';
import type { WireTreesponse, WireTreesponseRead } from './wire.js';

type QueueItem =
  | { kind: 'create'; id: string; key: string }
  | { kind: 'update'; id: string }
  | { kind: 'upload'; signedId: string; filename: string; contentType: string; byteSize: number; checksum: string };

/** What the server gave for what was kept: its treesponder, response ids and blob ids. */
interface Sent {
  treesponder?: { publicId: string; token: string };
  ids: Record<string, string>;
  blobs: Record<string, string>;
}

const browserConnectivity: Connectivity = {
  isOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
  onOnline(listener) {
    if (typeof window === 'undefined') return () => undefined;
    window.addEventListener('online', listener);
    return () => window.removeEventListener('online', listener);
  },
};

export function createOfflineTransport(options: OfflineApiOptions): OfflineApi {
  const randomId = options.randomId ?? defaultRandomId;
  const timers = options.timers ?? defaultTimers();
  const store = options.store ?? defaultOfflineStore();
  const { server } = options;
  const connectivity = options.connectivity ?? browserConnectivity;
  const budget = options.fileBudgetBytes ?? DEFAULT_OFFLINE_FILE_BUDGET;
  const listeners = new Set<() => void>();
  const objectUrls = new Map<string, string>();
  /** What createDirectUpload was told of each file, until storeFile keeps it. */
  const announced = new Map<string, { filename: string; content_type: string; byte_size: number; checksum: string }>();

  let queue: QueueItem[] = [];
  let sent: Sent = { ids: {}, blobs: {} };
  let fileBytes = 0;
  let sending = false;
  let lastError: unknown = null;
  let retryHandle: unknown;

  const loaded = (async () => {
    queue = (await store.get<QueueItem[]>('queue')) ?? [];
    sent = (await store.get<Sent>('sent')) ?? sent;
    fileBytes = (await store.get<number>('fileBytes')) ?? 0;
  })();
  // Writes of the queue and its companions go one after the other, so the stored copy is always a whole one.
  let writing: Promise<unknown> = loaded;
  const keep = (work: () => Promise<unknown>) => (writing = writing.then(work, work));
  const saveQueue = () => keep(() => store.set('queue', queue.slice()));
  const changed = () => {
    for (const listener of [...listeners]) listener();
  };

  async function enqueue(item: QueueItem) {
    await loaded;
    // A newer update of the same response makes a waiting one unneeded (the one being sent stays).
    if (item.kind === 'update') queue = queue.filter((old, i) => !(old.kind === 'update' && old.id === item.id && !(sending && i === 0)));
    queue.push(item);
    await saveQueue();
    changed();
    void sync();
  }

  /** The body as the server knows it: kept blob ids replaced by the server's. */
  function forServer(body: WireTreesponse): WireTreesponse {
    return {
      ...body,
      uploads_attributes: body.uploads_attributes.map(({ name, file }) => {
        const file2 = sent.blobs[file];
        if (!file2) throw new OfflineError(`The file of ${name} has not been sent yet`);
        return { name, file: file2 };
      }),
    };
  }

  async function send(item: QueueItem, target: TreesponseApi) {
    if (!sent.treesponder) {
      sent.treesponder = await target.createTreesponder();
      await keep(() => store.set('sent', sent));
    }
    const token = sent.treesponder.token;
    if (item.kind === 'upload') {
      if (sent.blobs[item.signedId]) return;
      const kept = await store.get<Blob>(`file:${item.signedId}`);
      if (!kept) throw new OfflineError(`The file ${item.filename} is no longer kept`);
      const { direct_upload, signed_id } = await target.createDirectUpload(token, {
        blob: { filename: item.filename, content_type: item.contentType, byte_size: item.byteSize, checksum: item.checksum },
      });
      await target.storeFile(direct_upload, kept);
      sent.blobs[item.signedId] = signed_id;
      await keep(() => store.set('sent', sent));
      return;
    }
    const record = await store.get<WireTreesponse>(`response:${item.id}`);
    if (!record) return;
    if (item.kind === 'create') {
      if (sent.ids[item.id]) return;
      const { publicId } = await target.createTreesponse(token, forServer(record), { idempotencyKey: item.key });
      sent.ids[item.id] = publicId;
      await keep(() => store.set('sent', sent));
      return;
    }
    const serverId = sent.ids[item.id];
    if (!serverId) throw new OfflineError(`The response ${item.id} has not been created on the server yet`);
    await target.updateTreesponse(token, serverId, forServer(record));
  }

  /**
   * A completed response is kept only until it is sent: then its record and its files go. `written`: the body just
   * stored, if known, so that a save needs no read back.
   */
  async function forgetIfDone(id: string, written?: WireTreesponse) {
    const record = written ?? (await store.get<WireTreesponse>(`response:${id}`));
    if (!record?.completed || queue.some((item) => item.kind !== 'upload' && item.id === id)) return;
    await keep(() => store.delete(`response:${id}`));
    for (const { file } of record.uploads_attributes) {
      const kept = await store.get<Blob>(`file:${file}`);
      if (kept) await dropFile(file, kept.size);
      await keep(() => store.delete(`filename:${file}`));
    }
  }

  async function sync(): Promise<void> {
    await loaded;
    if (!server || sending || queue.length === 0 || !connectivity.isOnline()) return;
    sending = true;
    changed();
    try {
      while (queue.length > 0) {
        const item = queue[0]!;
        await send(item, server);
        queue.shift();
        if (item.kind === 'upload') await dropFile(item.signedId, item.byteSize);
        await saveQueue();
        if (item.kind !== 'upload') await forgetIfDone(item.id);
        lastError = null;
        changed();
      }
    } catch (error) {
      // Kept for the next try: when the network comes back, or after a while if it seems up.
      lastError = error;
      timers.clearTimeout(retryHandle);
      retryHandle = timers.setTimeout(() => void sync(), options.retryMs ?? DEFAULT_SYNC_RETRY_MS);
    } finally {
      sending = false;
      changed();
    }
  }

  async function dropFile(signedId: string, bytes: number) {
    fileBytes = Math.max(0, fileBytes - bytes);
    await keep(() => Promise.all([store.delete(`file:${signedId}`), store.set('fileBytes', fileBytes)]));
  }

  const stopListening = server ? connectivity.onOnline(() => void sync()) : () => undefined;
  if (server) void sync();

  const uploadsOf = async (body: WireTreesponse): Promise<WireTreesponseRead['uploads']> =>
    Promise.all(
      body.uploads_attributes.map(async ({ name, file }) => ({
        id: file,
        name,
        filename: (await store.get<string>(`filename:${file}`)) ?? name,
        blobSignedId: file,
      })),
    );

  return {
    offline: true,

    async createTreesponder() {
      return { publicId: randomId(OFFLINE_ID_LENGTH), token: randomId(OFFLINE_TOKEN_LENGTH) };
    },

    async createTreesponse(_token, body) {
      const id = randomId(OFFLINE_ID_LENGTH);
      await keep(() => Promise.all([store.set(`response:${id}`, body), store.set('latest', id)]));
      if (server) await enqueue({ kind: 'create', id, key: randomId(32) });
      else await forgetIfDone(id, body);
      return { publicId: id };
    },

    async getTreesponse(_token, id) {
      const body = await store.get<WireTreesponse>(`response:${id}`);
      if (!body) throw new OfflineError(OFFLINE_READ_MESSAGE);
      const { uploads_attributes: _uploads, ...fields } = body;
      return { ...fields, uploads: await uploadsOf(body) };
    },

    async updateTreesponse(_token, id, body) {
      await keep(() => store.set(`response:${id}`, body));
      if (server) await enqueue({ kind: 'update', id });
      else await forgetIfDone(id, body);
    },

    async createDirectUpload(_token, request) {
      const signedId = randomId(OFFLINE_TOKEN_LENGTH);
      announced.set(signedId, request.blob);
      return { direct_upload: { url: `offline:${signedId}`, headers: {} }, signed_id: signedId };
    },

    async storeFile(upload, file) {
      await loaded;
      const signedId = upload.url.slice('offline:'.length);
      const blob = announced.get(signedId);
      if (!blob) throw new UploadError('Cannot upload file');
      if (fileBytes + file.size > budget) throw new UploadError(OFFLINE_NO_ROOM_MESSAGE);
      announced.delete(signedId);
      fileBytes += file.size;
      await keep(() =>
        Promise.all([store.set(`file:${signedId}`, file), store.set(`filename:${signedId}`, blob.filename), store.set('fileBytes', fileBytes)]),
      );
      if (typeof URL !== 'undefined' && typeof URL.createObjectURL === 'function') objectUrls.set(signedId, URL.createObjectURL(file));
      if (server) {
        await enqueue({ kind: 'upload', signedId, filename: blob.filename, contentType: blob.content_type, byteSize: file.size, checksum: blob.checksum });
      }
    },

    async getAiFeedback() {
      throw new OfflineError(OFFLINE_AI_FEEDBACK_MESSAGE);
    },

    async getLikeOptions() {
      throw new OfflineError(OFFLINE_READ_MESSAGE);
    },

    fileUrl(signedId) {
      // The kept file, viewed from the browser's memory while the page lives; '' after a reload.
      return objectUrls.get(signedId) ?? '';
    },

    ...(server
      ? {
          syncStatus: (): SyncStatus => ({ pending: queue.length, sending, error: lastError }),
          onSyncChange(listener: () => void) {
            listeners.add(listener);
            return () => void listeners.delete(listener);
          },
        }
      : {}),

    sync,

    async latestResponseId() {
      const id = await store.get<string>('latest');
      if (!id) return null;
      const body = await store.get<WireTreesponse>(`response:${id}`);
      return body && !body.completed ? id : null;
    },

    stop() {
      stopListening();
      timers.clearTimeout(retryHandle);
      listeners.clear();
    },
  };
}
