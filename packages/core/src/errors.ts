/** The engine's error classes. Each carries a stable `name` so it can be recognised across bundles. */

/**
 * A reply from the server that is not a success: every error a transport throws for an HTTP reply is one, so
 * `error instanceof HttpError` gives the `status` and the `body` (parsed JSON when it was JSON, else the text).
 */
export class HttpError extends Error {
  override readonly name: string = 'HttpError';
  constructor(
    message: string,
    /** HTTP status of the reply. */
    readonly status: number,
    /** The reply's body: the parsed JSON, or the text when it is not JSON; undefined when not read. */
    readonly body: unknown,
  ) {
    super(message);
  }
}

/** HTTP 401: the treesponder token or project key was refused. */
export class NotAuthorizedError extends HttpError {
  override readonly name = 'NotAuthorizedError';
  declare readonly status: 401;
  constructor(message = 'Not authorized') {
    super(message, 401, undefined);
  }
}

/** HTTP 422: the server refused the body; `details` holds its explanation (e.g. `{ validation_code: ['already used'] }`). */
export class UnprocessableEntityError extends HttpError {
  override readonly name = 'UnprocessableEntityError';
  declare readonly status: 422;
  constructor(
    readonly details: unknown,
    message = 'Could not be saved',
  ) {
    super(message, 422, details);
  }
}

/**
 * Any other non-ok reply with a JSON object as body ('Server replied {status} to {call}'). The object's own fields
 * are also copied onto the error, so code that read the thrown body (`error.error`) keeps working.
 */
export class ServerError extends HttpError {
  override readonly name = 'ServerError';
  declare readonly body: Record<string, unknown>;
  constructor(message: string, status: number, body: Record<string, unknown>) {
    super(message, status, body);
    for (const [field, value] of Object.entries(body)) {
      if (!(field in this)) Object.defineProperty(this, field, { value, enumerable: true });
    }
  }
}

/** A reply that is not what the contract promises: not JSON, or JSON with missing or wrongly typed fields. */
export class InvalidResponseError extends HttpError {
  override readonly name = 'InvalidResponseError';
  /** The raw body text (cut to 500 characters). */
  declare readonly body: string;
  constructor(message: string, status: number, body: string) {
    super(message, status, body);
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

/** The survey was asked for a language its definition does not declare: `used` is shown instead. */
export class UndeclaredLanguageError extends Error {
  override readonly name = 'UndeclaredLanguageError';
  constructor(
    readonly language: string,
    readonly declared: readonly string[],
    readonly used: string,
  ) {
    super(`The survey has no language '${language}' (it declares ${declared.join(', ')}): '${used}' is used`);
  }
}
