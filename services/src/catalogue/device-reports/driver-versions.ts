/**
 * The installed Windows driver's version set against the catalogue's, each read as its maker numbers it: Windows
 * shows a driver's INF version (32.0.15.8157), while a maker's site may publish its own release number (581.57) or
 * the number of a whole software package (AMD Adrenalin 25.10.1). Where the two cannot be related, the answer is
 * cannot-compare: a guess would tell the visitor to update a driver that is current, or the reverse.
 */

export type VersionComparison = 'older' | 'same' | 'newer' | 'cannot-compare';

export interface DriverVersionComparison {
  /** The installed driver's version set against the catalogue's. */
  result: VersionComparison;
  /** The installed version written as the maker publishes it, when a rule converted it. @example "581.57" */
  installedAs: string | null;
}

/** How a maker's catalogue versions relate to the versions Windows shows for its drivers. */
interface MakerRule {
  /** Words a Windows driver provider of this maker contains ("Advanced Micro Devices, Inc." is AMD); the maker's name always counts. */
  providers: string[];
  /** The comparison for one catalogue version; `installed` has been checked to be dotted numbers. */
  compare(installed: number[], catalogue: string): DriverVersionComparison;
}

const CANNOT: DriverVersionComparison = { result: 'cannot-compare', installedAs: null };

/** "32.0.15.8157" → [32, 0, 15, 8157]; null when a part is not a number. */
function numericFields(version: string): number[] | null {
  const parts = version.trim().split('.');
  if (!parts.every((part) => /^\d{1,9}$/.test(part))) return null;
  return parts.map(Number);
}

/** Field by field, a missing field counting as 0 (581.57 is 581.57.0). */
function compareFields(a: number[], b: number[]): Exclude<VersionComparison, 'cannot-compare'> {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0);
    if (diff !== 0) return diff < 0 ? 'older' : 'newer';
  }
  return 'same';
}

/** The catalogue's version is a Windows driver version too: compared as dotted numbers. */
function dotted(installed: number[], catalogue: string): DriverVersionComparison {
  const published = numericFields(catalogue);
  return published ? { result: compareFields(installed, published), installedAs: null } : CANNOT;
}

/** The catalogue publishes a package version that the Windows version starts with (23.160.0 for 23.160.0.4): only those fields count. */
function prefix(installed: number[], catalogue: string): DriverVersionComparison {
  const published = numericFields(catalogue);
  return published ? { result: compareFields(installed.slice(0, published.length), published), installedAs: null } : CANNOT;
}

/** The catalogue publishes release numbers that no Windows driver version carries. */
function never(): DriverVersionComparison {
  return CANNOT;
}

/**
 * NVIDIA's display driver 32.0.15.8157 is the published 581.57: the third and fourth fields joined (the fourth as its
 * four digits), of which the last five digits are the release (581) and its two-digit build (57). Its other drivers
 * (HD Audio 1.4.3.2) are published with their Windows version.
 */
function nvidia(installed: number[], catalogue: string): DriverVersionComparison {
  if (!/^\d{3}\.\d{2}$/.test(catalogue.trim())) return dotted(installed, catalogue);
  const [, , branch, build] = installed;
  if (installed.length !== 4 || branch < 10 || branch > 99 || build > 9999) return CANNOT;
  const digits = `${branch}${String(build).padStart(4, '0')}`.slice(-5);
  const installedAs = `${digits.slice(0, 3)}.${digits.slice(3)}`;
  return { result: compareFields(numericFields(installedAs) ?? [], numericFields(catalogue) ?? []), installedAs };
}

/**
 * Each maker whose catalogue numbering differs from Windows' (a maker not listed is compared as dotted numbers):
 * looked at against every version in the seed catalogue (services/src/catalogue/seed/data/drivers.json).
 */
