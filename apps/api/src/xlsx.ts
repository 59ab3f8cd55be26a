/**
 * The XLSX export: the CSV's columns and cells as an Office Open XML workbook, written as it streams (a ZIP of XML
 * parts, see zip.ts; text as inline strings, so nothing is kept for a shared string table). The first sheet's header
 * row names each column in the survey's own words when given (see export-headers.ts); a second sheet, "columns",
 * pairs each header with the column's key, the CSV's column name. Numbers and
 * yes/no are typed cells, `created_at` and `updated_at` real date cells in the project's time zone; text gets the
 * CSV's protection against formulas (a leading ', see `cellText`) and, as every text cell here, is never read as a
 * formula. What a spreadsheet cannot hold is adapted, and said: a cell keeps at most 32,767 characters (Excel's
 * limit; longer text ends with …, whole in the CSV and JSON Lines), characters XML cannot carry are left out, and
 * past 1,048,576 rows the sheet ends with a row saying the rest is in the CSV.
 */
import { cellText, FIXED_COLUMNS, layoutColumns, rowValues, type CsvLayout, type ExportRecord } from './csv.js';
import { zipStream, type ZipEntry } from './zip.js';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Excel's limits: characters in a cell, rows in a sheet. */
export const MAX_CELL_CHARACTERS = 32_767;
export const MAX_SHEET_ROWS = 1_048_576;
/** The last row of a sheet cut at the row limit. */
export const ROWS_CUT_NOTE = 'More responses than a sheet holds: the CSV and JSON Lines exports have them all.';

/** Characters of the sheet's XML given to the archive at once (see worksheetXml). */
const PIECE_CHARS = 64 * 1024;

const DATE_COLUMNS = new Set<string>(['created_at', 'updated_at']);
/** Style 1 (styles.xml): a date and time. */
const DATE_STYLE = 1;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';

const STATIC_PARTS: [string, string][] = [
  [
    '[Content_Types].xml',
    `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
      `<Default Extension="xml" ContentType="application/xml"/>` +
      `<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>` +
      `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>` +
      `<Override PartName="/xl/worksheets/sheet2.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>` +
      `<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>` +
      `</Types>`,
  ],
  [
    '_rels/.rels',
    `<Relationships xmlns="${PACKAGE_REL_NS}">` +
      `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/>` +
      `</Relationships>`,
  ],
  [
    'xl/workbook.xml',
    `<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets><sheet name="responses" sheetId="1" r:id="rId1"/><sheet name="columns" sheetId="2" r:id="rId3"/></sheets></workbook>`,
  ],
  [
    'xl/_rels/workbook.xml.rels',
    `<Relationships xmlns="${PACKAGE_REL_NS}">` +
      `<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>` +
      `<Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/>` +
      `<Relationship Id="rId3" Type="${REL_NS}/worksheet" Target="worksheets/sheet2.xml"/>` +
      `</Relationships>`,
  ],
  [
    'xl/styles.xml',
    `<styleSheet xmlns="${MAIN_NS}">` +
      `<numFmts count="1"><numFmt numFmtId="164" formatCode="yyyy\\-mm\\-dd\\ hh:mm:ss"/></numFmts>` +
      `<fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts>` +
      `<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>` +
      `<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>` +
      `<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>` +
      `<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>` +
      `<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>` +
      `<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>` +
      `</styleSheet>`,
  ],
];

