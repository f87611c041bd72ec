/**
 * Reads the PCI and USB ID databases (`pci.ids`, `usb.ids`: one vendor per line at the margin, its devices indented
 * by one tab, a PCI device's subsystems by two), up to the class lists that follow the vendors. IDs are kept as the
 * files write them: four lower-case hexadecimal digits.
 */

export interface IdDatabaseVersion {
  /** The `Version:` line of the header. @example "2025.06.09" */
  version: string | null;
  /** The `Date:` line of the header. @example "2025-06-09 03:15:02" */
  date: string | null;
}

export interface PciDatabase extends IdDatabaseVersion {
  vendors: Array<{ vendorId: string; name: string }>;
  devices: Array<{ vendorId: string; deviceId: string; name: string }>;
  subsystems: Array<{ vendorId: string; deviceId: string; subvendorId: string; subdeviceId: string; name: string }>;
}

export interface UsbDatabase extends IdDatabaseVersion {
  vendors: Array<{ vendorId: string; name: string }>;
  products: Array<{ vendorId: string; productId: string; name: string }>;
}

const VENDOR = /^([0-9a-f]{4}) +(.+)$/;
const DEVICE = /^\t([0-9a-f]{4}) +(.+)$/;
const SUBSYSTEM = /^\t\t([0-9a-f]{4}) ([0-9a-f]{4}) +(.+)$/;
/** The lists after the vendors (`C 02  Network controller`, usb.ids' `AT`, `HID`, `L`…) start with a capital at the margin. */
const NEXT_SECTION = /^[A-Z]{1,4} /;

function headerValue(text: string, key: string): string | null {
  return new RegExp(`^#\\s*${key}:\\s*(.+?)\\s*$`, 'm').exec(text.slice(0, 2000))?.[1] ?? null;
}

/** The vendor lines, each with its indented lines, up to the first class list; comments and blank lines left out. */
function* vendorSection(text: string): Generator<string> {
  for (const line of text.split('\n')) {
    const trimmed = line.replace(/\s+$/, '');
    if (trimmed === '' || trimmed.startsWith('#')) continue;
    if (NEXT_SECTION.test(trimmed)) return;
    yield trimmed;
  }
}

export function parsePciIds(text: string): PciDatabase {
  const db: PciDatabase = { version: headerValue(text, 'Version'), date: headerValue(text, 'Date'), vendors: [], devices: [], subsystems: [] };
  let vendorId: string | null = null;
  let deviceId: string | null = null;
  for (const line of vendorSection(text)) {
    let m: RegExpExecArray | null;
    if ((m = VENDOR.exec(line))) {
      vendorId = m[1];
      deviceId = null;
      db.vendors.push({ vendorId, name: m[2] });
    } else if ((m = DEVICE.exec(line)) && vendorId) {
      deviceId = m[1];
      db.devices.push({ vendorId, deviceId, name: m[2] });
    } else if ((m = SUBSYSTEM.exec(line)) && vendorId && deviceId) {
      db.subsystems.push({ vendorId, deviceId, subvendorId: m[1], subdeviceId: m[2], name: m[3] });
    }
  }
  return db;
}

export function parseUsbIds(text: string): UsbDatabase {
  const db: UsbDatabase = { version: headerValue(text, 'Version'), date: headerValue(text, 'Date'), vendors: [], products: [] };
  let vendorId: string | null = null;
  for (const line of vendorSection(text)) {
    let m: RegExpExecArray | null;
    if ((m = VENDOR.exec(line))) {
      vendorId = m[1];
      db.vendors.push({ vendorId, name: m[2] });
    } else if ((m = DEVICE.exec(line)) && vendorId) {
      db.products.push({ vendorId, productId: m[1], name: m[2] });
    }
  }
  return db;
}
