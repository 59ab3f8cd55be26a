/**
 * Next: validate the page (unless forced; the rules of its date, matrix, … questions are waited for when they are not
 * in yet), save it as the page asks (`save: 'await'` by default, `'background'` or `'none'`), then show the next page
 * that is not skipped; on the last page, complete the survey. A page with a registration number always waits for the
 * save, since the server checks the number while saving.
 */
import type { Timers } from '../contracts.js';
import { nextPageIndex } from '../navigation.js';
import type { RrnQuestion } from '../types.js';
import { loadRulesOf } from '../validation.js';
import type { AnswerBook } from './answers.js';
import type { Completion } from './completion.js';
import type { SurveyNews } from './news.js';
import type { PageFlow } from './page-flow.js';
import type { PageOrder } from './page-order.js';
import { saveErrorMessage, type SaveChain } from './persistence.js';
import type { RrnAnswers } from './rrn-answers.js';

/** How long a save may run before the respondent is told that it is still saving (ms). */
export const SLOW_SAVE_MS = 1000;

export interface Submit {
  /** True while a Next waits for its save. */
  readonly submitting: boolean;
  /** True once the save of a Next has run longer than SLOW_SAVE_MS. */
  readonly slow: boolean;
  next(options?: { force?: boolean }): Promise<boolean>;
}

export function createSubmit(parts: {
  order: PageOrder;
  flow: PageFlow;
  book: AnswerBook;
  saves: SaveChain;
  completion: Completion;
  rrn: RrnAnswers;
  news: SurveyNews;
  timers: Timers;
  completeOnLastPage: boolean;
  report(error: unknown, context: string): void;
}): Submit {
  const { order, flow, book, saves, completion, rrn, news, report } = parts;
  let submitting = false;
  let slow = false;
  /** Set synchronously while Next waits for pending hashes, so a double click cannot advance twice. */
  let navigating = false;

  /** Saves and moves on; false when the save failed (the page stays, with its message). */
  async function saveAndMove(finishing: boolean, mode: 'await' | 'background' | 'none', force: boolean): Promise<boolean> {
    const rrnQuestion = flow.visibleQuestions().find((question) => question.type === 'rrn');
    if (finishing && !rrnQuestion) {
      try {
        await completion.completeOnce();
        return true;
      } catch {
        return false;
      }
    }
    if (finishing) completion.mark();
    if (rrnQuestion) {
      // The server checks a registration number while saving: its refusal is the question's message.
      try {
        await saves.save();
      } catch (error) {
        if (finishing) completion.unmark();
        flow.setServerError(rrnQuestion.key, rrn.refusalMessage(rrnQuestion as RrnQuestion, error));
        report(error, 'rrn validation');
        return false;
      }
      if (finishing) {
        completion.finish();
        return true;
      }
    } else if (mode === 'await') {
      try {
        await saves.save();
      } catch (error) {
        saves.error = saveErrorMessage(error);
        report(error, 'save');
        return false;
      }
    } else if (mode === 'background') {
      saves.save().catch((error: unknown) => {
        saves.error = saveErrorMessage(error);
        report(error, 'save');
        news.emit();
      });
    }
    // The page's fields stay editable while it saves: an answer changed meanwhile that breaks a rule keeps the page.
    if (!force && Object.keys(flow.ruleErrors()).length > 0) {
      flow.showAllErrors();
      return false;
    }
    const target = nextPageIndex(order.pages, flow.index, book.context());
    if (target !== null) flow.enter(target);
    return true;
  }

  return {
    get submitting() {
      return submitting;
    },
    get slow() {
      return slow;
    },
    async next(nextOptions = {}) {
      const page = flow.page;
      if (submitting || navigating || page.disableNext) return false;
      navigating = true;
      try {
        // A registration number is hashed asynchronously: validate the hash, not a stale null. The rules of a date,
        // matrix, … question load with its page: a tap before they are in waits for them. Should they fail to load
        // (offline), the page's other rules still apply rather than a Next that never answers.
        await Promise.all([rrn.settled(), loadRulesOf(page).catch((error: unknown) => report(error, 'rules'))]);
      } finally {
        navigating = false;
      }
      if (!nextOptions.force && Object.keys(flow.ruleErrors()).length > 0) {
        flow.showAllErrors();
        news.emit();
        return false;
      }
      const finishing = parts.completeOnLastPage && nextPageIndex(order.pages, flow.index, book.context()) === null;
      if (finishing && (completion.completed || completion.running)) {
        await completion.running;
        return completion.completed;
      }
      flow.storeCalculatedValues();
      submitting = true;
      saves.error = null;
      news.hold();
      news.emit();
      const releaseNews = parts.timers.setTimeout(() => {
        news.release();
        news.emit();
      }, 0);
      const slowNews = parts.timers.setTimeout(() => {
        slow = true;
        news.emit();
      }, SLOW_SAVE_MS);
      try {
        return await saveAndMove(finishing, page.save ?? 'await', nextOptions.force === true);
      } finally {
        parts.timers.clearTimeout(releaseNews);
        parts.timers.clearTimeout(slowNews);
        news.release();
        submitting = false;
        slow = false;
        news.emit();
      }
    },
  };
}
