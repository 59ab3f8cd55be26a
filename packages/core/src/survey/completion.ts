/**
 * Completing the survey: the response marked completed (skipped answers dropped first), saved, then `completed` set
 * and `onComplete` called, once. A second call while it saves waits for the first; a failed save leaves the response
 * not completed, so the respondent may try again.
 */
import type { Treesponse } from '../types.js';
import type { ResponseCell } from './answers.js';
import { withCompletionData, type CompletionData } from './lifecycle-hooks.js';
import { saveErrorMessage, type SaveChain } from './persistence.js';

export interface Completion {
  /** True once the completed response has been saved. */
  readonly completed: boolean;
  /** The running completion, or null. */
  readonly running: Promise<void> | null;
  /** Marks the response completed without saving it. */
  mark(): void;
  /** Takes the mark back (the save that should have followed failed). */
  unmark(): void;
  /** After the completed response has been saved: `completed`, then `onComplete`. */
  finish(): void;
  /** Marks, saves and finishes; runs once even when called again while it is saving. */
  completeOnce(): Promise<void>;
}

export function createCompletion(options: {
  response: ResponseCell;
  saves: SaveChain;
  /** Checks the whole definition and drops skipped answers before the response is marked completed. */
  prepare(): void;
  /** Answers and results added to the response as it is marked completed (before its rules run and it is saved). */
  onCompleting?: (treesponse: Readonly<Treesponse>) => CompletionData | void;
  onComplete?: (treesponse: Readonly<Treesponse>) => void;
  report(error: unknown, context: string): void;
  emit(): void;
}): Completion {
  const { response, saves, emit, report } = options;
  let completed = false;
  let running: Promise<void> | null = null;

  const completion: Completion = {
    get completed() {
      return completed;
    },
    get running() {
      return running;
    },
    mark() {
      // Read after the call: the app may act on the survey from it (show its result page, say).
      const data = options.onCompleting?.(response.current);
      response.current = withCompletionData(response.current, data);
      options.prepare();
      response.current = { ...response.current, completed: true };
    },
    unmark() {
      response.current = { ...response.current, completed: false };
    },
    finish() {
      completed = true;
      emit();
      try {
        options.onComplete?.(response.current);
      } catch (error) {
        report(error, 'onComplete');
      }
    },
    completeOnce() {
      if (running) return running;
      completion.mark();
      saves.error = null;
      emit();
      running = saves
        .save()
        .then(completion.finish, (error: unknown) => {
          completion.unmark();
          saves.error = saveErrorMessage(error);
          report(error, 'save');
          emit();
          throw error;
        })
        .finally(() => {
          running = null;
        });
      return running;
    },
  };
  return completion;
}
