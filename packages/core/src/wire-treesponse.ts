/**
 * The treesponse's wire form (part of the wire contract, `@treesponse/core/wire`): the conversion between the
 * engine's camelCase treesponse and the snake_case body of the collection API. A survey loads it at the first answer
 * or save, whichever comes sooner, so a page's first load does not carry it.
 */
import type { Language } from './definition-types.js';
import type { SpecialField, Treesponse, Upload } from './response-types.js';
import type { WireTreesponse, WireTreesponseField, WireTreesponseRead } from './wire.js';

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
