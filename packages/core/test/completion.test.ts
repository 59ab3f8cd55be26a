import { describe, expect, it } from 'vitest';
import { createMemoryStorage, createSurvey, type SurveyDefinition, type Treesponse } from '../src/index.js';
import { createHttpApi } from '../src/http-api.js';
import { useContractServer } from './support/contract-server.js';
import { page, survey, testEnvironment } from './support/fixtures.js';

const contractServer = useContractServer({ projectKey: 'proj' });

const definition: SurveyDefinition = survey([
  page('intro', 1, [{ key: 'name', type: 'string', required: true }]),
  page('last', 2, [
    { key: 'pet', type: 'radio', options: [{ value: 'cat' }, { value: 'dog' }] },
    { key: 'pet_name', type: 'string', skip: "{pet} != 'dog'" },
  ]),
]);

function start(extra: Partial<Parameters<typeof createSurvey>[0]> = {}) {
  const environment = testEnvironment({ storage: createMemoryStorage(), fetch: (input, init) => fetch(input, init) });
  const api = createHttpApi({ host: contractServer().origin, projectKey: 'proj', environment });
  const completions: Treesponse[] = [];
  const s = createSurvey({ definition, api, projectKey: 'proj', environment, onComplete: (t) => completions.push(t), ...extra });
  return { s, environment, completions };
}

const calls = () => contractServer().requests.map((r) => `${r.method} ${r.path.replace(/treesponses\/[^/]+/, 'treesponses/:id')}`);
const lastBody = () => JSON.parse(contractServer().requests.at(-1)!.body) as Record<string, unknown>;

describe('completion', () => {
  it("Next on the last page completes: saved as completed once, then 'completed' and onComplete", async () => {
    const { s, completions } = start();
    s.setAnswer('name', 'Ann');
    expect(await s.next()).toBe(true);
    expect(s.getState()).toMatchObject({ isLastPage: true, completed: false });
    s.setAnswer('pet', 'cat');
    s.setAnswer('pet_name', 'Rex'); // skipped: dropped when completed
    const seen: boolean[] = [];
    s.subscribe(() => seen.push(s.getState().completed));
    expect(await s.next()).toBe(true);
    expect(calls()).toEqual(['POST /api/v1/treesponders', 'POST /api/v1/treesponses', 'PATCH /api/v1/treesponses/:id']);
    expect(lastBody()).toMatchObject({ completed: true, answers: { name: 'Ann', pet: 'cat' } });
    expect(lastBody().answers).not.toHaveProperty('pet_name');
    expect(s.getState()).toMatchObject({ completed: true, pageIndex: 1, submitting: false });
    expect(seen.at(-1)).toBe(true);
    expect(completions).toHaveLength(1);
    expect(completions[0]).toMatchObject({ completed: true, id: s.getState().treesponse.id });

    // Pressing Next again, or calling complete(), sends nothing more.
    expect(await s.next()).toBe(true);
    await s.complete();
    expect(calls()).toHaveLength(3);
    expect(completions).toHaveLength(1);
  });

  it('a double click on the last Next completes once', async () => {
    const { s, completions } = start();
    s.setAnswer('name', 'Ann');
    await s.next();
    await Promise.all([s.next(), s.next(), s.complete()]);
    expect(calls().filter((call) => call.startsWith('PATCH'))).toHaveLength(1);
    expect(completions).toHaveLength(1);
  });

  it('a failed completion keeps the respondent on the page, not completed, and can be retried', async () => {
    const { s, completions, environment } = start();
    s.setAnswer('name', 'Ann');
    await s.next();
    contractServer().failNext('PATCH', '/api/v1/treesponses', 500, { error: 'down' });
    expect(await s.next()).toBe(false);
    expect(s.getState()).toMatchObject({ completed: false, saveError: 'Kon niet worden opgeslagen. Je antwoorden zijn bewaard; probeer het opnieuw.' });
    expect(s.getState().treesponse.completed).toBe(false);
    expect(completions).toHaveLength(0);
    expect(environment.reported.map((entry) => entry.context)).toEqual(['save']);
    expect(await s.next()).toBe(true);
    expect(s.getState()).toMatchObject({ completed: true, saveError: null });
    expect(completions).toHaveLength(1);
  });

  it('with completeOnLastPage: false the last Next only saves; complete() finishes it', async () => {
    const { s, completions } = start({ completeOnLastPage: false });
    s.setAnswer('name', 'Ann');
    await s.next();
    expect(await s.next()).toBe(true);
    expect(lastBody()).toMatchObject({ completed: false });
    expect(s.getState().completed).toBe(false);
    await s.complete();
    expect(lastBody()).toMatchObject({ completed: true });
    expect(completions).toHaveLength(1);
  });

  it('a controller destroyed and subscribed to again (React StrictMode) keeps updating its listeners', async () => {
    const { s } = start();
    const first: string[] = [];
    const unsubscribe = s.subscribe(() => first.push('first'));
    unsubscribe();
    s.destroy();
    const second: unknown[] = [];
    s.subscribe(() => second.push(s.getAnswer('name')));
    s.setAnswer('name', 'Ann');
    expect(second).toEqual(['Ann']);
    expect(first).toEqual([]);
    expect(await s.next()).toBe(true);
    expect(s.getState().page.key).toBe('last');
  });

  it('after destroy() without a new subscriber nobody is called', () => {
    const { s } = start();
    const seen: string[] = [];
    s.subscribe(() => seen.push('x'));
    s.destroy();
    s.setAnswer('name', 'Ann');
    expect(seen).toEqual([]);
    expect(s.getAnswer('name')).toBe('Ann');
  });
});
