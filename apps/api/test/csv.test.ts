import { describe, expect, test } from 'vitest';
import { csvCell, treesponsesToCsv } from '../src/csv.js';
import type { TreesponseRecord } from '../src/store.js';

const record = (overrides: Partial<TreesponseRecord>): TreesponseRecord => ({
  id: 'r1',
  treesponder_id: 't1',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:01:00.000Z',
  completed: true,
  language: 'nl',
  survey_version: 'v1',
  query: '',
  answers: {},
  results: {},
  page_visits: [],
  age: null,
  year_of_birth: null,
  optin_organisation: false,
  optin_project: true,
  email: null,
  gender: null,
  postcode: null,
  validation_code: null,
  uploads: [],
  ...overrides,
});

describe('CSV export', () => {
  test('cells are quoted when needed and formulas are neutralised', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(null)).toBe('');
    expect(csvCell(['a', 'b'])).toBe('"[""a"",""b""]"');
    expect(csvCell(false)).toBe('false');
  });

  test('one row per treesponse with the union of answer and result keys', () => {
    const csv = treesponsesToCsv([
      record({ answers: { price: '5', member: ['a', 'b'] }, results: { engie: 40 }, email: 'x@example.org' }),
      record({
        id: 'r2',
        answers: { source: '3', comment: 'Goed, "echt"\nwaar' },
        uploads: [{ id: 1, name: 'photo', filename: 'p.png', blobSignedId: '' }],
      }),
    ]);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      'id,treesponder_id,created_at,updated_at,completed,language,age,email,gender,postcode,optin_project,' +
        'optin_organisation,year_of_birth,validation_code,survey_version,query,uploads,' +
        'answers.comment,answers.member,answers.price,answers.source,results.engie',
    );
    expect(lines[1]).toBe(
      'r1,t1,2026-01-01T00:00:00.000Z,2026-01-01T00:01:00.000Z,true,nl,,x@example.org,,,true,false,,,v1,,,,"[""a"",""b""]",5,,40',
    );
    expect(csv).toContain('photo:p.png,"Goed, ""echt""\nwaar",,,3,\r\n');
    expect(csv.endsWith('\r\n')).toBe(true);
  });
});
