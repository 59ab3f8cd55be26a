/**
 * What an app plugs into the survey's lifecycle without taking it over: where the page shown is kept for a resume
 * (`ResumeStore`), and what a completion adds to the response before it is saved (`CompletionData`).
 */
import type { KeyValueStorage } from '../contracts.js';
import type { Answers, Treesponse } from '../types.js';

/**
 * Where the page shown is kept per response, so that a resume (with the survey's `resumePage` option) shows it again.
 * The default keeps it in the environment's storage; an app that already keeps its own record of the running
 * response passes that record here, so the device holds one resume record, not two.
 */
export interface ResumeStore {
  /** The key of the page last shown of response `id`, or undefined when none is kept. */
  pageOf(id: string): string | undefined;
  /** The page `pageKey` of response `id` was entered. */
  remember(id: string, pageKey: string): void;
}

/** The default ResumeStore: one storage entry per response, `treesponse:{projectKey}:page:{id}`. */
export function storageResumeStore(storage: KeyValueStorage, projectKey: string, report: (error: unknown, context: string) => void): ResumeStore {
  const keyOf = (id: string) => `treesponse:${projectKey}:page:${id}`;
  return {
    pageOf(id) {
      try {
        return storage.getItem(keyOf(id)) ?? undefined;
      } catch {
        return undefined;
      }
    },
    remember(id, pageKey) {
      try {
        storage.setItem(keyOf(id), pageKey);
      } catch (error) {
        report(error, 'storage');
      }
    },
  };
}

/** Answers and results a completion adds to the response (the survey's `onCompleting`). */
export interface CompletionData {
  answers?: Answers;
  results?: Record<string, unknown>;
}

/** The response with a completion's answers and results added (results replace the earlier ones). */
export function withCompletionData(treesponse: Treesponse, data: CompletionData | void): Treesponse {
  if (!data) return treesponse;
  return {
    ...treesponse,
    ...(data.answers ? { answers: { ...treesponse.answers, ...data.answers } } : {}),
    ...(data.results ? { results: { ...data.results } } : {}),
  };
}
