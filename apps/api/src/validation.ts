/**
 * Checks of request bodies against the wire contract of `@treesponse/core/wire` (its fields, text limits and
 * language check). Problems are collected per field, Rails-like:
 * `{ "language": ["must be a BCP 47 language tag such as nl, fr-BE or es"] }`, and answered with 422.
 */
import {
  isLanguageTag,
  LANGUAGE_TAG_MESSAGE,
  WIRE_TEXT_LIMITS,
  type WireFieldErrors,
  type WireTreesponseInput,
  type WireUploadAttributes,
} from '@treesponse/core/wire';
import { VOTE_CODE_FORMAT_MESSAGE, VOTE_CODE_PATTERN } from './vote-codes.js';

export type FieldErrors = WireFieldErrors;

/** An upload of a create or update, as stored: the wire's attributes with the id the server gave (or null). */
export interface UploadAttributes extends Omit<WireUploadAttributes, 'id'> {
  id: number | null;
}

/** The treesponse fields a create or update may set; absent fields are left unchanged (or defaulted on create). */
export type TreesponseInput = Omit<WireTreesponseInput, 'uploads_attributes'> & { uploads_attributes?: UploadAttributes[] };

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function add(errors: FieldErrors, field: string, message: string): void {
  (errors[field] ??= []).push(message);
}

type Check = (value: unknown) => string | null;

const MAX_DEPTH = 32;
// NUL cannot be stored in PostgreSQL text, and a lone surrogate is not valid Unicode for jsonb.
// eslint-disable-next-line no-control-regex -- matching NUL is the point
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Why a JSON value cannot be stored as is (a NUL or lone surrogate in a string or key, a number too large for JSON
 * such as 1e400, or nesting too deep), or null.
 */
export function unstorable(value: unknown, depth = 0): string | null {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? 'contains characters that cannot be stored (NUL or invalid Unicode)' : null;
  if (typeof value === 'number') return Number.isFinite(value) ? null : 'contains a number that cannot be stored (too large)';
  if (typeof value !== 'object' || value === null) return null;
  if (depth >= MAX_DEPTH) return `is nested too deeply (maximum is ${MAX_DEPTH} levels)`;
  for (const [key, item] of Array.isArray(value) ? value.entries() : Object.entries(value)) {
    const problem = (typeof key === 'string' ? unstorable(key) : null) ?? unstorable(item, depth + 1);
    if (problem) return problem;
  }
  return null;
}

const optionalString =
  (max: number): Check =>
  (value) => {
    if (value === null) return null;
    if (typeof value !== 'string') return 'must be a string or null';
    return value.length > max ? `is too long (maximum is ${max} characters)` : null;
  };

const requiredString =
  (max: number): Check =>
  (value) => {
    if (typeof value !== 'string') return 'must be a string';
    return value.length > max ? `is too long (maximum is ${max} characters)` : null;
  };

const boolean: Check = (value) => (typeof value === 'boolean' ? null : 'must be true or false');

/**
 * Bounds of a treesponse's answers and results, so one response cannot blow up storage or an export: at most
 * `maxKeys` top-level keys of at most MAX_KEY_LENGTH characters, and at most `maxBytes` as JSON.
 */
export const ANSWER_LIMITS = {
  answers: { maxKeys: 500, maxBytes: 256 * 1024 },
  results: { maxKeys: 200, maxBytes: 64 * 1024 },
} as const;
export const MAX_KEY_LENGTH = 200;

/**
 * Bounds of the values inside answers and results, so the dashboard's counting and the exports do bounded work
 * per response whatever it holds: a list has at most `listElements` elements and a text at most `textLength`
 * characters (at any depth), and answers or results hold at most `values` values in all (texts, numbers, booleans,
 * nulls and list elements, at any depth).
 */
export const VALUE_LIMITS = { listElements: 200, textLength: 20_000, values: 5_000 } as const;

/** Bounds of `page_visits`: entries, and characters of a page name. */
export const PAGE_VISIT_LIMITS = { entries: 1000, nameLength: 200 } as const;

