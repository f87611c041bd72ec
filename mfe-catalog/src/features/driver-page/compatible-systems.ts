import { WINDOWS_VERSIONS, runsOnWindows } from '@driveratlas/driver-domain';

/** The Windows versions a driver's operating-system text names, newest first; the text itself when it names none the site knows. */
export function compatibleSystems(operatingSystem: string): string[] {
  const known = WINDOWS_VERSIONS.filter((os) => runsOnWindows(operatingSystem, os));
  return known.length ? [...known] : [operatingSystem];
}

/** The architectures of a driver built for "64-bit", "32-bit" or "Both", as people name them. */
export function architectureNames(architecture: string): string[] {
  if (architecture === 'Both') return ['64-bit (x64)', '32-bit (x86)'];
  if (architecture === '64-bit') return ['64-bit (x64)'];
  if (architecture === '32-bit') return ['32-bit (x86)'];
  return [architecture];
}
