/**
 * The wire contract of the collection API, defined once: the treesponse fields a create or update carries, where
 * the engine's special fields go on the wire, which languages are accepted and which HTTP statuses mean what. The
 * engine's client and the collection server both import it (`@treesponse/core/wire`), and it converts between the
 * engine's camelCase treesponse and the snake_case wire body.
 */
import type { WireTreesponseRead } from './contracts.js';
import type { Language, SpecialField, Treesponse, Upload, WireTreesponse } from './types.js';

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

/**
 * Where each special field of the engine's treesponse travels: a question with `target: 'postcode'` stores its
 * answer in `treesponse.postcode`, sent as the top-level wire field `postcode`. These fields are the spec's contract;
 * a survey that does not use them sends them empty (null or false).
 */
export const SPECIAL_FIELD_WIRE_NAMES = {
  age: 'age',
  yearOfBirth: 'year_of_birth',
  optinOrganisation: 'optin_organisation',
  optinProject: 'optin_project',
  email: 'email',
  gender: 'gender',
  postcode: 'postcode',
  validationCode: 'validation_code',
} as const satisfies Record<SpecialField, WireTreesponseField>;

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
 * The HTTP statuses of the contract besides 2xx. 401 and 422 have their own errors in the client
 * (`NotAuthorizedError`, `UnprocessableEntityError` with the field errors `{ field: [message] }` as `details`); 428
 * carries a proof-of-work challenge the client solves and sends again; 429 and 5xx are tried again for idempotent
 * calls only.
 */
export const WIRE_STATUS = {
  badRequest: 400,
  notAuthorized: 401,
  notFound: 404,
  conflict: 409,
  payloadTooLarge: 413,
  unsupportedMediaType: 415,
  unprocessable: 422,
  proofOfWorkRequired: 428,
  tooManyRequests: 429,
  unavailable: 503,
} as const;

/**
 * A create sent again with the same `Idempotency-Key` (per respondent) is not stored twice: the server answers with
 * the response the first one created. A queue that cannot know whether a create arrived sends it again safely.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** What an idempotency key may be: 8 to 100 characters of [A-Za-z0-9_-]. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

/** The body of a 422: messages per wire field (`{ "language": ["must be a BCP 47 language tag …"] }`). */
export type WireFieldErrors = Record<string, string[]>;

/** The body of POST and PATCH /treesponses, exactly the spec's wire fields. */
export function toWireTreesponse(treesponse: Treesponse): WireTreesponse {
  const special = Object.fromEntries(
    Object.entries(SPECIAL_FIELD_WIRE_NAMES).map(([field, wire]) => {
      const value = treesponse[field as SpecialField];
      return [wire, typeof value === 'boolean' ? value : (value ?? (wire.startsWith('optin_') ? false : null))];
    }),
  ) as Pick<WireTreesponse, (typeof SPECIAL_FIELD_WIRE_NAMES)[SpecialField]>;
  return {
    ...special,
    completed: treesponse.completed,
    // The address is validated trimmed, so it is sent trimmed; an empty one is no address.
    email: treesponse.email?.trim() || null,
    language: treesponse.language,
    page_visits: treesponse.pageVisits.map(({ index, name, order }) => ({ index, name, order })),
    query: treesponse.query,
    survey_version: treesponse.surveyVersion,
    answers: treesponse.answers,
    results: treesponse.results,
    uploads_attributes: Object.values(treesponse.uploads)
      .filter((upload) => Boolean(upload.blobSignedId))
      .map((upload) => ({
        ...(upload.id !== undefined && upload.id !== null ? { id: upload.id } : {}),
        name: upload.name,
        file: upload.blobSignedId as string,
      })),
  };
}

/** Merge what GET /treesponses/{id} returned into a treesponse (answers, results, uploads, special fields). */
export function fromWireTreesponse(base: Treesponse, id: string, read: WireTreesponseRead): Treesponse {
  const uploads: Record<string, Upload> = {};
  for (const upload of read.uploads ?? []) {
    uploads[upload.name] = {
      id: upload.id,
      name: upload.name,
      filename: upload.filename,
      blobSignedId: upload.blobSignedId,
    };
  }
  const language: Language = typeof read.language === 'string' && read.language !== '' ? read.language : base.language;
  return {
    ...base,
    id,
    completed: read.completed ?? base.completed,
    language,
    surveyVersion: read.survey_version ?? base.surveyVersion,
    query: read.query ?? base.query,
    answers: { ...read.answers },
    results: { ...read.results },
    pageVisits: Array.isArray(read.page_visits) ? read.page_visits : base.pageVisits,
    uploads,
    ...(Object.fromEntries(
      Object.entries(SPECIAL_FIELD_WIRE_NAMES).map(([field, wire]) => [field, read[wire] ?? (wire.startsWith('optin_') ? false : null)]),
    ) as Pick<Treesponse, SpecialField>),
  };
}
