// Comma-separated values as spreadsheets read them (RFC 4180), safe to open: a cell a spreadsheet would
// take for a formula (starting with = + - @, a tab or a carriage return) is written as text by a leading
// apostrophe, so a visitor's "name" can never run in the agency's spreadsheet (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: formula-like text made inert, then quoted when it holds a comma, quote or line break. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  const raw = String(value);
  const text = FORMULA_START.test(raw) ? `'${raw}` : raw;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole file: rows of cells, CRLF line ends, with a byte order mark so spreadsheets read UTF-8. */
export function csvDocument(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
