import {
  ARCHITECTURES,
  findManufacturer,
  fitsArchitecture,
  isArchitecture,
  isWindowsVersion,
  runsOnWindows,
  WINDOWS_VERSIONS,
  type Architecture,
  type WindowsVersion,
} from '@driveratlas/driver-domain';
import type { Driver } from '../../api/types';

/** The sidebar's choices and defaults (spec 000, sections 2 and 3). */
export const OPERATING_SYSTEMS = WINDOWS_VERSIONS;
export { ARCHITECTURES };
export const ALL_MANUFACTURERS = 'all';

export interface FeaturedFilters {
  os: WindowsVersion;
  architecture: Architecture;
  /** ALL_MANUFACTURERS or a manufacturer's slug. */
  manufacturer: string;
}

export const DEFAULT_FILTERS: FeaturedFilters = { os: 'Windows 11', architecture: '64-bit', manufacturer: ALL_MANUFACTURERS };

/** The address's form of the defaults: a filter left at its default stays out of the address. */
export const ADDRESS_DEFAULTS: Record<keyof FeaturedFilters, string> = { ...DEFAULT_FILTERS };

/** The filters the address holds (`?os=&architecture=&manufacturer=`); a value the sidebar does not offer is its default. */
export function readFilters(values: Record<keyof FeaturedFilters, string>): FeaturedFilters {
  return {
    os: isWindowsVersion(values.os) ? values.os : DEFAULT_FILTERS.os,
    architecture: isArchitecture(values.architecture) ? values.architecture : DEFAULT_FILTERS.architecture,
    manufacturer: findManufacturer(values.manufacturer)?.slug ?? ALL_MANUFACTURERS,
  };
}

export const isDefaultFilters = (f: FeaturedFilters): boolean =>
  f.os === DEFAULT_FILTERS.os && f.architecture === DEFAULT_FILTERS.architecture && f.manufacturer === DEFAULT_FILTERS.manufacturer;

/** The spec calls these filters decorative; here they act: OS by inclusion, "Both" fits either architecture, manufacturer by name or slug. */
export function matchesFilters(driver: Driver, f: FeaturedFilters): boolean {
  return (
    runsOnWindows(driver.operatingSystem, f.os) &&
    fitsArchitecture(driver.architecture, f.architecture) &&
    (f.manufacturer === ALL_MANUFACTURERS || findManufacturer(driver.manufacturer)?.slug === f.manufacturer)
  );
}

/** "Windows 11, 64-bit" or "Windows 11, 64-bit, NVIDIA": what the list is filtered by, in words. */
export function describeFilters(f: FeaturedFilters): string {
  const manufacturer = f.manufacturer === ALL_MANUFACTURERS ? undefined : (findManufacturer(f.manufacturer)?.name ?? f.manufacturer);
  return [f.os, f.architecture, manufacturer].filter(Boolean).join(', ');
}
