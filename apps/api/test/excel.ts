import { crc32, inflateRawSync } from 'node:zlib';

/**
 * Reads bytes as Excel in a Belgian locale reads a .csv it opens: UTF-8 only when a byte-order mark comes first
 * (otherwise Windows-1252, which garbles every accented letter), fields split at `;`, quotes honoured only at the
 * start of a field, `""` inside quotes a quote.
 */
export function parseLikeBelgianExcel(bytes: Uint8Array): string[][] {
  const utf8 = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const text = utf8 ? new TextDecoder('utf-8').decode(bytes.subarray(3)) : new TextDecoder('windows-1252').decode(bytes);
  const rows: string[][] = [];
  let row: string[] = [];
  let i = 0;
  while (i < text.length) {
    let cell = '';
    if (text[i] === '"') {
      i++;
      for (;;) {
        if (i >= text.length) break;
        if (text[i] === '"' && text[i + 1] === '"') {
          cell += '"';
          i += 2;
        } else if (text[i] === '"') {
          i++;
          break;
        } else cell += text[i++];
      }
      while (i < text.length && text[i] !== ';' && text[i] !== '\r' && text[i] !== '\n') cell += text[i++];
    } else while (i < text.length && text[i] !== ';' && text[i] !== '\r' && text[i] !== '\n') cell += text[i++];
    row.push(cell);
    if (text[i] === ';') i++;
    else {
      if (text[i] === '\r') i++;
      if (text[i] === '\n') i++;
      rows.push(row);
      row = [];
    }
  }
  return rows;
}

/** A cell of an XLSX sheet as a spreadsheet reads it: text, a number, yes/no, or a date (the wall-clock time shown). */
export type SheetCell = string | number | boolean | { date: string };

/** The entries of a ZIP archive, read from its central directory as an unzip tool does (stored or deflated). */
export function unzip(bytes: Uint8Array): Map<string, Buffer> {
  const zip = Buffer.from(bytes);
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || end !== zip.length - 22) throw new Error('no end of central directory');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error('bad central directory header');
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const compressedSize = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    if (zip.readUInt32LE(local) !== 0x04034b50) throw new Error(`bad local header of ${name}`);
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(dataStart, dataStart + compressedSize);
    const content = method === 8 ? inflateRawSync(data) : Buffer.from(data);
    if (content.length !== size || crc32(content) !== crc) throw new Error(`size or checksum of ${name} wrong`);
    entries.set(name, content);
    at += 46 + nameLength + extra;
  }
  return entries;
}

/**
 * Checks that `xml` is well-formed as far as a spreadsheet cares: a declaration, tags that nest and close, attribute
 * values quoted, only the five XML entities (and character references), no character XML 1.0 forbids.
 */
export function checkWellFormed(xml: string, name: string): void {
  if (!xml.startsWith('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>')) throw new Error(`${name}: no XML declaration`);
  // eslint-disable-next-line no-control-regex -- the control characters are what is looked for
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(xml))
    throw new Error(`${name}: a character XML cannot carry`);
  const body = xml.slice(xml.indexOf('?>') + 2);
  const open: string[] = [];
  const tag = /<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>|([^<]+)|(<)/g;
  for (let match = tag.exec(body); match; match = tag.exec(body)) {
    const [, closing, tagName, , selfClosing, text, stray] = match;
    if (stray) throw new Error(`${name}: a < that starts no tag`);
    if (text !== undefined) {
      if (/&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/.test(text)) throw new Error(`${name}: a bare &`);
      if (open.length === 0 && text.trim()) throw new Error(`${name}: text outside the root`);
    } else if (closing) {
      if (open.pop() !== tagName) throw new Error(`${name}: </${tagName}> closes nothing open`);
    } else if (!selfClosing) open.push(tagName!);
  }
  if (open.length > 0) throw new Error(`${name}: <${open.at(-1)}> never closed`);
}

const unescapeXml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/g, (_m, entity: string) =>
    entity.startsWith('#x')
      ? String.fromCodePoint(parseInt(entity.slice(2), 16))
      : entity.startsWith('#')
        ? String.fromCodePoint(Number(entity.slice(1)))
        : ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" } as Record<string, string>)[entity]!,
  );

