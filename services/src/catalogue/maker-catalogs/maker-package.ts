/**
 * What the readers of the PC makers' catalogs (Dell's driver catalog, Lenovo's package descriptors, HP's SoftPaq CVA
 * files) make of a package, whatever the maker: one shape, with the hardware IDs in the catalogue's spelling, the
 * Windows it installs on in the site's words, and the addresses on the maker's own site. See docs/maker-catalogs.md.
 */

import { isOfficialUrl, WINDOWS_VERSIONS, type WindowsVersion } from '@driveratlas/driver-domain';
import { ARCHITECTURES, type Architecture } from '../driver-packages/inf/target-os';
import { HARDWARE_ID_PATTERN, readHardwareId } from '../hardware-id-matching/hardware-id';

/** The PC makers whose catalogs are read, with the domains of their own sites: every address read must be on one. */
export const MAKERS = {
  Dell: { domains: ['dell.com'] },
  Lenovo: { domains: ['lenovo.com'] },
  HP: { domains: ['hp.com'] },
} as const;
export type Maker = keyof typeof MAKERS;

/** A Windows version a package installs on, and the processor architectures it does there. */
export interface WindowsTarget {
  windows: WindowsVersion;
  /** In the catalogue's order (x86, x64, arm64); empty when the maker does not say (a Lenovo rule without an address width). */
  architectures: Architecture[];
}

/** A PC model a package is for, as the maker identifies it. */
export interface MakerSystem {
  /** Dell's system ID (`0A36`), Lenovo's machine type (`20QG`), HP's baseboard ID (`8DA7`): upper case, no `0x`. */
  id: string;
  /** As the maker names it (`Latitude 7420`, `HP EliteBook 840 G9 Notebook PC`); null when it gives none. */
  name: string | null;
}

/** One package of a maker's catalog, as the import uses it. */
export interface MakerPackage {
  maker: Maker;
  /** The maker's own ID of the package: Dell's release ID (`601KT`), Lenovo's package ID (`n1cww12w`), HP's SoftPaq number (`sp143021`). */
  id: string;
  name: string;
  /** The version as the maker gives it (Dell's vendorVersion, Lenovo's package version, HP's VendorVersion). */
  version: string;
  /** ISO date (`2024-03-14`). */
  releaseDate: string;
  /** The maker's category, in its words (Dell `Audio`, HP `Driver - Network`); Lenovo's comes from the model catalog that lists it. */
  category: string | null;
  /** What the package is, in the maker's word (Dell's component type `Driver`, `Application`, `BIOS`; HP's `Driver`). */
  type: string | null;
  /** The Windows it installs on that the site lists, newest first; codes of other systems (Windows PE, Windows 8) are left out. */
  targets: WindowsTarget[];
  /** The package's page on the maker's site (Dell's driver details, Lenovo's readme, HP's release notes); null when it names none. */
  officialPage: string | null;
  /** The file to download, on the maker's site. */
  downloadUrl: string;
  /** That file's size in bytes, as the maker gives it (Dell's `size`, Lenovo's installer `Size`); null when it gives none (HP's CVA). */
  size: number | null;
  /** The devices it is for, in the catalogue's spelling (canonicalHardwareId), each once, in the file's order. */
  hardwareIds: string[];
  /** The PC models it is for, each once, in the file's order. */
  systems: MakerSystem[];
  /** The line of the file the package starts on. */
  line: number;
}

/** Something in a package that cannot be read: the message names the file and the line, like an INF reader's error. */
export interface CatalogProblem {
  file: string;
  line: number;
  reason: string;
  message: string;
}

export const catalogProblem = (file: string, line: number, reason: string): CatalogProblem => ({
  file,
  line,
  reason,
  message: `${file}, line ${line}: ${reason}`,
});

/**
 * What a reader makes of one package: the package when every element the import uses reads, or else each problem
 * found in it (the package is then left out whole: a driver listed for devices or systems it cannot name is not
 * offered). A problem in one package leaves the others of the file as they are.
 */
export type PackageRead =
  | { package: MakerPackage; problems: [] }
  | {
      package: null;
      /** The maker's ID of the package, when it reads. */
      id: string | null;
      /** The line the package starts on. */
      line: number;
      problems: CatalogProblem[];
    };

