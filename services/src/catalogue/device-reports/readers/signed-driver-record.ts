import { ListedDevice, NotRead } from '../device-list';
import { DayOrder, isoDate } from './dates';
import { cleanText, idList } from './text';

/**
 * One Win32_PnPSignedDriver record (a JSON object or a CSV row) read into a device: both PowerShell formats carry the
 * same properties, so both readers hand their records here.
 */

/** The properties read, by their lower-case names; the later names are what Get-PnpDevice and Win32_PnPEntity print. */
const PROPERTIES = {
  name: ['devicename', 'friendlyname'],
  hardwareIds: ['hardwareid', 'hardwareids'],
  compatibleIds: ['compatid', 'compatibleid', 'compatibleids'],
  version: ['driverversion'],
  date: ['driverdate'],
  provider: ['driverprovidername'],
  manufacturer: ['manufacturer'],
  deviceClass: ['deviceclass', 'class', 'pnpclass'],
  inf: ['infname'],
  signed: ['issigned'],
  status: ['status'],
  problemCode: ['configmanagererrorcode', 'problem'],
} as const;

/** A record's properties by lower-case name (PowerShell's names are not case-sensitive, and people retype them). */
export type SignedDriverRecord = Map<string, unknown>;

export function signedDriverRecord(entries: Iterable<[string, unknown]>): SignedDriverRecord {
  const record: SignedDriverRecord = new Map();
  for (const [key, value] of entries) record.set(key.trim().toLowerCase(), value);
  return record;
}

function property(record: SignedDriverRecord, field: keyof typeof PROPERTIES): unknown {
  for (const name of PROPERTIES[field]) {
    const value = record.get(name);
    if (value !== undefined && value !== null && value !== '') return value;
  }
  return null;
}

/** Whether any of the record's properties is one this reader knows (a CSV header or a JSON object of the wrong shape has none). */
export function hasKnownProperty(names: Iterable<string>): boolean {
  const known = new Set<string>(Object.values(PROPERTIES).flat());
  for (const name of names) if (known.has(name.trim().toLowerCase())) return true;
  return false;
}

/** PowerShell 5 writes some dates as `{ "value": "/Date(…)/", "DateTime": "…" }`; the value is the date. */
function dateText(value: unknown): string | null {
  if (value && typeof value === 'object' && 'value' in value) return cleanText((value as { value: unknown }).value);
  return cleanText(value);
}

/** A record's driver date as written, for finding the list's day order before its records are read. */
export function recordDateText(record: SignedDriverRecord): string | null {
  return dateText(property(record, 'date'));
}

/** JSON's true/false, or the "True"/"False" Export-Csv writes. */
function flag(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  const text = cleanText(value)?.toLowerCase();
  return text === 'true' ? true : text === 'false' ? false : null;
}

/** The device a record describes, or the reason it cannot be read. A record without a driver version or INF has no driver, which is a problem. */
export function deviceFromRecord(record: SignedDriverRecord, line: number, order: DayOrder): ListedDevice | NotRead {
  const name = cleanText(property(record, 'name'));
  const hardwareIds = idList(property(record, 'hardwareIds'));
  if (!name && hardwareIds.length === 0) return { line, reason: 'This record has neither a device name nor a hardware ID.' };
  const version = cleanText(property(record, 'version'));
  const inf = cleanText(property(record, 'inf'));
  const driver =
    version || inf
      ? {
          provider: cleanText(property(record, 'provider')),
          version,
          date: isoDate(dateText(property(record, 'date')), order),
          inf,
          signed: flag(property(record, 'signed')),
        }
      : null;
  const status = cleanText(property(record, 'status'))?.toLowerCase();
  const problemCode = Number(property(record, 'problemCode') ?? 0);
  return {
    line,
    name,
    manufacturer: cleanText(property(record, 'manufacturer')),
    deviceClass: cleanText(property(record, 'deviceClass')),
    hardwareIds,
    compatibleIds: idList(property(record, 'compatibleIds')),
    driver,
    problem: driver === null || status === 'error' || status === 'degraded' || problemCode > 0,
  };
}

/** Whether a reader's result is a device (not a NotRead). */
export function isDevice(result: ListedDevice | NotRead): result is ListedDevice {
  return 'hardwareIds' in result;
}
