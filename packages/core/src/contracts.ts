/**
 * Interfaces between the engine and its host: the environment it runs in, the collection API it talks to and the
 * survey controller a front end binds to. Implementations live in their own modules; front ends depend on these.
 */
import type {
  AiFeedback,
  AiFeedbackResponse,
  AnswerValue,
  DirectUploadRequest,
  DirectUploadResponse,
  Language,
  LikeOption,
  PageDefinition,
  Question,
  Section,
  Treesponder,
  Treesponse,
} from './types.js';
import type { PageView, QuestionView, SectionView } from './survey/views.js';
import type { WireTreesponse, WireTreesponseRead } from './wire.js';

export type { WireTreesponseRead } from './wire.js';

/** The small part of the Web Storage API the engine uses. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A storage whose keys can be listed, as `localStorage`'s can. */
export interface ListableStorage extends KeyValueStorage {
  readonly length: number;
  key(index: number): string | null;
}

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  now(): number;
}

/**
 * Everything the engine takes from its surroundings. Defaults (global fetch, localStorage when usable, global
 * timers, crypto random) are filled in by `resolveEnvironment` in one place; tests pass their own.
 */
export interface Environment {
  fetch: typeof globalThis.fetch;
  storage: KeyValueStorage;
  timers: Timers;
  /** Random string of `length` characters from [A-Za-z0-9]. */
  randomId(length: number): string;
  /** Reports errors that are handled but worth knowing (failed like options, missing translation keys). */
  onError(error: unknown, context: string): void;
}

/**
 * The transport: how a survey sends its responses. Three implementations ship, each in its own entry:
 * `createHttpApi` (`@treesponse/core/http`, the collection API at `{host}/api/v1`), `createJsonHttpApi`
 * (`@treesponse/core/json-http`, one JSON endpoint of your choosing) and `createOfflineApi`
 * (`@treesponse/core/offline`, nothing sent). Any object with these members is a transport; a call it cannot make
 * rejects with an error, which the survey shows or reports.
 */
export interface TreesponseApi {
  /** True for the offline implementation. */
  readonly offline: boolean;
  createTreesponder(): Promise<{ publicId: string; token: string }>;
  /**
   * With `idempotencyKey`, sending the same create again (after a lost reply) stores it once: the server answers with
   * the first one's id (header `Idempotency-Key`, see `@treesponse/core/wire`).
   */
  createTreesponse(token: string, body: WireTreesponse, options?: { idempotencyKey?: string }): Promise<{ publicId: string }>;
  getTreesponse(token: string, id: string): Promise<WireTreesponseRead>;
  updateTreesponse(token: string, id: string, body: WireTreesponse): Promise<void>;
  createDirectUpload(token: string, request: DirectUploadRequest): Promise<DirectUploadResponse>;
  /** PUT the file to the direct-upload url with the returned headers. */
  storeFile(upload: DirectUploadResponse['direct_upload'], file: Blob): Promise<void>;
  getAiFeedback(token: string, text: string): Promise<AiFeedbackResponse>;
  /** GET {aggregator}/{treesponseId} with the project key as bearer. */
  getLikeOptions(aggregatorUrl: string, treesponseId: string): Promise<LikeOption[]>;
  /** {host}/rails/active_storage/blobs/{signedId}/{filename} */
  fileUrl(signedId: string, filename: string): string;
  /** A transport that keeps saves to send later (the offline one) tells what is waiting; the survey shows it. */
  syncStatus?(): SyncStatus;
  /** Called whenever `syncStatus()` changes; returns the unsubscribe function. */
  onSyncChange?(listener: () => void): () => void;
}

/** What a transport that keeps saves to send later has waiting. */
export interface SyncStatus {
  /** Saves and uploads kept and not yet sent. */
  pending: number;
  /** True while sending. */
  sending: boolean;
  /** Why the last send failed (kept for the next try), or null. */
  error: unknown;
}


/** Validation messages by question key (only the first message of each question is kept). */
export type ValidationErrors = Record<string, string>;

export interface UploadState {
  status: 'idle' | 'hashing' | 'uploading' | 'done' | 'error';
  /** 0..1 */
  progress: number;
  error?: string;
  /** View address once stored. */
  url?: string;
  filename?: string;
}

export interface AiFeedbackState {
  status: 'idle' | 'waiting' | 'loading' | 'done' | 'error';
  feedback?: AiFeedback;
  /** Feedback text in the survey's language. */
  text?: string;
}

export interface LikeState {
  status: 'loading' | 'ready';
  options: LikeOption[];
}