const MAKERS: Record<string, MakerRule> = {
  NVIDIA: { providers: [], compare: nvidia },
  /** Adrenalin (25.10.2) and Chipset Software (7.06.02.123) are package releases; Windows shows each driver's own version (32.0.21013.1000). */
  AMD: { providers: ['Advanced Micro Devices'], compare: never },
  /**
   * Graphics (32.0.101.8132) and most drivers are published with their Windows version; Wi-Fi and Bluetooth packages
   * may drop the last field (23.160.0 is 23.160.0.4); Ethernet is published as the Complete Driver Pack (30.1), which
   * no Windows version shows.
   */
  Intel: { providers: [], compare: (installed, catalogue) => (catalogue.split('.').length < 3 ? CANNOT : prefix(installed, catalogue)) },
  /** Audio (6.0.9733.1), LAN (10.76.0416.2025), Bluetooth, card reader and camera drivers: Windows versions. */
  Realtek: { providers: [], compare: dotted },
  /** Inbox drivers carry the Windows build (10.0.26100.4484); Mouse and Keyboard Center, LifeCam and the Xbox adapter are app or package releases. */
  Microsoft: { providers: [], compare: (installed, catalogue) => (/^10\.0\.\d+\.\d+$/.test(catalogue.trim()) ? dotted(installed, catalogue) : CANNOT) },
  /** Options+, G HUB, Logi Tune, Capture: application releases; the devices run Logitech's or Windows' own drivers. */
  Logitech: { providers: [], compare: never },
  /** Synapse releases (4.0.586). */
  Razer: { providers: [], compare: never },
  /** iCUE, Wave Link and Camera Hub (Elgato) releases. */
  Corsair: { providers: ['Elgato'], compare: never },
  /** Sound Blaster Command and App packages (3.01.0060, 1.00.18). */
  Creative: { providers: [], compare: never },
  /** Full software packages (49.6.4931); the Universal Print Driver release (7.3.0) is not its Windows version. */
  HP: { providers: ['Hewlett-Packard', 'Hewlett Packard'], compare: never },
  /** MP Drivers and UFR II package releases (1.03, 3.00). */
  Canon: { providers: [], compare: never },
  /** Printer driver package releases (3.02.00). */
  Epson: { providers: [], compare: never },
  /** Package letters (C3) and releases. */
  Brother: { providers: [], compare: never },
};

/** The catalogue maker's rule: its own, or dotted numbers. */
function makerRule(manufacturer: string): MakerRule {
  return MAKERS[manufacturer] ?? { providers: [], compare: dotted };
}

/** Whether the Windows provider names the maker, as a whole word ("Realtek Semiconductor Corp." is Realtek). */
function providedBy(provider: string, manufacturer: string, rule: MakerRule): boolean {
  const words = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, ' ');
  const said = ` ${words(provider)} `;
  return [manufacturer, ...rule.providers].some((name) => said.includes(` ${words(name).trim()} `));
}

/**
 * The installed driver set against the catalogue's: older, same or newer, or cannot-compare when the versions are
 * numbered differently, are not numbers, or the installed driver is another maker's (Windows' own driver for the device).
 */
export function compareDriverVersions(
  installed: { provider: string | null; version: string },
  catalogue: { manufacturer: string; version: string },
): DriverVersionComparison {
  const rule = makerRule(catalogue.manufacturer);
  if (installed.provider !== null && !providedBy(installed.provider, catalogue.manufacturer, rule)) return CANNOT;
  const fields = numericFields(installed.version);
  return fields ? rule.compare(fields, catalogue.version) : CANNOT;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** How old a driver dated `date` (an ISO date) is on `today`, in calendar days, months or years, for display: "3 days old", "5 months old", "2 years old". */
export function driverAge(date: string, today: Date): string {
  const released = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(released.getTime())) return '';
  const [y, m, d] = [today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()];
  const days = Math.floor((Date.UTC(y, m, d) - released.getTime()) / DAY_MS);
  const months = (y - released.getUTCFullYear()) * 12 + (m - released.getUTCMonth()) - (d < released.getUTCDate() ? 1 : 0);
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} old`;
  if (days < 1) return 'new today';
  if (months < 1) return plural(days, 'day');
  if (months < 12) return plural(months, 'month');
  return plural(Math.floor(months / 12), 'year');
}
