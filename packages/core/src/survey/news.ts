/**
 * Who hears of a survey's changes: listeners added with `subscribe`, told after every change. A submit holds the news
 * during its first task, so a save that answers at once (the offline journal) shows the next page without first
 * drawing this one as submitted; `destroy` silences everything until someone subscribes again.
 */
export interface SurveyNews {
  subscribe(listener: () => void): () => void;
  /** Something changed: drop the cached snapshot and tell the listeners (unless held or destroyed). */
  emit(): void;
  /** Holds the news until `release()` (or the next task, whichever comes first). */
  hold(): void;
  release(): void;
  /** Drops every listener; later changes are not told until a new subscription. */
  destroy(): void;
  readonly destroyed: boolean;
}

export function createSurveyNews(onChange: () => void): SurveyNews {
  const listeners = new Set<() => void>();
  let held = false;
  let destroyed = false;
  const news: SurveyNews = {
    subscribe(listener) {
      // Subscribing again after destroy() revives the survey (React StrictMode unmounts and mounts once more).
      destroyed = false;
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit() {
      if (destroyed) return;
      onChange();
      if (held) return;
      for (const listener of [...listeners]) listener();
    },
    hold() {
      held = true;
    },
    release() {
      held = false;
    },
    destroy() {
      listeners.clear();
      destroyed = true;
    },
    get destroyed() {
      return destroyed;
    },
  };
  return news;
}
