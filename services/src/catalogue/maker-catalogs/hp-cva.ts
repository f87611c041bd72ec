/**
 * HP's SoftPaq metadata: the CVA file published beside each SoftPaq (`https://ftp.hp.com/pub/softpaq/sp143001-143500/
 * sp143021.cva`), an INI text of sections: `[CVA File Information]` (its `CVATimeStamp`, the release), `[Softpaq]`
 * (`SoftpaqNumber`), `[General]` (`VendorVersion`, `Version`, `Type`, `Category`), `[Operating Systems]` (one key per
 * Windows release it installs on: `W11_23H2=OEM`, `WT64_22H2=OEM`), `[Devices]` (one hardware ID a line,
 * `PCI\VEN_8086&DEV_2725&SUBSYS_00248086=Intel(R) Wi-Fi 6E AX210`), `[System Information]` (`SysIdN=0x8AB8` with
 * `SysNameN`, the PC models) and `[Software Title]` (`US=`, the name). See docs/maker-catalogs.md.
 */

import type { WindowsVersion } from '@driveratlas/driver-domain';
import type { Architecture } from '../driver-packages/inf/target-os';
import { decodeWindowsText, NotTextError } from '../../platform/common/windows-text';
import {
  catalogHardwareId,
  MakerCatalogError,
  makerUrl,
  PackageProblems,
  isoDate,
  unique,
  windowsTargets,
  type MakerSystem,
  type OsTarget,
  type PackageRead,
} from './maker-package';

/** One line of a section: `key=value` (split at the first `=`), or a line of text without a key. */
interface CvaEntry {
  line: number;
  key: string | null;
  value: string;
}

interface CvaSection {
  name: string;
  line: number;
  entries: CvaEntry[];
}

/**
 * HP's Windows codes in `[Operating Systems]`: the system and its bits, then the release after `_` (`WT64_22H2`,
 * `W11_23H2`, `WTIOT64_21H2` for Windows 10 IoT Enterprise LTSC) or, for older systems, the edition (`W764PR`).
 * Windows 11 is 64-bit only, so its codes name no bits. A null version: Windows 8, which the site does not list.
 */
const HP_OS_CODES: Array<{ code: RegExp; windows: WindowsVersion | null; architecture: Architecture }> = [
  { code: /^W11(?:_\d{2}H\d)?$/, windows: 'Windows 11', architecture: 'x64' },
  { code: /^WT64(?:_(?:\d{2}H\d|\d{4}))?$/, windows: 'Windows 10', architecture: 'x64' },
  { code: /^WTIOT64(?:_(?:\d{2}H\d|\d{4}))?$/, windows: 'Windows 10', architecture: 'x64' },
  { code: /^WT32(?:_(?:\d{2}H\d|\d{4}))?$/, windows: 'Windows 10', architecture: 'x86' },
  { code: /^W8\.164[A-Z]*$/, windows: 'Windows 8.1', architecture: 'x64' },
  { code: /^W8\.132[A-Z]*$/, windows: 'Windows 8.1', architecture: 'x86' },
  { code: /^W864[A-Z]*$/, windows: null, architecture: 'x64' },
  { code: /^W832[A-Z]*$/, windows: null, architecture: 'x86' },
  { code: /^W764[A-Z]*$/, windows: 'Windows 7', architecture: 'x64' },
  { code: /^W732[A-Z]*$/, windows: 'Windows 7', architecture: 'x86' },
];

/**
 * The SoftPaq's file on HP's site, as HP's own tools name it: SoftPaqs sit in folders of 500 by number
 * (`sp143021` in `sp143001-143500`, `sp143000` in `sp142501-143000`).
 */
export function softpaqUrl(number: number, extension: 'exe' | 'html' | 'cva'): string {
  const first = number - ((number - 1) % 500);
  return `https://ftp.hp.com/pub/softpaq/sp${first}-${first + 499}/sp${number}.${extension}`;
}

/** The sections of a CVA text, by their name in lower case (HP writes `[Softpaq]` and `[SoftPaq]`); a name given twice adds its lines to the first. */
function readCvaSections(text: string, problems: PackageProblems): Map<string, CvaSection> {
  const sections = new Map<string, CvaSection>();
  let section: CvaSection | undefined;
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const line = index + 1;
    const trimmed = raw.trim();
    if (!trimmed || trimmed.startsWith(';')) return;
    if (trimmed.startsWith('[')) {
      const close = trimmed.indexOf(']');
      if (close < 0) {
        problems.add(line, `a section name without its closing "]": ${trimmed.slice(0, 60)}`);
        section = undefined;
        return;
      }
      const name = trimmed.slice(1, close).trim();
      section = sections.get(name.toLowerCase()) ?? { name, line, entries: [] };
      sections.set(name.toLowerCase(), section);
      return;
    }
    if (!section) return;
    const separator = trimmed.indexOf('=');
    section.entries.push(
      separator < 0 ? { line, key: null, value: trimmed } : { line, key: trimmed.slice(0, separator).trim(), value: trimmed.slice(separator + 1).trim() },
    );
  });
  return sections;
}

/** A value of a section by its key, compared without regard to case. */
const entry = (section: CvaSection | undefined, key: string): CvaEntry | undefined => section?.entries.find((e) => e.key?.toLowerCase() === key.toLowerCase());

