import { setPriority } from 'node:os';
import { isMainThread } from 'node:worker_threads';
import { canonicalHardwareId, HardwareId, hardwareIdsOf } from '../hardware-id-matching/hardware-id';
import { matchingForms, mergeDeviceIds, namesADevice, sameDevice } from '../hardware-id-matching/matching-forms';
import { DeviceList, DeviceListError, ListedDevice } from './device-list';
import type { MatchedBy } from './dto/device-report.dto';
import { decodeDeviceList, readDeviceList } from './read-device-list';

// A reading thread yields the processor to every thread that answers requests (on Linux the nice value is a thread's own).
if (!isMainThread) setPriority(10);

/** A listed device with its IDs read: the device (its most specific hardware ID) and the forms a driver may list it by, ranked. */
export interface ReadDevice {
  listed: ListedDevice;
  device: HardwareId | null;
  /** Its hardware IDs in canonical form, the device's own first (the list's as given when none is one the lookup reads). */
  hardwareIds: string[];
  forms: Array<{ id: string; matchedBy: Exclude<MatchedBy, 'series'> }>;
}

/** A list read whole, its devices' IDs read: what the catalogue is asked about. */
export type ReadList = Omit<DeviceList, 'devices'> & {
  devices: ReadDevice[];
  /** Each device's forms' IDs, ranked, as JSON: the one parameter of the statement that matches them, made here off the answering thread. */
  forms: string;
};

/** The device a list names, and the forms a driver may list it by: its hardware IDs' forms first, as Windows ranks them, then its compatible IDs'. */
function readDevice(listed: ListedDevice): ReadDevice {
  const hardwareIds = hardwareIdsOf(listed.hardwareIds);
  const [first] = hardwareIds;
  const device = first ? mergeDeviceIds(hardwareIds.filter((id) => sameDevice(id, first))) : null;
  const forms: ReadDevice['forms'] = [];
  const add = (id: string, matchedBy: ReadDevice['forms'][number]['matchedBy']) => forms.some((f) => f.id === id) || forms.push({ id, matchedBy });
  // A form that names no device (a PCI class alone) is a compatible ID, as Windows counts it.
  if (device) for (const id of matchingForms(device)) add(id, namesADevice(id, device) ? 'hardware-id' : 'compatible-id');
  // IDs of a bus the lookup does not read (INTELAUDIO\, HID\, USBPRINT\, SWD\…) are matched as Windows matches them: as they are.
  for (const id of listed.hardwareIds) add(canonicalHardwareId(id), 'hardware-id');
  for (const id of listed.compatibleIds) add(canonicalHardwareId(id), 'compatible-id');
  const canonical = device ? [...new Set([device.id, ...hardwareIds.map((id) => id.id)])] : listed.hardwareIds;
  return { listed, device, hardwareIds: canonical, forms };
}

/**
 * A device list's bytes read into the devices the catalogue is asked about: decoded, its format's reader run, each
 * device's IDs read. The CPU-bound half of a report, run by the readers' threads (device-list-readers.ts). A list
 * refused whole is answered with the reason, which crosses a thread as text (an error's class would not).
 */
export function readDevices(bytes: Uint8Array): ReadList | { refused: string } {
  try {
    const list = readDeviceList(decodeDeviceList(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)));
    const devices = list.devices.map(readDevice);
    return { ...list, devices, forms: JSON.stringify(devices.map((d) => d.forms.map((f) => f.id))) };
  } catch (error) {
    if (error instanceof DeviceListError) return { refused: error.message };
    throw error;
  }
}
