import { VERDICTS, type DeviceMatch, type DeviceReport, type ReportedDevice, type Verdict } from './api/device-report';

/** Each verdict as a group of the report names it. */
export const VERDICT_LABELS: Record<Verdict, string> = {
  'no-driver': 'No driver installed',
  'update-available': 'Update available',
  'cannot-compare': 'Cannot compare',
  'not-in-catalogue': 'Not in the catalogue',
  'newer-than-catalogue': 'Newer than the catalogue',
  'windows-driver': "Windows' own driver",
  'up-to-date': 'Up to date',
};

/** Each verdict's count as the summary line says it. */
const SUMMARY_PHRASES: Record<Verdict, (n: number) => string> = {
  'no-driver': (n) => `${n} without a driver`,
  'update-available': (n) => `${n} ${n === 1 ? 'update' : 'updates'} available`,
  'cannot-compare': (n) => `${n} cannot be compared`,
  'not-in-catalogue': (n) => `${n} not in the catalogue`,
  'newer-than-catalogue': (n) => `${n} newer than the catalogue`,
  'windows-driver': (n) => `${n} with Windows' own driver`,
  'up-to-date': (n) => `${n} up to date`,
};

export const MATCHED_BY_TEXT: Record<DeviceMatch['matchedBy'], string> = {
  'hardware-id': 'matched by hardware ID',
  'compatible-id': 'matched by compatible ID',
  series: 'matched by series',
};

/** "Declared by Netwtw08.INF (version 23.100.0.4)": the INF file of the catalogue's package that declares the device, with its DriverVer when the package is numbered otherwise. */
export function declaredByText({ file, packageVersion, driverVersion }: NonNullable<DeviceMatch['declaredBy']>): string {
  return `Declared by ${file} (version ${packageVersion}${driverVersion === packageVersion ? '' : `, DriverVer ${driverVersion}`})`;
}

/** Where a newer version of the driver dropped the device: the last version that supports it, in plain words. */
export const lastVersionText = (version: string) => `Newer versions of this driver no longer support this device. The last version that does is ${version}.`;

const plural = (n: number, one: string) => `${n} ${n === 1 ? one : `${one}s`}`;

/** "42 devices · 3 updates available · 1 without a driver …": the verdicts that occur, most urgent first. */
export function summaryLine(report: DeviceReport): string {
  const parts = VERDICTS.filter((verdict) => report.counts[verdict] > 0).map((verdict) => SUMMARY_PHRASES[verdict](report.counts[verdict]));
  return [plural(report.devices.length, 'device'), ...parts].join(' · ');
}

/** The devices of each verdict that has any, most urgent first. */
export function groupByVerdict(devices: ReportedDevice[]): Array<{ verdict: Verdict; devices: ReportedDevice[] }> {
  return VERDICTS.map((verdict) => ({ verdict, devices: devices.filter((device) => device.verdict === verdict) })).filter((group) => group.devices.length > 0);
}

/** The name a visitor knows the device by: Windows' own, else the ID databases'. */
export function deviceName(device: ReportedDevice): string {
  return device.name ?? ([device.names.vendor, device.names.device].filter(Boolean).join(' ') || 'Unknown device');
}

/** The ID databases' names when they say more than Windows' name does, else null. */
export function databaseName(device: ReportedDevice): string | null {
  const name = [device.names.vendor, device.names.device].filter(Boolean).join(' ');
  return name && device.name && name.toLowerCase() !== device.name.toLowerCase() ? name : null;
}

/** The installed version with the one its maker publishes: "32.0.15.8157 (581.57)". */
export function installedVersion(device: ReportedDevice): string | null {
  const version = device.installed?.version ?? null;
  return version && device.installedAs ? `${version} (${device.installedAs})` : version;
}

/** How old a driver dated `date` (ISO) is on `today`: "3 months old", "2 years old", "new this month". */
export function driverAge(date: string, today: Date = new Date()): string | null {
  const dated = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(dated.getTime())) return null;
  const months =
    (today.getUTCFullYear() - dated.getUTCFullYear()) * 12 + today.getUTCMonth() - dated.getUTCMonth() - (today.getUTCDate() < dated.getUTCDate() ? 1 : 0);
  if (months < 1) return 'less than a month old';
  return months < 24 ? `${plural(months, 'month')} old` : `${plural(Math.floor(months / 12), 'year')} old`;
}

/**
 * The report as plain text for a forum post: the summary line, then one line a device, most urgent first: its verdict,
 * name, installed version and the catalogue's (and the last that supports the device, where newer ones dropped it).
 */
export function reportText(report: DeviceReport): string {
  const lines = groupByVerdict(report.devices).flatMap(({ verdict, devices }) =>
    devices.map((device) =>
      [
        VERDICT_LABELS[verdict],
        deviceName(device),
        `installed ${installedVersion(device) ?? 'none'}`,
        `catalogue ${device.match ? device.match.driver.version : 'none'}`,
        ...(device.match?.lastVersionSupporting ? [`last version supporting it ${device.match.lastVersionSupporting}`] : []),
      ].join(' | '),
    ),
  );
  return [summaryLine(report), ...lines].join('\n');
}
