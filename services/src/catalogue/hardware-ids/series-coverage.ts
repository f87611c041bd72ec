/**
 * Coverage by series: a graphics driver written for a whole series ("GeForce RTX 40 Series desktop graphics cards")
 * supports every device of that series, not only the few IDs its seed entry lists. The devices are read from the
 * shipped pci.ids by their marketing names, desktop and laptop parts kept apart (NVIDIA publishes a driver for each).
 * The result is committed as services/src/catalogue/seed/data/driver-series-hardware-ids.json (written by write-series-ids.ts,
 * checked against this derivation by its spec) and merged into the seed drivers' hardware IDs by a migration; the
 * report says "matched by series" for a device found through one of these IDs.
 */
import { hardwareId } from '../hardware-id-matching/hardware-id';
import { PciDatabase } from './id-database-files';
import seriesHardwareIds from '../seed/data/driver-series-hardware-ids.json';

export type FormFactor = 'desktop' | 'laptop';

/** The devices one series driver covers. */
export interface SeriesRule {
  /** As the description names it. @example "GeForce RTX 40 Series" */
  series: string;
  form: FormFactor;
  /** The PCI vendor, as pci.ids writes it. @example "10de" */
  vendorId: string;
  /** A model of the series, as one model of a pci.ids device name reads once split (see modelsOf). @example /^GeForce RTX 40\d0\b/i */
  model: RegExp;
}

export interface SeriesDriver {
  name: string;
  description: string;
  category: string;
  manufacturer: string;
}

/** The series a maker's descriptions name, and how to build the rule: its vendor and the model pattern for the series' number. */
const SERIES_NAMES: Array<{ manufacturer: string; vendorId: string; named: RegExp; model: (m: RegExpExecArray) => RegExp }> = [
  {
    // "GeForce RTX 40 Series", "GeForce GTX 16 Series": the models are RTX 4050-4090, GTX 1630-1660.
    manufacturer: 'NVIDIA',
    vendorId: '10de',
    named: /\bGeForce (RTX|GTX) (\d{2}) Series\b/,
    model: (m) => new RegExp(`^GeForce ${m[1]} ${m[2]}\\d0\\b`, 'i'),
  },
  {
    // "Radeon RX 7000 Series": RX 7600 … RX 7900 XTX (pci.ids sometimes leaves out "Radeon": "RX 9070/9070 XT").
    manufacturer: 'AMD',
    vendorId: '1002',
    named: /\bRadeon RX (\d)000 Series\b/,
    model: (m) => new RegExp(`^(?:Radeon )?RX ${m[1]}\\d{3}\\b`, 'i'),
  },
  {
    // "Arc A-Series", "Arc B-Series": A310 … A770, B570, B580.
    manufacturer: 'Intel',
    vendorId: '8086',
    named: /\bArc ([A-Z])-Series\b/,
    model: (m) => new RegExp(`^Arc ${m[1]}\\d{3}\\b`, 'i'),
  },
];

/** A laptop part: NVIDIA writes "Laptop GPU", "Mobile" or "Max-Q"; AMD and Intel a model number ending in M or S (7600M XT, 6800S, A770M). */
const LAPTOP_MODEL = /\b(Laptop|Mobile|Max-Q)\b|\d{3,4}[MS]\b/i;
/** Pre-release boards pci.ids keeps, which no released driver is written for. */
const NOT_RELEASED = /\bEngineering Sample\b/i;

/** The series driver's rule, or null when its description names no series the derivation knows (only graphics series are derived). */
export function seriesOf(driver: SeriesDriver): SeriesRule | null {
  if (driver.category !== 'Graphics Cards') return null;
  for (const known of SERIES_NAMES.filter((s) => s.manufacturer === driver.manufacturer)) {
    const m = known.named.exec(driver.description);
    if (!m) continue;
    const form: FormFactor = /\b(laptop|notebook)s?\b/i.test(driver.description) ? 'laptop' : 'desktop';
    return { series: m[0], form, vendorId: known.vendorId, model: known.model(m) };
  }
  return null;
}

/**
 * The models one pci.ids device name lists, each written in full: "Navi 22 [Radeon RX 6700/6700 XT/6750 XT / 6800M]"
 * gives "Radeon RX 6700", "Radeon RX 6700 XT", "Radeon RX 6750 XT", "Radeon RX 6800M"; "AD104M [GeForce RTX 4080 Max-Q / Mobile]"
 * gives "GeForce RTX 4080 Max-Q Mobile" (a part without a number qualifies the one before).
 */
export function modelsOf(deviceName: string): string[] {
  const text = /\[(.+)\]/.exec(deviceName)?.[1] ?? deviceName;
  const models: string[] = [];
  let prefix = '';
  for (const raw of text.split('/')) {
    const part = raw.trim();
    if (!part) continue;
    if (!/\d/.test(part) && models.length) models[models.length - 1] += ` ${part}`;
    else if (/^\d/.test(part) && models.length) models.push(`${prefix}${part}`);
    else {
      prefix = /^\D*/.exec(part)?.[0] ?? '';
      models.push(part);
    }
  }
  return models;
}

/** Whether a pci.ids device is a part of the rule's series in the rule's form (desktop or laptop). */
export function inSeries(rule: SeriesRule, device: { vendorId: string; name: string }): boolean {
  if (device.vendorId !== rule.vendorId || NOT_RELEASED.test(device.name)) return false;
  return modelsOf(device.name).some((model) => rule.model.test(model) && LAPTOP_MODEL.test(model) === (rule.form === 'laptop'));
}

/** `PCI\VEN_10DE&DEV_2684`, a PCI device's ID as the parser spells it. */
function pciDeviceId(vendorId: string, deviceId: string): string {
  return hardwareId('PCI', { vendorId: vendorId.toUpperCase(), deviceId: deviceId.toUpperCase() }).id;
}

/**
 * Each series driver's IDs by series, by driver name: the IDs of its series' devices in pci.ids, sorted, less those
 * the driver already lists (`listed`, its seed IDs), so that what is left is what only the series tells. Drivers
 * naming no series are left out.
 */
export function deriveSeriesIds(pci: PciDatabase, drivers: SeriesDriver[], listed: Record<string, string[]> = {}): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const driver of drivers) {
    const rule = seriesOf(driver);
    if (!rule) continue;
    const own = new Set(listed[driver.name] ?? []);
    const ids = pci.devices.filter((device) => inSeries(rule, device)).map((device) => pciDeviceId(device.vendorId, device.deviceId));
    result[driver.name] = [...new Set(ids)].filter((id) => !own.has(id)).sort();
  }
  return result;
}

const BY_SERIES = seriesHardwareIds as Record<string, string[]>;

/** Whether a seed driver lists this ID (canonical form) because of its series rather than by name: the report's "matched by series". */
export function matchedBySeries(driverName: string, hardwareId: string): boolean {
  return BY_SERIES[driverName]?.includes(hardwareId) ?? false;
}
