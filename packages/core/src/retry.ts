/**
 * Retry for requests that are safe to repeat. Only idempotent reads use it (GET /treesponses/{id} and the
 * aggregator GET): repeating a POST could create a second treesponder or treesponse, and a PATCH or PUT that
 * reached the server before the connection dropped must not be replayed blindly.
 */
import type { Timers } from './contracts.js';
import { defaultTimers } from './environment.js';

export const DEFAULT_RETRIES = 3;
export const DEFAULT_RETRY_DELAY_MS = 1000;

export interface RetryOptions {
  /** Extra attempts after the first; default 3. */
  retries?: number;
  /** Wait between attempts in ms; default 1000. */
  delay?: number;
  /** Timers used to wait; default global timers. */
  timers?: Pick<Timers, 'setTimeout'>;
}

/** A reply worth another try: the server is overloaded or failed temporarily. */
function isTransient(response: Response): boolean {
  return response.status >= 500 || response.status === 429;
}

/**
 * fetch with retries: a thrown network error or a 5xx/429 reply is tried again up to `retries` times, `delay` ms
 * apart. Returns the last reply (so the caller's error handling sees a final 5xx) or throws the last network error.
 */
export async function retryFetch(
  fetchFn: typeof globalThis.fetch,
  input: string,
  init: RequestInit = {},
  options: RetryOptions = {},
): Promise<Response> {
  const retries = options.retries ?? DEFAULT_RETRIES;
  const delay = options.delay ?? DEFAULT_RETRY_DELAY_MS;
  const timers = options.timers ?? defaultTimers();
  for (let attempt = 0; ; attempt += 1) {
    const last = attempt >= retries;
    try {
      const response = await fetchFn(input, init);
      if (last || !isTransient(response)) return response;
      // Free the connection of the discarded reply before trying again.
      await response.body?.cancel().catch(() => undefined);
    } catch (error) {
      // An aborted request (deadline passed, caller gave up) is not tried again.
      if (last || init.signal?.aborted) throw error;
    }
    await new Promise<void>((resolve) => timers.setTimeout(resolve, delay));
  }
}
