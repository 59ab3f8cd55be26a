/**
 * The survey's state as a front end reads it: one immutable object per change, built from the parts.
 */
import type { TreesponseApi, ValidationErrors } from '../contracts.js';
import { nextPageIndex, pageProgress, previousPageIndex } from '../navigation.js';
import type { Translator } from '../translator.js';
import type { FullSurveyState } from '../survey.js';
import type { AiFeedbackRequests } from './ai-feedback-requests.js';
import type { AnswerBook, ResponseCell } from './answers.js';
import type { Completion } from './completion.js';
import type { LazyPart } from './lazy-part.js';
import type { Likes } from './likes.js';
import type { PageFlow } from './page-flow.js';
import type { PageOrder } from './page-order.js';
import type { SaveChain } from './persistence.js';
import type { RrnAnswers } from './rrn-answers.js';
import type { Submit } from './submit.js';
import type { Uploads } from './uploads.js';

export interface SurveyParts {
  api: TreesponseApi;
  translator: Translator;
  response: ResponseCell;
  book: AnswerBook;
  order: PageOrder;
  flow: PageFlow;
  saves: SaveChain;
  completion: Completion;
  submit: Submit;
  rrn: RrnAnswers;
  uploads: LazyPart<Uploads>;
  ai: AiFeedbackRequests;
  likes: LazyPart<Likes>;
  /** True while a resumed response is being loaded. */
  loading(): boolean;
  /** True when the answers are kept on the device as they are typed (`keepDraft`). */
  draftKept: boolean;
}

export function buildSurveyState(parts: SurveyParts): FullSurveyState {
  const { book, flow, translator } = parts;
  const ruleErrors = flow.ruleErrors();
  const serverErrors = flow.serverErrors;
  const errors: ValidationErrors = {};
  for (const [key, message] of Object.entries({ ...ruleErrors, ...serverErrors })) {
    if (flow.isShown(key) || serverErrors[key]) errors[key] = book.translate(message);
  }
  const context = book.context();
  const pages = parts.order.pages;
  const pageIndex = flow.index;
  const saveError = parts.saves.error;
  return {
    language: translator.language,
    pages,
    pageIndex,
    page: flow.page,
    isFirstPage: previousPageIndex(pages, pageIndex, context) === null,
    isLastPage: nextPageIndex(pages, pageIndex, context) === null,
    progress: pageProgress(pages, pageIndex, context),
    treesponse: parts.response.current,
    treesponder: parts.saves.treesponder,
    errors,
    pageValid: Object.keys(ruleErrors).length === 0,
    submitting: parts.submit.submitting,
    savingSlowly: parts.submit.slow,
    completed: parts.completion.completed,
    saveError: saveError ? book.translate(saveError) + (parts.draftKept ? ` ${translator.t('save.keptOnDevice')}` : '') : null,
    waitingToSend: parts.api.syncStatus ? parts.api.syncStatus().pending : null,
    uploads: parts.uploads.loaded?.view(book.translate) ?? {},
    aiFeedback: parts.ai.view(translator),
    likes: parts.likes.loaded?.states ?? {},
    loading: parts.loading(),
    rrnDigits: parts.rrn.digits,
    computed: book.computed(),
  };
}
