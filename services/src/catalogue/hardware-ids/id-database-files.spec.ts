import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parsePciIds, parseUsbIds } from './id-database-files';

const PCI_SAMPLE = [
  "#\tList of PCI ID's",
  '#\tVersion: 2025.06.09',
  '#\tDate:    2025-06-09 03:15:02',
  '',
  '8086  Intel Corporation',
  '\t2723  Wi-Fi 6 AX200',
  '\t\t8086 0084  Wi-Fi 6 AX200NGW',
  '# a comment inside the list',
  '\t2725  Wi-Fi 6E(802.11ax) AX210/AX1675* 2x2 [Typhoon Peak]',
  '10de  NVIDIA Corporation',
  '\t2786  AD104 [GeForce RTX 4070]',
  'C 02  Network controller',
  '\t80  Network controller',
].join('\n');

describe('the ID database files', () => {
  it('reads vendors, devices and subsystems of pci.ids up to the class list, with the header version', () => {
    const db = parsePciIds(PCI_SAMPLE);
    expect(db).toEqual({
      version: '2025.06.09',
      date: '2025-06-09 03:15:02',
      vendors: [
        { vendorId: '8086', name: 'Intel Corporation' },
        { vendorId: '10de', name: 'NVIDIA Corporation' },
      ],
      devices: [
        { vendorId: '8086', deviceId: '2723', name: 'Wi-Fi 6 AX200' },
        { vendorId: '8086', deviceId: '2725', name: 'Wi-Fi 6E(802.11ax) AX210/AX1675* 2x2 [Typhoon Peak]' },
        { vendorId: '10de', deviceId: '2786', name: 'AD104 [GeForce RTX 4070]' },
      ],
      subsystems: [{ vendorId: '8086', deviceId: '2723', subvendorId: '8086', subdeviceId: '0084', name: 'Wi-Fi 6 AX200NGW' }],
    });
  });

  it('reads vendors and products of usb.ids up to its class lists', () => {
    const db = parseUsbIds('# Version: 2025.07.26\n046d  Logitech, Inc.\n\t082d  HD Pro Webcam C920\nC 00  (Defined at Interface level)\nAT 0409  English\n');
    expect(db).toMatchObject({ version: '2025.07.26', vendors: [{ vendorId: '046d', name: 'Logitech, Inc.' }], products: [{ productId: '082d' }] });
  });

  it('finds in the shipped files as many entries as their lines at each depth hold, none twice', () => {
    const dir = join(__dirname, '..', '..', '..', 'data', 'hardware-ids');
    const pciText = readFileSync(join(dir, 'pci.ids'), 'utf8');
    const usbText = readFileSync(join(dir, 'usb.ids'), 'utf8');
    const vendorList = (text: string) => text.slice(0, text.search(/^C 00 /m));
    const count = (text: string, pattern: RegExp) => vendorList(text).match(pattern)?.length ?? 0;
    const pci = parsePciIds(pciText);
    const usb = parseUsbIds(usbText);
    expect(pci.vendors.length).toBe(count(pciText, /^[0-9a-f]{4} {2}/gm));
    expect(pci.devices.length).toBe(count(pciText, /^\t[0-9a-f]{4} {2}/gm));
    expect(pci.subsystems.length).toBe(count(pciText, /^\t\t[0-9a-f]{4} [0-9a-f]{4} {2}/gm));
    expect(usb.vendors.length).toBe(count(usbText, /^[0-9a-f]{4} {2}/gm));
    expect(usb.products.length).toBe(count(usbText, /^\t[0-9a-f]{4} {2}/gm));
    const unique = (keys: string[]) => new Set(keys).size === keys.length;
    expect(unique(pci.devices.map((d) => `${d.vendorId}:${d.deviceId}`))).toBe(true);
    expect(unique(pci.subsystems.map((s) => `${s.vendorId}:${s.deviceId}:${s.subvendorId}:${s.subdeviceId}`))).toBe(true);
    expect(unique(usb.products.map((p) => `${p.vendorId}:${p.productId}`))).toBe(true);
    expect(pci.vendors.length).toBeGreaterThan(2000);
    expect(usb.products.length).toBeGreaterThan(15000);
  });
});
