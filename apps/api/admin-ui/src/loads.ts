/**
 * The loads of the dashboard's figures, some of which take seconds (a view counted from the responses): only the
 * latest view's result is shown (a slow load of a view left meanwhile is dropped when it ends), and live refreshes
 * never pile up (a refresh announced while a load runs waits for it, and any number of them load once).
 */
export type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

export class Loads {
  private generation = 0;
  private running = false;
  private queued: (() => void) | null = null;

  /** Loads a view now; `done` gets the outcome unless another load started meanwhile. */
  start<T>(work: () => Promise<T>, done: (outcome: Outcome<T>) => void): void {
    const mine = ++this.generation;
    this.running = true;
    this.queued = null;
    void work().then(
      (value) => this.finish(mine, () => done({ ok: true, value })),
      (error: unknown) => this.finish(mine, () => done({ ok: false, error })),
    );
  }

  /** Loads the same view again: now when nothing runs, else once the running load has ended. */
  refresh<T>(work: () => Promise<T>, done: (outcome: Outcome<T>) => void): void {
    if (this.running) this.queued = () => this.start(work, done);
    else this.start(work, done);
  }

  private finish(mine: number, report: () => void): void {
    if (mine !== this.generation) return;
    this.running = false;
    report();
    const next = this.queued;
    this.queued = null;
    next?.();
  }
}
