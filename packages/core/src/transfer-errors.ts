/**
 * The errors only the parts loaded on first use throw (uploads, the offline transport's store and queue), in a
 * module of their own: one the first load shares with those parts would become a file of its own in an app's build.
 * Like the others (errors.ts), each carries a stable `name` and sets its fields in the constructor.
 */

/** Upload problems: 'Cannot upload file' (no file) and 'Error storing file. Status: {code}'. */
export class UploadError extends Error {
  declare readonly name: 'UploadError';
  /** HTTP status of the failed PUT, when there was one. */
  declare readonly status?: number;
  constructor(message: string, status?: number) {
    super(message);
    this.status = status;
    this.name = 'UploadError';
  }
}

/** The offline API was asked for something only a server can give. */
export class OfflineError extends Error {
  declare readonly name: 'OfflineError';
  constructor(message?: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'OfflineError';
  }
}
