/**
 * A chart's numbers as a CSV file that Excel in Belgium opens as it is (a byte-order mark, semicolons), with the
 * exports' cell rule (`csvCell`: quoting, and text that could start a formula made harmless: a partner's id is
 * anyone's text).
 */
import { csvCell } from '../../src/csv.js';

const BOM = '\ufeff';

/** The CSV text of a table: its column headings, then one line per row. */
export function chartCsv(columns: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  return `${BOM}${[columns, ...rows].map((row) => row.map(csvCell).join(';')).join('\r\n')}\r\n`;
}

/** A file name from a chart's title: letters and digits of any script, the rest as single dashes. */
export function chartFileName(title: string, extension: 'csv' | 'svg' | 'png' = 'csv'): string {
  const name = title
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .toLowerCase();
  return `${name || 'chart'}.${extension}`;
}
