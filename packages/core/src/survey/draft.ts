/**
 * The draft: the response being filled in, kept in the environment's storage as it is typed (with the survey's
 * `keepDraft` option), so a reload, a closed tab or a save that never arrived loses nothing. A survey started again
 * takes it up (the same response: its id, answers and page); one resuming a response by id takes the draft of that
 * response only. It is dropped once the survey is completed.
 */
import type { KeyValueStorage, Timers } from '../contracts.js';
import type { Treesponse } from '../types.js';
import type { ResponseCell } from './answers.js';
import type { PageFlow } from './page-flow.js';
import type { PageOrder } from './page-order.js';

/** Quiet time after the last change before the draft is written (ms): one write per pause, not per keystroke. */
export const DRAFT_WRITE_DELAY_MS = 300;

/** What storage holds for a draft. */
export interface StoredDraft {
  /** Key of the page shown. */
  page: string;
  /** The response as it was typed (its id is null while it was not saved yet). */
  treesponse: Treesponse;
}

export interface Draft {
  /** True when drafts are kept (the survey's `keepDraft`). */
  readonly enabled: boolean;
  /** The draft in storage, if there is one. */
  read(): StoredDraft | null;
  /** Writes the draft after the next quiet moment. */
  schedule(page: string): void;
  /** Forgets the draft (completed survey). */
  clear(): void;
}

function isStoredDraft(value: unknown): value is StoredDraft {
  if (typeof value !== 'object' || value === null) return false;
  const { page, treesponse } = value as Record<string, unknown>;
  if (typeof page !== 'string' || typeof treesponse !== 'object' || treesponse === null) return false;
  const { id, answers } = treesponse as Record<string, unknown>;
  return (id === null || typeof id === 'string') && typeof answers === 'object' && answers !== null && !Array.isArray(answers);
}

export function createDraft(options: {
  storage: KeyValueStorage;
  timers: Timers;
  projectKey: string;
  response: ResponseCell;
  enabled: boolean;
  report(error: unknown, context: string): void;
}): Draft {
  const { storage, timers, response, report } = options;
  const key = `treesponse:${options.projectKey}:draft`;
  let pending: unknown = null;
  let pendingPage = '';

  function write() {
    pending = null;
    if (response.current.completed) return;
    const draft: StoredDraft = { page: pendingPage, treesponse: response.current };
    try {
      storage.setItem(key, JSON.stringify(draft));
    } catch (error) {
      report(error, 'storage');
    }
  }

  return {
    enabled: options.enabled,
    read() {
      if (!options.enabled) return null;
      try {
        const text = storage.getItem(key);
        const parsed: unknown = text ? JSON.parse(text) : null;
        return isStoredDraft(parsed) ? parsed : null;
      } catch {
        return null;
      }
    },
    schedule(page) {
      if (!options.enabled) return;
      pendingPage = page;
      if (pending !== null) timers.clearTimeout(pending);
      pending = timers.setTimeout(write, DRAFT_WRITE_DELAY_MS);
    },
    clear() {
      if (!options.enabled) return;
      if (pending !== null) timers.clearTimeout(pending);
      pending = null;
      try {
        storage.removeItem(key);
      } catch (error) {
        report(error, 'storage');
      }
    },
  };
}

/**
 * Takes up the draft: the whole response when none is resumed (`resumedId` null), or, when one is, the draft's answers
 * over the resumed ones if the draft is of that response; the draft's page is shown again. True when a draft was taken.
 */
export function takeUpDraft(draft: Draft, resumedId: string | null, parts: { response: ResponseCell; order: PageOrder; flow: PageFlow }): boolean {
  const { response, order, flow } = parts;
  const kept = draft.read();
  if (!kept || (resumedId !== null && kept.treesponse.id !== resumedId)) return false;
  const base = resumedId === null ? kept.treesponse : response.current;
  response.current = {
    ...base,
    completed: false,
    language: response.current.language,
    answers: { ...response.current.answers, ...kept.treesponse.answers },
  };
  const index = order.pages.findIndex((candidate) => candidate.key === kept.page);
  order.adoptResponseSeed(index >= 0 ? index : flow.index);
  if (index >= 0) flow.enter(index);
  return true;
}
