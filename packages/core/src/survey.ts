/**
 * The survey controller: one running survey's state (answers, page, validation, saving, uploads, AI feedback,
 * likes) behind a small subscribe/getState interface that any front end can bind to. `createSurvey` composes the
 * parts in `survey/`: answers and conditions (`answers.ts`, `page-rules.ts`), navigation and state (`page-order.ts`,
 * `page-flow.ts`, `submit.ts`), persistence (`persistence.ts`, `completion.ts`, `resume.ts`) and the optional
 * features (`uploads.ts`, `ai-feedback-requests.ts`, `likes.ts`, `rrn-answers.ts`).
 */
import type { Environment, SurveyController, SurveyState, TreesponseApi } from './contracts.js';
import { InvalidDefinitionError, inspectDefinition, type DefinitionProblem, type QuestionTypeRegistry } from './definition.js';
import { resolveEnvironment } from './environment.js';
import { NotAuthorizedError, UnknownQuestionTypeError, UnknownSectionTypeError } from './errors.js';
import type { ExpressionValue } from './expression.js';
import { assertPageIndex, firstPageIndex, previousPageIndex, sortPages } from './navigation.js';
import { createTranslator } from './translator.js';
import { createTreesponderStore } from './treesponder-store.js';
import type { AnswerValue, Answers, ConditionContext, Language, PageDefinition, Question, SurveyDefinition, Treesponse } from './types.js';
import { QUESTION_TYPES } from './types.js';
import { clampSliderValue, loadRulesOf, parseLocaleNumber } from './validation.js';
import { createAiFeedbackRequests } from './survey/ai-feedback-requests.js';
import { createAnswerBook, emptyTreesponse, type ResponseCell } from './survey/answers.js';
import { createCompletion } from './survey/completion.js';
import { lazyPart } from './survey/lazy-part.js';
import { createSurveyLanguage, declaredLanguageOf } from './survey/language.js';
import { createSurveyNews } from './survey/news.js';
import { createPageFlow } from './survey/page-flow.js';
import { createPageOrder } from './survey/page-order.js';
import { withoutSkippedAnswers } from './survey/page-rules.js';
import { createSaveChain } from './survey/persistence.js';
import { createShownPages } from './survey/shown-pages.js';
import { storageResumeStore, type CompletionData, type ResumeStore } from './survey/lifecycle-hooks.js';
import { createDraft, takeUpDraft } from './survey/draft.js';
import { createRrnAnswers } from './survey/rrn-answers.js';
import { buildSurveyState } from './survey/snapshot.js';
import { createSurveyViews } from './survey/views.js';
import { createSubmit } from './survey/submit.js';

export interface SurveyOptions {
  /** Pages, sections and questions of the survey. */
  definition: SurveyDefinition;
  /** Where responses go: createHttpApi(...) or createOfflineApi(). */
  api: TreesponseApi;
  /**
   * Starting language (any BCP 47 tag); default the definition's `defaultLanguage`, else its first language, else
   * 'nl'. When the definition declares `languages`, one of them (or a regional form): another is refused, the default
   * language is used and an UndeclaredLanguageError reported (context 'language').
   */
  language?: Language;
  /** fetch, storage, timers, random ids and error reporting; defaults from resolveEnvironment. */
  environment?: Partial<Environment>;
  /** Project key; names the storage slot of the treesponder. Default the survey's key. */
  projectKey?: string;
  /** The page's query string, stored with the response (a leading '?' is removed). */
  query?: string;
  /** Base address of the likes aggregator (GET {aggregatorUrl}/{treesponseId}). */
  aggregatorUrl?: string;
  /** Resume this treesponse: its answers, results, uploads and special fields are loaded. */
  resumeId?: string;
  /**
   * Remember the page shown (in the environment's storage, per response) and, with `resumeId`, show it again instead
   * of the first page; a response saved elsewhere falls back to its last page visit.
   */
  resumePage?: boolean;
  /** Where `resumePage` keeps the page shown per response; default the environment's storage. */
  resumeStore?: ResumeStore;
  /** Answers to start with (e.g. from the address). */
  initialAnswers?: Answers;
  /** Reports handled errors (failed likes, missing translations, storage problems); overrides environment.onError. */
  onError?: (error: unknown, context: string) => void;
  /**
   * Keep the answers of questions that are skipped when the response is completed. By default `setCompleted()`
   * removes them (their answers, derived `{key}_…` answers, special fields and uploads), so they are not submitted.
   */
  keepSkippedAnswers?: boolean;
  /** Custom question types: how their answers are validated. Their components are the front end's. */
  questionTypes?: QuestionTypeRegistry;
  /**
   * What Next does on the last page: `true` (default) completes the survey (`complete()`: marks it completed, saves
   * it and calls `onComplete`); `false` only saves, for surveys that finish in their own way.
   */
  completeOnLastPage?: boolean;
  /**
   * Called as the response is marked completed (by `complete()`, the last page's Next or `setCompleted()`), before
   * its rules drop skipped answers and before it is saved: the answers and results returned are saved with it.
   */
  onCompleting?: (treesponse: Readonly<Treesponse>) => CompletionData | void;
  /** Called once, after the completed treesponse has been saved. */
  onComplete?: (treesponse: Readonly<Treesponse>) => void;
  /**
   * Keep the answers on the device (in the environment's storage) as they are typed, so answers of a page not
   * submitted yet survive a reload, a closed tab and a save that failed; the draft is dropped when the survey is
   * completed. Off by default: on a shared device, answers stay on it until then.
   */
  keepDraft?: boolean;
}

