/**
 * The survey controller: one running survey's state (answers, page, validation, saving, uploads, AI feedback,
 * likes) behind a small subscribe/getState interface that any front end can bind to.
 */
import {
  AI_FEEDBACK_DEBOUNCE_MS,
  classifyAiFeedback,
  wantsAiFeedback,
} from './ai-feedback.js';
import type {
  AiFeedbackState,
  Environment,
  LikeState,
  SurveyController,
  SurveyState,
  TreesponseApi,
  UploadState,
  ValidationErrors,
} from './contracts.js';
import { DERIVED_SUFFIXES, InvalidDefinitionError, OTHER_SUFFIX, inspectDefinition, type DefinitionProblem, type QuestionTypeRegistry } from './definition.js';
import { resolveEnvironment } from './environment.js';
import {
  NetworkError,
  NotAuthorizedError,
  UnknownQuestionTypeError,
  UnknownSectionTypeError,
  UploadError,
} from './errors.js';
import {
  assertPageIndex,
  firstPageIndex,
  isPageSkipped,
  nextPageIndex,
  pageProgress,
  previousPageIndex,
  sortPages,
} from './navigation.js';
import {
  computeValues,
  conditionHolds,
  evaluateInContext,
  isQuestionSkipped,
  isSectionSkipped,
  resolveQuestion,
} from './conditions.js';
import type { ExpressionValue } from './expression.js';
import { arrangePages, pageUsesRandomOrder, RANDOM_SEED_KEY, shufflePage } from './random-order.js';
import { hashRrn, normalizeRrn, rrnRefusal } from './rrn.js';
import { createTreesponderStore } from './treesponder-store.js';
import { createTranslator } from './translator.js';
import type {
  AnswerValue,
  Answers,
  ConditionContext,
  FileQuestion,
  Language,
  PageDefinition,
  Question,
  RrnQuestion,
  SpecialField,
  SurveyDefinition,
  Treesponder,
  Treesponse,
} from './types.js';
import { QUESTION_TYPES, SPECIAL_FIELDS } from './types.js';
import { uploadFile } from './upload.js';
import {
  clampSliderValue,
  formatLocaleNumber,
  localizedMessage,
  parseLocaleNumber,
  validateFile,
  validateQuestion,
  type ValidationMessage,
} from './validation.js';
import { fromWireTreesponse, toWireTreesponse } from './wire.js';

export interface SurveyOptions {
  /** Pages, sections and questions of the survey. */
  definition: SurveyDefinition;
  /** Where responses go: createHttpApi(...) or createOfflineApi(). */
  api: TreesponseApi;
  /** Starting language (any BCP 47 tag); default the definition's `defaultLanguage`, else its first language, else 'nl'. */
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
  /** Called once, after the completed treesponse has been saved. */
  onComplete?: (treesponse: Readonly<Treesponse>) => void;
}

/** Extra state the core offers beyond the shared SurveyState shape. */
export interface SurveyStateExtras {
  /** True while a resumed treesponse is being loaded. */
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
  /** Settles when the resume requested in the options has finished (at once without one). */
  ready(): Promise<void>;
}