/** The column index of a cell reference: A1 → 0, AA7 → 26. */
const columnIndex = (ref: string) => [...ref.replace(/\d+$/, '')].reduce((n, letter) => n * 26 + letter.charCodeAt(0) - 64, 0) - 1;

/**
 * Reads an XLSX file as a spreadsheet opens it: every part well-formed, the workbook's first sheet (or the
 * `sheetNumber`th) found through
 * the relationships, its rows and cells by reference (inline and shared strings, numbers, booleans; a number in a
 * date style is a date, returned as its wall-clock time `YYYY-MM-DD hh:mm:ss.sss`).
 */
export function readXlsx(bytes: Uint8Array, sheetNumber = 1): SheetCell[][] {
  const entries = unzip(bytes);
  const part = (name: string) => {
    const content = entries.get(name);
    if (!content) throw new Error(`no ${name}`);
    const xml = content.toString('utf8');
    checkWellFormed(xml, name);
    return xml;
  };
  for (const name of entries.keys()) if (name.endsWith('.xml') || name.endsWith('.rels')) part(name);
  const types = part('[Content_Types].xml');
  const workbookTarget = /Type="[^"]*\/officeDocument" Target="([^"]+)"/.exec(part('_rels/.rels'))![1]!;
  if (!types.includes(`PartName="/${workbookTarget}" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"`))
    throw new Error('the workbook has no content type');
  const workbook = part(workbookTarget);
  const sheetId = [...workbook.matchAll(/<sheet [^>]*r:id="([^"]+)"/g)][sheetNumber - 1]![1]!;
  const relationships = part(workbookTarget.replace(/([^/]+)$/, '_rels/$1.rels'));
  const sheetTarget = new RegExp(`Id="${sheetId}" Type="[^"]*/worksheet" Target="([^"]+)"`).exec(relationships)![1]!;
  const base = workbookTarget.replace(/[^/]+$/, '');
  const sheet = part(base + sheetTarget);
  const styles = part(`${base}styles.xml`);
  const formats = new Map([...styles.matchAll(/<numFmt numFmtId="(\d+)" formatCode="([^"]*)"/g)].map(([, id, code]) => [Number(id), code!]));
  const cellFormats = [...(/<cellXfs[^>]*>(.*?)<\/cellXfs>/.exec(styles)?.[1] ?? '').matchAll(/<xf [^>]*numFmtId="(\d+)"/g)].map(([, id]) => Number(id));
  const isDateStyle = (style: number) => {
    const id = cellFormats[style] ?? 0;
    return (id >= 14 && id <= 22) || /[ymdhs]/.test((formats.get(id) ?? '').replace(/"[^"]*"|\\./g, ''));
  };
  const rows: SheetCell[][] = [];
  for (const [, rowNumber, rowXml] of sheet.matchAll(/<row r="(\d+)"[^>]*>(.*?)<\/row>/gs)) {
    const row: SheetCell[] = [];
    for (const [, attributes, inner] of rowXml!.matchAll(/<c ([^>]*?)(?:\/>|>(.*?)<\/c>)/gs)) {
      const ref = /r="([A-Z]+\d+)"/.exec(attributes!)![1]!;
      if (Number(/\d+$/.exec(ref)![0]) !== Number(rowNumber)) throw new Error(`cell ${ref} in row ${rowNumber}`);
      const type = /t="(\w+)"/.exec(attributes!)?.[1] ?? 'n';
      const style = Number(/s="(\d+)"/.exec(attributes!)?.[1] ?? 0);
      const value = /<v>(.*?)<\/v>/s.exec(inner ?? '')?.[1];
      let cell: SheetCell;
      if (type === 'inlineStr') cell = unescapeXml([...(inner ?? '').matchAll(/<t(?: [^>]*)?>(.*?)<\/t>/gs)].map(([, text]) => text).join(''));
      else if (type === 'b') cell = value === '1';
      else if (type === 'str') cell = unescapeXml(value ?? '');
      else if (type !== 'n') throw new Error(`cell type ${type} not read here`);
      else if (isDateStyle(style)) cell = { date: new Date(Math.round((Number(value) - 25_569) * 86_400_000)).toISOString().replace('T', ' ').slice(0, 23) };
      else cell = Number(value);
      row[columnIndex(ref)] = cell;
    }
    rows[Number(rowNumber) - 1] = Array.from(row, (cell) => cell ?? '');
  }
  return Array.from(rows, (row) => row ?? []);
}
