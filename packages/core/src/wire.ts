/**
 * The wire contract of the collection API, defined once: the treesponse fields a create or update carries, where
 * the engine's special fields go on the wire, which languages are accepted and which HTTP statuses mean what. The
 * engine's client and the collection server both import it (`@treesponse/core/wire`), and it converts between the
 * engine's camelCase treesponse and the snake_case wire body.
 */
import type { Answers, Language } from './definition-types.js';
import type { AiFeedbackResponse, LikeOption, PageVisit } from './response-types.js';

export type { AiFeedbackResponse, LikeOption };

// ---------------------------------------------------------------------------------------------------------------
// Shapes (snake_case, exactly what the collection API receives and returns)
// ---------------------------------------------------------------------------------------------------------------

export interface WireUploadAttributes {
  id?: string | number | null;
  name: string;
  /** The blob's signed id. */
  file: string;
}

export interface WireTreesponse {
  age?: string | number | null;
  completed: boolean;
  email?: string | null;
  gender?: string | null;
  language: Language;
  optin_organisation: boolean;
  optin_project: boolean;
  page_visits: PageVisit[];
  postcode?: string | null;
  query: string;
  survey_version: string;
  validation_code?: string | null;
  year_of_birth?: number | null;
  answers: Answers;
  results: Record<string, unknown>;
  uploads_attributes: WireUploadAttributes[];
}

export interface DirectUploadRequest {
  blob: { filename: string; content_type: string; byte_size: number; checksum: string };
}

export interface DirectUploadResponse {
  direct_upload: { url: string; headers: Record<string, string> };
  signed_id: string;
}

/** What a create (POST) or an update (PATCH) may carry: any of the fields; absent ones are left as they are (or defaulted on create). */
export type WireTreesponseInput = Partial<WireTreesponse>;

/** What GET /treesponses/{id} returns. */
export interface WireTreesponseRead extends Partial<Omit<WireTreesponse, 'uploads_attributes'>> {
  answers: Answers;
  results: Record<string, unknown>;
  uploads?: { id: string | number; name: string; filename: string; blobSignedId: string }[];
}


/** Every field of a treesponse body (POST and PATCH /treesponses), in the spec's order. */
export const WIRE_TREESPONSE_FIELDS = [
  'age',
  'completed',
  'email',
  'gender',
  'language',
  'optin_organisation',
  'optin_project',
  'page_visits',
  'postcode',
  'query',
  'survey_version',
  'validation_code',
  'year_of_birth',
  'answers',
  'results',
  'uploads_attributes',
] as const satisfies readonly (keyof WireTreesponse)[];

export type WireTreesponseField = (typeof WIRE_TREESPONSE_FIELDS)[number];

// The treesponse's wire form, in a module of its own: a survey loads it at the first answer or save.
export { SPECIAL_FIELD_WIRE_NAMES, toWireTreesponse, fromWireTreesponse } from './wire-treesponse.js';

/** Longest text the server stores per field, in characters. */
export const WIRE_TEXT_LIMITS = {
  age: 32,
  email: 320,
  gender: 64,
  language: 35,
  postcode: 32,
  query: 4096,
  survey_version: 64,
} as const satisfies Partial<Record<WireTreesponseField, number>>;

// RFC 5646 well-formedness: language[-script][-region](-variant)*(-extension)*[-privateuse], or a private-use tag.
const LANGUAGE_TAG =
  /^(?:[a-z]{2,3}(?:-[a-z]{3}){0,3}|[a-z]{4,8})(?:-[a-z]{4})?(?:-(?:[a-z]{2}|\d{3}))?(?:-(?:[a-z\d]{5,8}|\d[a-z\d]{3}))*(?:-[\da-wy-z](?:-[a-z\d]{2,8})+)*(?:-x(?:-[a-z\d]{1,8})+)?$|^x(?:-[a-z\d]{1,8})+$/i;

/** Whether `value` is a well-formed BCP 47 language tag ('nl', 'fr-BE', 'zh-Hant-TW', 'es-419'), as a treesponse's `language` must be. */
export function isLanguageTag(value: unknown): value is Language {
  return typeof value === 'string' && value.length <= WIRE_TEXT_LIMITS.language && LANGUAGE_TAG.test(value);
}

/** The refusal a server gives for a `language` that is not a BCP 47 tag. */
export const LANGUAGE_TAG_MESSAGE = 'must be a BCP 47 language tag such as nl, fr-BE or es';

/**
 * The HTTP statuses of the contract, by name. 401 and 422 have their own errors in the client (`NotAuthorizedError`,
 * `UnprocessableEntityError` with the field errors `{ field: [message] }` as `details`); 428 carries a proof-of-work
 * challenge the client solves and sends again; 429 and 5xx are tried again for idempotent calls only.
 */
export const WIRE_STATUS = {
  ok: 200,
  created: 201,
  noContent: 204,
  badRequest: 400,
  notAuthorized: 401,
  notFound: 404,
  methodNotAllowed: 405,
  conflict: 409,
  payloadTooLarge: 413,
  unsupportedMediaType: 415,
  unprocessable: 422,
  proofOfWorkRequired: 428,
  tooManyRequests: 429,
  internalError: 500,
  unavailable: 503,
} as const;

/** Where the collection API lives under a server's origin: `{origin}/api/v1`. */
export const API_BASE_PATH = '/api/v1';

