/**
 * Windows hardware IDs as Device Manager shows them (Properties, Details, Hardware Ids): parsed, written in one
 * canonical form, and expanded into the forms Windows matches a driver by, from the most specific to the most general.
 */

import type { ParsedHardwareIdDto } from '../hardware-ids/dto/hardware-id-answer.dto';

/**
 * One hardware ID read: its bus, the enumerator it is written with, its canonical form (upper case, its parts in
 * Windows' order) and its parts, each null where the ID has none. It is declared once, as the API documents it
 * (ParsedHardwareIdDto). Beside what the API says of each part: Windows lists an HD Audio codec on Intel's Smart Sound
 * bus as INTELAUDIO\FUNC_01&VEN_10EC&DEV_0257 (the same codec as HDAUDIO\FUNC_01&VEN_10EC&DEV_0257); a class-only PCI
 * ID (CC_ccss or CC_ccsspp: class, subclass, programming interface) has no vendor or device; an ACPI ID's device is the
 * four hexadecimal digits after the vendor prefix (`INT`, `PNP`, `MSFT`); PCI's SUBSYS_ssssvvvv names the subsystem
 * vendor last, HD Audio's SUBSYS_vvvvssss first; a USB MI_xx is the interface of a composite device; an HD Audio
 * FUNC_01 is audio, FUNC_02 a modem.
 */
export type HardwareId = ParsedHardwareIdDto;

export type HardwareBus = HardwareId['bus'];

/** What the lookup page and the API show beside a refusal. */
export const HARDWARE_ID_EXAMPLE = 'PCI\\VEN_8086&DEV_2723&SUBSYS_00848086&REV_1A';

/** The shape of one hardware ID, in any case: an enumerator, `\` and its `KEY_value` parts joined by `&`, or a legacy `*PNP0303`. */
export const HARDWARE_ID_PATTERN = '^(?:[A-Za-z]+\\\\[A-Za-z0-9_&]+|\\*[A-Za-z][A-Za-z0-9]{2,3}[0-9A-Fa-f]{4})$';

export class HardwareIdError extends Error {}

const HEX = (digits: number | string) => new RegExp(`^[0-9A-F]{${digits}}$`);
const HEX2 = HEX(2);
const HEX4 = HEX(4);
const HEX8 = HEX(8);

/** The `KEY_value` parts an enumerator's IDs may have: each value's shape, and how a refusal describes it. */
type PartRules = Record<string, { shape: RegExp; is: string }>;
const hexDigits = (shape: RegExp, digits: number) => ({ shape, is: `${digits} hexadecimal digits` });
const PCI_PARTS: PartRules = {
  VEN: hexDigits(HEX4, 4),
  DEV: hexDigits(HEX4, 4),
  SUBSYS: hexDigits(HEX8, 8),
  REV: hexDigits(HEX2, 2),
  CC: { shape: /^([0-9A-F]{4}|[0-9A-F]{6})$/, is: '4 or 6 hexadecimal digits' },
};
const USB_PARTS: PartRules = { VID: hexDigits(HEX4, 4), PID: hexDigits(HEX4, 4), REV: hexDigits(HEX4, 4), MI: hexDigits(HEX2, 2) };
const HDAUDIO_PARTS: PartRules = {
  FUNC: hexDigits(HEX2, 2),
  VEN: hexDigits(HEX4, 4),
  DEV: hexDigits(HEX4, 4),
  SUBSYS: hexDigits(HEX8, 8),
  REV: hexDigits(HEX4, 4),
};

/**
 * Each `KEY_value` part after the enumerator, in the order given; a repeated or unknown key is refused (the reason
 * returned, not thrown: a device list of a whole PC holds hundreds of compatible IDs that are not read, and an Error
 * each would cost more than the reading).
 */
function parts(rest: string, enumerator: string, rules: PartRules): Map<string, string> | string {
  const found = new Map<string, string>();
  for (const part of rest.split('&')) {
    const underscore = part.indexOf('_');
    const key = part.slice(0, underscore);
    const rule = underscore > 0 && /^[A-Z]+$/.test(key) && Object.hasOwn(rules, key) ? rules[key] : undefined;
    if (!rule) return `"${part}" is not a part of a ${enumerator} hardware ID.`;
    if (found.has(key)) return `${key}_ appears twice.`;
    const value = part.slice(underscore + 1);
    if (!rule.shape.test(value)) return `${key}_${value}: ${key} must be ${rule.is}.`;
    found.set(key, value);
  }
  return found;
}

