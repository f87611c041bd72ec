import { DEVICE_LIST_TOO_LARGE, PNPUTIL_DEVICE_LIST_COMMAND, POWERSHELL_DEVICE_LIST_COMMAND } from '@driveratlas/driver-domain';
import { DeviceList, DeviceListError, MAX_DEVICE_LIST_BYTES, MAX_DEVICES } from './device-list';
import { looksLikeDeviceManagerIds, readDeviceManagerIds } from './readers/device-manager';
import { looksLikePnputil, readPnputil } from './readers/pnputil';
import { looksLikePowerShellCsv, readPowerShellCsv } from './readers/powershell-csv';
import { readPowerShellJson } from './readers/powershell-json';
import { CONTROL_CHARACTERS, normaliseNewlines } from './readers/text';
import { decodeWindowsText, NotTextError } from '../../platform/common/windows-text';

/**
 * A pasted or uploaded device list: its bytes decoded whatever encoding Windows wrote them in, its format found by its
 * content, and the reader of that format run. Nothing is kept: the text is read and dropped.
 */

/** The commands a visitor runs, shown beside a refusal. */
export { PNPUTIL_DEVICE_LIST_COMMAND, POWERSHELL_DEVICE_LIST_COMMAND };

const NOT_TEXT = 'This is not a text list: paste what PowerShell or pnputil printed, or send it as a text file (UTF-8 or UTF-16).';

/** The text of an uploaded list (decodeWindowsText); refused: more than 2 MB, and binary data. */
export function decodeDeviceList(bytes: Buffer): string {
  if (bytes.length > MAX_DEVICE_LIST_BYTES) throw new DeviceListError(DEVICE_LIST_TOO_LARGE);
  try {
    return decodeWindowsText(bytes);
  } catch (error) {
    if (error instanceof NotTextError) throw new DeviceListError(NOT_TEXT);
    throw error;
  }
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
