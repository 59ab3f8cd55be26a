/** Conversion between the engine's camelCase treesponse and the collection API's snake_case wire format. */
import type { WireTreesponseRead } from './contracts.js';
import type { Language, Treesponse, Upload, WireTreesponse } from './types.js';

/** The body of POST and PATCH /treesponses, exactly the spec's wire fields. */
export function toWireTreesponse(treesponse: Treesponse): WireTreesponse {
  return {
    age: treesponse.age ?? null,
    completed: treesponse.completed,
    // The address is validated trimmed, so it is sent trimmed; an empty one is no address.
    email: treesponse.email?.trim() || null,
    gender: treesponse.gender ?? null,
    language: treesponse.language,
    optin_organisation: treesponse.optinOrganisation,
    optin_project: treesponse.optinProject,
    page_visits: treesponse.pageVisits.map(({ index, name, order }) => ({ index, name, order })),
    postcode: treesponse.postcode ?? null,
    query: treesponse.query,
    survey_version: treesponse.surveyVersion,
    validation_code: treesponse.validationCode ?? null,
    year_of_birth: treesponse.yearOfBirth ?? null,
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
    age: read.age ?? null,
    yearOfBirth: read.year_of_birth ?? null,
    optinOrganisation: read.optin_organisation ?? false,
    optinProject: read.optin_project ?? false,
    email: read.email ?? null,
    gender: read.gender ?? null,
    postcode: read.postcode ?? null,
    validationCode: read.validation_code ?? null,
  };
}
