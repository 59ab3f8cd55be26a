/** The data a respondent produces: treesponder, treesponse, uploads, AI feedback and likes, in the engine's shape. */
import type { Answers, Language } from './definition-types.js';

export interface Treesponder {
  /** Public id given by the server (12 random characters offline). */
  id: string | null;
  /** Bearer token (36 random characters offline). */
  token: string | null;
  /** True once created on the server. */
  saved: boolean;
}

export interface PageVisit {
  /** Index of the page in the sorted page list. */
  index: number;
  /** Page key. */
  name: string;
  /** Sequence number of the visit, starting at 0. */
  order: number;
}

export interface UploadBlob {
  file: Blob & { name?: string; type: string; size: number };
  /** Base64 MD5 of the file, computed in 2 MiB chunks. */
  checksum?: string;
}

export interface Upload {
  /** Server id of the upload row, once saved. */
  id?: string | number | null;
  /** Question key the upload answers. */
  name: string;
  filename: string;
  blobSignedId?: string | null;
  blob?: UploadBlob | null;
}

/** The special top-level answers of a treesponse (stored outside `answers`). */
export interface SpecialFields {
  age?: string | number | null;
  yearOfBirth?: number | null;
  optinOrganisation: boolean;
  optinProject: boolean;
  email?: string | null;
  gender?: string | null;
  postcode?: string | null;
  /** SHA3-512 hex of an 11-digit registration number, or null. */
  validationCode?: string | null;
}

export type SpecialField = keyof SpecialFields;

export const SPECIAL_FIELDS: readonly SpecialField[] = [
  'age',
  'yearOfBirth',
  'optinOrganisation',
  'optinProject',
  'email',
  'gender',
  'postcode',
  'validationCode',
];

export interface Treesponse extends SpecialFields {
  /** Public id; null until created with POST. */
  id: string | null;
  completed: boolean;
  language: Language;
  /** Default 'v1'. */
  surveyVersion: string;
  /** The page's URL query string (without '?'). */
  query: string;
  answers: Answers;
  results: Record<string, unknown>;
  pageVisits: PageVisit[];
  uploads: Record<string, Upload>;
}

export interface LikeOption {
  id: string | number;
  text: string;
  name: string;
}

export interface AiFeedbackResponse {
  toxicity: { score: number };
  proficiency: number;
}

export type ProficiencyLevel = 'low' | 'ok' | 'high';
export type AiFeedbackStatus = 'negative' | 'positive' | 'neutral';

export interface AiFeedback {
  proficiencyLevel: ProficiencyLevel;
  toxicityOk: boolean;
  status: AiFeedbackStatus;
  /** Translation key of the feedback text, one of six. */
  textKey: string;
}