/** A snapshot of a running survey. Immutable: every change produces a new object. */
export interface SurveyState {
  language: Language;
  /** Pages sorted by order. */
  pages: readonly PageDefinition[];
  /** Index into `pages` of the page shown. */
  pageIndex: number;
  page: PageDefinition;
  isFirstPage: boolean;
  isLastPage: boolean;
  /** (position among non-skipped pages + 1) / number of non-skipped pages, 0..1. */
  progress: number;
  treesponse: Readonly<Treesponse>;
  treesponder: Readonly<Treesponder>;
  /** Errors shown to the respondent (after blur/change or a submit). */
  errors: ValidationErrors;
  /** Result of the silent validation of the current page; Next is aria-disabled while false. */
  pageValid: boolean;
  submitting: boolean;
  /**
   * True while the save of a Next has run longer than a moment (`SLOW_SAVE_MS`): the page tells the respondent it is
   * still saving. Optional for controllers of other origins.
   */
  savingSlowly?: boolean;
  /** True once the survey has been completed and that completed treesponse saved (see `complete()`). */
  completed: boolean;
  /** Error of the last failed save, in the survey's language. */
  saveError: string | null;
  /**
   * Saves and uploads the transport keeps to send later (see `syncStatus`); 0 when nothing waits, null when the
   * transport does not keep saves to send later.
   */
  waitingToSend: number | null;
  uploads: Record<string, UploadState>;
  aiFeedback: Record<string, AiFeedbackState>;
  likes: Record<string, LikeState>;
}

export interface SurveyController {
  getState(): SurveyState;
  /** Listen to state changes; returns the unsubscribe function (fits React's useSyncExternalStore). */
  subscribe(listener: () => void): () => void;

  /** Translate an engine or survey key with {{placeholders}}; a missing key is reported and yields ''. */
  t(key: string, values?: Record<string, string | number>): string;
  /** Resolve a LocalizedText in the current language, with answers piped into its `{{key}}` placeholders. */
  text(value: import('./types.js').LocalizedText | undefined): string;
  /**
   * What conditions are decided with now: answers, the treesponse, the language and a reader of answer references
   * (computed values and special fields included), for code that evaluates an expression of its own. A front end
   * reads `questionView`, `sectionView` and `pageView` instead of deciding rules itself.
   */
  conditionContext?(): import('./types.js').ConditionContext;

  /**
   * Switches the language. When the engine's texts of `language` are loaded (English always is; see
   * `loadEngineTexts`) the switch happens before this returns; otherwise they load first and the current language
   * stays until they are in. The promise settles once the language is shown; the last call wins.
   */
  setLanguage(language: Language): Promise<void>;
  /** Set an answer (routed to a special field if the question targets one). Re-validates the page silently. */
  setAnswer(key: string, value: AnswerValue | undefined): void;
  getAnswer(key: string): AnswerValue | undefined;
  /** Show the first error of one question (on blur or change). */
  touch(key: string): void;
  /**
   * What a question shows now, decided by the engine: visible, required, disabled, label and description in the
   * current language, value, error and the options shown. A front end renders it and evaluates no rule itself.
   */
  questionView(question: Question): QuestionView;
  /** What a section shows now: visible, and its texts in the current language. */
  sectionView(section: Section): SectionView;
  /** The page shown: its texts in the current language and its sections. */
  pageView(): PageView;
  /**
   * Questions of the current page that are not skipped, groups flattened; `required` and `disabled` as their
   * `requiredIf` and `enableIf` decide now.
   */
  visibleQuestions(): Question[];

  /** Validate (unless forced), save per the page's setting, then move to the next non-skipped page. */
  next(options?: { force?: boolean }): Promise<boolean>;
  previous(): void;
  /** Jump to a page by index; throws RangeError when out of range. */
  goTo(index: number): void;
  /** Save the treesponse now (create or update). */
  save(): Promise<void>;
  /** Mark the treesponse completed (dropping skipped answers) without saving it or calling `onComplete`. */
  setCompleted(): void;
  /**
   * Complete the survey: mark the treesponse completed, save it, then set `completed` and call `onComplete` once.
   * Called by Next on the last page unless `completeOnLastPage: false`. A second call while saving waits for the
   * first; after completion it does nothing. Rejects (and shows `saveError`) when the save fails.
   */
  complete(): Promise<void>;
  setResults(results: Record<string, unknown>): void;

  upload(questionKey: string, file: File | Blob): Promise<void>;
  /** Called on every keystroke of a text question with aiFeedback; debounced by the engine. */
  requestAiFeedback(questionKey: string, text: string): void;
  /** Load the like options of a like question (saves the treesponse first if it has no id). */
  loadLikes(questionKey: string): Promise<void>;
  toggleLike(questionKey: string, optionId: string | number): void;
  /**
   * Stop timers and pending AI feedback and drop every listener. Answers and state are kept: subscribing again
   * revives the controller, so a front end that unmounts and mounts the same controller (React StrictMode) keeps
   * working. Requests already sent still finish.
   */
  destroy(): void;
}
