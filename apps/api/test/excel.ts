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
