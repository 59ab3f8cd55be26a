/**
 * The journal in front of the offline store: a save is kept in the synchronous journal when `set` answers, copied to
 * the slower store behind it, and never lost or shadowed on the way.
 */
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../src/index.js';
import { createJournaledStore, createMemoryOfflineStore, createOfflineApi, OFFLINE_JOURNAL_PREFIX, type OfflineStore } from '../src/offline-api.js';

/** The next task: the journal's copies to the store start in one. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A store whose writes finish only when the test lets them (`finish`), or fail (`fail`), in the order they came. */
function slowStore() {
  const records = createMemoryOfflineStore();
  const waiting: { key: string; run: () => Promise<void>; resolve: () => void; reject: (error: Error) => void }[] = [];
  const store: OfflineStore = {
    get: (key) => records.get(key),
    set: (key, value) =>
      new Promise<void>((resolve, reject) => waiting.push({ key, run: () => records.set(key, structuredClone(value)), resolve, reject })),
    delete: (key) => new Promise<void>((resolve, reject) => waiting.push({ key, run: () => records.delete(key), resolve, reject })),
  };
  return {
    store,
    records,
    pending: () => waiting.map((write) => write.key),
    /** Finishes the oldest write only. */
    async finishOne() {
      const write = waiting.shift()!;
      await write.run();
      write.resolve();
      await nextTask();
    },
    async finish() {
      await nextTask();
      for (const write of waiting.splice(0)) {
        await write.run();
        write.resolve();
      }
      await nextTask();
    },
    async fail() {
      await nextTask();
      for (const write of waiting.splice(0)) write.reject(new Error('QuotaExceededError'));
      await nextTask();
    },
  };
}

/** Whether a promise settles before the next task (the slow store's writes never finish on their own). */
async function settledAtOnce(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return settled;
}

const response = { completed: false, language: 'nl', answers: { name: 'Ann', likes: ['a', 'b'], score: 9, agreed: true, note: null }, uploads_attributes: [] };

