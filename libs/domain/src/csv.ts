/**
 * The one CSV rule of every file the project writes (orders, packages and audit exports):
 * RFC 4180 fields, CRLF lines, and formula-injection safety. A text that starts with = + - @ or a
 * tab or carriage return gets a leading ' so a spreadsheet shows it instead of running it; numbers
 * and booleans are written as they are (a negative number stays a number).
 */
export type CsvValue =
  string | number | boolean | Date | null | undefined | Record<string, unknown> | unknown[];

const FORMULA_START = /^[=+\-@\t\r]/;

/** One field: empty for null, ISO for a date, JSON for an object; quoted when it holds " , CR or LF. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  let text =
    value instanceof Date ? value.toISOString() : typeof value === 'string' ? value : JSON.stringify(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole file: the header line, then one line per row, each ended by CRLF. */
export function csvDocument(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',') + '\r\n').join('');
}