/** A file that is not the format its reader reads (not text, not XML, another document): the message names the file and the line. */
export class MakerCatalogError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    reason: string,
  ) {
    super(`${file}, line ${line}: ${reason}`);
  }
}

/** The problems of one package, gathered while it is read, and its read once done. */
export class PackageProblems {
  readonly list: CatalogProblem[] = [];

  constructor(
    private readonly file: string,
    private readonly line: number,
  ) {}

  add(line: number, reason: string): null {
    this.list.push(catalogProblem(this.file, line, reason));
    return null;
  }

  /** The package when nothing was wrong (`build` is called only then), else the problems. */
  read(id: string | null, build: () => MakerPackage): PackageRead {
    return this.list.length ? this.rejected(id) : { package: build(), problems: [] };
  }

  /** The package left out, for the problems found, in the file's order. */
  rejected(id: string | null): PackageRead {
    return { package: null, id, line: this.line, problems: [...this.list].sort((a, b) => a.line - b.line) };
  }
}

/** A file size as a catalog writes it (bytes, in decimal digits): the number, null when none is written, or the reason it is not one. */
export function catalogSize(text: string | undefined): { size: number | null } | { reason: string } {
  const value = text?.trim();
  if (!value) return { size: null };
  return /^\d{1,15}$/.test(value) ? { size: Number(value) } : { reason: `the file size "${value}" is not a number of bytes` };
}

/** The enumerators `readHardwareId` reads (PCI, USB, HD Audio, ACPI): an ID of one of them must read as one. */
const READ_ENUMERATORS = new Set(['PCI', 'USB', 'HDAUDIO', 'INTELAUDIO', 'ACPI']);
const HARDWARE_ID_SHAPE = new RegExp(HARDWARE_ID_PATTERN);

/**
 * A hardware ID as a catalog writes it, in the catalogue's spelling: a PCI, USB, HD Audio or ACPI ID canonical, an ID
 * of another enumerator (`SWC\VEN_INT&DEV_0E0C`, `HID\VID_046D&PID_C52B`) in upper case, as the INF reader keeps
 * them (canonicalHardwareId); or the reason it is not a hardware ID (readHardwareId's).
 */
export function catalogHardwareId(input: string): { id: string } | { reason: string } {
  const text = input.trim();
  const read = readHardwareId(text);
  if (typeof read !== 'string') return { id: read.id };
  const enumerator = text.startsWith('*') ? 'ACPI' : text.slice(0, text.indexOf('\\')).toUpperCase();
  if (!READ_ENUMERATORS.has(enumerator) && HARDWARE_ID_SHAPE.test(text)) return { id: text.toUpperCase() };
  return { reason: read };
}

/**
 * An address the maker gives, as the catalogue links it: https (a maker's http address is read as https: each serves
 * its pages and files so), on one of the maker's domains; or the reason it is not one.
 */
export function makerUrl(maker: Maker, address: string): { url: string } | { reason: string } {
  const text = address.trim().replace(/^http:\/\//i, 'https://');
  let url: string;
  try {
    url = new URL(text).href;
  } catch {
    return { reason: `"${address.slice(0, 120)}" is not an address` };
  }
  if (!isOfficialUrl(url, MAKERS[maker])) return { reason: `${url} is not on ${maker}'s site (${MAKERS[maker].domains.join(', ')})` };
  return { url };
}

/** The ISO date of a year, month and day, when that day exists. */
export function isoDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** A `yyyy-mm-dd` date (or the date of an ISO date and time), when that day exists. */
export function readIsoDate(text: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(text.trim());
  return m ? isoDate(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}

/** Where a package installs: a Windows version (null for one the site does not list) and an architecture (null when not said). */
export interface OsTarget {
  windows: WindowsVersion | null;
  architecture: Architecture | null;
}

/** The targets of a package, one per Windows version the site lists, newest first, each with its architectures in the catalogue's order. */
export function windowsTargets(targets: OsTarget[]): WindowsTarget[] {
  return WINDOWS_VERSIONS.flatMap((windows) => {
    const own = targets.filter((t) => t.windows === windows);
    if (!own.length) return [];
    return [{ windows, architectures: ARCHITECTURES.filter((a) => own.some((t) => t.architecture === a)) }];
  });
}

/** The items of a list each once (by key), in their first order. */
export function unique<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(key(item)) && !!seen.add(key(item)));
}
