/**
 * The one place where the engine's surroundings get their defaults. Everything else receives an `Environment`.
 */
import type { Environment, KeyValueStorage, ListableStorage, Timers } from './contracts.js';

/** Deadline of one API call, retries included (createHttpApi's `timeoutMs`). */
export const DEFAULT_REQUEST_TIMEOUT_MS = 20_000;
/** Deadline of one file upload to storage (createHttpApi's `uploadTimeoutMs`). */
export const DEFAULT_UPLOAD_TIMEOUT_MS = 300_000;

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A storage that lives in memory only; used when no browser storage is usable. */
export function createMemoryStorage(initial?: Record<string, string>): ListableStorage {
  const map = new Map<string, string>(Object.entries(initial ?? {}));
  return {
    get length() {
      return map.size;
    },
    key: (index) => [...map.keys()][index] ?? null,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => {
      map.set(key, String(value));
    },
    removeItem: (key) => {
      map.delete(key);
    },
  };
}

/** `localStorage` when it exists and can be read (it throws in some privacy modes), else null. */
export function browserStorage(): ListableStorage | null {
  try {
    const candidate = (globalThis as { localStorage?: ListableStorage }).localStorage;
    if (candidate) {
      candidate.getItem('treesponse:probe');
      return candidate;
    }
  } catch {
    // Access itself can throw (blocked cookies, sandboxed frames).
  }
  return null;
}

/** `localStorage` when it is usable, else memory. */
function defaultStorage(): KeyValueStorage {
  return browserStorage() ?? createMemoryStorage();
}

/** The global timers, wrapped (also the fallback of the standalone helpers retryFetch and computeChecksum). */
export function defaultTimers(): Timers {
  return {
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
    now: () => Date.now(),
  };
}

/** Random id from [A-Za-z0-9], using crypto randomness when available. */
export function randomId(length: number): string {
  const bytes = new Uint8Array(length);
  const cryptoApi = (globalThis as { crypto?: Crypto }).crypto;
  if (cryptoApi?.getRandomValues) {
    cryptoApi.getRandomValues(bytes);
  } else {
    for (let i = 0; i < length; i += 1) bytes[i] = Math.floor(Math.random() * 256);
  }
  let id = '';
  // 248 is the largest multiple of 62 below 256; for ids (not secrets) the tiny bias of modulo is acceptable.
  for (const byte of bytes) id += ID_ALPHABET[byte % ID_ALPHABET.length];
  return id;
}

function defaultOnError(error: unknown, context: string): void {
  console.error(`[treesponse] ${context}:`, error);
}

/**
 * Fill in the parts of the environment a host did not provide: global fetch, localStorage when usable
 * (else memory), global timers, crypto random ids and console error reporting.
 */
export function resolveEnvironment(partial: Partial<Environment> = {}): Environment {
  return {
    fetch: partial.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    storage: partial.storage ?? defaultStorage(),
    timers: partial.timers ?? defaultTimers(),
    randomId: partial.randomId ?? randomId,
    onError: partial.onError ?? defaultOnError,
  };
}
