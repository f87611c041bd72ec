import type { HardwareId } from '../hardware-id-matching/hardware-id';

/**
 * The catalogue's manufacturers (by slug) that own a PCI or USB vendor ID, so that an ID the catalogue has no driver
 * for still leads to its maker's drivers and official support page. HD Audio codecs carry PCI vendor IDs.
 * Each pair is checked against the shipped pci.ids and usb.ids by known-vendors.spec.ts.
 */
export const PCI_VENDOR_MANUFACTURERS: Record<string, string> = {
  '10de': 'nvidia',
  '1002': 'amd',
  '1022': 'amd',
  '8086': 'intel',
  '10ec': 'realtek',
  '17cb': 'qualcomm',
  '168c': 'qualcomm',
  '14e4': 'broadcom',
  '14c3': 'mediatek',
  '1102': 'creative',
  '1013': 'cirrus-logic',
  '1106': 'via',
  '1b21': 'asmedia',
  '1414': 'microsoft',
};

export const USB_VENDOR_MANUFACTURERS: Record<string, string> = {
  '8086': 'intel',
  '8087': 'intel',
  '0bda': 'realtek',
  '046d': 'logitech',
  '1532': 'razer',
  '045e': 'microsoft',
  '1b1c': 'corsair',
  '0fd9': 'corsair',
  '041e': 'creative',
  '03f0': 'hp',
  '04a9': 'canon',
  '04b8': 'epson',
  '04f9': 'brother',
  '0924': 'xerox',
  '043d': 'lexmark',
  '04e8': 'samsung',
  '05ca': 'ricoh',
  '06cb': 'synaptics',
  '2109': 'via',
  '174c': 'asmedia',
  '0e8d': 'mediatek',
};

/** ACPI and PNP vendor prefixes, which no shipped database lists: [vendor name, manufacturer slug]. */
export const ACPI_VENDORS: Record<string, [name: string, manufacturer: string | null]> = {
  PNP: ['Plug and Play standard device (Microsoft-defined ID)', null],
  ACPI: ['ACPI standard device', null],
  INT: ['Intel Corporation', 'intel'],
  INTC: ['Intel Corporation', 'intel'],
  AMDI: ['Advanced Micro Devices, Inc.', 'amd'],
  NVDA: ['NVIDIA Corporation', 'nvidia'],
  MSFT: ['Microsoft Corporation', 'microsoft'],
  QCOM: ['Qualcomm', 'qualcomm'],
  CSC: ['Cirrus Logic', 'cirrus-logic'],
  SYNA: ['Synaptics', 'synaptics'],
  SYN: ['Synaptics', 'synaptics'],
};

/** Devices of the Plug and Play and ACPI standards, as Windows names them. */
export const ACPI_DEVICES: Record<string, string> = {
  PNP0303: 'Standard PS/2 Keyboard',
  PNP0F13: 'PS/2 Compatible Mouse',
  PNP0A03: 'PCI Bus',
  PNP0A08: 'PCI Express Root Complex',
  PNP0B00: 'System CMOS/real time clock',
  PNP0C0A: 'Microsoft ACPI-Compliant Control Method Battery',
  PNP0C0C: 'ACPI Power Button',
  PNP0C0D: 'ACPI Lid',
  PNP0C0E: 'ACPI Sleep Button',
  PNP0C50: 'I2C HID Device',
  ACPI0003: 'Microsoft AC Adapter',
};

/** The manufacturer slug that owns this ID's vendor, if the catalogue has one. */
export function manufacturerSlugOf(id: HardwareId): string | null {
  if (!id.vendorId) return null;
  const key = id.vendorId.toLowerCase();
  switch (id.bus) {
    case 'PCI':
    case 'HDAUDIO':
      return PCI_VENDOR_MANUFACTURERS[key] ?? null;
    case 'USB':
      return USB_VENDOR_MANUFACTURERS[key] ?? null;
    case 'ACPI':
      return ACPI_VENDORS[id.vendorId]?.[1] ?? null;
  }
}
