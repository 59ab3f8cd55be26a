/**
 * File and image questions: a file is checked (size, type), hashed and sent to storage, with its progress; the
 * stored blob becomes the question's upload in the response.
 */
import type { Environment, TreesponseApi, UploadState } from '../contracts.js';
import { UploadError } from '../transfer-errors.js';
import type { FileQuestion, Question } from '../types.js';
import { uploadFile } from '../upload.js';
import { validateFile } from '../file-rules.js';
import type { ValidationMessage } from '../validation.js';
import type { ResponseCell } from './answers.js';

interface InternalUploadState extends Omit<UploadState, 'error'> {
  error?: ValidationMessage;
}

export interface Uploads {
  upload(questionKey: string, file: File | Blob | null | undefined): Promise<void>;
  /** Every upload's state, its error in the survey's language. */
  view(translate: (message: ValidationMessage) => string): Record<string, UploadState>;
}

export function createUploads(options: {
  api: TreesponseApi;
  timers: Environment['timers'];
  response: ResponseCell;
  question(key: string): Question | undefined;
  ensureTreesponder(): Promise<string>;
  report(error: unknown, context: string): void;
  emit(): void;
}): Uploads {
  const { response, report } = options;
  let uploads: Record<string, InternalUploadState> = {};

  return {
    async upload(questionKey, file) {
      const question = options.question(questionKey);
      if (!question || (question.type !== 'file' && question.type !== 'image')) {
        throw new TypeError(`Question ${questionKey} is not a file or image question`);
      }
      const setUpload = (state: InternalUploadState) => {
        uploads = { ...uploads, [questionKey]: state };
        options.emit();
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
        const token = await options.ensureTreesponder();
        const stored = await uploadFile({
          api: options.api,
          token,
          file,
          filename,
          yieldToEventLoop: () => new Promise((resolve) => options.timers.setTimeout(resolve, 0)),
          onProgress: (phase, fraction) =>
            setUpload({ status: phase, progress: phase === 'hashing' ? fraction * 0.5 : 0.5 + fraction * 0.5, filename }),
        });
        const treesponse = response.current;
        response.current = {
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
    view(translate) {
      const shown: Record<string, UploadState> = {};
      for (const [key, upload] of Object.entries(uploads)) {
        const { error, ...rest } = upload;
        shown[key] = error ? { ...rest, error: translate(error) } : rest;
      }
      return shown;
    },
  };
}
