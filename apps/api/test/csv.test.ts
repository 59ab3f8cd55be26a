import { describe, expect, test } from 'vitest';
import { chooseKeyColumns, csvCell, MAX_ANSWER_COLUMNS, treesponsesToCsv } from '../src/csv.js';
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

/** Splits one CSV line as a spreadsheet does: a cell starting with " is quoted up to the closing ", "" is a quote. */
function splitCells(line: string, separator: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  let atStart = true;
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && atStart) quoted = true;
    else if (char === separator) {
      cells.push(cell);
      cell = '';
      atStart = true;
      continue;
    } else cell += char;
    atStart = false;
  }
  cells.push(cell);
  return cells;
}

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

  test('formulas are neutralised after leading spaces and line breaks, in full-width form, and for ;-separated spreadsheets', () => {
    for (const value of [' =1+1', '\n=1+1', '\u3000=1+1', '\uff1dSUM(A1)', '\uff0b1', '\uff0d1', '\uff20A1', '\t1', '\r1', '-1+1'])
      expect(csvCell(value), JSON.stringify(value)).toMatch(/^"?'/);
    // a semicolon is a separator in Belgian, French, German and Dutch spreadsheets: such cells are quoted
    expect(csvCell('ok;=HYPERLINK("x")')).toBe(`"ok;'=HYPERLINK(""x"")"`);
    expect(csvCell(['a', ';-1'])).toBe(`"[""a"","";'-1""]"`);
    expect(csvCell('a = b')).toBe('a = b');
    // read as a ;-separated file (quotes honoured as spreadsheets do), no cell starts a formula
    const row = ['x;=1+1', ' @SUM(1)', 'plain', '\uff1d1', 'a;b', '"q";-2'].map(csvCell).join(',');
    const cells = [...splitCells(row, ';'), ...splitCells(row, ',')];
    expect(cells).toHaveLength(3 + 6);
    for (const cell of cells) expect(cell.replace(/^[\s"]+/, '')).not.toMatch(/^[=+\-@\uff1d]/);
  });

  test('the column rule keeps the most frequent keys, never long ones, and says when others overflow', () => {
    const counts = new Map<string, number>([
      ['b', 5],
      ['a', 5],
      ['rare', 1],
      ['x'.repeat(101), 9],
    ]);
    expect(chooseKeyColumns(counts, 2)).toEqual({ columns: ['a', 'b'], overflow: true });
    expect(chooseKeyColumns(counts, 10)).toEqual({ columns: ['a', 'b', 'rare'], overflow: true });
    expect(chooseKeyColumns(new Map([['a', 1]]), 10)).toEqual({ columns: ['a'], overflow: false });
    const many = Array.from({ length: 1000 }, (_, i) => record({ id: `r${i}`, answers: { [`k${i}`]: i, common: 1 } }));
    const [header, first] = treesponsesToCsv(many).split('\r\n');
    expect(header!.split(',')).toHaveLength(16 + MAX_ANSWER_COLUMNS + 1);
    expect(header!.endsWith(',answers_other')).toBe(true);
    expect(first).toMatch(/,"\{""k0"":0\}"$|,1,/);
  });

  test('one row per treesponse with the union of answer and result keys, without the e-mail address', () => {
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
      'id,treesponder_id,created_at,updated_at,completed,language,age,gender,postcode,optin_project,' +
        'optin_organisation,year_of_birth,validation_code,survey_version,query,uploads,' +
        'answers.comment,answers.member,answers.price,answers.source,results.engie',
    );
    expect(lines[1]).toBe(
      'r1,t1,2026-01-01T00:00:00.000Z,2026-01-01T00:01:00.000Z,true,nl,,,,true,false,,,v1,,,,"[""a"",""b""]",5,,40',
    );
    expect(csv).toContain('photo:p.png,"Goed, ""echt""\nwaar",,,3,\r\n');
    expect(csv.endsWith('\r\n')).toBe(true);
  });
});