/** Why a value breaks VALUE_LIMITS, or null. Nesting is bounded (MAX_DEPTH) before this walks it. */
export function overLimits(value: unknown): string | null {
  let values = 0;
  const walk = (item: unknown): string | null => {
    if (typeof item === 'string' && item.length > VALUE_LIMITS.textLength)
      return `has a text that is too long (maximum is ${VALUE_LIMITS.textLength} characters)`;
    if (typeof item !== 'object' || item === null) {
      values += 1;
      return values > VALUE_LIMITS.values ? `holds too many values (maximum is ${VALUE_LIMITS.values})` : null;
    }
    if (Array.isArray(item) && item.length > VALUE_LIMITS.listElements)
      return `has a list that is too long (maximum is ${VALUE_LIMITS.listElements} elements)`;
    for (const child of Array.isArray(item) ? item : Object.values(item)) {
      const problem = walk(child);
      if (problem) return problem;
    }
    return null;
  };
  return walk(value);
}

const boundedObject =
  ({ maxKeys, maxBytes }: { maxKeys: number; maxBytes: number }): Check =>
  (value) => {
    if (!isPlainObject(value)) return 'must be an object';
    const keys = Object.keys(value);
    if (keys.length > maxKeys) return `has too many keys (maximum is ${maxKeys})`;
    if (keys.some((key) => key.length > MAX_KEY_LENGTH)) return `has a key that is too long (maximum is ${MAX_KEY_LENGTH} characters)`;
    if (Buffer.byteLength(JSON.stringify(value)) > maxBytes) return `is too large (maximum is ${maxBytes} bytes as JSON)`;
    return overLimits(value);
  };

const FIELD_CHECKS: Record<Exclude<keyof TreesponseInput, 'uploads_attributes' | 'page_visits'>, Check> = {
  age: (value) => {
    if (value === null) return null;
    if (typeof value === 'number') return Number.isFinite(value) ? null : 'must be a finite number';
    if (typeof value !== 'string') return 'must be a string, a number or null';
    return value.length > WIRE_TEXT_LIMITS.age ? `is too long (maximum is ${WIRE_TEXT_LIMITS.age} characters)` : null;
  },
  completed: boolean,
  email: optionalString(WIRE_TEXT_LIMITS.email),
  gender: optionalString(WIRE_TEXT_LIMITS.gender),
  language: (value) => (isLanguageTag(value) ? null : LANGUAGE_TAG_MESSAGE),
  optin_organisation: boolean,
  optin_project: boolean,
  postcode: optionalString(WIRE_TEXT_LIMITS.postcode),
  query: requiredString(WIRE_TEXT_LIMITS.query),
  survey_version: requiredString(WIRE_TEXT_LIMITS.survey_version),
  validation_code: (value) =>
    value === null || (typeof value === 'string' && VOTE_CODE_PATTERN.test(value)) ? null : VOTE_CODE_FORMAT_MESSAGE,
  year_of_birth: (value) =>
    value === null || (Number.isInteger(value) && (value as number) >= 1000 && (value as number) <= 9999)
      ? null
      : 'must be a four-digit integer or null',
  answers: boundedObject(ANSWER_LIMITS.answers),
  results: boundedObject(ANSWER_LIMITS.results),
};

/** Validates a treesponse body; accepts the fields at the top level or wrapped in `{ "treesponse": {...} }`. */
export function parseTreesponseInput(body: unknown): { value: TreesponseInput } | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  if (isPlainObject(body) && isPlainObject(body.treesponse) && Object.keys(body).length === 1) body = body.treesponse;
  if (!isPlainObject(body)) return { errors: { base: ['the body must be a JSON object'] } };
  const value: Record<string, unknown> = {};
  for (const [field, check] of Object.entries(FIELD_CHECKS)) {
    if (!(field in body) || body[field] === undefined) continue;
    // the depth check first: a value nested thousands deep is refused before anything walks it whole
    const message = unstorable(body[field]) ?? check(body[field]);
    if (message) add(errors, field, message);
    else value[field] = body[field];
  }
  if ('page_visits' in body) {
    const visits = body.page_visits;
    if (!Array.isArray(visits)) add(errors, 'page_visits', 'must be an array');
    else if (visits.length > PAGE_VISIT_LIMITS.entries)
      add(errors, 'page_visits', `has too many entries (maximum is ${PAGE_VISIT_LIMITS.entries})`);
    else if (unstorable(visits)) add(errors, 'page_visits', unstorable(visits)!);
    else if (
      !visits.every(
        (visit) =>
          isPlainObject(visit) &&
          Number.isInteger(visit.index) &&
          typeof visit.name === 'string' &&
          Number.isInteger(visit.order),
      )
    )
      add(errors, 'page_visits', 'entries must be { index: integer, name: string, order: integer }');
    else if (visits.some((visit) => (visit as { name: string }).name.length > PAGE_VISIT_LIMITS.nameLength))
      add(errors, 'page_visits', `has a page name that is too long (maximum is ${PAGE_VISIT_LIMITS.nameLength} characters)`);
    else value.page_visits = visits.map((v) => ({ index: v.index, name: v.name, order: v.order }));
  }
  if ('uploads_attributes' in body && body.uploads_attributes !== undefined) {
    const uploads = parseUploads(body.uploads_attributes);
    if ('errors' in uploads) add(errors, 'uploads_attributes', uploads.errors);
    else value.uploads_attributes = uploads.value;
  }
  return Object.keys(errors).length > 0 ? { errors } : { value: value as TreesponseInput };
}

