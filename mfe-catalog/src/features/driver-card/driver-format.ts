import { findManufacturer, isOfficialUrl } from '@driveratlas/driver-domain';
import type { Driver } from '../../api/types';

/** Spec 000 section 2: the card's size text when a driver has none. */
export const DEFAULT_FILE_SIZE = '~150-250 MB';

export const formatDownloads = (count: number): string => count.toLocaleString('en-US');

export const fileSizeText = (fileSize: string | null | undefined): string => fileSize?.trim() || DEFAULT_FILE_SIZE;

/** Get Driver as a link (GET …/download-file): the service counts the download and redirects to the official page. */
export const downloadFilePath = (driverId: number) => `/api/drivers/${driverId}/download-file`;

/** The driver's own page when it is https on its manufacturer's domain as this site knows it; never another site. */
function checkedOfficialUrl(driver: Driver, url: string | null | undefined): string | undefined {
  const manufacturer = findManufacturer(driver.manufacturer);
  return url && manufacturer && isOfficialUrl(url, manufacturer) ? url : undefined;
}

/**
 * The page Get Driver opens: the driver's official page, else the service's redirect, which sends only to an official
 * page of the driver's manufacturer (known without waiting, so the tab opens in the click).
 */
export const officialPageUrl = (driver: Driver, answered?: string | null): string =>
  checkedOfficialUrl(driver, answered) ?? checkedOfficialUrl(driver, driver.officialUrl) ?? downloadFilePath(driver.id);

/** The host name of the official source: of the page Get Driver opens, else the manufacturer's first domain. */
export function officialSourceHost(driver: Driver, answered?: string | null): string {
  const url = checkedOfficialUrl(driver, answered) ?? checkedOfficialUrl(driver, driver.officialUrl);
  return url ? new URL(url).hostname : (findManufacturer(driver.manufacturer)?.domains[0] ?? driver.manufacturer);
}
