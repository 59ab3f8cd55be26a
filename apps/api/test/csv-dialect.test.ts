import { describe, expect, test } from 'vitest';
import { excelDialect, parseCsvDialect } from '../src/csv-dialect.js';
import { csvCell } from '../src/csv.js';
import { parseLikeBelgianExcel } from './excel.js';

async function* chunksOf(text: string, size: number) {
  for (let i = 0; i < text.length; i += size) yield text.slice(i, i + size);
}

async function collect(chunks: AsyncIterable<string>): Promise<string> {
  let out = '';
  for await (const chunk of chunks) out += chunk;
  return out;
}

/** Cells as the exports write them (csv.ts quotes and escapes them), one record. */
const cells: Record<string, unknown> = {
  id: 'r1',
  language: 'nl',
  postcode: '9000',
  'answers.member': 'coöperatie',
  'answers.comment': 'Duur, maar "eerlijk"; echt waar',
  'answers.list': ['a', 'b'],
  'answers.formula': '=1+1',
  'answers.lines': 'één\r\ntwee',
  'results.ecopower': 90,
};
const line = (values: unknown[]) => `${values.map(csvCell).join(',')}\r\n`;

describe('the CSV Excel in Belgium opens', () => {
  const csv = line(Object.keys(cells)) + line(Object.values(cells));

  test('the comma CSV opens in one column and garbles "coöperatie"', () => {
    const rows = parseLikeBelgianExcel(new TextEncoder().encode(csv));
    expect(rows[0]).toHaveLength(1);
    expect(rows[1]!.join(';')).not.toContain('coöperatie');
  });

  for (const size of [1, 7, 1 << 16])
    test(`semicolons and a byte-order mark: every cell where it belongs, whatever the chunks (${size} characters)`, async () => {
      const excel = await collect(excelDialect(chunksOf(csv, size)));
      const rows = parseLikeBelgianExcel(new TextEncoder().encode(excel));
      const header = rows[0]!;
      const values = Object.fromEntries(header.map((name, index) => [name, rows[1]![index]]));
      expect(rows).toHaveLength(2);
      expect(header.length).toBe(rows[1]!.length);
      expect(values).toMatchObject({
        'answers.member': 'coöperatie',
        'answers.comment': 'Duur, maar "eerlijk"; echt waar',
        'answers.list': '["a","b"]',
        'answers.formula': "'=1+1",
        'answers.lines': 'één\r\ntwee',
        'results.ecopower': '90',
        postcode: '9000',
      });
    });

  test('the dialect parameter: absent is the comma CSV, a wrong one is refused', () => {
    expect(parseCsvDialect(null)).toBe('rfc4180');
    expect(parseCsvDialect('excel')).toBe('excel');
    expect(parseCsvDialect('xlsx')).toBeUndefined();
  });
});