function parseUploads(raw: unknown): { value: UploadAttributes[] } | { errors: string } {
  if (!Array.isArray(raw)) return { errors: 'must be an array' };
  if (raw.length > 100) return { errors: 'has too many entries (maximum is 100)' };
  const value: UploadAttributes[] = [];
  for (const entry of raw) {
    if (!isPlainObject(entry)) return { errors: 'entries must be objects' };
    const { id, name, file } = entry;
    if (typeof name !== 'string' || name.length === 0 || name.length > 200)
      return { errors: 'name must be a non-empty string' };
    if (typeof file !== 'string' || file.length === 0 || file.length > 1000)
      return { errors: 'file must be a signed blob id' };
    if (unstorable(name)) return { errors: `name ${unstorable(name)}` };
    let numericId: number | null = null;
    if (id !== undefined && id !== null) {
      numericId = typeof id === 'string' && /^\d{1,9}$/.test(id) ? Number(id) : (id as number);
      if (!Number.isSafeInteger(numericId) || numericId <= 0) return { errors: 'id must be a positive integer' };
    }
    value.push({ id: numericId, name, file });
  }
  return { value };
}

export interface DirectUploadInput {
  filename: string;
  content_type: string;
  byte_size: number;
  checksum: string;
}

const BASE64_MD5 = /^[A-Za-z0-9+/]{22}==$/;

/** Validates `{ blob: { filename, content_type, byte_size, checksum } }`. */
export function parseDirectUploadInput(
  body: unknown,
  maxUploadBytes: number,
): { value: DirectUploadInput } | { errors: FieldErrors } {
  if (!isPlainObject(body) || !isPlainObject(body.blob)) return { errors: { blob: ['must be an object'] } };
  const blob = body.blob;
  const errors: FieldErrors = {};
  const filename = blob.filename;
  if (typeof filename !== 'string' || filename.trim().length === 0) add(errors, 'filename', 'must be a non-empty string');
  else if (filename.length > 255) add(errors, 'filename', 'is too long (maximum is 255 characters)');
  else if (unstorable(filename)) add(errors, 'filename', unstorable(filename)!);
  const contentType = blob.content_type ?? 'application/octet-stream';
  if (typeof contentType !== 'string' || !/^[\w.+-]+\/[\w.+-]+$/.test(contentType))
    add(errors, 'content_type', 'must be a MIME type such as image/png');
  const byteSize = blob.byte_size;
  if (!Number.isSafeInteger(byteSize) || (byteSize as number) < 0) add(errors, 'byte_size', 'must be a non-negative integer');
  else if ((byteSize as number) > maxUploadBytes)
    add(errors, 'byte_size', `is too large (maximum is ${maxUploadBytes} bytes)`);
  if (typeof blob.checksum !== 'string' || !BASE64_MD5.test(blob.checksum))
    add(errors, 'checksum', 'must be the base64 MD5 of the file');
  if (Object.keys(errors).length > 0) return { errors };
  return {
    value: {
      filename: (filename as string).trim(),
      content_type: contentType as string,
      byte_size: byteSize as number,
      checksum: blob.checksum as string,
    },
  };
}
