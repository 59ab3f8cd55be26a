/**
 * Every string of a text tree (the app's texts, the methodology texts, the result e-mail's), for the typography tests
 * of each language.
 */

/** A stand-in for any argument of a text function: a string wherever it is read. */
const anything: unknown = new Proxy(() => 'X', {
  get: (_target, key) => (key === Symbol.toPrimitive ? () => 'X' : key === 'length' ? 1 : anything),
  apply: () => 'X',
});

/** Every string of a text tree, with its path; text functions are called with stand-in arguments. */
export function strings(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value === 'function') {
    try {
      return strings((value as (...args: unknown[]) => unknown)(anything, anything, anything), `${path}()`);
    } catch {
      return [];
    }
  }
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, child]) => strings(child, `${path}.${key}`));
  return [];
}
