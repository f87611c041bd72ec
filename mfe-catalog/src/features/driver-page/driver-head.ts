import { driverPath, releaseMonth } from '@driveratlas/driver-domain';
import type { PageHead } from '@driveratlas/platform';
import type { Driver } from '../../api/types';
import { driverFeed, feedHead } from '../../components/feeds';

/** The meta description of a driver's page. */
export const driverDescription = (driver: Driver): string =>
  `${driver.name} ${driver.version} (${driver.releaseDate}) for ${driver.operatingSystem}, ${driver.architecture}: its version history, ` +
  `installation guide and the official ${driver.manufacturer} download page.`;

/**
 * What a driver's page tells search engines and link previews: Home > its category page > the driver, and the driver as a
 * schema.org SoftwareApplication, free, published by its manufacturer, downloaded from the official page.
 */
export function driverHead(
  driver: Driver,
  category: { name: string; path: string },
  officialUrl: string | null | undefined,
): Omit<PageHead, 'title' | 'description'> {
  const manufacturer = { '@type': 'Organization', name: driver.manufacturer };
  const released = releaseMonth(driver.releaseDate);
  return {
    kind: 'article',
    ...feedHead(driverFeed(driver)),
    canonicalPath: driverPath(driver),
    breadcrumbs: [
      { name: 'Home', path: '/' },
      { name: category.name, path: category.path },
      { name: driver.name, path: driverPath(driver) },
    ],
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'SoftwareApplication',
        name: driver.name,
        softwareVersion: driver.version,
        operatingSystem: driver.operatingSystem,
        applicationCategory: 'DriverApplication',
        description: driver.description,
        publisher: manufacturer,
        author: manufacturer,
        ...(released && { datePublished: released.slice(0, 7) }),
        ...(driver.fileSize.trim() && { fileSize: driver.fileSize.trim() }),
        ...(officialUrl && { downloadUrl: officialUrl }),
        offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
      },
    ],
  };
}
