import { DEVICE_LIST_TOO_LARGE, PNPUTIL_DEVICE_LIST_COMMAND, POWERSHELL_DEVICE_LIST_COMMAND } from '@driveratlas/catalog';
import { DeviceList, DeviceListError, MAX_DEVICE_LIST_BYTES, MAX_DEVICES } from './device-list';
import { looksLikeDeviceManagerIds, readDeviceManagerIds } from './readers/device-manager';
import { looksLikePnputil, readPnputil } from './readers/pnputil';
import { looksLikePowerShellCsv, readPowerShellCsv } from './readers/powershell-csv';
import { readPowerShellJson } from './readers/powershell-json';
import { CONTROL_CHARACTERS, normaliseNewlines } from './readers/text';

/**
 * A pasted or uploaded device list: its bytes decoded whatever encoding Windows wrote them in, its format found by its
 * content, and the reader of that format run. Nothing is kept: the text is read and dropped.
 */

/** The commands a visitor runs, shown beside a refusal. */
export { PNPUTIL_DEVICE_LIST_COMMAND, POWERSHELL_DEVICE_LIST_COMMAND };

/** Control characters no text list holds (tab, line ends and form feed aside): many of them mean binary data. */
// eslint-disable-next-line no-control-regex
const BINARY_CONTROLS = /[\u0000-\u0008\u000B\u000E-\u001F\u007F]/g;

const NOT_TEXT = 'This is not a text list: paste what PowerShell or pnputil printed, or send it as a text file (UTF-8 or UTF-16).';

/** Whether a BOM-less buffer is UTF-16 text: ASCII-range characters give a NUL byte on one side of nearly every pair. */
function bomlessUtf16(bytes: Buffer): 'utf16le' | 'utf16be' | null {
  const pairs = Math.min(bytes.length >> 1, 2048);
  if (pairs < 2) return null;
  let zeroHigh = 0;
  let zeroLow = 0;
  for (let i = 0; i < pairs; i++) {
    if (bytes[2 * i] !== 0 && bytes[2 * i + 1] === 0) zeroHigh++;
    if (bytes[2 * i] === 0 && bytes[2 * i + 1] !== 0) zeroLow++;
  }
  return zeroHigh >= pairs * 0.9 ? 'utf16le' : zeroLow >= pairs * 0.9 ? 'utf16be' : null;
}

function utf16(bytes: Buffer, endian: 'utf16le' | 'utf16be'): string {
  if (bytes.length % 2 !== 0) throw new DeviceListError(NOT_TEXT);
  const little = endian === 'utf16le' ? bytes : Buffer.from(bytes).swap16();
  return little.toString('utf16le');
}

/**
 * The text of an uploaded list: UTF-8 (with or without its BOM), or UTF-16 as Windows PowerShell 5 writes files
 * (little-endian with a BOM; big-endian and BOM-less read too). Bytes that are not UTF-8 are read as Windows-1252, the
 * ANSI code page of Western Windows. Refused: more than 2 MB, and binary data (NUL bytes, or many control characters).
 */
export function decodeDeviceList(bytes: Buffer): string {
  if (bytes.length > MAX_DEVICE_LIST_BYTES) throw new DeviceListError(DEVICE_LIST_TOO_LARGE);
  let text: string;
  if (bytes[0] === 0xff && bytes[1] === 0xfe) text = utf16(bytes.subarray(2), 'utf16le');
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) text = utf16(bytes.subarray(2), 'utf16be');
  else {
    const endian = bomlessUtf16(bytes);
    if (endian) text = utf16(bytes, endian);
    else {
      if (bytes.includes(0)) throw new DeviceListError(NOT_TEXT);
      const body = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
      try {
        text = new TextDecoder('utf-8', { fatal: true }).decode(body);
      } catch {
        text = new TextDecoder('windows-1252').decode(body);
      }
    }
  }
  const controls = text.match(BINARY_CONTROLS)?.length ?? 0;
  if (text.includes('\u0000') || controls > Math.max(8, text.length / 100)) throw new DeviceListError(NOT_TEXT);
  return text;
}

/**
 * The devices of a list, in whichever format it came: PowerShell JSON, PowerShell CSV, pnputil's blocks or Device
 * Manager's hardware IDs. Refused with a DeviceListError saying what is expected: an empty list, a list of no known
 * format, more than 2 MB or 2,000 devices, and a list of a known format from which no device could be read.
 */
export function readDeviceList(input: string): DeviceList {
  if (Buffer.byteLength(input, 'utf8') > MAX_DEVICE_LIST_BYTES) throw new DeviceListError(DEVICE_LIST_TOO_LARGE);
  const text = normaliseNewlines(input)
    .replace(/^\uFEFF/, '')
    .replace(CONTROL_CHARACTERS, '');
  const trimmed = text.trim();
  if (!trimmed) throw new DeviceListError(`The list is empty: in PowerShell run ${POWERSHELL_DEVICE_LIST_COMMAND} and paste what it prints.`);
  const list =
    trimmed.startsWith('[') || trimmed.startsWith('{')
      ? readPowerShellJson(text)
      : looksLikePnputil(text)
        ? readPnputil(text)
        : looksLikePowerShellCsv(text)
          ? readPowerShellCsv(text)
          : looksLikeDeviceManagerIds(text)
            ? readDeviceManagerIds(text)
            : null;
  if (!list)
    throw new DeviceListError(
      `This is not a Windows device list. In PowerShell run ${POWERSHELL_DEVICE_LIST_COMMAND}, or in a command prompt ${PNPUTIL_DEVICE_LIST_COMMAND}, and paste what it prints.`,
    );
  if (list.devices.length > MAX_DEVICES)
    throw new DeviceListError(`The list has ${list.devices.length.toLocaleString('en-US')} devices; at most ${MAX_DEVICES.toLocaleString('en-US')} are read.`);
  return list;
}
