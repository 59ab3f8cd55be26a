/** The engine's error classes. Each carries a stable `name` so it can be recognised across bundles. */

/** HTTP 401: the treesponder token or project key was refused. */
export class NotAuthorizedError extends Error {
  override readonly name = 'NotAuthorizedError';
  readonly status = 401;
  constructor(message = 'Not authorized') {
    super(message);
  }
}

/** HTTP 422: the server refused the body; `details` holds its explanation (e.g. `{ validation_code: ['already used'] }`). */
export class UnprocessableEntityError extends Error {
  override readonly name = 'UnprocessableEntityError';
  readonly status = 422;
  constructor(
    readonly details: unknown,
    message = 'Could not be saved',
  ) {
    super(message);
  }
}

/** A reply that is not what the contract promises: not JSON, or JSON with missing or wrongly typed fields. */
export class InvalidResponseError extends Error {
  override readonly name = 'InvalidResponseError';
  constructor(
    message: string,
    /** HTTP status of the reply. */
    readonly status: number,
    /** The raw body text (cut to 500 characters). */
    readonly body: string,
  ) {
    super(message);
  }
}

/** The request never got a reply: connection refused or dropped, DNS failure, aborted. */
export class NetworkError extends Error {
  override readonly name: string = 'NetworkError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/**
 * No complete reply within the call's deadline (`timeoutMs` of createHttpApi). A NetworkError, so it can be handled
 * like any lost connection: the call may be tried again.
 */
export class TimeoutError extends NetworkError {
  override readonly name: string = 'TimeoutError';
  constructor(
    message: string,
    /** The deadline that passed, in ms. */
    readonly timeoutMs: number,
  ) {
    super(message);
  }
}

/** Upload problems: 'Cannot upload file' (no file) and 'Error storing file. Status: {code}'. */
export class UploadError extends Error {
  override readonly name = 'UploadError';
  constructor(
    message: string,
    /** HTTP status of the failed PUT, when there was one. */
    readonly status?: number,
  ) {
    super(message);
  }
}

/** The offline API was asked for something only a server can give. */
export class OfflineError extends Error {
  override readonly name = 'OfflineError';
}

/** A translation key exists in no dictionary of the language. */
export class MissingTranslationError extends Error {
  override readonly name = 'MissingTranslationError';
  constructor(
    readonly key: string,
    readonly language: string,
  ) {
    super(`Missing translation '${key}' for language '${language}'`);
  }
}

/** A section of a type the engine does not know. */
export class UnknownSectionTypeError extends Error {
  override readonly name = 'UnknownSectionTypeError';
  constructor(readonly type: string) {
    super(`Section type ${type} is not implemented`);
  }
}

/** A question of a type the engine does not know. */
export class UnknownQuestionTypeError extends Error {
  override readonly name = 'UnknownQuestionTypeError';
  constructor(readonly type: string) {
    super(`Question type ${type} is not implemented`);
  }
}
