import { DeviceList, DeviceListError, ListedDevice, NotRead } from '../device-list';
import { dayOrderOf } from './dates';
import { deviceFromRecord, hasKnownProperty, isDevice, recordDateText, signedDriverRecord } from './signed-driver-record';
import { normaliseNewlines } from './text';

/**
 * The CSV `Export-Csv` writes for the same Win32_PnPSignedDriver properties: with or without its `#TYPE` first line,
 * every field quoted (quotes doubled inside, commas and line breaks kept inside quotes), separated by `,` or by the
 * culture's list separator (`;` in German, French and Spanish Windows with -UseCulture).
 */

interface CsvRow {
  line: number;
  fields: string[];
  /** A quote opened in the row was never closed: the rest of the text was taken into its last field. */
  unclosed: boolean;
}

const DELIMITERS = [',', ';', '\t'];

/** The rows of the text from an offset on, each with the line it starts on. */
function csvRows(text: string, start: number, firstLine: number, delimiter: string): CsvRow[] {
  const rows: CsvRow[] = [];
  let line = firstLine;
  let i = start;
  while (i < text.length) {
    const row: CsvRow = { line, fields: [], unclosed: false };
    let field = '';
    let quoted = false;
    for (; i < text.length; i++) {
      const c = text[i];
      if (quoted) {
        if (c === '"' && text[i + 1] === '"') {
          field += '"';
          i++;
        } else if (c === '"') quoted = false;
        else {
          if (c === '\n') line++;
          field += c;
        }
      } else if (c === '"' && field === '') quoted = true;
      else if (c === delimiter) {
        row.fields.push(field);
        field = '';
      } else if (c === '\n') break;
      else field += c;
    }
    row.fields.push(field);
    row.unclosed = quoted;
    rows.push(row);
    i++;
    line++;
  }
  return rows;
}

/** The first line that is not blank or `#TYPE …`: the header, with its offset and line number. */
function header(text: string): { line: number; offset: number; text: string } | null {
  let offset = 0;
  const lines = text.split('\n');
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index];
    if (line.trim() && !/^#TYPE\b/i.test(line.trim())) return { line: index + 1, offset, text: line };
    offset += line.length + 1;
  }
  return null;
}

/** The delimiter the header is split by: the one of `,` `;` and tab found most often outside quotes. */
function delimiterOf(headerLine: string): string {
  const outside = headerLine.replace(/"[^"]*"/g, '');
  const counts = DELIMITERS.map((d) => outside.split(d).length - 1);
  return DELIMITERS[counts.indexOf(Math.max(...counts))];
}

/** Whether the text starts (after an optional `#TYPE` line) with a header naming Win32_PnPSignedDriver properties. */
export function looksLikePowerShellCsv(input: string): boolean {
  const head = header(normaliseNewlines(input));
  if (!head) return false;
  const delimiter = delimiterOf(head.text);
  const names = head.text.split(delimiter).map((name) => name.trim().replace(/^"|"$/g, ''));
  return names.length > 1 && hasKnownProperty(names);
}

export function readPowerShellCsv(input: string): DeviceList {
  const text = normaliseNewlines(input);
  const head = header(text);
  if (!head) throw new DeviceListError('The CSV is empty: paste what Export-Csv wrote, header line included.');
  const delimiter = delimiterOf(head.text);
  const [titles, ...rows] = csvRows(text, head.offset, head.line, delimiter);
  const names = titles.fields.map((name) => name.trim().toLowerCase());
  if (!hasKnownProperty(names)) throw new DeviceListError('The CSV header names no device properties: it should start with "DeviceName","HardWareID",….');
  const records = rows
    .filter((row) => row.fields.some((field) => field.trim()))
    .map((row) => ({ row, record: signedDriverRecord(names.map((name, index): [string, unknown] => [name, row.fields[index] ?? null])) }));
  // Export-Csv writes dates in the culture's short form; `;` is the list separator of cultures that put the day first.
  const order = dayOrderOf(
    records.map(({ record }) => recordDateText(record)),
    delimiter === ';' ? 'day-first' : 'month-first',
  );
  const devices: ListedDevice[] = [];
  const notRead: NotRead[] = [];
  for (const { row, record } of records) {
    if (row.unclosed) notRead.push({ line: row.line, reason: 'A quote opened in this row is never closed.' });
    else if (row.fields.length !== names.length)
      notRead.push({ line: row.line, reason: `This row has ${row.fields.length} fields where the header has ${names.length}.` });
    else {
      const result = deviceFromRecord(record, row.line, order);
      if (isDevice(result)) devices.push(result);
      else notRead.push(result);
    }
  }
  if (devices.length === 0) throw new DeviceListError('No device could be read from this CSV: each row should give a DeviceName or a HardWareID.');
  return { format: 'csv', devices, notRead };
}
