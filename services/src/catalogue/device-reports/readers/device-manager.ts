import { DeviceList, DeviceListError, ListedDevice, NotRead } from '../device-list';
import { readHardwareId } from '../../hardware-id-matching/hardware-id';
import { normaliseNewlines } from './text';
import { cleanText } from './text';

/**
 * Hardware IDs copied from Device Manager (a device's Properties, Details, Hardware Ids: select all, copy), one ID a
 * line, one device after another with a blank line between. Device Manager copies no name, class or driver, so those
 * are null and no problem is known. IDs are kept as written: the report puts them in canonical form.
 */

/** The reason a line is not a hardware ID, or null when it is one. */
function notAnId(line: string): string | null {
  const id = readHardwareId(line);
  return typeof id === 'string' ? id : null;
}

/** Whether at least half of the text's lines, and at least one, are hardware IDs. */
export function looksLikeDeviceManagerIds(input: string): boolean {
  const lines = normaliseNewlines(input)
    .split('\n')
    .map((line) => cleanText(line))
    .filter((line): line is string => line !== null);
  const ids = lines.filter((line) => notAnId(line) === null).length;
  return ids > 0 && ids * 2 >= lines.length;
}

export function readDeviceManagerIds(input: string): DeviceList {
  const devices: ListedDevice[] = [];
  const notRead: NotRead[] = [];
  let device: ListedDevice | null = null;
  normaliseNewlines(input)
    .split('\n')
    .forEach((raw, index) => {
      const line = cleanText(raw);
      if (!line) {
        device = null;
        return;
      }
      const reason = notAnId(line);
      if (reason) {
        notRead.push({ line: index + 1, reason });
        return;
      }
      if (!device) {
        device = { line: index + 1, name: null, manufacturer: null, deviceClass: null, hardwareIds: [], compatibleIds: [], driver: null, problem: false };
        devices.push(device);
      }
      device.hardwareIds.push(line);
    });
  if (devices.length === 0) throw new DeviceListError('No hardware ID could be read: copy them from Device Manager, one a line (PCI\\VEN_…, USB\\VID_…).');
  return { format: 'device-manager', devices, notRead };
}