/** An ID of the bus with the parts given (the others none), in its canonical spelling. */
export function hardwareId(bus: HardwareBus, fields: Partial<HardwareId>): HardwareId {
  const id: HardwareId = {
    bus,
    enumerator: bus,
    id: '',
    vendorId: null,
    deviceId: null,
    subsystemVendorId: null,
    subsystemDeviceId: null,
    revision: null,
    classCode: null,
    interfaceNumber: null,
    functionGroup: null,
    ...fields,
  };
  id.id = formatHardwareId(id);
  return id;
}

function readPci(rest: string): HardwareId | string {
  const p = parts(rest, 'PCI', PCI_PARTS);
  if (typeof p === 'string') return p;
  const subsys = p.get('SUBSYS');
  if (!p.has('VEN') && !p.has('CC')) return 'A PCI hardware ID names its vendor (VEN_) and device (DEV_), or a class (CC_).';
  if (p.has('VEN') !== p.has('DEV') && !p.has('CC')) return 'A PCI hardware ID names both the vendor (VEN_) and the device (DEV_).';
  if (!p.has('DEV') && (subsys || p.has('REV'))) return 'SUBSYS_ and REV_ follow a device (DEV_).';
  return hardwareId('PCI', {
    vendorId: p.get('VEN') ?? null,
    deviceId: p.get('DEV') ?? null,
    subsystemDeviceId: subsys?.slice(0, 4) ?? null,
    subsystemVendorId: subsys?.slice(4) ?? null,
    revision: p.get('REV') ?? null,
    classCode: p.get('CC') ?? null,
  });
}

function readUsb(rest: string): HardwareId | string {
  const p = parts(rest, 'USB', USB_PARTS);
  if (typeof p === 'string') return p;
  if (!p.has('VID') || !p.has('PID')) return 'A USB hardware ID names its vendor (VID_) and product (PID_).';
  return hardwareId('USB', { vendorId: p.get('VID'), deviceId: p.get('PID'), revision: p.get('REV') ?? null, interfaceNumber: p.get('MI') ?? null });
}

function readHdAudio(rest: string, enumerator: 'HDAUDIO' | 'INTELAUDIO'): HardwareId | string {
  const p = parts(rest, enumerator, HDAUDIO_PARTS);
  if (typeof p === 'string') return p;
  if (!p.has('FUNC') || !p.has('VEN') || !p.has('DEV'))
    return `An ${enumerator} hardware ID names its function group (FUNC_01), vendor (VEN_) and device (DEV_).`;
  const subsys = p.get('SUBSYS');
  return hardwareId('HDAUDIO', {
    enumerator,
    functionGroup: p.get('FUNC'),
    vendorId: p.get('VEN'),
    deviceId: p.get('DEV'),
    subsystemVendorId: subsys?.slice(0, 4) ?? null,
    subsystemDeviceId: subsys?.slice(4) ?? null,
    revision: p.get('REV') ?? null,
  });
}

/** ACPI\VEN_INT&DEV_33A0, ACPI\INT33A0, ACPI\MSFT0101 and the legacy *PNP0303 name one device each way. */
function readAcpi(rest: string): HardwareId | string {
  const split = /^VEN_([A-Z0-9]{3,4})&DEV_([0-9A-F]{4})$/.exec(rest);
  const joined = /^([A-Z][A-Z0-9]{2,3})([0-9A-F]{4})$/.exec(rest);
  const m = split ?? joined;
  if (!m) return `"${rest}" is not an ACPI ID: three or four letters and four hexadecimal digits (INT33A0, MSFT0101) or VEN_INT&DEV_33A0.`;
  return hardwareId('ACPI', { vendorId: m[1], deviceId: m[2] });
}

