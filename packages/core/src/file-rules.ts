/**
 * The checks of a chosen file (size and type), in a module of their own: only the upload part, loaded with the first
 * upload, uses them, so a survey's first load does not carry them with the other rules (validation.ts).
 */
import type { FileQuestion } from './types.js';
import type { ValidationMessage } from './validation.js';

/** Default maximum upload size: 10 MiB. */
export const DEFAULT_MAX_FILE_SIZE = 10_485_760;
/** Default allowed MIME patterns of an image question. */
export const DEFAULT_IMAGE_MIME_TYPES: readonly string[] = ['image/*'];

/** True when `mimeType` matches one of the patterns ('image/*', 'application/pdf', '*' or '*\/*'). */
export function mimeTypeAllowed(mimeType: string, patterns: readonly string[] | undefined): boolean {
  if (!patterns || patterns.length === 0) return true;
  const type = mimeType.toLowerCase();
  return patterns.some((raw) => {
    const pattern = raw.trim().toLowerCase();
    if (pattern === '*' || pattern === '*/*') return true;
    if (pattern.endsWith('/*')) return type.startsWith(pattern.slice(0, -1));
    return type === pattern;
  });
}

/** MIME patterns a file question accepts: its own list, else any image type for 'image', else anything. */
export function allowedMimeTypes(question: FileQuestion): readonly string[] | undefined {
  if (question.allowedMimeTypes && question.allowedMimeTypes.length > 0) return question.allowedMimeTypes;
  return question.type === 'image' ? DEFAULT_IMAGE_MIME_TYPES : undefined;
}

/** Checks a chosen file against the question's size limit and MIME patterns. */
export function validateFile(
  question: FileQuestion,
  file: { size: number; type: string },
): ValidationMessage | null {
  if (file.size > (question.maxFileSize ?? DEFAULT_MAX_FILE_SIZE)) return { key: 'validation.fileTooLarge' };
  if (!mimeTypeAllowed(file.type || 'application/octet-stream', allowedMimeTypes(question))) {
    return { key: 'validation.fileType' };
  }
  return null;
}
