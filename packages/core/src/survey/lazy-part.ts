/**
 * A part of the survey loaded on first use (uploads, likes, the offline transport, the response's wire form): a survey
 * that never uses it never loads it. A load that failed is tried again on the next use.
 */
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
      loading ??= load().then(
        (loaded) => (part = loaded),
        (error: unknown) => {
          // A load that failed (e.g. the network was down) is tried again by the next call.
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
  };
}
