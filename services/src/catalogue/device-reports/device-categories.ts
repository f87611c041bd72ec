import type { CategoryName } from '@driveratlas/driver-domain';
import type { HardwareId } from '../hardware-id-matching/hardware-id';

/** Windows' device setup classes (their names, as Win32_PnPSignedDriver and pnputil give them) the catalogue's categories cover. */
const WINDOWS_CLASSES: Record<string, CategoryName> = {
  display: 'Graphics Cards',
  net: 'Network Adapters',
  bluetooth: 'Network Adapters',
  media: 'Audio Devices',
  audioendpoint: 'Audio Devices',
  printer: 'Printers',
  printqueue: 'Printers',
  usb: 'USB Controllers',
  keyboard: 'Input Devices',
  mouse: 'Input Devices',
  hidclass: 'Input Devices',
  camera: 'Cameras',
  image: 'Cameras',
};

/** PCI base classes and subclasses (the first digits of CC_) the catalogue's categories cover. */
const PCI_CLASSES: Array<[prefix: string, category: CategoryName]> = [
  ['03', 'Graphics Cards'],
  ['02', 'Network Adapters'],
  ['0d11', 'Network Adapters'],
  ['0401', 'Audio Devices'],
  ['0403', 'Audio Devices'],
  ['0c03', 'USB Controllers'],
];

/** The catalogue category of a device the catalogue has no driver for: by its Windows class, else by its bus and PCI class. */
export function categoryOfDevice(deviceClass: string | null, device: HardwareId | null): CategoryName | null {
  const byClass = deviceClass && WINDOWS_CLASSES[deviceClass.trim().toLowerCase()];
  if (byClass) return byClass;
  if (device?.bus === 'HDAUDIO') return 'Audio Devices';
  const classCode = device?.classCode?.toLowerCase();
  return (classCode && PCI_CLASSES.find(([prefix]) => classCode.startsWith(prefix))?.[1]) || null;
}
