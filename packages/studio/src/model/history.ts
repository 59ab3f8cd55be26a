/**
 * Undo and redo: every change pushes the new definition; the old ones are kept (they are never mutated, so this
 * costs one reference per step). Plain values in, plain values out.
 */
export interface History<T> {
  past: readonly T[];
  present: T;
  future: readonly T[];
}

/** Steps kept for undo; older ones are dropped. */
export const HISTORY_LIMIT = 200;

export const createHistory = <T>(present: T): History<T> => ({ past: [], present, future: [] });

/** A new present; the redo steps are dropped. A change to the same value is no step. */
export function pushHistory<T>(history: History<T>, present: T): History<T> {
  if (Object.is(present, history.present)) return history;
  return { past: [...history.past, history.present].slice(-HISTORY_LIMIT), present, future: [] };
}

export function undo<T>(history: History<T>): History<T> {
  const previous = history.past[history.past.length - 1];
  if (history.past.length === 0) return history;
  return { past: history.past.slice(0, -1), present: previous as T, future: [history.present, ...history.future] };
}

export function redo<T>(history: History<T>): History<T> {
  if (history.future.length === 0) return history;
  const [next, ...future] = history.future;
  return { past: [...history.past, history.present], present: next as T, future };
}
