import { isArchitecture, isWindowsVersion, type Architecture, type WindowsVersion } from '@driveratlas/driver-domain';
import type { DetectedSystem } from './detect-system';

export type Tone = 'good' | 'warning' | 'bad' | 'unknown';

/** One line of the Compatibility Status section: what is checked, what was found, and how good it is. */
export interface CompatibilityCheck {
  check: string;
  verdict: string;
  tone: Tone;
}

const CURRENT_WINDOWS = ['Windows 11', 'Windows 10', 'Windows 11/10'];
const OLDER_WINDOWS = ['Windows 8.1', 'Windows 7'];

export const isWindows = (system: Pick<DetectedSystem, 'os'>): boolean => system.os.startsWith('Windows');

function windowsCheck({ os }: DetectedSystem): CompatibilityCheck {
  const check = 'Windows Compatibility';
  if (CURRENT_WINDOWS.includes(os)) return { check, verdict: 'Compatible', tone: 'good' };
  if (OLDER_WINDOWS.includes(os)) return { check, verdict: 'Limited: few current drivers', tone: 'warning' };
  if (os === 'Windows') return { check, verdict: 'Windows version unknown', tone: 'unknown' };
  if (os === 'Unknown') return { check, verdict: 'Unknown', tone: 'unknown' };
  if (isWindows({ os })) return { check, verdict: 'Not supported by current drivers', tone: 'bad' };
  return { check, verdict: 'Not Windows', tone: 'bad' };
}

function architectureCheck({ architecture }: DetectedSystem): CompatibilityCheck {
  const check = 'Architecture';
  if (architecture === '64-bit') return { check, verdict: '64-bit: Supported', tone: 'good' };
  if (architecture === '32-bit') return { check, verdict: '32-bit: fewer drivers', tone: 'warning' };
  if (architecture === 'ARM') return { check, verdict: 'ARM: few drivers', tone: 'warning' };
  return { check, verdict: 'Unknown', tone: 'unknown' };
}

/**
 * The Compatibility Status section: each verdict follows from what was detected, never a fixed "Compatible"
 * (spec 000 shows Windows Compatibility and 64-bit as always good, even on Linux).
 */
export function compatibilityChecks(system: DetectedSystem): CompatibilityCheck[] {
  return [
    windowsCheck(system),
    architectureCheck(system),
    { check: 'Internet Connection', verdict: system.onlineStatus ? 'Online' : 'Offline', tone: system.onlineStatus ? 'good' : 'bad' },
    { check: 'Browser Support', verdict: 'Supported', tone: 'good' },
  ];
}

/** What Find Compatible Drivers filters the search by: the detected Windows version and architecture, where known. */
export function driverFilters(system: DetectedSystem): { os?: WindowsVersion; architecture?: Architecture } {
  return {
    // "Windows 11/10" (no client hints) leaves the version open.
    os: isWindowsVersion(system.os) ? system.os : undefined,
    architecture: isArchitecture(system.architecture) ? system.architecture : undefined,
  };
}

/** The search of the drivers that fit the detected system: `/search?os=…&architecture=…`. */
export function compatibleDriversPath(system: DetectedSystem): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(driverFilters(system))) if (value) params.set(name, value);
  return `/search${params.size ? `?${params}` : ''}`;
}
