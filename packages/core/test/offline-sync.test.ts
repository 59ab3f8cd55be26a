import { describe, expect, it } from 'vitest';
import { createMemoryStorage, createSurvey, defaultTimers, type Environment, type KeyValueStorage } from '../src/index.js';
import { createHttpApi } from '../src/http-api.js';
import { createMemoryOfflineStore, createOfflineApi, type Connectivity, type OfflineStore } from '../src/offline-api.js';
import { useContractServer } from './support/contract-server.js';
import { page, survey, testEnvironment } from './support/fixtures.js';

const contractServer = useContractServer({ projectKey: 'proj' });

/** The network as the test decides: down until `up()`. */
function network(): Connectivity & { up(): void; down(): void } {
  let online = false;
  const listeners = new Set<() => void>();
  return {
    isOnline: () => online,
    onOnline(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    up() {
      online = true;
      for (const listener of listeners) listener();
    },
    down() {
      online = false;
    },
  };
}

const definition = survey([
  page('about', 1, [{ key: 'name', type: 'string', required: true }, { key: 'photo', type: 'file' }]),
  page('more', 2, [{ key: 'idea', type: 'string' }]),
  page('last', 3, [{ key: 'score', type: 'number' }]),
]);

function open(store: OfflineStore, net: Connectivity, storage: KeyValueStorage, fetchOverride?: Environment['fetch']) {
  const environment = testEnvironment({ storage, timers: defaultTimers(), fetch: fetchOverride ?? ((input, init) => fetch(input, init)) });
  const http = createHttpApi({ host: contractServer().origin, projectKey: 'proj', environment });
  const api = createOfflineApi({ store, server: http, connectivity: net, retryMs: 60_000 });
  return { api, environment };
}

const calls = () => contractServer().requests.map((r) => `${r.method} ${r.path.replace(/treesponses\/[^/]+/, 'treesponses/:id').replace(/storage\/.+/, 'storage/:key')}`);
const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(check()).toBe(true);
};

