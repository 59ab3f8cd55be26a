/**
 * The engine's error classes. Each carries a stable `name` so it can be recognised across bundles. Their fields are
 * set in the constructors rather than declared as class fields, which a bundler targeting ES2020 turns into a helper
 * call per field.
 */

/**
 * A reply from the server that is not a success: every error a transport throws for an HTTP reply is one, so
 * `error instanceof HttpError` gives the `status` and the `body` (parsed JSON when it was JSON, else the text).
 */
export class HttpError extends Error {
  declare readonly name: string;
  /** HTTP status of the reply. */
  declare readonly status: number;
  /** The reply's body: the parsed JSON, or the text when it is not JSON; undefined when not read. */
  declare readonly body: unknown;
  constructor(message: string, status: number, body: unknown) {
    super(message);
    this.status = status;
    this.body = body;
    this.name = 'HttpError';
  }
}

/** HTTP 401: the treesponder token or project key was refused. */
export class NotAuthorizedError extends HttpError {
  declare readonly name: 'NotAuthorizedError';
  declare readonly status: 401;
  constructor(message = 'Not authorized') {
    super(message, 401, undefined);
    this.name = 'NotAuthorizedError';
  }
}

/** HTTP 422: the server refused the body; `details` holds its explanation (e.g. `{ validation_code: ['already used'] }`). */
export class UnprocessableEntityError extends HttpError {
  declare readonly name: 'UnprocessableEntityError';
  declare readonly status: 422;
  declare readonly details: unknown;
  constructor(details: unknown, message = 'Could not be saved') {
    super(message, 422, details);
    this.details = details;
    this.name = 'UnprocessableEntityError';
  }
}

/**
 * Any other non-ok reply with a JSON object as body ('Server replied {status} to {call}'). The object's own fields
 * are also copied onto the error, so code that read the thrown body (`error.error`) keeps working.
 */
export class ServerError extends HttpError {
  declare readonly name: 'ServerError';
  declare readonly body: Record<string, unknown>;
  constructor(message: string, status: number, body: Record<string, unknown>) {
    super(message, status, body);
    this.name = 'ServerError';
    for (const [field, value] of Object.entries(body)) {
      if (!(field in this)) Object.defineProperty(this, field, { value, enumerable: true });
    }
  }
}

/** A reply that is not what the contract promises: not JSON, or JSON with missing or wrongly typed fields. */
export class InvalidResponseError extends HttpError {
  declare readonly name: 'InvalidResponseError';
  /** The raw body text (cut to 500 characters). */
  declare readonly body: string;
  constructor(message: string, status: number, body: string) {
    super(message, status, body);
    this.name = 'InvalidResponseError';
  }
}

/** The request never got a reply: connection refused or dropped, DNS failure, aborted. */
export class NetworkError extends Error {
  declare readonly name: string;
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'NetworkError';
  }
}

/**
 * No complete reply within the call's deadline (`timeoutMs` of createHttpApi). A NetworkError, so it can be handled
 * like any lost connection: the call may be tried again.
 */
export class TimeoutError extends NetworkError {
  declare readonly name: string;
  /** The deadline that passed, in ms. */
  declare readonly timeoutMs: number;
  constructor(message: string, timeoutMs: number) {
    super(message);
    this.timeoutMs = timeoutMs;
    this.name = 'TimeoutError';
  }
}

/** A translation key exists in no dictionary of the language. */
export class MissingTranslationError extends Error {
  declare readonly name: 'MissingTranslationError';
  declare readonly key: string;
  declare readonly language: string;
  constructor(key: string, language: string) {
    super(`Missing translation '${key}' for language '${language}'`);
    this.key = key;
    this.language = language;
    this.name = 'MissingTranslationError';
  }
}

/** A section of a type the engine does not know. */
export class UnknownSectionTypeError extends Error {
  declare readonly name: 'UnknownSectionTypeError';
  declare readonly type: string;
  constructor(type: string) {
    super(`Section type ${type} is not implemented`);
    this.type = type;
    this.name = 'UnknownSectionTypeError';
  }
}

/** A question of a type the engine does not know. */
export class UnknownQuestionTypeError extends Error {
  declare readonly name: 'UnknownQuestionTypeError';
  declare readonly type: string;
  constructor(type: string) {
    super(`Question type ${type} is not implemented`);
    this.type = type;
    this.name = 'UnknownQuestionTypeError';
  }
}

/** The survey was asked for a language its definition does not declare: `used` is shown instead. */
export class UndeclaredLanguageError extends Error {
  declare readonly name: 'UndeclaredLanguageError';
  declare readonly language: string;
  declare readonly declared: readonly string[];
  declare readonly used: string;
  constructor(language: string, declared: readonly string[], used: string) {
    super(`The survey has no language '${language}' (it declares ${declared.join(', ')}): '${used}' is used`);
    this.language = language;
    this.declared = declared;
    this.used = used;
    this.name = 'UndeclaredLanguageError';
  }
}
