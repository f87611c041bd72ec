import { findManufacturer } from '@driveratlas/catalog';
import type { Driver } from '../../api/types';

/** The sidebar's choices and defaults (spec 000, sections 2 and 3). */
export const OPERATING_SYSTEMS = ['Windows 11', 'Windows 10', 'Windows 8.1', 'Windows 7'] as const;
export const ARCHITECTURES = ['64-bit', '32-bit'] as const;
export const ALL_MANUFACTURERS = 'all';

export interface FeaturedFilters {
  os: (typeof OPERATING_SYSTEMS)[number];
  architecture: (typeof ARCHITECTURES)[number];
  /** ALL_MANUFACTURERS or a manufacturer's slug. */
  manufacturer: string;
}

export const DEFAULT_FILTERS: FeaturedFilters = { os: 'Windows 11', architecture: '64-bit', manufacturer: ALL_MANUFACTURERS };

export const isDefaultFilters = (f: FeaturedFilters): boolean =>
  f.os === DEFAULT_FILTERS.os && f.architecture === DEFAULT_FILTERS.architecture && f.manufacturer === DEFAULT_FILTERS.manufacturer;

/** The spec calls these filters decorative; here they act: OS by inclusion, "Both" fits either architecture, manufacturer by name or slug. */
export function matchesFilters(driver: Driver, f: FeaturedFilters): boolean {
  return (
    driver.operatingSystem.includes(f.os) &&
    (driver.architecture === f.architecture || driver.architecture === 'Both') &&
    (f.manufacturer === ALL_MANUFACTURERS || findManufacturer(driver.manufacturer)?.slug === f.manufacturer)
  );
}

/** "Windows 11, 64-bit" or "Windows 11, 64-bit, NVIDIA": what the list is filtered by, in words. */
export function describeFilters(f: FeaturedFilters): string {
  const manufacturer = f.manufacturer === ALL_MANUFACTURERS ? undefined : (findManufacturer(f.manufacturer)?.name ?? f.manufacturer);
  return [f.os, f.architecture, manufacturer].filter(Boolean).join(', ');
}
