import { describe, expect, it } from 'vitest';
import { createSurvey, OfflineError, randomId, toWireTreesponse } from '../src/index.js';
import { createOfflineApi } from '../src/offline-api.js';
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
});
