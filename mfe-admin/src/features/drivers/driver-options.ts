import type { DriverInput } from '../../api/types';

/** The admin form's options and defaults (spec 000, section 9). */
export const OPERATING_SYSTEMS = ['Windows 11/10', 'Windows 10', 'Windows 8.1', 'Windows 7'] as const;
export const ARCHITECTURES = ['64-bit', '32-bit', 'Both'] as const;

export const DRIVER_DEFAULTS: Partial<DriverInput> = {
  operatingSystem: OPERATING_SYSTEMS[0],
  architecture: ARCHITECTURES[0],
  rating: 5,
  isVerified: true,
  isLatest: false,
  downloadCount: 0,
};

/** The fields of the insert shape the form shows, in its order. */
export const DRIVER_FIELDS = [
  'name',
  'manufacturer',
  'category',
  'version',
  'releaseDate',
  'operatingSystem',
  'architecture',
  'fileSize',
  'downloadUrl',
  'officialUrl',
  'description',
  'hardwareIds',
  'downloadCount',
  'rating',
  'isVerified',
  'isLatest',
] as const satisfies ReadonlyArray<keyof DriverInput>;

/** Fields some records carry that the form does not show: an edit keeps them as they are (an ended support among them). */
const KEPT_FIELDS = ['fullName', 'modelNumber', 'series', 'image', 'driverFile', 'supportEnded', 'supportEndedOn'] as const satisfies ReadonlyArray<
  keyof DriverInput
>;

/** What the service is sent: the form's values, an empty optional field left out, and on an edit the fields the form does not show. */
export function driverInput(values: DriverInput, editing?: Partial<Record<keyof DriverInput, unknown>>): DriverInput {
  const kept = Object.fromEntries(KEPT_FIELDS.map((field) => [field, editing?.[field]]).filter(([, value]) => value !== null && value !== undefined));
  const input: Record<string, unknown> = { ...kept, ...values };
  if (Array.isArray(input.hardwareIds)) input.hardwareIds = hardwareIdLines(input.hardwareIds);
  for (const [field, value] of Object.entries(input)) {
    if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '' && field === 'officialUrl')) delete input[field];
  }
  return input as unknown as DriverInput;
}

/** The form's hardware-ID lines, blank ones and surrounding spaces left out. */
const hardwareIdLines = (lines: string[]) => lines.map((line) => line.trim()).filter(Boolean);

/** The shape of a Windows hardware ID (the service checks each part): an enumerator and its ID, or a legacy *PNP0303. */
const HARDWARE_ID = /^((PCI|USB|HDAUDIO|ACPI)\\[^\s\\]+|\*[A-Z]{3,4}[0-9A-F]{4})$/i;

/** Why the form's hardware IDs cannot be sent, if a line is not one. */
export function hardwareIdProblem(lines?: string[]): string | undefined {
  const bad = hardwareIdLines(lines ?? []).find((line) => !HARDWARE_ID.test(line));
  return bad ? `"${bad}" is not a hardware ID: one per line, such as PCI\\VEN_10DE&DEV_2786 or USB\\VID_046D&PID_082D` : undefined;
}