describe('the journal in front of the offline store', () => {
  it('answers a save at once, reads it back, and drops its entry once the store has it', async () => {
    const slow = slowStore();
    const journal = createMemoryStorage();
    const store = createJournaledStore(slow.store, journal);

    expect(await settledAtOnce(store.set('response:r1', response))).toBe(true);
    expect(journal.getItem(`${OFFLINE_JOURNAL_PREFIX}response:r1`)).toBe(JSON.stringify(response));
    expect(await store.get('response:r1')).toEqual(response);
    expect(slow.pending()).toEqual(['response:r1']);

    await slow.finish();
    expect(await slow.records.get('response:r1')).toEqual(response);
    expect(journal.length).toBe(0);
    expect(await store.get('response:r1')).toEqual(response);
  });

  it('copies what a closed page left in the journal into the store, and reads it meanwhile', async () => {
    const slow = slowStore();
    const journal = createMemoryStorage();
    await createJournaledStore(slow.store, journal).set('response:r1', response);
    // The page is closed before the store had the record: its write never finishes.
    const records = createMemoryOfflineStore();
    const reopened = createJournaledStore(records, journal);
    expect(await reopened.get('response:r1')).toEqual(response);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await records.get('response:r1')).toEqual(response);
    expect(journal.length).toBe(0);
  });

  it('copies only the newest of quick writes, and keeps an entry written while an older copy ran', async () => {
    const slow = slowStore();
    const journal = createMemoryStorage();
    const store = createJournaledStore(slow.store, journal);
    await store.set('queue', [1]);
    await store.set('queue', [1, 2]);
    await nextTask();
    expect(slow.pending()).toEqual(['queue']);
    await slow.finish();
    expect(await slow.records.get('queue')).toEqual([1, 2]);
    expect(journal.length).toBe(0);

    // A copy of [3] is running when the key is deleted and [3] written again: that entry must stay until its own copy.
    await store.set('queue', [3]);
    await nextTask();
    const deleting = store.delete('queue');
    await store.set('queue', [3]);
    expect(slow.pending()).toEqual(['queue', 'queue']);
    await slow.finishOne();
    expect(journal.getItem(`${OFFLINE_JOURNAL_PREFIX}queue`)).toBe('[3]');
    await slow.finish();
    await deleting;
    expect(journal.length).toBe(0);
    expect(await slow.records.get('queue')).toEqual([3]);
  });

  it('leaves an entry another page wrote meanwhile', async () => {
    const slow = slowStore();
    const journal = createMemoryStorage();
    const store = createJournaledStore(slow.store, journal);
    await store.set('latest', 'r1');
    journal.setItem(`${OFFLINE_JOURNAL_PREFIX}latest`, JSON.stringify('r2'));
    await slow.finish();
    expect(await store.get('latest')).toBe('r2');
  });

  it('lets files and values JSON would change wait for the store, and no older entry hides them', async () => {
    const slow = slowStore();
    const journal = createMemoryStorage();
    const store = createJournaledStore(slow.store, journal);
    await store.set('when', 'a string first');
    for (const value of [new Blob(['a small png']), new Date(0), [1, undefined], Number.NaN, new Map([['a', 1]])]) {
      const writing = store.set('when', value);
      expect(await settledAtOnce(writing)).toBe(false);
      expect(journal.getItem(`${OFFLINE_JOURNAL_PREFIX}when`)).toBeNull();
      await slow.finish();
      await writing;
      const back = await store.get('when');
      if (value instanceof Blob) expect(await (back as Blob).text()).toBe('a small png');
      else expect(back).toEqual(value);
    }
  });

  it('waits for the store when the journal is full, and removes the older entry', async () => {
    const slow = slowStore();
    const journal = createMemoryStorage();
    const store = createJournaledStore(slow.store, journal);
    await store.set('response:r1', { answers: { name: 'A' } });
    journal.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    const writing = store.set('response:r1', response);
    expect(await settledAtOnce(writing)).toBe(false);
    expect(journal.length).toBe(0);
    await slow.finish();
    await writing;
    expect(await store.get('response:r1')).toEqual(response);
  });

  it('keeps the entry when the store refuses the copy, and copies it on the next start', async () => {
    const slow = slowStore();
    const journal = createMemoryStorage();
    const store = createJournaledStore(slow.store, journal);
    await store.set('response:r1', response);
    await slow.fail();
    expect(await store.get('response:r1')).toEqual(response);
    expect(journal.length).toBe(1);

    createJournaledStore(slow.store, journal);
    await slow.finish();
    expect(await slow.records.get('response:r1')).toEqual(response);
    expect(journal.length).toBe(0);
  });

  it('reads journal entries of its own prefix only', async () => {
    const journal = createMemoryStorage({ 'treesponse:probe': 'x', 'other-app:latest': '"z"' });
    const records = createMemoryOfflineStore();
    createJournaledStore(records, journal);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(journal.length).toBe(2);
    expect(await records.get('latest')).toBeUndefined();
  });

  it('lets the offline transport answer a save before the store behind the journal has it', async () => {
    const slow = slowStore();
    const journal = createMemoryStorage();
    const api = createOfflineApi({ store: createJournaledStore(slow.store, journal) });
    const { token } = await api.createTreesponder();
    const { publicId } = await api.createTreesponse(token, { ...response, completed: false } as never);
    expect(await settledAtOnce(api.updateTreesponse(token, publicId, { ...response, answers: { name: 'Bo' } } as never))).toBe(true);
    expect(await api.latestResponseId()).toBe(publicId);
    expect((await api.getTreesponse(token, publicId)).answers).toEqual({ name: 'Bo' });
    await slow.finish();
    expect(await slow.records.get(`response:${publicId}`)).toMatchObject({ answers: { name: 'Bo' } });
  });
});
