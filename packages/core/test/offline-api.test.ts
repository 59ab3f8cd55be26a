import { describe, expect, it } from 'vitest';
import { createSurvey, OfflineError, randomId, toWireTreesponse } from '../src/index.js';
import { createMemoryOfflineStore, createOfflineApi, type OfflineStore } from '../src/offline-api.js';
import { page, survey, testEnvironment } from './support/fixtures.js';

describe('offline API', () => {
  const api = createOfflineApi();

  it('makes random ids: treesponder id of 12 characters and token of 36', async () => {
    const first = await api.createTreesponder();
    const second = await api.createTreesponder();
    expect(first.publicId).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(first.token).toMatch(/^[A-Za-z0-9]{36}$/);
    expect(second.publicId).not.toBe(first.publicId);
    expect((await api.createTreesponse(first.token, {} as never)).publicId).toMatch(/^[A-Za-z0-9]{12}$/);
  });

  it('refuses reading existing data and AI feedback with the exact messages', async () => {
    await expect(api.getTreesponse('t', 'id')).rejects.toThrow(new OfflineError('Cannot read existing data when using offline API'));
    await expect(api.getAiFeedback('t', 'text')).rejects.toThrow(
      new OfflineError('Cannot fetch AI feedback scores when using offline API'),
    );
    await expect(api.getLikeOptions('x', 'id')).rejects.toThrow('Cannot read existing data when using offline API');
  });

  it('uses the injected random source', async () => {
    const lengths: number[] = [];
    const fixed = createOfflineApi({ randomId: (length) => (lengths.push(length), 'x'.repeat(length)) });
    await expect(fixed.createTreesponder()).resolves.toEqual({ publicId: 'x'.repeat(12), token: 'x'.repeat(36) });
    expect(lengths).toEqual([12, 36]);
  });

  it('reads its store at the first interaction with the page or the first call, with a server at once', async () => {
    const reads: string[] = [];
    const readsOf = (): OfflineStore => {
      const memory = createMemoryOfflineStore();
      return { ...memory, get: (key) => (reads.push(key), memory.get(key)) };
    };
    const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
    // No page: nothing is read until the first call.
    const idle = createOfflineApi({ store: readsOf() });
    await settle();
    expect(reads).toEqual([]);
    expect(idle.fileUrl('nothing', 'x.txt')).toBe('');
    await expect(idle.latestResponseId()).resolves.toBeNull();
    expect(reads).toContain('latest');

    // A page: the first pointer, key or focus loads it, before any save.
    const page = new EventTarget();
    Object.assign(globalThis, { document: page });
    try {
      reads.length = 0;
      const onPage = createOfflineApi({ store: readsOf() });
      await settle();
      expect(reads).toEqual([]);
      page.dispatchEvent(new Event('focusin'));
      await settle();
      expect(reads).toContain('queue');
      onPage.stop();
    } finally {
      Reflect.deleteProperty(globalThis, 'document');
    }

    let listening = 0;
    const connectivity = { isOnline: () => false, onOnline: () => (listening++, () => void listening--) };
    const sending = createOfflineApi({ store: createMemoryOfflineStore(), server: api, connectivity });
    expect(sending.syncStatus()).toEqual({ pending: 0, sending: false, error: null });
    sending.stop();
    await sending.sync();
    expect(listening).toBe(0);
    const kept = createOfflineApi({ store: createMemoryOfflineStore(), server: api, connectivity });
    await kept.sync();
    expect(listening).toBe(1);
    kept.stop();
    expect(listening).toBe(0);
  });

  it('keeps a save made while its store and queue are loading', async () => {
    const store = createMemoryOfflineStore();
    const server = createOfflineApi();
    const connectivity = { isOnline: () => false, onOnline: () => () => undefined };
    const fresh = createOfflineApi({ store, server, connectivity });
    const { token } = await fresh.createTreesponder();
    const body = { answers: { name: 'Ann' }, uploads_attributes: [], completed: false } as never;
    const { publicId } = await fresh.createTreesponse(token, body);
    await expect(store.get(`response:${publicId}`)).resolves.toEqual(body);
    expect(fresh.syncStatus().pending).toBe(1);
    await expect(fresh.latestResponseId()).resolves.toBe(publicId);
    fresh.stop();
  });

  it('answers a new treesponder and, without a server, a completed response at once, before its store is read', async () => {
    const reads: string[] = [];
    const memory = createMemoryOfflineStore();
    const quick = createOfflineApi({ store: { ...memory, get: (key) => (reads.push(key), memory.get(key)) } });
    const { token } = await quick.createTreesponder();
    const done = { answers: {}, uploads_attributes: [], completed: true } as never;
    const { publicId } = await quick.createTreesponse(token, done);
    await quick.updateTreesponse(token, publicId, done);
    expect(publicId).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(reads).toEqual([]);
    // What it still held of the response goes once the store is in.
    await expect(quick.latestResponseId()).resolves.toBeNull();
    await expect(memory.get(`response:${publicId}`)).resolves.toBeUndefined();
  });

  it('random ids use only [A-Za-z0-9]', () => {
    expect(randomId(500)).toMatch(/^[A-Za-z0-9]{500}$/);
  });

  it('a survey runs end to end offline, with nothing sent anywhere', async () => {
    const environment = testEnvironment();
    const s = createSurvey({
      definition: survey([page('a', 0, [{ key: 'name', type: 'string' }]), page('b', 1)]),
      api: createOfflineApi(),
      environment,
    });
    s.setAnswer('name', 'Ann');
    expect(await s.next()).toBe(true);
    const state = s.getState();
    expect(state.treesponder).toMatchObject({ saved: true });
    expect(state.treesponder.id).toHaveLength(12);
    expect(state.treesponse.id).toHaveLength(12);
    expect(toWireTreesponse(state.treesponse).answers).toEqual({ name: 'Ann' });
    expect(environment.reported).toEqual([]);
  });

  it('saving a response without a server writes it once and reads nothing back; a completed one is then deleted', async () => {
    const kept = createMemoryOfflineStore();
    const calls: string[] = [];
    const store: OfflineStore = {
      get: (key) => (calls.push(`get ${key}`), kept.get(key)),
      set: (key, value) => (calls.push(`set ${key}`), kept.set(key, value)),
      delete: (key) => (calls.push(`delete ${key}`), kept.delete(key)),
    };
    const offline = createOfflineApi({ store });
    const { publicId } = await offline.createTreesponse('t', { completed: false } as never);
    calls.length = 0;
    await offline.updateTreesponse('t', publicId, { completed: false } as never);
    expect(calls).toEqual([`set response:${publicId}`]);
    await offline.updateTreesponse('t', publicId, { completed: true, uploads_attributes: [] } as never);
    expect(calls.slice(1)).toEqual([`set response:${publicId}`, `delete response:${publicId}`]);
  });
});
