/**
 * A device as Windows matches drivers to it: its IDs merged, and the forms a driver may be listed under, from the most
 * specific to the most general.
 */
import { formatHardwareId, type HardwareId } from './hardware-id';

/** Whether two IDs name the same device (a Device Manager list names one device in several forms). */
export function sameDevice(a: HardwareId, b: HardwareId): boolean {
  return a.bus === b.bus && a.vendorId === b.vendorId && a.deviceId === b.deviceId;
}

/**
 * The most specific description of one device from the IDs given for it: the first ID, its subsystem, revision,
 * class and interface filled in from the others (Device Manager's list spreads them over several lines).
 */
export function mergeDeviceIds(ids: HardwareId[]): HardwareId {
  const [first, ...others] = ids;
  const merged = { ...first };
  for (const other of others.filter((o) => sameDevice(o, first))) {
    if (!merged.subsystemVendorId && other.subsystemVendorId) {
      merged.subsystemVendorId = other.subsystemVendorId;
      merged.subsystemDeviceId = other.subsystemDeviceId;
    }
    merged.revision ??= other.revision;
    if ((other.classCode?.length ?? 0) > (merged.classCode?.length ?? 0)) merged.classCode = other.classCode;
    merged.interfaceNumber ??= other.interfaceNumber;
  }
  merged.id = formatHardwareId(merged);
  return merged;
}

/**
 * Whether a form matchingForms gives is one of the device's own IDs: not a PCI class alone, and not an HD Audio codec's
 * ID on another bus than its own; Windows counts those as compatible IDs.
 */
export const namesADevice = (form: string, device: HardwareId): boolean => !form.startsWith('PCI\\CC_') && form.startsWith(`${device.enumerator}\\`);

/**
 * The IDs a driver may be listed under for this device, most specific first, as Windows ranks its hardware IDs
 * and then its compatible IDs: for PCI VEN&DEV&SUBSYS&REV, VEN&DEV&SUBSYS, VEN&DEV&REV, VEN&DEV, VEN&DEV&CC, then
 * the class alone (CC_0C0330 for any xHCI controller); for USB VID&PID&REV&MI, VID&PID&MI, VID&PID&REV, VID&PID; for an
 * HD Audio codec FUNC&VEN&DEV&SUBSYS&REV down to FUNC&VEN&DEV.
 */
export function matchingForms(device: HardwareId): string[] {
  const forms: string[] = [];
  const add = (fields: Partial<HardwareId>) => {
    const id = formatHardwareId({ ...device, ...fields });
    if (!forms.includes(id)) forms.push(id);
  };
  const none = { subsystemVendorId: null, subsystemDeviceId: null, revision: null, classCode: null, interfaceNumber: null };
  const { subsystemVendorId: sv, subsystemDeviceId: sd, revision: rev, classCode: cc, interfaceNumber: mi } = device;
  switch (device.bus) {
    case 'PCI':
      if (device.deviceId) {
        if (sv && rev) add({ ...none, subsystemVendorId: sv, subsystemDeviceId: sd, revision: rev });
        if (sv) add({ ...none, subsystemVendorId: sv, subsystemDeviceId: sd });
        if (rev) add({ ...none, revision: rev });
        add(none);
        if (cc?.length === 6) add({ ...none, classCode: cc });
        if (cc) add({ ...none, classCode: cc.slice(0, 4) });
      }
      if (cc?.length === 6) add({ ...none, vendorId: null, deviceId: null, classCode: cc });
      if (cc) add({ ...none, vendorId: null, deviceId: null, classCode: cc.slice(0, 4) });
      break;
    case 'USB':
      if (rev && mi) add({ ...none, revision: rev, interfaceNumber: mi });
      if (mi) add({ ...none, interfaceNumber: mi });
      if (rev) add({ ...none, revision: rev });
      add(none);
      break;
    case 'HDAUDIO':
      // A codec on Intel's Smart Sound bus is the same codec its maker's package declares on the HD Audio bus: those forms follow.
      for (const enumerator of device.enumerator === 'INTELAUDIO' ? ['INTELAUDIO', 'HDAUDIO'] : ['HDAUDIO']) {
        if (sv && rev) add({ ...none, enumerator, subsystemVendorId: sv, subsystemDeviceId: sd, revision: rev });
        if (sv) add({ ...none, enumerator, subsystemVendorId: sv, subsystemDeviceId: sd });
        if (rev) add({ ...none, enumerator, revision: rev });
        add({ ...none, enumerator });
      }
      break;
    case 'ACPI':
      add({});
      break;
  }
  return forms;
}
