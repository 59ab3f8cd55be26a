/**
 * Addresses inside a definition: a path is a list of property names and list indexes, written as text the way
 * `validateDefinition` writes its problems (`pages[1].sections[0].question.visibleIf`), so a problem finds its element.
 * Every change returns a new definition and leaves the old one untouched (undo keeps the old ones).
 */
export type Path = readonly (string | number)[];

/** A definition as the studio holds it: plain JSON. */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `['pages', 1, 'sections', 0]` → `pages[1].sections[0]`. */
export function pathToString(path: Path): string {
  let text = '';
  for (const part of path) text += typeof part === 'number' ? `[${part}]` : text === '' ? part : `.${part}`;
  return text;
}

/** The inverse of pathToString. */
export function parsePath(text: string): (string | number)[] {
  const parts: (string | number)[] = [];
  for (const match of text.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) parts.push(match[2] !== undefined ? Number(match[2]) : match[1]!);
  return parts;
}

export function getAt(root: unknown, path: Path): unknown {
  let value: unknown = root;
  for (const part of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string | number, unknown>)[part];
  }
  return value;
}

/** A copy of `root` with `value` at `path`; `undefined` removes a property (a list item is removed by removeAt). */
export function setAt<T>(root: T, path: Path, value: unknown): T {
  if (path.length === 0) return value as T;
  const [head, ...rest] = path;
  const container: unknown = root;
  if (Array.isArray(container)) {
    const copy = [...container];
    copy[head as number] = setAt(copy[head as number], rest, value);
    return copy as T;
  }
  const copy: Record<string, unknown> = isObject(container) ? { ...container } : {};
  const next = setAt(copy[head as string], rest, value);
  if (next === undefined) delete copy[head as string];
  else copy[head as string] = next;
  return copy as T;
}

/** `path` starts with `prefix`. */
export function startsWith(path: Path, prefix: Path): boolean {
  return prefix.length <= path.length && prefix.every((part, i) => path[i] === part);
}
