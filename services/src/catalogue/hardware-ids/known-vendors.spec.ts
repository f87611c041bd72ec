import { findManufacturer } from '@driveratlas/driver-domain';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import seedHardwareIds from '../seed/data/driver-hardware-ids.json';
import drivers from '../seed/data/drivers.json';
import { parseHardwareId } from '../hardware-id-matching/hardware-id';
import { parsePciIds, parseUsbIds } from './id-database-files';
import { ACPI_VENDORS, PCI_VENDOR_MANUFACTURERS, USB_VENDOR_MANUFACTURERS } from './known-vendors';

const shipped = (file: string) => readFileSync(join(__dirname, '..', '..', '..', 'data', 'hardware-ids', file), 'utf8');
const pci = parsePciIds(shipped('pci.ids'));
const usb = parseUsbIds(shipped('usb.ids'));
const vendorName = (list: Array<{ vendorId: string; name: string }>, id: string) => list.find((v) => v.vendorId === id)?.name;
/** A manufacturer as the ID databases spell it (MEDIATEK Corp., Seiko Epson Corp., Elgato Systems GmbH for Corsair's Elgato). */
const SPELLINGS: Record<string, RegExp> = {
  amd: /Advanced Micro Devices/,
  epson: /Epson/,
  corsair: /Corsair|Elgato/,
  hp: /HP/,
  'cirrus-logic': /Cirrus Logic/,
};
const spelledAs = (slug: string) => SPELLINGS[slug] ?? new RegExp(findManufacturer(slug)!.name, 'i');

describe("the vendor IDs of the catalogue's manufacturers", () => {
  it.each(Object.entries(PCI_VENDOR_MANUFACTURERS))('PCI vendor %s is %s in pci.ids', (id, slug) => {
    expect(findManufacturer(slug)).toBeDefined();
    expect(vendorName(pci.vendors, id)).toMatch(spelledAs(slug));
  });

  it.each(Object.entries(USB_VENDOR_MANUFACTURERS))('USB vendor %s is %s in usb.ids', (id, slug) => {
    expect(findManufacturer(slug)).toBeDefined();
    expect(vendorName(usb.vendors, id)).toMatch(spelledAs(slug));
  });

  it('name only manufacturers the catalogue has for ACPI prefixes', () => {
    for (const [, slug] of Object.values(ACPI_VENDORS)) if (slug) expect(findManufacturer(slug)).toBeDefined();
  });
});

describe("the seed drivers' hardware IDs", () => {
  const entries = Object.entries(seedHardwareIds as Record<string, string[]>);

  it('belong to drivers of the seed catalogue, and each is written in canonical form', () => {
    const names = new Set(drivers.map((d) => d.name));
    for (const [name, ids] of entries) {
      expect(names.has(name)).toBe(true);
      for (const id of ids) expect(parseHardwareId(id).id).toBe(id);
    }
  });

  it("name devices the ID databases know, of the driver's own manufacturer", () => {
    for (const [name, ids] of entries) {
      const maker = drivers.find((d) => d.name === name)!.manufacturer;
      for (const text of ids) {
        const id = parseHardwareId(text);
        if (id.bus === 'ACPI' || !id.vendorId) continue;
        const v = id.vendorId.toLowerCase();
        const d = id.deviceId!.toLowerCase();
        const list = id.bus === 'USB' ? usb : pci;
        expect({ text, vendor: vendorName(list.vendors, v) }).toEqual({ text, vendor: expect.stringMatching(spelledAs(maker)) });
        if (id.bus === 'HDAUDIO') continue;
        const devices = 'devices' in list ? list.devices.map((x) => [x.vendorId, x.deviceId]) : list.products.map((x) => [x.vendorId, x.productId]);
        expect({ text, known: devices.some(([vv, dd]) => vv === v && dd === d) }).toEqual({ text, known: true });
      }
    }
  });
});