/** The resources under `API_BASE_PATH`, as the first segment of a path. */
export const WIRE_RESOURCES = {
  treesponders: 'treesponders',
  treesponses: 'treesponses',
  directUploads: 'direct_uploads',
  aiFeedbacks: 'ai_feedbacks',
  aggregator: 'aggregator',
} as const;

/** The paths of the calls under `API_BASE_PATH` (an id is encoded as a path segment); their first segments are `WIRE_RESOURCES`. */
export const WIRE_PATHS = {
  /** POST: a new treesponder (`WireTreesponderCreated`). */
  treesponders: '/treesponders',
  /** POST: a new treesponse (`WireTreesponseInput` → `WireTreesponseCreated`). */
  treesponses: '/treesponses',
  /** GET (`WireTreesponseRead`), PATCH or PUT (`WireTreesponseInput`) one treesponse. */
  treesponse: (id: string) => `/treesponses/${encodeURIComponent(id)}`,
  /** POST: announce a file (`DirectUploadRequest` → `DirectUploadResponse`). */
  directUploads: '/direct_uploads',
  /** POST: feedback on a text (`WireAiFeedbackRequest` → `AiFeedbackResponse`). */
  aiFeedbacks: '/ai_feedbacks',
  /** GET, with the project key as bearer: the like options of a treesponse (`LikeOption[]`). */
  aggregator: (id: string) => `/aggregator/${encodeURIComponent(id)}`,
} as const;

/** Where a stored file is read, under the server's origin: `{origin}/rails/active_storage/blobs/{signedId}/{filename}`. */
export const BLOB_PATH = '/rails/active_storage/blobs';
export const blobPath = (signedId: string, filename: string) => `${BLOB_PATH}/${encodeURIComponent(signedId)}/${encodeURIComponent(filename)}`;

/** Every call carries the project's key in this header. */
export const PROJECT_KEY_HEADER = 'x-project-key';
/** A write that answers a proof-of-work challenge carries `{challenge}:{nonce}` in this header. */
export const PROOF_OF_WORK_HEADER = 'x-proof-of-work';

/** What POST /treesponders returns. */
export interface WireTreesponderCreated {
  publicId: string;
  token: string;
}

/** What POST /treesponses returns. */
export interface WireTreesponseCreated {
  publicId: string;
}

/** The body of POST /ai_feedbacks. */
export interface WireAiFeedbackRequest {
  argument: string;
}

/** The body of an error reply: `{ "error": "Not authorized" }` (a 422 carries `WireFieldErrors` instead). */
export interface WireError {
  error: string;
}

// ---------------------------------------------------------------------------------------------------------------
// Proof of work: a project may ask every vote-code attempt to come with the solution of a fresh challenge.
// The write without a valid `PROOF_OF_WORK_HEADER` is answered 428 with `WireProofOfWorkRequired`; the client finds a
// nonce such that SHA-256(`{challenge}:{nonce}`) starts with `difficulty` zero bits and sends the write again with
// `x-proof-of-work: {challenge}:{nonce}`.
// ---------------------------------------------------------------------------------------------------------------

/** The error text of a 428 reply. */
export const PROOF_OF_WORK_REQUIRED_ERROR = 'Proof of work required';
/** Difficulties above this are refused by the client (minutes of work on a phone) and cannot be configured. */
export const MAX_PROOF_OF_WORK_BITS = 24;

/** A challenge: solve `challenge` to `difficulty` leading zero bits. */
export interface WireProofOfWorkChallenge {
  challenge: string;
  difficulty: number;
}

/** The body of a 428 reply. */
export interface WireProofOfWorkRequired extends WireError {
  proof_of_work: WireProofOfWorkChallenge;
}

/** The value of `PROOF_OF_WORK_HEADER` for a nonce. */
export const proofOfWorkAnswer = (challenge: string, nonce: number | string) => `${challenge}:${nonce}`;

/** The leading zero bits of a SHA-256 digest; an answer holds when they reach the difficulty. */
export function leadingZeroBits(digest: Uint8Array): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte !== 0) return bits + Math.clz32(byte) - 24;
    bits += 8;
  }
  return bits;
}

/** The challenge in a 428 reply body (`WireProofOfWorkRequired`), or null. */
export function proofOfWorkChallenge(body: unknown): WireProofOfWorkChallenge | null {
  if (typeof body !== 'object' || body === null) return null;
  const request = (body as { proof_of_work?: unknown }).proof_of_work;
  if (typeof request !== 'object' || request === null) return null;
  const { challenge, difficulty } = request as { challenge?: unknown; difficulty?: unknown };
  return typeof challenge === 'string' && typeof difficulty === 'number' ? { challenge, difficulty } : null;
}

/**
 * A create sent again with the same `Idempotency-Key` (per respondent) is not stored twice: the server answers with
 * the response the first one created. A queue that cannot know whether a create arrived sends it again safely.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** What an idempotency key may be: 8 to 100 characters of [A-Za-z0-9_-]. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

/** The request headers a browser client sends (a server allows them cross-origin). */
export const WIRE_REQUEST_HEADERS = [
  PROJECT_KEY_HEADER,
  'authorization',
  'content-type',
  'content-md5',
  PROOF_OF_WORK_HEADER,
  IDEMPOTENCY_KEY_HEADER,
] as const;

/** The body of a 422: messages per wire field (`{ "language": ["must be a BCP 47 language tag …"] }`). */
export type WireFieldErrors = Record<string, string[]>;