/** The one canonical spelling of an ID (and of the ID each matching form stands for). */
export function formatHardwareId(id: Omit<HardwareId, 'id'>): string {
  const subsys = (first: string | null, second: string | null) => (first && second ? `SUBSYS_${first}${second}` : null);
  const join = (bus: string, fields: Array<string | null | false>) => `${bus}\\${fields.filter(Boolean).join('&')}`;
  switch (id.bus) {
    case 'PCI':
      return join('PCI', [
        id.vendorId && `VEN_${id.vendorId}`,
        id.deviceId && `DEV_${id.deviceId}`,
        subsys(id.subsystemDeviceId, id.subsystemVendorId),
        id.revision && `REV_${id.revision}`,
        id.classCode && `CC_${id.classCode}`,
      ]);
    case 'USB':
      return join('USB', [`VID_${id.vendorId}`, `PID_${id.deviceId}`, id.revision && `REV_${id.revision}`, id.interfaceNumber && `MI_${id.interfaceNumber}`]);
    case 'HDAUDIO':
      return join(id.enumerator, [
        `FUNC_${id.functionGroup}`,
        `VEN_${id.vendorId}`,
        `DEV_${id.deviceId}`,
        subsys(id.subsystemVendorId, id.subsystemDeviceId),
        id.revision && `REV_${id.revision}`,
      ]);
    case 'ACPI':
      return `ACPI\\${id.vendorId}${id.deviceId}`;
  }
}

/**
 * One hardware ID, in any case, with or without its subsystem and revision; a device instance path's instance part
 * (`PCI\VEN_8086&DEV_2723&…\4&2F5C8C3&0&00E0`) is left aside. Otherwise the reason it is not one.
 */
export function readHardwareId(input: string): HardwareId | string {
  const text = input
    .trim()
    .replace(/^["']|["']$/g, '')
    .toUpperCase();
  if (!text) return 'Nothing to look up.';
  if (/^\*[A-Z]/.test(text)) return readAcpi(text.slice(1));
  const slash = text.indexOf('\\');
  if (slash < 0) return `"${input.trim().slice(0, 80)}" is not a hardware ID: it has no enumerator such as PCI\\ or USB\\.`;
  const enumerator = text.slice(0, slash);
  const rest = text.slice(slash + 1).split('\\')[0];
  switch (enumerator) {
    case 'PCI':
      return readPci(rest);
    case 'USB':
      return readUsb(rest);
    case 'HDAUDIO':
    case 'INTELAUDIO':
      return readHdAudio(rest, enumerator);
    case 'ACPI':
      return readAcpi(rest);
    default:
      return `${enumerator}\\ IDs are not looked up here: PCI\\, USB\\, HDAUDIO\\, INTELAUDIO\\, ACPI\\ and *PNP IDs are.`;
  }
}

/** One hardware ID (readHardwareId); throws HardwareIdError with the reason when it is not one. */
export function parseHardwareId(input: string): HardwareId {
  const id = readHardwareId(input);
  if (typeof id === 'string') throw new HardwareIdError(id);
  return id;
}

/** An ID as the catalogue keeps it: a PCI, USB, HD Audio or ACPI ID in canonical form, any other in upper case, as Windows compares them. */
export function canonicalHardwareId(input: string): string {
  const id = readHardwareId(input);
  return typeof id === 'string' ? input.trim().toUpperCase() : id.id;
}

/** The IDs of a list that are hardware IDs, the others left out. */
export const hardwareIdsOf = (inputs: string[]): HardwareId[] =>
  inputs.flatMap((input) => {
    const id = readHardwareId(input);
    return typeof id === 'string' ? [] : [id];
  });

export interface ParsedHardwareIdList {
  ids: HardwareId[];
  /** Lines that are not an ID, each with the reason. */
  refused: Array<{ input: string; reason: string }>;
}

/** A pasted list, one ID a line as Device Manager copies them (commas, semicolons and spaces separate too); blank lines are skipped. */
export function parseHardwareIdList(input: string): ParsedHardwareIdList {
  const result: ParsedHardwareIdList = { ids: [], refused: [] };
  for (const line of input.split(/[\r\n,;\s]+/)) {
    if (!line.trim()) continue;
    const id = readHardwareId(line);
    if (typeof id === 'string') result.refused.push({ input: line.trim().slice(0, 200), reason: id });
    else if (!result.ids.some((known) => known.id === id.id)) result.ids.push(id);
  }
  return result;
}
