import { findManufacturer } from '@driveratlas/catalog';
import type { Driver } from '../../api/types';

/** Spec 000 section 2: the card's size text when a driver has none. */
export const DEFAULT_FILE_SIZE = '~150-250 MB';

export const formatDownloads = (count: number): string => count.toLocaleString('en-US');

export const fileSizeText = (fileSize: string | null | undefined): string => fileSize?.trim() || DEFAULT_FILE_SIZE;

/**
 * The page Get Driver opens: the driver's official page, else the service's redirect to the best official page it
 * knows for the driver (known without waiting, so the tab opens in the click).
 */
export const officialPageUrl = (driver: Driver): string => driver.officialUrl ?? `/api/drivers/${driver.id}/download-file`;

/** The host name of the official source: the page the download answered, else the driver's own, else the manufacturer's domain. */
export function officialSourceHost(driver: Driver, officialUrl?: string | null): string {
  const url = officialUrl ?? driver.officialUrl;
  if (url) {
    try {
      return new URL(url).hostname;
    } catch {
      // An unparsable address falls through to the manufacturer's domain.
    }
  }
  return findManufacturer(driver.manufacturer)?.domains[0] ?? driver.manufacturer;
}
