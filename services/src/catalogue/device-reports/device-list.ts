/**
 * A PC's device list as Windows prints it, read into one shape whatever the format it came in (the readers beside this
 * file, one per format, chosen by readDeviceList in read-device-list.ts).
 */

/** The driver Windows has installed for a device, as the list gives it; a field the format does not carry is null. */
export interface InstalledDriver {
  /** The driver's provider (DriverProviderName): "NVIDIA", "Realtek Semiconductor Corp.", "Microsoft". */
  provider: string | null;
  /** The Windows driver version (DriverVersion), dotted: "32.0.15.8157". */
  version: string | null;
  /** The driver's date, as an ISO date ("2025-10-14"). */
  date: string | null;
  /** The INF the driver was installed from: "oem42.inf", "netrtwlane.inf". */
  inf: string | null;
  /** Whether the driver is signed. */
  signed: boolean | null;
}

/** One device of the list. */
export interface ListedDevice {
  /** The line (1-based) of the input where the device's record starts. */
  line: number;
  /** The name Windows gives the device (DeviceName / Device Description). */
  name: string | null;
  /** The device's manufacturer as Windows names it. */
  manufacturer: string | null;
  /** Windows' device class: "Display", "MEDIA", "Net", "USB", "Bluetooth", "Camera", "System"… */
  deviceClass: string | null;
  /** Its hardware IDs, most specific first, as the list gives them (not yet canonical). */
  hardwareIds: string[];
  /** Its compatible IDs, most specific first. */
  compatibleIds: string[];
  /** The installed driver; null when the list shows the device without one. */
  driver: InstalledDriver | null;
  /** True when the list says the device has a problem (a problem code, status "Error", no driver). */
  problem: boolean;
}

/** A line or record that could not be read, with the reason, in the visitor's words. */
export interface NotRead {
  line: number;
  reason: string;
}

export type DeviceListFormat = 'powershell-json' | 'csv' | 'pnputil' | 'device-manager';

export interface DeviceList {
  format: DeviceListFormat;
  devices: ListedDevice[];
  notRead: NotRead[];
}

/** Input refused whole (empty, too large, binary, of no known format): the message says what was expected. */
export class DeviceListError extends Error {}

/** The most the service reads: 2 MB of input (MAX_DEVICE_LIST_BYTES) and 2,000 devices. */
export { MAX_DEVICE_LIST_BYTES } from '@driveratlas/driver-domain';
export const MAX_DEVICES = 2000;
