import { DeviceList, DeviceListError, ListedDevice, NotRead } from '../device-list';
import { dayOrderOf } from './dates';
import { deviceFromRecord, hasKnownProperty, isDevice, recordDateText, signedDriverRecord } from './signed-driver-record';
import { lineFinder, normaliseNewlines } from './text';

/**
 * The JSON PowerShell prints for `Get-CimInstance Win32_PnPSignedDriver | Select-Object … | ConvertTo-Json`: an array of
 * records or one record, indented (PowerShell 5 and 7) or `-Compress`ed, with the dates each version writes.
 */

/** Where a JSON value starts, and the values inside it in text order (with their keys, for an object). */
interface JsonPosition {
  line: number;
  keys: string[];
  children: JsonPosition[];
}

const [SPACE, NEWLINE, TAB, COMMA, CARRIAGE_RETURN, QUOTE, BACKSLASH, COLON] = [...' \n\t,\r"\\:'].map((c) => c.charCodeAt(0));
const [OPEN_BRACE, OPEN_BRACKET, CLOSE_BRACE, CLOSE_BRACKET] = [...'{[}]'].map((c) => c.charCodeAt(0));
/** What ends a number, true, false or null. */
const VALUE_ENDS = new Set([...' \n\t\r,]}'].map((c) => c.charCodeAt(0)));

/** The start line of the values of valid JSON, to depth 3 (the records and a `{ "value": [...] }` wrapper's records). */
function jsonPositions(text: string): JsonPosition {
  const lineOf = lineFinder(text);
  const root: JsonPosition = { line: 1, keys: [], children: [] };
  const stack: Array<{ node: JsonPosition; isObject: boolean; afterColon: boolean }> = [{ node: root, isObject: false, afterColon: false }];
  const add = (offset: number): JsonPosition => {
    const top = stack[stack.length - 1];
    const node = { line: lineOf(offset), keys: [], children: [] };
    if (stack.length <= 4) top.node.children.push(node);
    top.afterColon = false;
    return node;
  };
  // By character code, not by character: this walks every character of up to 2 MB for each report.
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === SPACE || c === NEWLINE || c === TAB || c === COMMA || c === CARRIAGE_RETURN) continue;
    const top = stack[stack.length - 1];
    if (c === QUOTE) {
      let end = i + 1;
      let escaped = false;
      for (let d = text.charCodeAt(end); d !== QUOTE; d = text.charCodeAt(end)) {
        escaped ||= d === BACKSLASH;
        end += d === BACKSLASH ? 2 : 1;
      }
      if (top.isObject && !top.afterColon) top.node.keys.push(escaped ? (JSON.parse(text.slice(i, end + 1)) as string) : text.slice(i + 1, end));
      else add(i);
      i = end;
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      stack.push({ node: add(i), isObject: c === OPEN_BRACE, afterColon: false });
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      stack.pop();
    } else if (c === COLON) {
      top.afterColon = true;
    } else {
      // A number, true, false or null: valid JSON has nothing else here.
      add(i);
      while (i + 1 < text.length && !VALUE_ENDS.has(text.charCodeAt(i + 1))) i++;
    }
  }
  return root.children[0] ?? root;
}

/**
 * The line of JSON.parse's error: from the position newer engines name, else from the text around the error that
 * Node 20 quotes (`Unexpected token '}', ..."iceName": }" is not valid JSON`), else the last line for a cut-off text.
 */
function errorLine(text: string, error: unknown): number | null {
  const message = error instanceof Error ? error.message : '';
  const lineOf = lineFinder(text);
  const position = /position (\d+)/.exec(message);
  if (position) return lineOf(Number(position[1]));
  const quoted = /"(?:\.\.\.)?([\s\S]*?)(?:\.\.\.)?" is not valid JSON/.exec(message);
  const at = quoted ? text.indexOf(quoted[1]) : -1;
  if (at >= 0) return lineOf(at + quoted![1].search(/\S|$/));
  return /end of JSON input/.test(message) ? lineOf(text.trimEnd().length) : null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function readPowerShellJson(input: string): DeviceList {
  const text = normaliseNewlines(input);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    const line = errorLine(text, error);
    throw new DeviceListError(`The JSON could not be read${line ? ` (line ${line})` : ''}: copy the whole output of ConvertTo-Json.`);
  }
  const top = jsonPositions(text);
  let records: unknown[];
  let positions: JsonPosition[];
  if (Array.isArray(data)) {
    [records, positions] = [data, top.children];
  } else if (isRecord(data) && Array.isArray(data.value) && !hasKnownProperty(Object.keys(data))) {
    // PowerShell 5 sometimes wraps an array as { "value": [...], "Count": n }.
    [records, positions] = [data.value, top.children[top.keys.indexOf('value')]?.children ?? []];
  } else {
    [records, positions] = [[data], [top]];
  }
  const parsed = records.map((record) => (isRecord(record) ? signedDriverRecord(Object.entries(record)) : null));
  const order = dayOrderOf(
    parsed.map((record) => (record ? recordDateText(record) : null)),
    'month-first',
  );
  const devices: ListedDevice[] = [];
  const notRead: NotRead[] = [];
  parsed.forEach((record, index) => {
    const line = positions[index]?.line ?? 1;
    if (!record) {
      notRead.push({ line, reason: 'This entry is not a device record.' });
      return;
    }
    const result = deviceFromRecord(record, line, order);
    if (isDevice(result)) devices.push(result);
    else notRead.push(result);
  });
  if (devices.length === 0)
    throw new DeviceListError('No device could be read from this JSON: it should be the records of Win32_PnPSignedDriver, with DeviceName and HardWareID.');
  return { format: 'powershell-json', devices, notRead };
}
