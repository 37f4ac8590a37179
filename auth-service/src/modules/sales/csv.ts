/**
 * CSV (RFC 4180) for spreadsheets: every cell quoted when it holds a comma, quote or line break,
 * quotes doubled; a text cell that a spreadsheet would run as a formula (starting with =, +, -,
 * @, a tab or a carriage return) is prefixed with an apostrophe (OWASP's CSV injection advice).
 * Plain numbers (amounts) stay numbers.
 */
const NUMBER = /^-?\d+(\.\d+)?$/;
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number): string {
  const text = String(value);
  const safe = !NUMBER.test(text) && FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows of cells, CRLF line ends (RFC 4180), with a final line end. */
export const toCsv = (rows: readonly (readonly (string | number)[])[]) =>
  rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