/** Characters XML 1.0 cannot carry (control characters but tab and line breaks, lone surrogates, U+FFFE/U+FFFF). */
// eslint-disable-next-line no-control-regex -- the control characters are what is looked for
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Text as a spreadsheet cell holds it: XML-safe and at most MAX_CELL_CHARACTERS long (a cut text ends with …). */
export function sheetText(text: string): string {
  let safe = text.replace(NOT_XML, '');
  if (safe.length > MAX_CELL_CHARACTERS) {
    let end = MAX_CELL_CHARACTERS - 1;
    if (/[\ud800-\udbff]/.test(safe[end - 1]!)) end--; // never half a surrogate pair
    safe = `${safe.slice(0, end)}…`;
  }
  return safe;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A column's letters: 0 → A, 25 → Z, 26 → AA. */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/**
 * A date as Excel's serial number of the wall-clock time in `timeZone`: days since 1899-12-30, the time of day as
 * the fraction (Excel has no time zones: the cell shows the local time).
 */
export function excelDate(instant: Date, timeZone: string, format = zoneFormat(timeZone)): number {
  const parts = Object.fromEntries(format.formatToParts(instant).map(({ type, value }) => [type, value]));
  const local = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return (local + instant.getUTCMilliseconds()) / 86_400_000 + 25_569;
}

function zoneFormat(timeZone: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
}

function textCell(ref: string, text: string): string {
  return text === '' ? '' : `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(sheetText(text))}</t></is></c>`;
}

function cell(ref: string, value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return `<c r="${ref}"><v>${value}</v></c>`;
  if (typeof value === 'boolean') return `<c r="${ref}" t="b"><v>${value ? 1 : 0}</v></c>`;
  return textCell(ref, cellText(value));
}

/**
 * The XML of the sheet, piece by piece: the header row (`headers`, one per column; the CSV's column names when not
 * given), then one row per record of each batch, in pieces of about PIECE_CHARS: a row of large answers is never
 * made as one string of its size, nor a batch's rows as one (each a string of megabytes that the JavaScript engine
 * keeps until a full garbage collection; three exports at once rose over 100 MiB above idle).
 */
export async function* worksheetXml(
  layout: CsvLayout,
  batches: AsyncIterable<readonly ExportRecord[]>,
  timeZone: string,
  maxRows = MAX_SHEET_ROWS,
  headers?: readonly string[],
): AsyncGenerator<string> {
  const columns = headers ?? layoutColumns(layout);
  const refs = columns.map((_, index) => columnName(index));
  const dates = new Set(FIXED_COLUMNS.flatMap((column, index) => (DATE_COLUMNS.has(column) ? [index] : [])));
  const values = rowValues(layout);
  const format = zoneFormat(timeZone);
  yield `${XML_HEAD}<worksheet xmlns="${MAIN_NS}">` +
    `<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>` +
    `<sheetData><row r="1">${columns.map((column, index) => textCell(`${refs[index]}1`, column)).join('')}</row>`;
  let row = 1;
  let cut = false;
  for await (const batch of batches) {
    let xml = '';
    for (const record of batch) {
      if (row === maxRows - 1) {
        cut = true;
        break;
      }
      row++;
      const cells = values(record).map((value, index) => {
        const ref = `${refs[index]}${row}`;
        if (dates.has(index) && typeof value === 'string' && value !== '')
          return `<c r="${ref}" s="${DATE_STYLE}"><v>${excelDate(new Date(value), timeZone, format)}</v></c>`;
        return cell(ref, value);
      });
      xml += `<row r="${row}">`;
      for (const text of cells) {
        xml += text;
        if (xml.length >= PIECE_CHARS) {
          yield xml;
          xml = '';
        }
      }
      xml += '</row>';
    }
    if (xml) yield xml;
    if (cut) break;
  }
  if (cut) yield `<row r="${maxRows}">${textCell(`A${maxRows}`, ROWS_CUT_NOTE)}</row>`;
  yield '</sheetData></worksheet>';
}

/** The second sheet: each column's header and its key (the CSV's column name), one column per line. */
export function columnsSheetXml(keys: readonly string[], headers: readonly string[]): string {
  const rows = [['header', 'key'], ...keys.map((key, index) => [headers[index] ?? key, key])];
  return (
    `${XML_HEAD}<worksheet xmlns="${MAIN_NS}"><sheetData>` +
    rows.map((row, index) => `<row r="${index + 1}">${textCell(`A${index + 1}`, row[0]!)}${textCell(`B${index + 1}`, row[1]!)}</row>`).join('') +
    '</sheetData></worksheet>'
  );
}

/** The workbook's parts: the fixed ones first (so a download starts at once), the streamed sheet, then the columns. */
export function xlsxEntries(sheet: AsyncIterable<string>, columns: AsyncIterable<string>): ZipEntry[] {
  return [
    ...STATIC_PARTS.map(([name, xml]) => ({ name, content: [XML_HEAD + xml] })),
    { name: 'xl/worksheets/sheet1.xml', content: sheet },
    { name: 'xl/worksheets/sheet2.xml', content: columns },
  ];
}

/**
 * The bytes of the XLSX file. `headersOf` names the columns (their keys, the CSV's column names) in the header row;
 * without it the header row holds the keys.
 */
export function xlsxFile(
  layout: () => Promise<CsvLayout>,
  batches: () => AsyncIterable<readonly ExportRecord[]>,
  timeZone: string,
  maxRows?: number,
  headersOf: (keys: readonly string[]) => string[] = (keys) => [...keys],
): AsyncGenerator<Buffer> {
  let read: Promise<{ layout: CsvLayout; keys: string[]; headers: string[] }> | undefined;
  const columns = () =>
    (read ??= layout().then((found) => {
      const keys = layoutColumns(found);
      return { layout: found, keys, headers: headersOf(keys) };
    }));
  async function* sheet() {
    const { layout: found, headers } = await columns();
    yield* worksheetXml(found, batches(), timeZone, maxRows, headers);
  }
  async function* columnsSheet() {
    const { keys, headers } = await columns();
    yield columnsSheetXml(keys, headers);
  }
  return zipStream(xlsxEntries(sheet(), columnsSheet()));
}
