/**
 * The CSV a Belgian spreadsheet opens as it is. Excel in a Belgian (Dutch, French or German) locale splits a CSV
 * line at semicolons, not commas, and reads the file as UTF-8 only when it starts with a byte-order mark: without
 * both it shows every row in one column and garbles "coöperatie". `excelDialect` turns the exports' RFC 4180 CSV
 * (comma-separated; every cell holding a comma, semicolon, quote or line break is quoted, see csv.ts) into that
 * dialect while it streams: a BOM first, then every comma outside quotes becomes a semicolon. Quoted cells stay as
 * they are, so no cell changes.
 */

/** The CSV dialects of a download: `rfc4180` (comma, no BOM; the default) or `excel` (semicolon and BOM). */
export const CSV_DIALECTS = ['rfc4180', 'excel'] as const;
export type CsvDialect = (typeof CSV_DIALECTS)[number];

const BOM = '\ufeff';

/** The chunks of a comma-separated CSV as the semicolon-separated, BOM-prefixed CSV Excel in Belgium opens. */
export async function* excelDialect(chunks: AsyncIterable<string>): AsyncGenerator<string> {
  yield BOM;
  let quoted = false;
  for await (const chunk of chunks) {
    let out = '';
    let from = 0;
    for (let i = 0; i < chunk.length; i++) {
      const char = chunk.charCodeAt(i);
      // a doubled quote inside a quoted cell toggles twice: the state stays right across chunk boundaries too
      if (char === 34) quoted = !quoted;
      else if (char === 44 && !quoted) {
        out += `${chunk.slice(from, i)};`;
        from = i + 1;
      }
    }
    yield out + chunk.slice(from);
  }
}

/** The chunks of a CSV download in the dialect asked for. */
export function inDialect(chunks: AsyncIterable<string>, dialect: CsvDialect): AsyncIterable<string> {
  return dialect === 'excel' ? excelDialect(chunks) : chunks;
}

/** The `dialect` query parameter: absent is rfc4180; anything else but a known dialect is an error (undefined). */
export function parseCsvDialect(value: string | null): CsvDialect | undefined {
  if (value === null || value === '') return 'rfc4180';
  return (CSV_DIALECTS as readonly string[]).includes(value) ? (value as CsvDialect) : undefined;
}
