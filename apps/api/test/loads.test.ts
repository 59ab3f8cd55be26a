import { describe, expect, it } from 'vitest';
import { Loads, type Outcome } from '../admin-ui/src/loads.js';

/** A load that ends when told to. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => ((resolve = ok), (reject = fail)));
  return { promise, resolve, reject };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the loads of the dashboard figures', () => {
  it('shows only the latest view: a slow load of a view left meanwhile is dropped', async () => {
    const loads = new Loads();
    const shown: Outcome<string>[] = [];
    const slow = deferred<string>();
    const fast = deferred<string>();
    loads.start(() => slow.promise, (outcome) => shown.push(outcome));
    loads.start(() => fast.promise, (outcome) => shown.push(outcome));
    fast.resolve('new view');
    await settle();
    slow.resolve('old view');
    await settle();
    expect(shown).toEqual([{ ok: true, value: 'new view' }]);
  });

  it('runs live refreshes one at a time: those announced during a load load once, after it', async () => {
    const loads = new Loads();
    const shown: Outcome<number>[] = [];
    const pending: ReturnType<typeof deferred<number>>[] = [];
    const work = () => {
      const load = deferred<number>();
      pending.push(load);
      return load.promise;
    };
    loads.refresh(work, (outcome) => shown.push(outcome));
    loads.refresh(work, (outcome) => shown.push(outcome));
    loads.refresh(work, (outcome) => shown.push(outcome));
    expect(pending).toHaveLength(1);
    pending[0]!.reject(new Error('the server does not answer'));
    await settle();
    expect(pending).toHaveLength(2);
    pending[1]!.resolve(2);
    await settle();
    expect(pending).toHaveLength(2);
    expect(shown).toEqual([{ ok: false, error: new Error('the server does not answer') }, { ok: true, value: 2 }]);
  });
});
