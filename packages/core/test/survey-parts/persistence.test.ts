import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage, randomId } from '../../src/environment.js';
import { createOfflineApi } from '../../src/offline-api.js';
import { createTreesponderStore } from '../../src/treesponder-store.js';
import type { TreesponseApi } from '../../src/contracts.js';
import { type ResponseCell, emptyTreesponse } from '../../src/survey/answers.js';
import { createCompletion } from '../../src/survey/completion.js';
import { createSaveChain, saveErrorMessage } from '../../src/survey/persistence.js';
import { createShownPages } from '../../src/survey/shown-pages.js';
import { storageResumeStore } from '../../src/survey/lifecycle-hooks.js';
import { NetworkError, NotAuthorizedError, ServerError } from '../../src/errors.js';
import { survey } from '../support/fixtures.js';

const blank = () => emptyTreesponse({ language: 'en', answers: { a: 1 } });

/** The offline transport, counting its creates and updates. */
function countingApi() {
  const api = createOfflineApi();
  const calls: string[] = [];
  const counted: TreesponseApi = {
    ...api,
    createTreesponder: () => (calls.push('treesponder'), api.createTreesponder()),
    createTreesponse: (token, body, options) => (calls.push('create'), api.createTreesponse(token, body, options)),
    updateTreesponse: (token, id, body) => (calls.push('update'), api.updateTreesponse(token, id, body)),
  };
  return { api: counted, calls };
}

function chainOf(api: TreesponseApi, response: ResponseCell = { current: blank() }) {
  const storage = createMemoryStorage();
  const emit = vi.fn();
  const saves = createSaveChain({
    api,
    definition: survey([], { computed: [{ key: 'kept', expression: '{a} + 1', save: true }] }),
    response,
    store: createTreesponderStore(storage, 'p', () => undefined),
    computed: () => ({ kept: 2 }),
    emit,
    randomId,
  });
  return { saves, response, storage, emit };
}

describe('save chain (survey/persistence.ts)', () => {
  it('runs saves one after another: two quick saves create one response, then update it', async () => {
    const { api, calls } = countingApi();
    const { saves, response } = chainOf(api);
    await Promise.all([saves.save(), saves.save()]);
    expect(calls).toEqual(['treesponder', 'create', 'update']);
    expect(response.current.id).toMatch(/\w+/);
    expect(saves.treesponder.saved).toBe(true);
    const read = await api.getTreesponse(saves.treesponder.token!, response.current.id!);
    expect(read.answers).toEqual({ a: 1, kept: 2 });
  });

  it('a failed save does not stop the next one', async () => {
    const { api, calls } = countingApi();
    let fail = true;
    const flaky: TreesponseApi = { ...api, createTreesponse: (...args) => (fail ? Promise.reject(new NetworkError('down')) : api.createTreesponse(...args)) };
    const { saves } = chainOf(flaky);
    const first = saves.save();
    fail = true;
    await expect(first).rejects.toThrow('down');
    fail = false;
    await saves.save();
    expect(calls.filter((call) => call === 'treesponder')).toHaveLength(1);
  });

  it('names the message of a failed save by its kind', () => {
    expect(saveErrorMessage(new NotAuthorizedError('no'))).toEqual({ key: 'save.notAuthorized' });
    expect(saveErrorMessage(new NetworkError('no'))).toEqual({ key: 'save.network' });
    expect(saveErrorMessage(new Error('no'))).toEqual({ key: 'save.failed' });
    expect(saveErrorMessage(new ServerError('down', 503, { error: 'busy' }))).toEqual({ key: 'save.failed' });
  });
});

describe('completion (survey/completion.ts)', () => {
  function completionOf(api: TreesponseApi) {
    const { saves, response } = chainOf(api);
    const onComplete = vi.fn();
    const prepare = vi.fn();
    const reported: string[] = [];
    const completion = createCompletion({ response, saves, prepare, onComplete, report: (_e, context) => reported.push(context), emit: () => undefined });
    return { completion, response, saves, onComplete, prepare, reported };
  }

  it('completes once, even when asked twice while saving', async () => {
    const { api, calls } = countingApi();
    const { completion, response, onComplete, prepare } = completionOf(api);
    await Promise.all([completion.completeOnce(), completion.completeOnce()]);
    expect(calls).toEqual(['treesponder', 'create']);
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete.mock.calls[0]![0].completed).toBe(true);
    expect(completion.completed).toBe(true);
    expect(response.current.completed).toBe(true);
  });

  it('a failed save leaves the response not completed, with the save message', async () => {
    const { api } = countingApi();
    const { completion, response, saves, onComplete, reported } = completionOf({ ...api, createTreesponse: () => Promise.reject(new NetworkError('down')) });
    await expect(completion.completeOnce()).rejects.toThrow('down');
    expect(response.current.completed).toBe(false);
    expect(completion.completed).toBe(false);
    expect(completion.running).toBeNull();
    expect(saves.error).toEqual({ key: 'save.network' });
    expect(onComplete).not.toHaveBeenCalled();
    expect(reported).toEqual(['save']);
  });
});

describe('shown pages (survey/shown-pages.ts)', () => {
  it('remembers the page entered per response, only with resumePage and an id', () => {
    const storage = createMemoryStorage();
    const response: ResponseCell = { current: blank() };
    const store = storageResumeStore(storage, 'p', () => undefined);
    const shown = createShownPages({ store, response, enabled: true });
    shown.remember({ key: 'one', order: 0, sections: [] });
    expect(shown.read('r1')).toBeUndefined();
    response.current = { ...response.current, id: 'r1' };
    shown.remember({ key: 'two', order: 1, sections: [] });
    expect(shown.read('r1')).toBe('two');
    expect(storage.getItem('treesponse:p:page:r1')).toBe('two');
    const off = createShownPages({ store, response, enabled: false });
    off.remember({ key: 'three', order: 2, sections: [] });
    expect(off.read('r1')).toBe('two');
  });
});