/** `CVATimeStamp=20240314T153022-0500`: the date it starts with. */
function cvaDate(stamp: string): string | null {
  const m = /^(\d{4})(\d{2})(\d{2})(?:T|$)/.exec(stamp.trim());
  return m ? isoDate(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}

function cvaTargets(section: CvaSection, problems: PackageProblems): OsTarget[] {
  return section.entries.flatMap((e) => {
    const code = (e.key ?? e.value).trim();
    const known = HP_OS_CODES.find((c) => c.code.test(code.toUpperCase()));
    if (!known) {
      problems.add(e.line, `"${code}" is not one of HP's Windows codes (W11_23H2, WT64_22H2, WT32, W764...)`);
      return [];
    }
    return [{ windows: known.windows, architecture: known.architecture }];
  });
}

/** `[System Information]`: each `SysIdN` (one ID or several, `0x8AB8`) with the `SysNameN` of the same number. */
function cvaSystems(section: CvaSection | undefined, problems: PackageProblems): MakerSystem[] {
  if (!section) return [];
  const systems = section.entries.flatMap((e) => {
    const n = /^SysId(\d+)$/i.exec(e.key ?? '')?.[1];
    if (n === undefined) return [];
    const name = entry(section, `SysName${n}`)?.value || null;
    return e.value.split(',').flatMap((raw) => {
      const id = /^0x([0-9A-F]{4})$/i.exec(raw.trim())?.[1];
      if (!id) {
        problems.add(e.line, `${e.key} "${raw.trim()}" is not a baseboard ID (0x and four hexadecimal digits)`);
        return [];
      }
      return [{ id: id.toUpperCase(), name }];
    });
  });
  return unique(systems, (s) => s.id);
}

function cvaHardwareIds(section: CvaSection | undefined, problems: PackageProblems): string[] {
  if (!section) return [];
  const ids = section.entries.flatMap((e) => {
    const written = (e.key ?? e.value).replace(/^"|"$/g, '');
    const read = catalogHardwareId(written);
    if ('reason' in read) {
      problems.add(e.line, `[Devices] "${written.trim()}" is not a hardware ID: ${read.reason}`);
      return [];
    }
    return [read.id];
  });
  return [...new Set(ids)];
}

/**
 * Reads one CVA file (ANSI, UTF-8 or UTF-16 text) into its SoftPaq, or each problem that leaves it out (no version, a
 * device line that is not a hardware ID, a Windows code HP does not write, a file cut short before its last sections),
 * each at its line. Throws MakerCatalogError when the file is not a CVA at all (not text, or neither a
 * `[CVA File Information]` nor a `[Softpaq]` section).
 */
export function readHpCva(file: string, bytes: Buffer): PackageRead {
  let text: string;
  try {
    text = decodeWindowsText(bytes);
  } catch (error) {
    if (error instanceof NotTextError) throw new MakerCatalogError(file, 1, 'this is not text: a CVA file is text');
    throw error;
  }
  const problems = new PackageProblems(file, 1);
  const sections = readCvaSections(text.replace(/^\uFEFF/, ''), problems);
  const section = (...names: string[]) => names.map((name) => sections.get(name)).find(Boolean);
  const info = section('cva file information');
  const softpaq = section('softpaq');
  if (!info && !softpaq) throw new MakerCatalogError(file, 1, 'this is not an HP CVA file: it has no [CVA File Information] or [Softpaq] section');
  const lastLine = text.replace(/\s+$/, '').split(/\r\n|\r|\n/).length;
  const missing = (name: string) => problems.add(lastLine, `there is no [${name}] section: the file may be cut short`);

  const numberEntry = entry(softpaq, 'SoftpaqNumber');
  const number = /^sp(\d+)$/i.exec(numberEntry?.value ?? '')?.[1];
  if (!softpaq) missing('Softpaq');
  else if (!number) problems.add(numberEntry?.line ?? softpaq.line, `SoftpaqNumber "${numberEntry?.value ?? ''}" is not sp and a number`);
  const id = number ? `sp${Number(number)}` : null;

  const general = section('general');
  const versionEntry = entry(general, 'VendorVersion')?.value ? entry(general, 'VendorVersion') : entry(general, 'Version');
  if (!general) missing('General');
  else if (!versionEntry?.value) problems.add(general.line, '[General] has no VendorVersion or Version');

  const stamp = entry(info, 'CVATimeStamp');
  const releaseDate = cvaDate(stamp?.value ?? '');
  if (!info) missing('CVA File Information');
  else if (!releaseDate) problems.add(stamp?.line ?? info.line, `CVATimeStamp "${stamp?.value ?? ''}" does not start with a date (yyyymmdd)`);

  const os = section('operating systems', 'operatingsystems', 'operatingsystem');
  if (!os) missing('Operating Systems');
  const targets = os ? cvaTargets(os, problems) : [];
  const hardwareIds = cvaHardwareIds(section('devices'), problems);
  const systems = cvaSystems(section('system information'), problems);

  const title = section('software title');
  const name = entry(title, 'US')?.value || null;
  if (!title) missing('Software Title');
  else if (!name) problems.add(title.line, '[Software Title] has no US title');

  const url = (extension: 'exe' | 'html') => {
    const read = number ? makerUrl('HP', softpaqUrl(Number(number), extension)) : null;
    return read && 'url' in read ? read.url : null;
  };
  return problems.read(id, () => ({
    maker: 'HP',
    id: id!,
    name: name!,
    version: versionEntry!.value,
    releaseDate: releaseDate!,
    category: entry(general, 'Category')?.value || null,
    type: entry(general, 'Type')?.value || null,
    targets: windowsTargets(targets),
    officialPage: url('html'),
    downloadUrl: url('exe')!,
    // A CVA does not give the SoftPaq's size.
    size: null,
    hardwareIds,
    systems,
    line: 1,
  }));
}
