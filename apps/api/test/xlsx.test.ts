import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { cellText, layoutColumns, type CsvLayout, type ExportRecord } from '../src/csv.js';
import { columnHeaders } from '../src/export-headers.js';
import { columnName, excelDate, MAX_CELL_CHARACTERS, ROWS_CUT_NOTE, sheetText, xlsxFile } from '../src/xlsx.js';
import { zipStream } from '../src/zip.js';
import { readXlsx, unzip } from './excel.js';

const record = (overrides: Partial<ExportRecord>): ExportRecord => ({
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
  age: null,
  year_of_birth: null,
  optin_organisation: false,
  optin_project: true,
  gender: null,
  postcode: null,
  validation_code: null,
  uploads: [],
  ...overrides,
});

const LAYOUT: CsvLayout = { answers: ['comment', 'member', 'price'], results: ['ecopower'], answersOverflow: true, resultsOverflow: false };

async function bytesOf(chunks: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  return Buffer.concat(parts);
}

async function* inBatches(...batches: ExportRecord[][]) {
  for (const batch of batches) yield batch;
}

const workbook = (batches: ExportRecord[][], timeZone = 'Europe/Brussels', maxRows?: number) =>
  bytesOf(xlsxFile(async () => LAYOUT, () => inBatches(...batches), timeZone, maxRows));