/** Where a question's answer lives by default: registration numbers hash into validationCode. */
function targetOf(question: Question): 'answers' | SpecialField {
  if (question.target) return question.target;
  return question.type === 'rrn' ? 'validationCode' : 'answers';
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

function emptyTreesponse(options: SurveyOptions, language: Language): Treesponse {
  const answers: Answers = { ...options.initialAnswers };
  return {
    id: null,
    completed: false,
    language,
    surveyVersion: options.definition.version ?? 'v1',
    query: (options.query ?? '').replace(/^\?/, ''),
    answers,
    results: {},
    pageVisits: [],
    uploads: {},
    optinOrganisation: false,
    optinProject: false,
  };
}

/** The message a failed save shows, by error kind. */
function saveErrorMessage(error: unknown): ValidationMessage {
  if (error instanceof NotAuthorizedError) return { key: 'save.notAuthorized' };
  if (error instanceof NetworkError) return { key: 'save.network' };
  return { key: 'save.failed' };
}

interface InternalUploadState extends Omit<UploadState, 'error'> {
  error?: ValidationMessage;
}
interface InternalAiState extends Omit<AiFeedbackState, 'text'> {
  requestId: number;
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
  const sortedPages = sortPages(definition.pages);
  if (sortedPages.length === 0) throw new RangeError('A survey needs at least one page');
  const questionTypes = options.questionTypes ?? {};
  // Creating a survey reads the frame of the definition (every page's key, order and conditions, the computed values)
  // and the first page; every other page is read and checked on the way to it (enterPage), so creating a long survey
  // costs no more than a short one. validateDefinition checks everything at once.
  const inspection = inspectDefinition(definition, { questionTypes });
  /** Checks one page (or, without a key, every page) not checked yet; throws on a problem. */
  const checkDefinition = (pageKey?: string, problems: DefinitionProblem[] = []) => {
    problems.push(...inspection.check(pageKey));
    if (problems.length > 0) throw new InvalidDefinitionError(problems);
  };
  /**
   * The questions by key, read page by page as far as a look-up needs (answers of later pages are rarely read). The
   * text answer of a checkboxes question's `other` option (`{key}_other`) is that question's, kept in the answers:
   * looking it up reads no later page (a key that is no question's would read every page to be sure).
   */
  const questionOf = (key: string) => (isOtherTextKey(key) ? undefined : (inspection.question(key) as Question | undefined));
  const questions = {
    get: questionOf,
    has: (key: string) => questionOf(key) !== undefined,
  };
  function isOtherTextKey(key: string): boolean {
    if (!key.endsWith(OTHER_SUFFIX)) return false;
    const base = inspection.question(key.slice(0, -OTHER_SUFFIX.length)) as Question | undefined;
    return base?.type === 'checkboxes' && base.other !== undefined;
  }
  assertKnownTypes(sortedPages[0]!, questionTypes);
  checkDefinition(sortedPages[0]!.key, [...inspection.problems, ...inspection.check(null)]);

  // Random order: pages trade places at creation, a page's sections and options are shuffled when it is entered.
  // The seed is kept in the answers from creation when a page asks for a random position or section order, else
  // from the first page entered whose options ask for one.
  const movesPages = sortedPages.some((page) => page.randomPosition || page.randomOrder);
  let seed: string | null = null;
  let pages = sortedPages;
  /** Pages whose sections and options are in the response's order already. */
  let arranged = new Set<number>();
  function useSeed(): string {
    if (seed === null) {
      const given = treesponse.answers[RANDOM_SEED_KEY];
      seed = typeof given === 'string' && given !== '' ? given : environment.randomId(12);
    }
    if (treesponse.answers[RANDOM_SEED_KEY] !== seed) treesponse = { ...treesponse, answers: { ...treesponse.answers, [RANDOM_SEED_KEY]: seed } };
    return seed;
  }
  /** Puts the pages in the order of the seed (a new one, or one read from a resumed response). */
  function arrangeAll() {
    pages = movesPages ? arrangePages(sortedPages, useSeed()) : sortedPages;
    arranged = new Set();
  }
  function arrangePage(index: number) {
    if (arranged.has(index)) return;
    arranged.add(index);
    if (pageUsesRandomOrder(pages[index]!)) {
      const shuffled = shufflePage(pages[index]!, useSeed());
      pages = pages.map((page, i) => (i === index ? shuffled : page));
    }
  }

  const defaultLanguage: Language = definition.defaultLanguage ?? definition.languages?.[0] ?? 'nl';
  const language: Language = options.language ?? defaultLanguage;
  const translator = createTranslator({
    language,
    translations: definition.translations,
    fallbackLanguage: definition.fallbackLanguage ?? definition.defaultLanguage ?? 'en',
    onError: report,
  });
  const projectKey = options.projectKey ?? definition.key;
  const store = createTreesponderStore(environment.storage, projectKey, report);

  // ---- mutable internals; every change goes through emit() which drops the cached snapshot ----
  let treesponse: Treesponse = emptyTreesponse(options, language);
  if (movesPages) arrangeAll();
  let treesponder: Treesponder = store.load();
  let pageIndex = 0;
  let touched = new Set<string>();
  let showAllErrors = false;
  let serverErrors: Record<string, ValidationMessage> = {};
  let submitting = false;
  /** Set synchronously while next() waits for pending hashes, so a double click cannot advance twice. */
  let navigating = false;
  let saveError: ValidationMessage | null = null;
  let loading = false;
  let uploads: Record<string, InternalUploadState> = {};
  let aiFeedback: Record<string, InternalAiState> = {};
  let likes: Record<string, LikeState> = {};
  let rrnDigits: Record<string, string> = {};
  const rrnPending = new Map<string, Promise<void>>();
  const aiTimers = new Map<string, unknown>();
  let aiRequestCounter = 0;
  let saveChain: Promise<void> = Promise.resolve();
  let readyPromise: Promise<void> = Promise.resolve();
  let destroyed = false;
  /** Set once `complete()` has saved; the promise of a running completion makes a second call wait for it. */
  let completed = false;
  let completing: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  let snapshot: FullSurveyState | null = null;

  const baseContext = (): ConditionContext => ({
    answers: treesponse.answers,
    treesponse,
    language: translator.language,
    read: readReference,
  });
  let computedCache: { for: Treesponse; values: Record<string, ExpressionValue> } | null = null;
  function computed(): Record<string, ExpressionValue> {
    if (!definition.computed?.length) return {};
    if (computedCache?.for !== treesponse) {
      const current = treesponse;
      computedCache = { for: current, values: {} };
      computedCache = { for: current, values: computeValues(definition, baseContext()) };
    }
    return computedCache.values;
  }
  /** An answer reference of an expression or a piped text: a computed value, a question's answer, a special field. */
  function readReference(key: string): unknown {
    const values = computed();
    if (Object.prototype.hasOwnProperty.call(values, key)) return values[key];
    if (questions.has(key)) return readStored(key);
    if (Object.prototype.hasOwnProperty.call(treesponse.answers, key)) return treesponse.answers[key];
    if (SPECIAL_FIELDS.includes(key as SpecialField)) return treesponse[key as SpecialField];
    return undefined;
  }
  let contextCache: { for: Treesponse; language: Language; context: ConditionContext } | null = null;
  /** The context of the current answers: the same object until they or the language change (conditions cache on it). */
  function context(): ConditionContext {
    if (contextCache?.for !== treesponse || contextCache.language !== translator.language) {
      contextCache = { for: treesponse, language: translator.language, context: baseContext() };
    }
    return contextCache.context;
  }

  /**
   * `{{key}}` in a survey text shows the answer: an option's label for choices, lists joined with ', ', a matrix as
   * 'row: choice' pairs, numbers as the survey's language writes them.
   */
  function pipe(text: string): string {
    if (!text.includes('{{')) return text;
    return text.replace(/\{\{\s*([\w.$-]+)\s*\}\}/g, (match, key: string) => {
      const known = questions.has(key) || Object.prototype.hasOwnProperty.call(computed(), key) || SPECIAL_FIELDS.includes(key as SpecialField);
      return known ? answerText(questions.get(key), readReference(key)) : match;
    });
  }

  function answerText(question: Question | undefined, value: unknown): string {
    const options = question && 'options' in question ? question.options : [];
    const labelOf = (item: unknown): string => {
      const option = options.find((o) => o.value === item);
      if (option?.label !== undefined) return translator.text(option.label);
      if (typeof item === 'number') return formatLocaleNumber(item, translator.language);
      return item == null ? '' : String(item);
    };
    if (Array.isArray(value)) return value.map(labelOf).join(', ');
    if (question?.type === 'matrix' && value && typeof value === 'object') {
      const chosen = value as Record<string, unknown>;
      return question.rows
        .filter((row) => chosen[row.value] !== undefined)
        .map((row) => `${row.label !== undefined ? translator.text(row.label) : row.value}: ${labelOf(chosen[row.value])}`)
        .join(', ');
    }
    return typeof value === 'object' && value !== null ? '' : labelOf(value);
  }

  /** Stops the transport's news of saves waiting to be sent; set while someone listens. */
  let stopSyncNews: (() => void) | undefined;

  /**
   * Set while a submit is in its first task: listeners hear of its changes once, when it ends or when the next task
   * starts, so a save that answers at once (the offline journal) shows the next page without first drawing this one
   * as submitted. getState() is up to date all along.
   */
  let newsHeld = false;

  function emit() {
    if (destroyed) return;
    snapshot = null;
    if (newsHeld) return;
    for (const listener of [...listeners]) listener();
  }

  function readStored(key: string): AnswerValue | undefined {
    const question = questions.get(key);
    if (question && (question.type === 'file' || question.type === 'image')) {
      return treesponse.uploads[key]?.blobSignedId ?? treesponse.answers[key];
    }
    const target = question ? targetOf(question) : 'answers';
    if (target === 'answers') return treesponse.answers[key];
    return treesponse[target] as AnswerValue | undefined;
  }

  function writeStored(key: string, value: AnswerValue | undefined) {
    const question = questions.get(key);
    const target = question ? targetOf(question) : 'answers';
    if (target === 'answers') {
      treesponse = { ...treesponse, answers: { ...treesponse.answers, [key]: value } };
    } else {
      treesponse = { ...treesponse, [target]: value ?? null };
    }
  }

  function visibleQuestions(): Question[] {
    const ctx = context();
    const out: Question[] = [];
    const walk = (question: Question, parentSkipped: boolean) => {
      const skipped = parentSkipped || isQuestionSkipped(question, ctx);
      if (!skipped) out.push(resolveQuestion(question, ctx));
      if (question.type === 'group') question.questions.forEach((child) => walk(child, skipped));
    };
    for (const section of pages[pageIndex]!.sections) {
      if (section.type === 'question') walk(section.question, false);
      else if (section.type === 'group') section.questions.forEach((q) => walk(q, isSectionSkipped(section, ctx)));
    }
    return out;
  }

  /** All rule failures of the current page, shown or not. */
  function pageRuleErrors(): Record<string, ValidationMessage> {
    const ctx = context();
    const errors: Record<string, ValidationMessage> = {};
    for (const question of visibleQuestions()) {
      if (question.type === 'group') continue; // children are in the list themselves
      Object.assign(errors, validateQuestion(question, readStored, ctx, questionTypes));
    }
    const page = pages[pageIndex]!;
    if (Array.isArray(page.validation)) {
      for (const rule of page.validation) {
        const key = rule.key ?? '';
        if (!errors[key] && !conditionHolds(rule.expression, ctx)) errors[key] = localizedMessage(rule.message, ctx);
      }
    } else if (page.validation) {
      for (const [key, message] of Object.entries(page.validation(ctx) ?? {})) {
        if (message && !errors[key]) errors[key] = { literal: message };
      }
    }
    return errors;
  }

  const translate = (message: ValidationMessage): string =>
    'literal' in message ? pipe(message.literal) : translator.t(message.key, message.values);

  function isShown(key: string): boolean {
    if (showAllErrors || touched.has(key)) return true;
    const base = key.endsWith(OTHER_SUFFIX) ? key.slice(0, -OTHER_SUFFIX.length) : null;
    return base !== null && touched.has(base);
  }

  function buildState(): FullSurveyState {
    const ruleErrors = pageRuleErrors();
    const errors: ValidationErrors = {};
    for (const [key, message] of Object.entries({ ...ruleErrors, ...serverErrors })) {
      if (isShown(key) || serverErrors[key]) errors[key] = translate(message);
    }
    const ctx = context();
    const page = pages[pageIndex]!;
    const publicUploads: Record<string, UploadState> = {};
    for (const [key, upload] of Object.entries(uploads)) {
      const { error, ...rest } = upload;
      publicUploads[key] = error ? { ...rest, error: translate(error) } : rest;
    }
    const publicAi: Record<string, AiFeedbackState> = {};
    for (const [key, state] of Object.entries(aiFeedback)) {
      const { requestId: _requestId, ...rest } = state;
      publicAi[key] = rest.feedback ? { ...rest, text: translator.t(rest.feedback.textKey) } : rest;
    }
    return {
      language: translator.language,
      pages,
      pageIndex,
      page,
      isFirstPage: previousPageIndex(pages, pageIndex, ctx) === null,
      isLastPage: nextPageIndex(pages, pageIndex, ctx) === null,
      progress: pageProgress(pages, pageIndex, ctx),
      treesponse,
      treesponder,
      errors,
      pageValid: Object.keys(ruleErrors).length === 0,
      submitting,
      completed,
      saveError: saveError ? translate(saveError) : null,
      waitingToSend: api.syncStatus ? api.syncStatus().pending : null,
      uploads: publicUploads,
      aiFeedback: publicAi,
      likes,
      loading,
      rrnDigits,
      computed: computed(),
    };
  }

  // The page shown, per response, so `resumePage` finds it after a reload even when it was entered after the last save.
  const shownPageKey = (id: string) => `treesponse:${projectKey}:page:${id}`;
  function readShownPage(id: string): string | undefined {
    try {
      return environment.storage.getItem(shownPageKey(id)) ?? undefined;
    } catch {
      return undefined;
    }
  }

  /** Entering a page: record the visit, fill hidden values, reset what the respondent has been shown. */
  function enterPage(index: number) {
    // An unknown type on the way is an InvalidDefinitionError, which a front end shows as the page's error message.
    checkDefinition(pages[index]!.key);
    arrangePage(index);
    pageIndex = index;
    if (options.resumePage && treesponse.id) {
      try {
        environment.storage.setItem(shownPageKey(treesponse.id), pages[index]!.key);
      } catch (error) {
        report(error, 'storage');
      }
    }
    touched = new Set();
    showAllErrors = false;
    serverErrors = {};
    const page = pages[index]!;
    treesponse = {
      ...treesponse,
      pageVisits: [...treesponse.pageVisits, { index, name: page.key, order: treesponse.pageVisits.length }],
    };
    for (const question of visibleQuestions()) {
      if (question.type !== 'hidden' || readStored(question.key) != null) continue;
      if (question.value !== undefined) {
        writeStored(question.key, typeof question.value === 'function' ? question.value(context()) : question.value);
      } else if (question.expression !== undefined) {
        writeStored(question.key, evaluateInContext(question.expression, context()) as AnswerValue);
      }
    }
  }

  /** Every question that is skipped with the current answers: on a skipped page, in a skipped section or itself. */
  function skippedQuestions(): Question[] {
    const ctx = context();
    const skipped: Question[] = [];
    const walk = (question: Question, parentSkipped: boolean) => {
      const isSkipped = parentSkipped || isQuestionSkipped(question, ctx);
      if (isSkipped) skipped.push(question);
      if (question.type === 'group') question.questions.forEach((child) => walk(child, isSkipped));
    };
    for (const page of pages) {
      const pageSkipped = isPageSkipped(page, ctx);
      for (const section of page.sections) {
        if (section.type === 'question') walk(section.question, pageSkipped);
        else if (section.type === 'group') section.questions.forEach((q) => walk(q, pageSkipped || isSectionSkipped(section, ctx)));
      }
    }
    return skipped;
  }

  /** Removes the answers of skipped questions (with their derived `{key}_…` answers, special fields and uploads). */
  function dropSkippedAnswers() {
    const dropped = skippedQuestions().filter((question) => question.type !== 'content' && question.type !== 'group');
    if (dropped.length === 0) return;
    const answers = { ...treesponse.answers };
    const uploadsKept = { ...treesponse.uploads };
    const special: Partial<Record<SpecialField, unknown>> = {};
    for (const question of dropped) {
      const target = targetOf(question);
      if (target !== 'answers') special[target] = typeof treesponse[target] === 'boolean' ? false : null;
      for (const key of Object.keys(answers)) {
        if (key === question.key || DERIVED_SUFFIXES.some((suffix) => key === `${question.key}${suffix}`)) delete answers[key];
      }
      delete uploadsKept[question.key];
      if (rrnDigits[question.key] !== undefined) rrnDigits = { ...rrnDigits, [question.key]: '' };
    }
    treesponse = { ...treesponse, ...(special as Partial<Treesponse>), answers, uploads: uploadsKept };
  }

  async function ensureTreesponder(): Promise<string> {
    if (treesponder.saved && treesponder.token) return treesponder.token;
    const { publicId, token } = await api.createTreesponder();
    treesponder = { id: publicId, token, saved: true };
    store.save(treesponder);
    emit();
    return token;
  }

  async function saveNow(): Promise<void> {
    const token = await ensureTreesponder();
    const body = toWireTreesponse(treesponse);
    const saved = definition.computed?.filter((entry) => entry.save) ?? [];
    if (saved.length > 0) {
      const values = computed();
      body.answers = { ...body.answers, ...Object.fromEntries(saved.map((entry) => [entry.key, values[entry.key] as AnswerValue])) };
    }
    if (treesponse.id) {
      await api.updateTreesponse(token, treesponse.id, body);
    } else {
      const { publicId } = await api.createTreesponse(token, body);
      // Answers may have changed while the request ran: only the id is taken from the reply.
      treesponse = { ...treesponse, id: publicId };
    }
    saveError = null;
    emit();
  }

  /** Saves run one after another, so a quick second save never creates a second treesponse. */
  function save(): Promise<void> {
    const run = saveChain.then(saveNow, saveNow);
    saveChain = run.catch(() => undefined);
    return run;
  }

  /** The survey's own text for a refused registration number, else the engine's generic message. */
  function rrnRefusalMessage(question: RrnQuestion, error: unknown): ValidationMessage {
    const reason = rrnRefusal(error);
    const own = question.messages?.[reason];
    // Only in the respondent's language: otherwise the engine's generic message in that language is the better one.
    const inLanguage =
      typeof own === 'string' || (own !== undefined && (own[translator.language] ?? own[translator.language.split('-')[0]!]) !== undefined);
    const text = inLanguage ? translator.text(own) : '';
    return text !== '' ? { literal: text } : { key: `rrn.${reason}` };
  }

  function markCompleted() {
    // Completing evaluates the rules of every page (answers of skipped questions are dropped).
    checkDefinition();
    if (!options.keepSkippedAnswers) dropSkippedAnswers();
    treesponse = { ...treesponse, completed: true };
  }

  function finishCompletion() {
    completed = true;
    emit();
    try {
      options.onComplete?.(treesponse);
    } catch (error) {
      report(error, 'onComplete');
    }
  }

  /** Marks the treesponse completed and saves it; runs once even when called again while it is saving. */
  function completeOnce(): Promise<void> {
    if (completing) return completing;
    markCompleted();
    saveError = null;
    emit();
    completing = save()
      .then(finishCompletion, (error: unknown) => {
        // Not stored as completed: the respondent may try again.
        treesponse = { ...treesponse, completed: false };
        saveError = saveErrorMessage(error);
        report(error, 'save');
        emit();
        throw error;
      })
      .finally(() => {
        completing = null;
      });
    return completing;
  }

  function setRrn(key: string, raw: AnswerValue | undefined) {
    const digits = normalizeRrn(raw == null ? '' : String(raw));
    rrnDigits = { ...rrnDigits, [key]: digits };
    writeStored(key, null);
    const pending = hashRrn(digits)
      .then((hash) => {
        if (rrnDigits[key] !== digits) return; // typed on in the meantime
        writeStored(key, hash);
        emit();
      })
      .catch((error: unknown) => report(error, 'rrn hash'))
      .finally(() => {
        if (rrnPending.get(key) === pending) rrnPending.delete(key);
      });
    rrnPending.set(key, pending);
  }

  const controller: FullSurveyController = {
    getState() {
      if (!snapshot) snapshot = buildState();
      return snapshot;
    },
    subscribe(listener) {
      // Subscribing again after destroy() revives the controller (React StrictMode unmounts and mounts once more).
      destroyed = false;
      stopSyncNews ??= api.onSyncChange?.(emit);
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    t: (key, values) => translator.t(key, values),
    text: (value) => pipe(translator.text(value)),
    conditionContext: () => context(),

    setLanguage(next) {
      translator.setLanguage(next);
      treesponse = { ...treesponse, language: next };
      emit();
    },

    setAnswer(key, value) {
      const question = questions.get(key);
      if (question?.type === 'rrn') {
        setRrn(key, value);
      } else if (question?.type === 'slider' && typeof value === 'number') {
        writeStored(key, clampSliderValue(question, value));
      } else if (question?.type === 'number' && typeof value === 'string') {
        // Typed text in the survey's language: stored as a number, or as typed when it is none (validation says so).
        const trimmed = value.trim();
        writeStored(key, trimmed === '' ? undefined : (parseLocaleNumber(trimmed, translator.language) ?? value));
      } else {
        writeStored(key, value);
      }
      if (serverErrors[key]) {
        const { [key]: _dropped, ...rest } = serverErrors;
        serverErrors = rest;
      }
      emit();
    },

    getAnswer(key) {
      if (questions.get(key)?.type === 'rrn') return rrnDigits[key] ?? '';
      return readStored(key);
    },

    touch(key) {
      if (touched.has(key)) return;
      touched = new Set(touched).add(key);
      emit();
    },

    visibleQuestions,

    async next(nextOptions = {}) {
      const page = pages[pageIndex]!;
      if (submitting || navigating || page.disableNext) return false;
      navigating = true;
      try {
        // A registration number is hashed asynchronously: validate the hash, not a stale null.
        await Promise.all([...rrnPending.values()]);
      } finally {
        navigating = false;
      }
      if (!nextOptions.force && Object.keys(pageRuleErrors()).length > 0) {
        showAllErrors = true;
        emit();
        return false;
      }
      const finishing = options.completeOnLastPage !== false && nextPageIndex(pages, pageIndex, context()) === null;
      if (finishing && (completed || completing)) {
        await completing;
        return completed;
      }
      submitting = true;
      saveError = null;
      newsHeld = true;
      emit();
      const releaseNews = environment.timers.setTimeout(() => {
        newsHeld = false;
        emit();
      }, 0);
      try {
        const rrnQuestion = visibleQuestions().find((question) => question.type === 'rrn');
        const mode = page.save ?? 'await';
        if (finishing && !rrnQuestion) {
          try {
            await completeOnce();
            return true;
          } catch {
            return false;
          }
        }
        if (finishing) markCompleted();
        if (rrnQuestion) {
          // The server checks a registration number while saving: its refusal is the question's message.
          try {
            await save();
          } catch (error) {
            if (finishing) treesponse = { ...treesponse, completed: false };
            serverErrors = { ...serverErrors, [rrnQuestion.key]: rrnRefusalMessage(rrnQuestion as RrnQuestion, error) };
            report(error, 'rrn validation');
            return false;
          }
          if (finishing) {
            finishCompletion();
            return true;
          }
        } else if (mode === 'await') {
          try {
            await save();
          } catch (error) {
            saveError = saveErrorMessage(error);
            report(error, 'save');
            return false;
          }
        } else if (mode === 'background') {
          save().catch((error: unknown) => {
            saveError = saveErrorMessage(error);
            report(error, 'save');
            emit();
          });
        }
        const target = nextPageIndex(pages, pageIndex, context());
        if (target !== null) enterPage(target);
        return true;
      } finally {
        environment.timers.clearTimeout(releaseNews);
        newsHeld = false;
        submitting = false;
        emit();
      }
    },

    previous() {
      const page = pages[pageIndex]!;
      if (submitting || page.disablePrevious) return;
      const target = previousPageIndex(pages, pageIndex, context());
      if (target === null) return;
      enterPage(target);
      emit();
    },

    goTo(index) {
      assertPageIndex(pages, index);
      enterPage(index);
      emit();
    },

    save,

    setCompleted() {
      markCompleted();
      emit();
    },

    complete() {
      if (completed) return Promise.resolve();
      return completeOnce();
    },

    setResults(results) {
      treesponse = { ...treesponse, results: { ...results } };
      emit();
    },

    async upload(questionKey, file) {
      const question = questions.get(questionKey);
      if (!question || (question.type !== 'file' && question.type !== 'image')) {
        throw new TypeError(`Question ${questionKey} is not a file or image question`);
      }
      const setUpload = (state: InternalUploadState) => {
        uploads = { ...uploads, [questionKey]: state };
        emit();
      };
      if (!file) {
        setUpload({ status: 'error', progress: 0, error: { key: 'upload.cannotUpload' } });
        report(new UploadError('Cannot upload file'), 'upload');
        return;
      }
      const invalid = validateFile(question as FileQuestion, file);
      if (invalid) {
        setUpload({ status: 'error', progress: 0, error: invalid });
        return;
      }
      const filename = (file as Blob & { name?: string }).name ?? 'file';
      try {
        setUpload({ status: 'hashing', progress: 0, filename });
        const token = await ensureTreesponder();
        const stored = await uploadFile({
          api,
          token,
          file,
          filename,
          yieldToEventLoop: () => new Promise((resolve) => environment.timers.setTimeout(resolve, 0)),
          onProgress: (phase, fraction) =>
            setUpload({
              status: phase,
              progress: phase === 'hashing' ? fraction * 0.5 : 0.5 + fraction * 0.5,
              filename,
            }),
        });
        treesponse = {
          ...treesponse,
          uploads: {
            ...treesponse.uploads,
            [questionKey]: {
              id: treesponse.uploads[questionKey]?.id ?? null,
              name: questionKey,
              filename: stored.filename,
              blobSignedId: stored.signedId,
            },
          },
        };
        setUpload({ status: 'done', progress: 1, filename, url: stored.url });
      } catch (error) {
        const message: ValidationMessage =
          error instanceof UploadError && error.status !== undefined
            ? { key: 'upload.storeFailed', values: { code: error.status } }
            : { key: 'upload.cannotUpload' };
        setUpload({ status: 'error', progress: 0, filename, error: message });
        report(error, 'upload');
      }
    },

    requestAiFeedback(questionKey, text) {
      const previousTimer = aiTimers.get(questionKey);
      if (previousTimer !== undefined) environment.timers.clearTimeout(previousTimer);
      aiTimers.delete(questionKey);
      const requestId = ++aiRequestCounter;
      const setAi = (state: Omit<InternalAiState, 'requestId'>) => {
        aiFeedback = { ...aiFeedback, [questionKey]: { ...state, requestId } };
        emit();
      };
      if (!wantsAiFeedback(text)) {
        setAi({ status: 'idle' });
        return;
      }
      setAi({ status: 'waiting' });
      const handle = environment.timers.setTimeout(() => {
        aiTimers.delete(questionKey);
        const isCurrent = () => !destroyed && aiFeedback[questionKey]?.requestId === requestId;
        setAi({ status: 'loading' });
        void (async () => {
          try {
            const token = await ensureTreesponder();
            const response = await api.getAiFeedback(token, text);
            if (!isCurrent()) return;
            const feedback = classifyAiFeedback(response);
            treesponse = {
              ...treesponse,
              answers: {
                ...treesponse.answers,
                [`${questionKey}_toxicity`]: response.toxicity.score,
                [`${questionKey}_proficiency`]: response.proficiency,
              },
            };
            setAi({ status: 'done', feedback });
          } catch (error) {
            report(error, 'ai feedback');
            if (isCurrent()) setAi({ status: 'error' });
          }
        })();
      }, AI_FEEDBACK_DEBOUNCE_MS);
      aiTimers.set(questionKey, handle);
    },

    async loadLikes(questionKey) {
      const question = questions.get(questionKey);
      if (question?.type !== 'like') throw new TypeError(`Question ${questionKey} is not a like question`);
      const setLikes = (state: LikeState) => {
        likes = { ...likes, [questionKey]: state };
        emit();
      };
      setLikes({ status: 'loading', options: likes[questionKey]?.options ?? [] });
      let loaded: LikeState['options'];
      try {
        if (!treesponse.id) await save();
        const aggregatorUrl = options.aggregatorUrl;
        if (!aggregatorUrl) throw new Error('No aggregatorUrl configured for like questions');
        loaded = await api.getLikeOptions(aggregatorUrl, treesponse.id!);
      } catch (error) {
        report(error, 'like options');
        loaded = [];
      }
      writeStored(`${questionKey}_viewed`, loaded.map((option) => option.id) as string[] | number[]);
      setLikes({ status: 'ready', options: loaded });
    },

    toggleLike(questionKey, optionId) {
      const current = readStored(questionKey);
      const liked = Array.isArray(current) ? ([...current] as (string | number)[]) : [];
      const position = liked.indexOf(optionId);
      if (position >= 0) liked.splice(position, 1);
      else liked.push(optionId);
      writeStored(questionKey, liked as string[] | number[]);
      emit();
    },

    async resume(id) {
      loading = true;
      emit();
      try {
        const token = treesponder.token;
        if (!treesponder.saved || !token) throw new NotAuthorizedError('Not authorized: no stored treesponder to resume with');
        const read = await api.getTreesponse(token, id);
        treesponse = fromWireTreesponse(treesponse, id, read);
        const resumedSeed = treesponse.answers[RANDOM_SEED_KEY];
        if (typeof resumedSeed === 'string' && resumedSeed !== '' && resumedSeed !== seed) {
          seed = resumedSeed;
          arrangeAll();
          arrangePage(pageIndex);
        }
        translator.setLanguage(treesponse.language);
        if (options.resumePage) {
          const shown = readShownPage(id) ?? treesponse.pageVisits.at(-1)?.name;
          const index = pages.findIndex((candidate) => candidate.key === shown);
          if (index >= 0) enterPage(index);
        }
      } finally {
        loading = false;
        emit();
      }
    },

    ready: () => readyPromise,

    destroy() {
      for (const handle of aiTimers.values()) environment.timers.clearTimeout(handle);
      aiTimers.clear();
      listeners.clear();
      stopSyncNews?.();
      stopSyncNews = undefined;
      destroyed = true;
    },
  };

  enterPage(firstPageIndex(pages, context()));
  if (options.resumeId) {
    readyPromise = controller.resume(options.resumeId).catch((error: unknown) => report(error, 'resume'));
  }
  return controller;
}
