/**
 * The vocabulary of the survey engine, in one import: survey definitions (`definition-types.ts`,
 * `question-types.ts`), the data a respondent produces (`response-types.ts`) and the shapes exchanged with the
 * collection API (`wire.ts`, also the `@treesponse/core/wire` entry).
 */
export * from './definition-types.js';
export * from './question-types.js';
export * from './response-types.js';
export type { WireUploadAttributes, WireTreesponse, WireTreesponseRead, DirectUploadRequest, DirectUploadResponse } from './wire.js';
