import { describe, expect, it } from 'vitest';
import {
  fromWireTreesponse,
  isLanguageTag,
  SPECIAL_FIELD_WIRE_NAMES,
  toWireTreesponse,
  WIRE_TREESPONSE_FIELDS,
} from '../src/wire.js';
import { SPECIAL_FIELDS, type Treesponse } from '../src/types.js';

const empty: Treesponse = {
  id: null,
  completed: false,
  language: 'es',
  surveyVersion: 'v1',
  query: '',
  answers: {},
  results: {},
  pageVisits: [],
  uploads: {},
  optinOrganisation: false,
  optinProject: false,
};

describe('the wire contract', () => {
  it('accepts any well-formed BCP 47 tag as a language and nothing else', () => {
    for (const tag of ['nl', 'fr-BE', 'es-419', 'zh-Hant-TW', 'sr-Latn-RS', 'de-CH-1996', 'en-US-x-twain', 'x-klingon', 'ast']) {
      expect(isLanguageTag(tag), tag).toBe(true);
    }
    for (const tag of ['', 'e', 'fr_BE', 'nl-', 'en--GB', '-nl', 'en-GB-', 'nl BE', 42, null, 'a'.repeat(36)]) {
      expect(isLanguageTag(tag), String(tag)).toBe(false);
    }
  });

  it('sends exactly the contract fields, each special field under its wire name', () => {
    const treesponse: Treesponse = {
      ...empty,
      age: '30-39',
      yearOfBirth: 1990,
      optinOrganisation: true,
      optinProject: true,
      email: ' a@b.be ',
      gender: 'x',
      postcode: '2000',
      validationCode: 'f'.repeat(128),
    };
    const wire = toWireTreesponse(treesponse);
    expect(Object.keys(wire).sort()).toEqual([...WIRE_TREESPONSE_FIELDS].sort());
    expect(Object.keys(SPECIAL_FIELD_WIRE_NAMES).sort()).toEqual([...SPECIAL_FIELDS].sort());
    expect(wire).toMatchObject({
      age: '30-39',
      year_of_birth: 1990,
      optin_organisation: true,
      optin_project: true,
      email: 'a@b.be',
      gender: 'x',
      postcode: '2000',
      validation_code: 'f'.repeat(128),
      language: 'es',
    });
    const unused = toWireTreesponse(empty);
    expect(unused).toMatchObject({ age: null, year_of_birth: null, optin_organisation: false, optin_project: false, email: null, gender: null, postcode: null, validation_code: null });
    const back = fromWireTreesponse(empty, 'r1', { ...wire, answers: {}, results: {} });
    for (const field of SPECIAL_FIELDS) expect(back[field], field).toEqual(field === 'email' ? 'a@b.be' : treesponse[field]);
  });
});