describe('the offline transport with a server', () => {
  it('keeps answers, page and a file through a reload while offline, then sends each once, in order', async () => {
    const store = createMemoryOfflineStore();
    const storage = createMemoryStorage();
    const net = network();

    // First visit, offline: answers, a file and two pages.
    const first = open(store, net, storage);
    const s1 = createSurvey({ definition, api: first.api, environment: first.environment, projectKey: 'proj', language: 'en', resumePage: true });
    const seen: number[] = [];
    s1.subscribe(() => seen.push(s1.getState().waitingToSend ?? -1));
    s1.setAnswer('name', 'Ann');
    await s1.upload('photo', new Blob(['a small photo'], { type: 'image/png' }));
    expect(s1.getState().uploads.photo).toMatchObject({ status: 'done' });
    expect(await s1.next()).toBe(true);
    s1.setAnswer('idea', 'More trees');
    expect(await s1.next()).toBe(true);
    expect(s1.getState().page.key).toBe('last');
    expect(s1.getState().waitingToSend).toBe(3); // the upload, the create, the update
    expect(seen).toContain(3);
    expect(contractServer().requests).toHaveLength(0);
    s1.destroy();
    first.api.stop();

    // The tab is closed and opened again, still offline: everything is there, on the page left.
    const second = open(store, net, storage);
    const resumeId = await second.api.latestResponseId();
    expect(resumeId).toBe(s1.getState().treesponse.id);
    const s2 = createSurvey({ definition, api: second.api, environment: second.environment, projectKey: 'proj', language: 'en', resumeId: resumeId!, resumePage: true });
    s2.subscribe(() => undefined);
    await s2.ready();
    expect(s2.getState()).toMatchObject({ waitingToSend: 3 });
    expect(s2.getState().page.key).toBe('last');
    expect(s2.getAnswer('name')).toBe('Ann');
    expect(s2.getAnswer('idea')).toBe('More trees');
    expect(s2.getState().treesponse.uploads.photo).toMatchObject({ filename: 'file' });
    s2.setAnswer('score', 7);
    expect(await s2.next()).toBe(true);
    expect(s2.getState().completed).toBe(true);
    expect(contractServer().requests).toHaveLength(0);

    // The network comes back: the upload, the create and one update with the latest answers, once, in order.
    net.up();
    await until(() => s2.getState().waitingToSend === 0 && !second.api.syncStatus().sending);
    expect(calls()).toEqual([
      'POST /api/v1/treesponders',
      'POST /api/v1/direct_uploads',
      'PUT /storage/:key',
      'POST /api/v1/treesponses',
      'PATCH /api/v1/treesponses/:id',
    ]);
    const create = contractServer().requests[3]!;
    expect(create.headers['idempotency-key']).toMatch(/^[A-Za-z0-9]{32}$/);
    const stored = [...contractServer().treesponses.values()];
    expect(stored).toHaveLength(1);
    expect(stored[0]!.body).toMatchObject({ completed: true, answers: { name: 'Ann', idea: 'More trees', score: 7 } });
    expect((stored[0]!.body.uploads_attributes as { name: string; file: string }[])[0]).toMatchObject({ name: 'photo' });
    expect(Buffer.from(contractServer().requests[2]!.raw).toString()).toBe('a small photo');
    // Sent and completed: nothing of it stays on the device.
    expect(await store.get(`response:${resumeId}`)).toBeUndefined();
    expect(await store.get('fileBytes')).toBe(0);
    expect(await second.api.latestResponseId()).toBeNull();
    second.api.stop();
  });

  it('a create whose reply was lost is sent again with the same key and stored once', async () => {
    const store = createMemoryOfflineStore();
    const net = network();
    let loseNextCreateReply = true;
    const losing: Environment['fetch'] = async (input, init) => {
      const reply = await fetch(input, init);
      if (loseNextCreateReply && init?.method === 'POST' && String(input).endsWith('/treesponses')) {
        loseNextCreateReply = false;
        throw new TypeError('network connection was lost');
      }
      return reply;
    };
    const { api, environment } = open(store, net, createMemoryStorage(), losing);
    const s = createSurvey({ definition, api, environment, projectKey: 'proj', language: 'en' });
    s.setAnswer('name', 'Bob');
    await s.next();
    net.up();
    await until(() => api.syncStatus().error !== null);
    expect(api.syncStatus().pending).toBe(1);
    await api.sync(); // tried again (the page would on the next `online` or after `retryMs`)
    expect(api.syncStatus()).toMatchObject({ pending: 0, error: null });
    const creates = contractServer().requests.filter((r) => r.method === 'POST' && r.path === '/api/v1/treesponses');
    expect(creates).toHaveLength(2);
    expect(creates[0]!.headers['idempotency-key']).toBe(creates[1]!.headers['idempotency-key']);
    expect([...contractServer().treesponses.values()].filter((t) => (t.body.answers as { name?: string }).name === 'Bob')).toHaveLength(1);
    api.stop();
  });

  it('without a server, an unfinished response is kept and a completed one is not', async () => {
    const store = createMemoryOfflineStore();
    const api = createOfflineApi({ store });
    const s = createSurvey({ definition, api, environment: testEnvironment(), language: 'en' });
    s.setAnswer('name', 'Cy');
    await s.next();
    const id = s.getState().treesponse.id!;
    expect(s.getState().waitingToSend).toBeNull(); // nothing is ever sent, so nothing waits
    expect(await api.getTreesponse('t', id)).toMatchObject({ answers: { name: 'Cy' } });
    expect(await api.latestResponseId()).toBe(id);
    await s.next();
    await s.next();
    expect(s.getState().completed).toBe(true);
    expect(await store.get(`response:${id}`)).toBeUndefined();
    expect(await api.latestResponseId()).toBeNull();
  });

  it('refuses a file over its budget and keeps nothing of it', async () => {
    const api = createOfflineApi({ store: createMemoryOfflineStore(), fileBudgetBytes: 10 });
    const s = createSurvey({ definition, api, environment: testEnvironment(), language: 'nl' });
    await s.upload('photo', new Blob(['more than ten bytes']));
    expect(s.getState().uploads.photo).toMatchObject({ status: 'error', error: 'Kan het bestand niet uploaden' });
    await s.upload('photo', new Blob(['ten bytes!']));
    expect(s.getState().uploads.photo).toMatchObject({ status: 'done' });
  });
});
