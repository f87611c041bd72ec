/** A CSV cell (RFC 4180): quoted when it must be, and never read as a formula by a spreadsheet. */
function cell(value: unknown): string {
  let text = value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as CSV with a header line, CRLF line ends, and a byte order mark so that spreadsheets read it as UTF-8. */
export function toCsv<T extends object>(columns: ReadonlyArray<keyof T & string>, rows: readonly T[]): string {
  const lines = [columns.join(','), ...rows.map((row) => columns.map((column) => cell(row[column])).join(','))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
