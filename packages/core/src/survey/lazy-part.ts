/** A part of the survey loaded on first use (uploads, likes, AI feedback): a survey that never uses it never loads it. */
export interface LazyPart<T> {
  /** The part once loaded, else undefined. */
  readonly loaded: T | undefined;
  /** Loads the part once; later calls get the same promise. */
  load(): Promise<T>;
}

export function lazyPart<T>(load: () => Promise<T>): LazyPart<T> {
  let part: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    get loaded() {
      return part;
    },
    load() {
      loading ??= load().then((loaded) => (part = loaded));
      return loading;
    },
  };
}