/** Extra state the core offers beyond the shared SurveyState shape. */
export interface SurveyStateExtras {
  /** True while a resumed treesponse, or the engine's texts of the starting language, are being loaded. */
  loading: boolean;
  /** Digits typed into registration-number questions (never saved; only their hash is). */
  rrnDigits: Record<string, string>;
  /** The definition's computed values for the current answers. */
  computed: Record<string, ExpressionValue>;
}

export type FullSurveyState = SurveyState & SurveyStateExtras;

export interface FullSurveyController extends SurveyController {
  getState(): FullSurveyState;
  conditionContext(): ConditionContext;
  /** Load a saved treesponse by id with the stored treesponder's token. */
  resume(id: string): Promise<void>;
  /**
   * Settles when the resume requested in the options has finished and the engine's texts of the starting language
   * are in (at once when there is nothing to wait for).
   */
  ready(): Promise<void>;
}

/** Throws on an unknown section or question type of a page (groups included). */
function assertKnownTypes(page: PageDefinition, questionTypes: QuestionTypeRegistry): void {
  const check = (question: Question) => {
    if (!QUESTION_TYPES.includes(question.type as never) && !Object.prototype.hasOwnProperty.call(questionTypes, question.type)) {
      throw new UnknownQuestionTypeError(String(question.type));
    }
    if (question.type === 'group') question.questions.forEach(check);
  };
  for (const section of page.sections) {
    if (section.type === 'question') check(section.question);
    else if (section.type === 'group') section.questions.forEach(check);
    else if (section.type !== 'content') throw new UnknownSectionTypeError(String((section as { type: unknown }).type));
  }
}

/** The liked options after a click on one: added when not liked yet, else removed. */
export function toggledLikes(current: AnswerValue | undefined, optionId: string | number): string[] | number[] {
  const liked = Array.isArray(current) ? ([...current] as (string | number)[]) : [];
  const position = liked.indexOf(optionId);
  if (position >= 0) liked.splice(position, 1);
  else liked.push(optionId);
  return liked as string[] | number[];
}

/**
 * Reads the frame of the definition (every page's key, order and conditions, the computed values) and the first
 * page; every other page is read and checked on the way to it, so creating a long survey costs no more than a short
 * one (`validateDefinition` checks everything at once). Throws an InvalidDefinitionError for a problem.
 */
function readDefinition(definition: SurveyDefinition, questionTypes: QuestionTypeRegistry, rulesLoaded: () => void) {
  const sortedPages = sortPages(definition.pages);
  if (sortedPages.length === 0) throw new RangeError('A survey needs at least one page');
  const inspection = inspectDefinition(definition, { questionTypes });
  /** Checks a page (or, without a key, every page) not checked yet, throwing on a problem; then loads its lazy rules. */
  const check = (pageKey?: string, problems: DefinitionProblem[] = []) => {
    problems.push(...inspection.check(pageKey));
    if (problems.length > 0) throw new InvalidDefinitionError(problems);
    for (const page of pageKey === undefined ? [] : sortedPages) if (page.key === pageKey) loadRulesOf(page).then((loaded) => loaded && rulesLoaded(), () => undefined);
  };
  assertKnownTypes(sortedPages[0]!, questionTypes);
  check(sortedPages[0]!.key, [...inspection.problems, ...inspection.check(null)]);
  return { sortedPages, inspection, check };
}

