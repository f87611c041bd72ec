/** The Windows versions a visitor filters by, newest first (spec 000: the home sidebar, the graphics page, the admin options). */
export const WINDOWS_VERSIONS = ['Windows 11', 'Windows 10', 'Windows 8.1', 'Windows 7'] as const;
export type WindowsVersion = (typeof WINDOWS_VERSIONS)[number];

/** The architectures a visitor filters by; a driver for "Both" fits either. */
export const ARCHITECTURES = ['64-bit', '32-bit'] as const;
export type Architecture = (typeof ARCHITECTURES)[number];

/**
 * How a driver's operating-system text says it runs on each version: "Windows 11, Windows 10" names each,
 * the admin form's "Windows 11/10" names two at once.
 */
const OS_TEXTS: Record<WindowsVersion, readonly string[]> = {
  'Windows 11': ['Windows 11'],
  'Windows 10': ['Windows 10', 'Windows 11/10'],
  'Windows 8.1': ['Windows 8.1'],
  'Windows 7': ['Windows 7'],
};

export const isWindowsVersion = (value: unknown): value is WindowsVersion => WINDOWS_VERSIONS.includes(value as WindowsVersion);
export const isArchitecture = (value: unknown): value is Architecture => ARCHITECTURES.includes(value as Architecture);

/** Whether a driver with this operating-system text runs on `os`. */
export const runsOnWindows = (operatingSystem: string, os: WindowsVersion): boolean => OS_TEXTS[os].some((text) => operatingSystem.includes(text));

/** Whether a driver built for `driverArchitecture` ("64-bit", "32-bit" or "Both") fits a system of `architecture`. */
export const fitsArchitecture = (driverArchitecture: string, architecture: Architecture): boolean =>
  driverArchitecture === architecture || driverArchitecture === 'Both';
