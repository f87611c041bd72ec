import { catalogueFeedPath, categoryFeedPath, driverFeedPath, feedTitle, type PageFeed } from '@driveratlas/driver-domain';
import type { PageHead } from '@driveratlas/platform';

/** The feeds of the catalogue's pages: the whole catalogue, a category, a driver's versions. */
export const catalogueFeed = (): PageFeed => ({ title: feedTitle('All driver'), path: catalogueFeedPath() });
export const categoryFeed = (category: string): PageFeed => ({ title: feedTitle(`${category} driver`), path: categoryFeedPath(category) });
export const driverFeed = (driver: { id: number; name: string }): PageFeed => ({ title: feedTitle(driver.name), path: driverFeedPath(driver.id) });

/** What a page's head says of the feed that follows it: a `<link rel="alternate">` the server writes. */
export const feedHead = (feed: PageFeed): Pick<PageHead, 'feeds'> => ({ feeds: [feed] });
