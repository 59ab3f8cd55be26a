/** Small survey definitions and environments shared by the tests. */
import type { Environment, Timers } from '../../src/contracts.js';
import { createMemoryStorage } from '../../src/environment.js';
import type { PageDefinition, Question, SurveyDefinition } from '../../src/types.js';

export function page(key: string, order: number, questions: Question[] = [], extra: Partial<PageDefinition> = {}): PageDefinition {
  return { key, order, sections: questions.map((question) => ({ type: 'question' as const, question })), ...extra };
}

export function survey(pages: PageDefinition[], extra: Partial<SurveyDefinition> = {}): SurveyDefinition {
  return { key: 'test-survey', pages, ...extra };
}

/** Timers driven by the test: nothing fires until `advance` is called. */
export interface ManualTimers extends Timers {
  advance(ms: number): void;
  pending(): number;
}

export function manualTimers(): ManualTimers {
  let now = 0;
  let nextId = 1;
  const queue = new Map<number, { at: number; callback: () => void }>();
  return {
    setTimeout(callback, ms) {
      const id = nextId++;
      queue.set(id, { at: now + ms, callback });
      return id;
    },
    clearTimeout(handle) {
      queue.delete(handle as number);
    },
    now: () => now,
    advance(ms) {
      const until = now + ms;
      for (;;) {
        const due = [...queue.entries()].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        queue.delete(due[0]);
        now = due[1].at;
        due[1].callback();
      }
      now = until;
    },
    pending: () => queue.size,
  };
}

/** Waits this long or longer are request deadlines: they run on the real clock. */
const DEADLINE_MS = 5000;

/**
 * Timers that run a callback on the next macrotask whatever the delay (for code paths that only yield), except
 * request deadlines, which keep their real length so a call is not aborted before its reply.
 */
export const immediateTimers: Timers = {
  setTimeout: (callback, ms) =>
    ms >= DEADLINE_MS ? { deadline: setTimeout(callback, ms) } : { immediate: setImmediate(callback) },
  clearTimeout: (handle) => {
    const timer = handle as { deadline?: ReturnType<typeof setTimeout>; immediate?: NodeJS.Immediate };
    if (timer.deadline) clearTimeout(timer.deadline);
    if (timer.immediate) clearImmediate(timer.immediate);
  },
  now: () => Date.now(),
};

/** An environment that touches no globals and collects reported errors. */
export function testEnvironment(overrides: Partial<Environment> = {}): Partial<Environment> & { reported: { error: unknown; context: string }[] } {
  const reported: { error: unknown; context: string }[] = [];
  return {
    storage: createMemoryStorage(),
    timers: immediateTimers,
    onError: (error, context) => reported.push({ error, context }),
    fetch: () => Promise.reject(new Error('fetch is not available in this test')),
    ...overrides,
    reported,
  };
}
