import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRIES, DEFAULT_RETRY_DELAY_MS, retryFetch } from '../src/index.js';
import { manualTimers } from './support/fixtures.js';

/** A fetch that plays a script of outcomes: a status to reply with, or 'drop' for a network error. */
function scriptedFetch(script: (number | 'drop')[]) {
  const calls: string[] = [];
  const fetchFn = (async (input: string) => {
    calls.push(input);
    const next = script.shift() ?? 200;
    if (next === 'drop') throw new TypeError('fetch failed');
    return new Response(JSON.stringify({ status: next }), { status: next });
  }) as typeof fetch;
  return { fetchFn, calls };
}

/** Lets every pending promise settle, then moves the manual clock. */
async function advance(timers: ReturnType<typeof manualTimers>, ms: number) {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
  timers.advance(ms);
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
}

describe('retryFetch', () => {
  it('defaults to 3 retries, 1000 ms apart', () => {
    expect(DEFAULT_RETRIES).toBe(3);
    expect(DEFAULT_RETRY_DELAY_MS).toBe(1000);
  });

  it('waits 1000 ms before each retry and returns the first good reply', async () => {
    const timers = manualTimers();
    const { fetchFn, calls } = scriptedFetch(['drop', 503, 200]);
    const result = retryFetch(fetchFn, 'http://example.test/x', {}, { timers });
    await advance(timers, 999);
    expect(calls).toHaveLength(1);
    await advance(timers, 1);
    expect(calls).toHaveLength(2);
    await advance(timers, 1000);
    const response = await result;
    expect(response.status).toBe(200);
    expect(calls).toHaveLength(3);
  });

  it('after 3 retries returns the last reply, or throws the last network error', async () => {
    const timers = manualTimers();
    const failing = scriptedFetch([500, 500, 500, 502, 200]);
    const replied = retryFetch(failing.fetchFn, 'u', {}, { timers });
    for (let i = 0; i < 3; i += 1) await advance(timers, 1000);
    expect((await replied).status).toBe(502);
    expect(failing.calls).toHaveLength(4);

    const dropping = scriptedFetch(['drop', 'drop', 'drop', 'drop']);
    const thrown = retryFetch(dropping.fetchFn, 'u', {}, { timers, retries: 3 }).catch((e: unknown) => e);
    for (let i = 0; i < 3; i += 1) await advance(timers, 1000);
    expect(await thrown).toEqual(new TypeError('fetch failed'));
    expect(dropping.calls).toHaveLength(4);
  });

  it('does not retry a client error', async () => {
    const { fetchFn, calls } = scriptedFetch([404]);
    expect((await retryFetch(fetchFn, 'u')).status).toBe(404);
    expect(calls).toHaveLength(1);
  });
});
