export * from './types.js';
export type * from './contracts.js';
export {
  resolveEnvironment,
  createMemoryStorage,
  randomId,
  defaultTimers,
  DEFAULT_REQUEST_TIMEOUT_MS,
  DEFAULT_UPLOAD_TIMEOUT_MS,
} from './environment.js';
export {
  NotAuthorizedError,
  UnprocessableEntityError,
  InvalidResponseError,
  HttpError,
  ServerError,
  NetworkError,
  TimeoutError,
  MissingTranslationError,
  UnknownSectionTypeError,
  UnknownQuestionTypeError,
  UndeclaredLanguageError,
} from './errors.js';
export { UploadError, OfflineError } from './transfer-errors.js';
export { MESSAGES, type MessageKey } from './messages.js';
export { loadEngineTexts, hasEngineTexts } from './engine-texts.js';
export { loadQuestionTypeTexts } from './type-texts.js';
export { MESSAGE_KEYS, missingEngineTexts, isDeclaredLanguage } from './language-packs.js';
export { createTranslator, interpolate, textDirection, type Translator, type TranslatorOptions, type TranslationValues } from './translator.js';
export {
  sortPages,
  isPageSkipped,
  nextPageIndex,
  previousPageIndex,
  firstPageIndex,
  pageProgress,
  assertPageIndex,
} from './navigation.js';
export { DEFAULT_MAX_FILE_SIZE, DEFAULT_IMAGE_MIME_TYPES, mimeTypeAllowed, allowedMimeTypes, validateFile } from './file-rules.js';
export {
  isEmptyAnswer,
  isValidEmail,
  clampSliderValue,
  otherOptionValue,
  validateQuestion,
  localizedMessage,
  parseLocaleNumber,
  formatLocaleNumber,
  isIsoDate,
  isQuestionAnswerEmpty,
  loadRichQuestionRules,
  type ValidationMessage,
  type AnswerReader,
} from './validation.js';
export { RRN_LENGTH, RRN_DISPLAY_MAX_LENGTH, normalizeRrn, formatRrn, hashRrn, rrnErrorMessageKey, rrnRefusal } from './rrn.js';
export { rankedPlaces, rankingRules } from './ranking.js';
export { AI_FEEDBACK_DEBOUNCE_MS, AI_FEEDBACK_MIN_LENGTH, wantsAiFeedback } from './ai-feedback.js';
export { PROFICIENCY_LOW_BELOW, PROFICIENCY_HIGH_ABOVE, TOXICITY_THRESHOLD, proficiencyLevel, classifyAiFeedback } from './ai-feedback-scores.js';
export { CHECKSUM_CHUNK_SIZE, computeChecksum, type ChecksumOptions } from './checksum.js';
export { DEFAULT_CONTENT_TYPE, uploadFile, type UploadFileOptions, type StoredFile } from './upload.js';
// The wire contract's constants and checks are in the '@treesponse/core/wire' entry.
export { toWireTreesponse, fromWireTreesponse } from './wire-treesponse.js';
export {
  treesponderStorageKey,
  createTreesponderStore,
  EMPTY_TREESPONDER,
  type TreesponderStore,
} from './treesponder-store.js';
export { retryFetch, DEFAULT_RETRIES, DEFAULT_RETRY_DELAY_MS, type RetryOptions } from './retry.js';
// The transports are entries of their own: '@treesponse/core/http', '@treesponse/core/json-http', '@treesponse/core/offline'.
export {
  parseExpression,
  evaluateExpression,
  evaluateCondition,
  compileExpression,
  expressionReferences,
  isTruthy,
  ExpressionError,
  EXPRESSION_FUNCTIONS,
  type ExpressionNode,
  type ExpressionValue,
  type BinaryOperator,
  type FunctionName,
  type ReferenceReader,
} from './expression.js';
export {
  conditionHolds,
  evaluateInContext,
  readReference,
  isQuestionSkipped,
  isQuestionRequired,
  isQuestionDisabled,
  isSectionSkipped,
  isPageHidden,
  hasDynamicRules,
  resolveQuestion,
  computeValues,
} from './conditions.js';
export {
  validateDefinition,
  InvalidDefinitionError,
  type DefinitionProblem,
  type QuestionTypeDefinition,
  type QuestionTypeRegistry,
  type ValidateDefinitionOptions,
} from './definition.js';
export { RANDOM_SEED_KEY, seededShuffle, applyRandomOrder, usesRandomOrder } from './random-order.js';
export {
  createSurvey,
  type SurveyOptions,
  type SurveyStateExtras,
  type FullSurveyState,
  type FullSurveyController,
} from './survey.js';
export { typesUsed, type TypesUsed } from './types-used.js';
export { SLOW_SAVE_MS } from './survey/submit.js';
export { extendSchema, customQuestionDefinition, type DefinitionSchema } from './schema.js';
export { DRAFT_WRITE_DELAY_MS } from './survey/draft.js';
export type { QuestionView, SectionView, PageView, OptionView } from './survey/views.js';
export type { ResumeStore, CompletionData } from './survey/lifecycle-hooks.js';
