import { describe, expect, it, vi } from 'vitest';
import { UnprocessableEntityError } from '../../src/errors.js';
import { createOfflineApi } from '../../src/offline-api.js';
import { createTranslator } from '../../src/translator.js';
import { type ResponseCell, emptyTreesponse } from '../../src/survey/answers.js';
import { createAiFeedbackRequests } from '../../src/survey/ai-feedback-requests.js';
import { lazyPart } from '../../src/survey/lazy-part.js';
import { createLikes } from '../../src/survey/likes.js';
import { createRrnAnswers } from '../../src/survey/rrn-answers.js';
import { createUploads } from '../../src/survey/uploads.js';
import { manualTimers } from '../support/fixtures.js';

const blank = () => emptyTreesponse({ language: 'nl' });

describe('a part loaded on first use (survey/lazy-part.ts)', () => {
  it('loads once and is undefined until then', async () => {
    const load = vi.fn(async () => ({ name: 'part' }));
    const part = lazyPart(load);
    expect(part.loaded).toBeUndefined();
    const [a, b] = await Promise.all([part.load(), part.load()]);
    expect(a).toBe(b);
    expect(part.loaded).toBe(a);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load again on the next use (the network may be back)', async () => {
    const load = vi.fn<() => Promise<{ name: string }>>().mockRejectedValueOnce(new TypeError('offline')).mockResolvedValue({ name: 'part' });
    const part = lazyPart(load);
    await expect(part.load()).rejects.toThrow('offline');
    expect(part.loaded).toBeUndefined();
    await expect(part.load()).resolves.toEqual({ name: 'part' });
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('registration numbers (survey/rrn-answers.ts)', () => {
  it('keeps the digits, writes null at once and the hash when it is in; a newer number wins', async () => {
    const written: [string, string | null][] = [];
    const rrn = createRrnAnswers({
      translator: createTranslator({ language: 'nl' }),
      write: (key, value) => written.push([key, value]),
      report: () => undefined,
      emit: () => undefined,
    });
    rrn.set('id', '8507300332');
    rrn.set('id', '85073003328');
    expect(rrn.digits).toEqual({ id: '85073003328' });
    await rrn.settled();
    expect(written.filter(([, value]) => value !== null)).toHaveLength(1);
    expect(written.at(-1)![1]).toMatch(/^[0-9a-f]{128}$/);
    rrn.clear(['id']);
    expect(rrn.digits).toEqual({ id: '' });
  });

  it("shows the survey's own refusal text in the respondent's language, else the engine's", () => {
    const rrn = createRrnAnswers({ translator: createTranslator({ language: 'nl' }), write: () => undefined, report: () => undefined, emit: () => undefined });
    const refused = new UnprocessableEntityError({ validation_code: ['is not allowed'] });
    const own = rrn.refusalMessage({ key: 'id', type: 'rrn', messages: { notAllowed: { nl: 'Niet op de lijst' } } }, refused);
    const other = rrn.refusalMessage({ key: 'id', type: 'rrn', messages: { notAllowed: { fr: 'Pas sur la liste' } } }, refused);
    expect(own).toEqual({ literal: 'Niet op de lijst' });
    expect(other).toEqual({ key: 'rrn.notAllowed' });
  });
});

describe('AI feedback (survey/ai-feedback-requests.ts)', () => {
  it('waits for a pause, then sends; a short text cancels; offline it fails and says so', async () => {
    const timers = manualTimers();
    const reported: string[] = [];
    const response: ResponseCell = { current: blank() };
    const ai = createAiFeedbackRequests({
      api: createOfflineApi(),
      timers,
      response,
      ensureTreesponder: async () => 'token',
      isDestroyed: () => false,
      report: (_error, context) => reported.push(context),
      emit: () => undefined,
    });
    const translator = createTranslator({ language: 'nl' });
    ai.request('idea', 'tiny');
    expect(ai.view(translator)).toEqual({ idea: { status: 'idle' } });
    ai.request('idea', 'long enough text');
    expect(ai.view(translator).idea!.status).toBe('waiting');
    timers.advance(1000);
    expect(ai.view(translator).idea!.status).toBe('loading');
    await vi.waitFor(() => expect(ai.view(translator).idea!.status).toBe('error'));
    expect(reported).toEqual(['ai feedback']);
    ai.request('idea', 'long enough text');
    ai.stop();
    expect(timers.pending()).toBe(0);
  });
});

describe('uploads and likes (survey/uploads.ts, survey/likes.ts)', () => {
  it('refuses a file of the wrong type without sending anything, and a question that takes no file', async () => {
    const response: ResponseCell = { current: blank() };
    const ensureTreesponder = vi.fn(async () => 'token');
    const uploads = createUploads({
      api: createOfflineApi(),
      timers: manualTimers(),
      response,
      question: (key) => (key === 'cv' ? { key, type: 'file', allowedMimeTypes: ['application/pdf'] } : { key, type: 'string' }),
      ensureTreesponder,
      report: () => undefined,
      emit: () => undefined,
    });
    await uploads.upload('cv', new Blob(['x'], { type: 'text/plain' }));
    expect(uploads.view(() => 'shown')).toEqual({ cv: { status: 'error', progress: 0, error: 'shown' } });
    expect(ensureTreesponder).not.toHaveBeenCalled();
    await expect(uploads.upload('name', new Blob(['x']))).rejects.toThrow(TypeError);
  });

  it('saves the response before asking for like options, and records the options shown', async () => {
    const response: ResponseCell = { current: blank() };
    const written: Record<string, unknown> = {};
    const api = createOfflineApi();
    const likes = createLikes({
      api: { ...api, getLikeOptions: async () => [{ id: 7, text: 'More trees', name: 'trees' }] },
      aggregatorUrl: 'https://aggregator.test',
      response,
      question: (key) => ({ key, type: 'like' }),
      write: (key, value) => (written[key] = value),
      save: async () => {
        response.current = { ...response.current, id: 'saved1' };
      },
      report: () => undefined,
      emit: () => undefined,
    });
    await likes.load('ideas');
    expect(response.current.id).toBe('saved1');
    expect(written).toEqual({ ideas_viewed: [7] });
    expect(likes.states.ideas).toEqual({ status: 'ready', options: [{ id: 7, text: 'More trees', name: 'trees' }] });
  });
});