/** Create a running survey. */
export function createSurvey(options: SurveyOptions): FullSurveyController {
  const environment = resolveEnvironment({
    ...options.environment,
    ...(options.onError ? { onError: options.onError } : {}),
  });
  const { api, definition } = options;
  const report = (error: unknown, context: string) => {
    try {
      environment.onError(error, context);
    } catch {
      // A failing reporter must not break the survey.
    }
  };
  const questionTypes = options.questionTypes ?? {};
  const { sortedPages, inspection, check } = readDefinition(definition, questionTypes, () => emit());

  const declaredLanguage = declaredLanguageOf(definition, report);
  const language: Language = declaredLanguage(options.language ?? definition.defaultLanguage ?? definition.languages?.[0] ?? 'nl');
  const translator = createTranslator({
    language,
    translations: definition.translations,
    fallbackLanguage: definition.fallbackLanguage ?? definition.defaultLanguage ?? 'en',
    onError: report,
  });
  const projectKey = options.projectKey ?? definition.key;

  // Every change goes through news.emit(), which drops the cached snapshot.
  let snapshot: FullSurveyState | null = null;
  const news = createSurveyNews(() => {
    snapshot = null;
  });
  const emit = news.emit;
  const response: ResponseCell = {
    current: emptyTreesponse({ language, surveyVersion: definition.version, query: options.query, answers: options.initialAnswers }),
  };
  const { storage, timers } = environment;
  const draft = createDraft({ storage, timers, projectKey, response, enabled: options.keepDraft === true, report });
  const order = createPageOrder({ sortedPages, response, randomId: environment.randomId });
  const book = createAnswerBook({ definition, inspection, translator, response });
  const saves = createSaveChain({
    api,
    definition,
    response,
    store: createTreesponderStore(environment.storage, projectKey, report),
    computed: book.computed,
    emit,
    randomId: environment.randomId,
  });
  const shownPages = createShownPages({
    store: options.resumeStore ?? storageResumeStore(environment.storage, projectKey, report),
    response,
    enabled: Boolean(options.resumePage),
  });
  const flow = createPageFlow({ order, book, response, questionTypes, checkPage: check, onEnter: shownPages.remember });
  const rrn = createRrnAnswers({ translator, write: book.write, report, emit });
  const completion = createCompletion({
    response,
    saves,
    prepare() {
      // Completing evaluates the rules of every page (answers of skipped questions are dropped).
      check();
      if (options.keepSkippedAnswers) return;
      const { treesponse, dropped } = withoutSkippedAnswers(response.current, order.pages, book.context());
      response.current = treesponse;
      rrn.clear(dropped);
    },
    onCompleting: options.onCompleting,
    onComplete(treesponse) {
      draft.clear();
      options.onComplete?.(treesponse);
    },
    report,
    emit,
  });
  const completeOnLastPage = options.completeOnLastPage !== false;
  const submit = createSubmit({ order, flow, book, saves, completion, rrn, news, timers, completeOnLastPage, report });
  const features = { api, timers, response, ensureTreesponder: saves.ensureTreesponder, report, emit };
  // Uploads and likes are loaded on first use; AI feedback loads its request when the first pause ends.
  const uploads = lazyPart(() => import('./survey/uploads.js').then(({ createUploads }) => createUploads({ ...features, question: book.question })));
  const ai = createAiFeedbackRequests({ ...features, isDestroyed: () => news.destroyed });
  const likes = lazyPart(() =>
    import('./survey/likes.js').then(({ createLikes }) =>
      createLikes({ ...features, question: book.question, write: book.write, aggregatorUrl: options.aggregatorUrl, save: saves.save }),
    ),
  );
  const surveyLanguage = createSurveyLanguage({ translator, response, emit, report });
  let resuming = false;
  const loading = () => resuming || surveyLanguage.loading;
  const parts = { api, translator, response, book, order, flow, saves, completion, submit, rrn, uploads, ai, likes, loading, draftKept: draft.enabled };
  /** Stops the transport's news of saves waiting to be sent; set while someone listens. */
  let stopSyncNews: (() => void) | undefined;
  const rules = loadRulesOf(sortedPages[0]!).then((loaded) => void (loaded && emit()), (error: unknown) => report(error, 'rules'));
  let ready: Promise<void> = Promise.all([surveyLanguage.started, rules]).then(() => undefined);

  const views = createSurveyViews({
    book,
    text: (value) => book.pipe(translator.text(value)),
    value: (key) => controller.getAnswer(key),
    error: (key) => controller.getState().errors[key],
  });

  const controller: FullSurveyController = {
    getState() {
      snapshot ??= buildSurveyState(parts);
      return snapshot;
    },
    subscribe(listener) {
      // Subscribing again after destroy() revives the controller (React StrictMode unmounts and mounts once more).
      const unsubscribe = news.subscribe(listener);
      stopSyncNews ??= api.onSyncChange?.(emit);
      return unsubscribe;
    },
    t: (key, values) => translator.t(key, values),
    text: (value) => book.pipe(translator.text(value)),
    conditionContext: () => book.context(),

    setLanguage: (wanted) => surveyLanguage.set(declaredLanguage(wanted)),

    setAnswer(key, value) {
      const question = book.question(key);
      if (question?.type === 'calculated') return; // the engine computes it; it is never set
      if (question?.type === 'rrn') {
        rrn.set(key, value);
      } else if (question?.type === 'slider' && typeof value === 'number') {
        book.write(key, clampSliderValue(question, value));
      } else if (question?.type === 'number' && typeof value === 'string') {
        // Typed text in the survey's language: stored as a number, or as typed when it is none (validation says so).
        const trimmed = value.trim();
        book.write(key, trimmed === '' ? undefined : (parseLocaleNumber(trimmed, translator.language) ?? value));
      } else {
        book.write(key, value);
      }
      flow.clearServerError(key);
      emit();
      draft.schedule(flow.page.key);
      saves.prepare();
    },

    getAnswer(key) {
      if (book.question(key)?.type === 'rrn') return rrn.digits[key] ?? '';
      return book.read(key);
    },

    touch(key) {
      if (flow.touch(key)) emit();
    },

    visibleQuestions: () => flow.visibleQuestions(),
    questionView: (question) => views.question(question),
    sectionView: (section) => views.section(section),
    pageView: () => views.page(flow.page),
    next: (nextOptions) => submit.next(nextOptions),

    previous() {
      if (submit.submitting || flow.page.disablePrevious) return;
      const target = previousPageIndex(order.pages, flow.index, book.context());
      if (target === null) return;
      flow.enter(target);
      emit();
    },

    goTo(index) {
      assertPageIndex(order.pages, index);
      flow.enter(index);
      emit();
    },

    save: () => saves.save(),

    setCompleted() {
      completion.mark();
      emit();
    },

    complete() {
      if (completion.completed) return Promise.resolve();
      return completion.completeOnce();
    },

    setResults(results) {
      response.current = { ...response.current, results: { ...results } };
      emit();
    },

    upload: async (questionKey, file) => (await uploads.load()).upload(questionKey, file),
    requestAiFeedback: (questionKey, text) => ai.request(questionKey, text),
    loadLikes: async (questionKey) => (await likes.load()).load(questionKey),
    toggleLike(questionKey, optionId) {
      book.write(questionKey, toggledLikes(book.read(questionKey), optionId));
      emit();
    },

    async resume(id) {
      resuming = true;
      emit();
      try {
        // Checked before the part is loaded, so that the part does not share the errors' module with the first load.
        if (!saves.treesponder.saved || !saves.treesponder.token) throw new NotAuthorizedError('Not authorized: no stored treesponder to resume with');
        const { resumeResponse } = await import('./survey/resume.js');
        const resumePage = Boolean(options.resumePage);
        await resumeResponse(id, { api, response, saves, order, flow, translator, shownPages, report, loadTexts: surveyLanguage.loadTexts, resumePage });
      } finally {
        resuming = false;
        emit();
      }
    },

    ready: () => ready,

    destroy() {
      ai.stop();
      news.destroy();
      stopSyncNews?.();
      stopSyncNews = undefined;
    },
  };

  flow.enter(firstPageIndex(order.pages, book.context()));
  if (options.resumeId) {
    const resumeId = options.resumeId;
    const resumed = controller
      .resume(resumeId)
      .then(() => takeUpDraft(draft, resumeId, { response, order, flow }) && emit())
      .catch((error: unknown) => report(error, 'resume'));
    ready = Promise.all([surveyLanguage.started, resumed, rules]).then(() => undefined);
  } else {
    takeUpDraft(draft, null, { response, order, flow });
  }
  return controller;
}