/** python3's zipfile, when the machine has it: a second, independent reader of the archive. */
function python3ZipCheck(bytes: Buffer): string[] | undefined {
  const folder = mkdtempSync(join(tmpdir(), 'xlsx-'));
  try {
    const file = join(folder, 'export.xlsx');
    writeFileSync(file, bytes);
    const script = 'import sys, zipfile\nz = zipfile.ZipFile(sys.argv[1])\nbad = z.testzip()\nprint("bad " + bad if bad else "\\n".join(z.namelist()))';
    return execFileSync('python3', ['-c', script, file], { encoding: 'utf8' }).trim().split('\n');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

describe('XLSX export', () => {
  test("a spreadsheet reads the CSV's columns and cells, typed: numbers, yes/no, dates in the project's time zone", async () => {
    const records = [
      record({
        id: 'a',
        created_at: '2026-07-01T22:30:00.250Z', // summer: 00:30 on 2 July in Brussels
        updated_at: '2026-01-15T23:10:05.000Z', // winter: 00:10:05 on 16 January
        age: 42,
        postcode: '9000',
        answers: { comment: 'Coöperatie & <zon> "ja"\nnieuwe regel', member: ['ecopower', 'other'], price: 5, extra: { deep: true } },
        results: { ecopower: 90 },
        uploads: [{ name: 'bill', filename: 'factuur.pdf' }],
      }),
      record({ id: 'b', completed: false, answers: { comment: '=HYPERLINK("http://x","y")', price: '-2+3' } }),
    ];
    const bytes = await workbook([[records[0]!], [records[1]!]]);
    const rows = readXlsx(bytes);
    expect(rows[0]).toEqual(layoutColumns(LAYOUT));
    const named = rows.slice(1).map((row) => Object.fromEntries(rows[0]!.map((column, index) => [column as string, row[index]])));
    expect(named[0]).toMatchObject({
      id: 'a',
      created_at: { date: '2026-07-02 00:30:00.250' },
      updated_at: { date: '2026-01-16 00:10:05.000' },
      completed: true,
      optin_project: true,
      optin_organisation: false,
      age: 42,
      postcode: '9000',
      uploads: 'bill:factuur.pdf',
      'answers.comment': 'Coöperatie & <zon> "ja"\nnieuwe regel',
      'answers.member': '["ecopower","other"]',
      'answers.price': 5,
      answers_other: '{"extra":{"deep":true}}',
      'results.ecopower': 90,
    });
    // formulas stay text, with the CSV's leading '
    expect(named[1]).toMatchObject({ completed: false, 'answers.comment': `'=HYPERLINK("http://x","y")`, 'answers.price': "'-2+3" });
    expect(named[1]!['answers.comment']).toBe(cellText('=HYPERLINK("http://x","y")'));
    // empty cells are left out, as spreadsheets write them
    expect(named[1]!.age).toBe('');
    const names = python3ZipCheck(bytes);
    if (names) expect(names).toEqual(['[Content_Types].xml', '_rels/.rels', 'xl/workbook.xml', 'xl/_rels/workbook.xml.rels', 'xl/styles.xml', 'xl/worksheets/sheet1.xml', 'xl/worksheets/sheet2.xml']);
    // without names for the columns, the second sheet pairs each key with itself
    expect(readXlsx(bytes, 2)).toEqual([['header', 'key'], ...layoutColumns(LAYOUT).map((key) => [key, key])]);
  });

  test("the header row in the survey's words, in the requested language; the second sheet pairs headers and keys", async () => {
    const labels = {
      pages: {},
      questions: {
        price: { label: { nl: 'Hoe belangrijk is de prijs?', fr: 'Le prix compte-t-il ?' }, options: {} },
        // a question labelled like another: both get their key in brackets
        member: { label: 'Ecopower', options: {} },
      },
      charted: ['price', 'member'],
      results: { ecopower: 'Ecopower' },
      collects: { optinProject: true, optinOrganisation: true, postcode: true },
    };
    const bytes = await bytesOf(
      xlsxFile(async () => LAYOUT, () => inBatches([record({ id: 'a', answers: { price: 5 }, results: { ecopower: 90 } })]), 'Europe/Brussels', undefined, columnHeaders(labels, 'fr')),
    );
    const rows = readXlsx(bytes);
    const keys = layoutColumns(LAYOUT);
    const header = (key: string) => rows[0]![keys.indexOf(key)];
    expect(header('answers.price')).toBe('Le prix compte-t-il ?');
    expect(header('answers.member')).toBe('Ecopower (answers.member)');
    expect(header('results.ecopower')).toBe('Ecopower (results.ecopower)');
    // not named by the definition: keys stay
    expect(header('answers.comment')).toBe('answers.comment');
    expect(header('created_at')).toBe('created_at');
    expect(rows[1]![keys.indexOf('answers.price')]).toBe(5);
    expect(readXlsx(bytes, 2)).toEqual([['header', 'key'], ...keys.map((key, index) => [rows[0]![index], key])]);
    // Dutch asked: the Dutch label
    const dutch = readXlsx(await bytesOf(xlsxFile(async () => LAYOUT, () => inBatches([]), 'Europe/Brussels', undefined, columnHeaders(labels, 'nl'))));
    expect(dutch[0]![keys.indexOf('answers.price')]).toBe('Hoe belangrijk is de prijs?');
  });

  test('hostile text: characters XML cannot carry are left out, cells end at 32,767 characters, never half an emoji', async () => {
    const long = `${'x'.repeat(MAX_CELL_CHARACTERS - 2)}😀tail`;
    const bytes = await workbook([[record({ answers: { comment: `a\u0000b\u0007c\ud800d\uffff`, member: long, price: 'x'.repeat(MAX_CELL_CHARACTERS) } })]]);
    const row = readXlsx(bytes)[1]!;
    const at = (column: string) => row[layoutColumns(LAYOUT).indexOf(column)] as string;
    expect(at('answers.comment')).toBe('abcd');
    expect(at('answers.member')).toBe(`${'x'.repeat(MAX_CELL_CHARACTERS - 2)}…`);
    expect(at('answers.price')).toHaveLength(MAX_CELL_CHARACTERS);
    expect(sheetText('😀'.repeat(20_000))).toHaveLength(MAX_CELL_CHARACTERS);
    expect(sheetText('😀'.repeat(20_000)).at(-2)).toBe('\ude00');
  });

  test('past the row limit the sheet ends with a row saying so', async () => {
    const bytes = await workbook([[record({ id: '1' }), record({ id: '2' })], [record({ id: '3' }), record({ id: '4' })]], 'UTC', 4);
    const rows = readXlsx(bytes);
    expect(rows.map((row) => row[0])).toEqual(['id', '1', '2', ROWS_CUT_NOTE]);
  });

  test('dates: wall-clock time of the zone as Excel serial numbers', () => {
    expect(excelDate(new Date('1970-01-01T00:00:00Z'), 'UTC')).toBe(25_569);
    expect(excelDate(new Date('2026-03-29T01:30:00Z'), 'Europe/Brussels')).toBeCloseTo(46_110 + 3.5 / 24, 9);
    expect(excelDate(new Date('2026-10-25T00:30:00Z'), 'Europe/Brussels')).toBeCloseTo(46_320 + 2.5 / 24, 9);
    expect(['A', 'Z', 'AA', 'AZ', 'BA', 'ZZ', 'AAA', 'XFD'].map((_, i) => columnName([0, 25, 26, 51, 52, 701, 702, 16_383][i]!))).toEqual([
      'A', 'Z', 'AA', 'AZ', 'BA', 'ZZ', 'AAA', 'XFD',
    ]);
  });

  test('the ZIP writer: an entry streamed in pieces, large and empty ones, unpacks to the same bytes', async () => {
    const piece = Buffer.alloc(1024 * 1024);
    for (let i = 0; i < piece.length; i++) piece[i] = (i * 7919) % 251;
    async function* pieces() {
      yield piece;
      yield '';
      yield 'één';
      yield piece.subarray(0, 1000);
    }
    const bytes = await bytesOf(zipStream([{ name: 'big.bin', content: pieces() }, { name: 'empty.txt', content: [] }, { name: 'ü.txt', content: ['ok'] }]));
    const entries = unzip(bytes);
    expect([...entries.keys()]).toEqual(['big.bin', 'empty.txt', 'ü.txt']);
    expect(entries.get('big.bin')!.equals(Buffer.concat([piece, Buffer.from('één'), piece.subarray(0, 1000)]))).toBe(true);
    expect(entries.get('empty.txt')!.length).toBe(0);
    expect(entries.get('ü.txt')!.toString()).toBe('ok');
    const names = python3ZipCheck(bytes);
    if (names) expect(names).toEqual(['big.bin', 'empty.txt', 'ü.txt']);
  });
});
