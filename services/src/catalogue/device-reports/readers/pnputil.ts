import { DeviceList, DeviceListError, InstalledDriver, ListedDevice, NotRead } from '../device-list';
import { DayOrder, dayOrderOf, isoDate } from './dates';
import { cleanText, normaliseNewlines } from './text';

/**
 * What `pnputil /enum-devices /connected /drivers /deviceids` prints (Windows 10 21H2 and later), read by its structure
 * rather than its labels, which Windows translates: one block a device, each line `label: value` (French puts a space
 * before the colon), the block starting with the device's instance ID, further IDs on indented lines under their label,
 * and the matching drivers in indented sub-blocks. Values are told apart by their form (an instance ID, IDs, an INF, a
 * GUID, a date and version, a problem code) and free text by its order: description, class name, class GUID,
 * manufacturer, status.
 */

interface PnputilLine {
  line: number;
  indented: boolean;
  /** The text before the first colon of a `label: value` line; null for a line without one (an ID continuing a list). */
  label: string | null;
  value: string;
}

type ValueKind = 'instance-id' | 'ids' | 'inf' | 'guid' | 'version' | 'problem-code' | 'hex' | 'section' | 'text';

/** A label is short text without backslash, then a colon, then spaces (or the end of the line): `HID_DEVICE_UP:0001_U:0006` is no label. */
const LABELLED = /^([^:\\]{1,60}?)\s*:(?:\s+(.*))?$/;
const INSTANCE_ID = /^[A-Za-z0-9_]+\\[^\s\\]+\\\S.*$/;
const GUID = /^\{[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\}$/i;
const DATE_AND_VERSION = /^(\d{1,2}[./-]\d{1,2}[./-]\d{4}|\d{4}-\d{2}-\d{2})\s+(\d+(?:\.\d+){1,3})$/;
/** `28 (0x1C) [CM_PROB_FAILED_INSTALL]`: the line of a device with a problem. */
const PROBLEM_CODE = /^\d+\s*\(0x[0-9a-f]+\)/i;
/** The words for Status: Problem in English, German, French and Spanish Windows. */
const PROBLEM_STATUS = /^(problem|problème|problema)$/i;

/** An ID (not free text): a `\`, a leading `*`, or an `_` in a value without spaces. */
function looksLikeId(value: string): boolean {
  return !/\s/.test(value) && (value.includes('\\') || value.startsWith('*') || value.includes('_'));
}

function kindOf(value: string): ValueKind {
  if (!value) return 'section';
  if (INSTANCE_ID.test(value)) return 'instance-id';
  if (GUID.test(value)) return 'guid';
  if (DATE_AND_VERSION.test(value)) return 'version';
  if (PROBLEM_CODE.test(value)) return 'problem-code';
  if (/^(0x)?[0-9a-f]{8}$/i.test(value)) return 'hex';
  if (/^\S+\.inf$/i.test(value)) return 'inf';
  if (looksLikeId(value)) return 'ids';
  return 'text';
}

function pnputilLines(text: string): PnputilLine[] {
  return text.split('\n').map((raw, index) => {
    const labelled = LABELLED.exec(raw.trim());
    return {
      line: index + 1,
      indented: /^\s/.test(raw),
      label: labelled ? labelled[1] : null,
      value: cleanText(labelled ? (labelled[2] ?? '') : raw) ?? '',
    };
  });
}

/** Whether a line opens a device's block: a label at the start of the line, then an instance ID. */
const opensBlock = (line: PnputilLine) => !line.indented && line.label !== null && INSTANCE_ID.test(line.value);

/** Whether the text holds at least one pnputil device block. */
export function looksLikePnputil(input: string): boolean {
  return pnputilLines(normaliseNewlines(input)).some(opensBlock);
}

interface Entry {
  label: string;
  kind: ValueKind;
  value: string;
}

/** One matching driver's lines, by form: its INF (then the original INF), provider and class before the GUID, date and version, signer after. */
function matchingDriver(entries: Entry[], order: DayOrder): InstalledDriver & { status: string | null } {
  const infs = entries.filter((e) => e.kind === 'inf');
  const versionAt = entries.findIndex((e) => e.kind === 'version');
  const texts = (from: number, to: number) => entries.slice(from, to < 0 ? entries.length : to).filter((e) => e.kind === 'text');
  const [, date = null, version = null] = versionAt >= 0 ? (DATE_AND_VERSION.exec(entries[versionAt].value) ?? []) : [];
  const afterVersion = versionAt >= 0 ? texts(versionAt + 1, -1) : [];
  const guidAt = entries.findIndex((e) => e.kind === 'guid');
  return {
    inf: infs[0]?.value ?? null,
    provider: texts(0, guidAt >= 0 ? guidAt : versionAt)[0]?.value ?? null,
    version,
    date: isoDate(date, order),
    signed: afterVersion.length > 1 ? true : null,
    status: afterVersion[afterVersion.length - 1]?.value ?? null,
  };
}

/** The free-text values before and after the class GUID: description and class name, then manufacturer and status. */
function describe(texts: Entry[]): { name: string | null; className: string | null; manufacturer: string | null; status: string | null } {
  let guidAt = texts.findIndex((e) => e.kind === 'guid');
  // A device without a driver may print a word such as "Unknown" in place of its class GUID: by position, the third value.
  if (guidAt < 0 && texts.length >= 5) guidAt = 2;
  const before = guidAt >= 0 ? texts.slice(0, guidAt) : texts.slice(0, 2);
  const after = guidAt >= 0 ? texts.slice(guidAt + 1) : texts.slice(2);
  const placeholder = guidAt >= 0 && texts[guidAt].kind !== 'guid' ? texts[guidAt].value : null;
  const known = (entry: Entry | undefined) => (entry && entry.value !== placeholder ? entry.value : null);
  return { name: known(before[0]), className: known(before[1]), manufacturer: known(after[0]), status: after[1]?.value ?? null };
}

function readBlock(lines: PnputilLine[], order: DayOrder): ListedDevice {
  const top: Entry[] = [];
  const idLists: Array<{ label: string; ids: string[] }> = [];
  const drivers: Entry[][] = [];
  let list: string[] | null = null;
  let inDrivers = false;
  for (const line of lines.slice(1)) {
    if (!line.value && line.label === null) {
      list = null;
      if (inDrivers && drivers[drivers.length - 1]?.length) drivers.push([]);
      continue;
    }
    if (line.label === null) {
      if (list && looksLikeIdLine(line.value)) list.push(line.value);
      continue;
    }
    const entry = { label: line.label, kind: kindOf(line.value), value: line.value };
    list = null;
    if (line.indented && inDrivers) {
      const current = drivers[drivers.length - 1];
      // A driver's lines may also follow each other without a blank line: a published INF after a version starts the next.
      if (entry.kind === 'inf' && current.some((e) => e.kind === 'version')) drivers.push([entry]);
      else current.push(entry);
    } else if (entry.kind === 'section') {
      inDrivers = true;
      drivers.push([]);
    } else if (entry.kind === 'ids' || entry.kind === 'instance-id') {
      list = [entry.value];
      idLists.push({ label: entry.label, ids: list });
    } else top.push(entry);
  }
  const compatibleLabel = /compat|kompat/i;
  const hardware = idLists.find((l, i) => i === 0 && !compatibleLabel.test(l.label)) ?? null;
  const compatible = idLists.find((l) => l !== hardware) ?? null;
  const { name, className, manufacturer, status } = describe(top.filter((e) => e.kind === 'text' || e.kind === 'guid'));
  const inf = top.find((e) => e.kind === 'inf')?.value ?? null;
  const installed = inf ? drivers.map((entries) => matchingDriver(entries, order)).find((d) => d.inf?.toLowerCase() === inf.toLowerCase()) : undefined;
  const driver: InstalledDriver | null = installed
    ? { provider: installed.provider, version: installed.version, date: installed.date, inf: installed.inf, signed: installed.signed }
    : inf
      ? { provider: null, version: null, date: null, inf, signed: null }
      : null;
  return {
    line: lines[0].line,
    name,
    manufacturer,
    deviceClass: className,
    hardwareIds: hardware?.ids ?? [],
    compatibleIds: compatible?.ids ?? [],
    driver,
    problem: top.some((e) => e.kind === 'problem-code') || (status !== null && PROBLEM_STATUS.test(status)),
  };
}

/** A line continuing an ID list: one ID, without spaces (`PNP0C50` and `HID_DEVICE` included). */
const looksLikeIdLine = (value: string) => /^\S+$/.test(value);

export function readPnputil(input: string): DeviceList {
  const lines = pnputilLines(normaliseNewlines(input));
  // Slashed dates: English Windows writes the month first, the others the day, unless a date over the 12th tells.
  const english = lines.some((l) => !l.indented && l.label?.toLowerCase() === 'instance id');
  const order = dayOrderOf(
    lines.filter((l) => DATE_AND_VERSION.test(l.value)).map((l) => l.value),
    english ? 'month-first' : 'day-first',
  );
  const devices: ListedDevice[] = [];
  const notRead: NotRead[] = [];
  let block: PnputilLine[] | null = null;
  let afterBlank = true;
  for (const line of lines) {
    // A device starts after a blank line, or on the label its previous device started with (output copied without blank lines).
    if (opensBlock(line) && (afterBlank || !block || line.label === block[0].label)) {
      if (block) devices.push(readBlock(block, order));
      block = [line];
    } else if (block && afterBlank && !line.indented && line.value) {
      // After a blank line, lines at the margin that do not open a device are neither this device nor its drivers.
      devices.push(readBlock(block, order));
      block = null;
      notRead.push({ line: line.line, reason: "This block does not start with a device's instance ID." });
    } else if (block) block.push(line);
    afterBlank = !line.value && line.label === null;
  }
  if (block) devices.push(readBlock(block, order));
  if (devices.length === 0) throw new DeviceListError('No device could be read: each pnputil block starts with the Instance ID line.');
  return { format: 'pnputil', devices, notRead };
}
