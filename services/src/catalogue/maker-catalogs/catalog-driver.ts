/**
 * What a package of a PC maker's catalog becomes in the catalogue: a driver of one of the site's seven categories, in
 * the catalogue's words (its release month, its Windows, "64-bit" or "Both", its size), or the reason the site does not
 * offer it (an application, a BIOS, a chipset package, a package for Arm64 PCs alone). See docs/maker-catalogs.md.
 */

import { CATEGORY_NAMES, releaseDateOf, type CategoryName } from '@driveratlas/driver-domain';
import type { MakerPackage } from './maker-package';

/** The maker's category (or, where it gives none, the package's name) by the words that place it, first match wins. */
const CATEGORY_WORDS: Array<[RegExp, CategoryName]> = [
  [/\bcamera|webcam/i, 'Cameras'],
  [/\bgraphics|\bvideo|\bdisplay\b/i, 'Graphics Cards'],
  [/\baudio|\bsound/i, 'Audio Devices'],
  [/\bnetwork|ethernet|wireless|\bw?lan\b|wi-?fi|bluetooth|\bmodem|communications/i, 'Network Adapters'],
  [/\bmouse|keyboard|touchpad|\binput\b|\bpen\b|pointing/i, 'Input Devices'],
  [/\busb\b|thunderbolt/i, 'USB Controllers'],
  [/\bprint/i, 'Printers'],
];

/** Package types that are drivers; a maker that gives none (Lenovo) lists drivers by its category. */
const DRIVER_TYPES = /^(driver|drivers|driver - .*)$/i;

/** The fields of a driver that an import writes: the catalogue's driver fields it takes from the package. */
export interface CatalogDriverFields {
  name: string;
  version: string;
  releaseDate: string;
  description: string;
  operatingSystem: string;
  architecture: string;
  fileSize: string;
  manufacturer: string;
  category: CategoryName;
  downloadUrl: string;
  officialUrl: string | null;
  hardwareIds: string[];
}

/** The package as a driver of the catalogue, or why the site does not offer it. */
export type CatalogDriver = { driver: CatalogDriverFields } | { notOffered: string };

/** The site's category for a package: by its category in the maker's words, else by its name; null when neither places it. */
export function siteCategory(pkg: Pick<MakerPackage, 'category' | 'name'>): CategoryName | null {
  for (const text of [pkg.category, pkg.name]) {
    const found = text && CATEGORY_WORDS.find(([words]) => words.test(text));
    if (found) return found[1];
    if (text) return null; // the maker placed it elsewhere (Chipset, Storage, BIOS): its name does not move it
  }
  return null;
}

/** A size in bytes as the catalogue writes it (`402 MB`, `1.2 GB`, `618 KB`), counted in 1,024s as Windows shows sizes. */
export function fileSizeText(bytes: number): string {
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value >= 10 ? Math.round(value) : Math.max(0.1, Math.round(value * 10) / 10)} ${units[unit]}`;
}

/** The models named in a description at most; the others are counted. */
const MODELS_NAMED = 8;

function describe(pkg: MakerPackage): string {
  const named = pkg.systems.map((system) => system.name ?? `machine type ${system.id}`);
  const models = named.length > MODELS_NAMED ? `${named.slice(0, MODELS_NAMED).join(', ')} and ${named.length - MODELS_NAMED} more` : named.join(', ');
  const forModels = named.length
    ? ` It is for ${named.length === 1 ? 'this' : `these ${named.length}`} ${pkg.maker} PC ${named.length === 1 ? 'model' : 'models'}: ${models}.`
    : '';
  return `${pkg.name} ${pkg.version}, as ${pkg.maker} ships it for its PCs (${pkg.maker}'s package ${pkg.id}).${forModels}`;
}

/** The architecture text of a package's targets: "Both" for 32- and 64-bit, "64-bit" for x64 (with or without Arm64). */
function architectureOf(pkg: MakerPackage): string | null {
  const all = new Set(pkg.targets.flatMap((target) => target.architectures));
  if (all.has('x64') && all.has('x86')) return 'Both';
  if (all.has('x64')) return '64-bit';
  if (all.has('x86')) return '32-bit';
  if (all.has('arm64')) return null;
  // The maker does not say: Windows 11 is 64-bit only; an older Windows may be either.
  return pkg.targets.every((target) => target.windows === 'Windows 11') ? '64-bit' : 'Both';
}

/** The package as a catalogue driver, or the reason the site does not offer it. */
export function catalogDriver(pkg: MakerPackage): CatalogDriver {
  if (pkg.type && !DRIVER_TYPES.test(pkg.type)) return { notOffered: `it is ${/^[aeiou]/i.test(pkg.type) ? 'an' : 'a'} ${pkg.type}, not a driver` };
  const category = siteCategory(pkg);
  if (!category) return { notOffered: `its category${pkg.category ? ` "${pkg.category}"` : ''} is not one of the site's: ${CATEGORY_NAMES.join(', ')}` };
  if (!pkg.targets.length) return { notOffered: 'it installs on no Windows the site lists (Windows 11, 10, 8.1 or 7)' };
  const architecture = architectureOf(pkg);
  if (!architecture) return { notOffered: 'it is for Arm64 PCs alone, which the site does not list' };
  return {
    driver: {
      name: pkg.name,
      version: pkg.version,
      releaseDate: releaseDateOf(pkg.releaseDate),
      description: describe(pkg),
      operatingSystem: pkg.targets.map((target) => target.windows).join(', '),
      architecture,
      fileSize: pkg.size === null ? `Not given by ${pkg.maker}` : fileSizeText(pkg.size),
      manufacturer: pkg.maker,
      category,
      downloadUrl: pkg.downloadUrl,
      officialUrl: pkg.officialPage,
      hardwareIds: pkg.hardwareIds,
    },
  };
}

/** A version as numbers (`23.110.0.5`), or null when it is not only dotted numbers (`A17`, `1.0 Beta`). */
const versionNumbers = (version: string): number[] | null => (/^\d+(\.\d+)*$/.test(version.trim()) ? version.trim().split('.').map(Number) : null);

/**
 * Whether a package's version comes after the driver's: by the version's numbers when both are dotted numbers, else by
 * the release (the package's date against the driver's release month).
 */
export function isNewerVersion(pkg: Pick<MakerPackage, 'version' | 'releaseDate'>, current: { version: string; releasedOn: string | null }): boolean {
  const [next, now] = [versionNumbers(pkg.version), versionNumbers(current.version)];
  if (next && now) {
    for (let i = 0; i < Math.max(next.length, now.length); i++) if ((next[i] ?? 0) !== (now[i] ?? 0)) return (next[i] ?? 0) > (now[i] ?? 0);
    return false;
  }
  return current.releasedOn === null || pkg.releaseDate.slice(0, 7) >= current.releasedOn.slice(0, 7);
}
