import { driverSlug } from './driver-path';

/**
 * The site's Atom feeds of new and updated drivers, at the addresses people subscribe to (the gateway serves each at
 * `/feeds/…`, the service the same document at `/api/feeds/…`): one address for each fact, read by the service that
 * writes the feeds' own links, the gateway that serves them and the pages that link to them.
 */
export const FEEDS_PATH = '/feeds';

/** The whole catalogue's feed. */
export const catalogueFeedPath = (): string => `${FEEDS_PATH}/drivers.atom`;

/** A category's feed, by the words of its name ("Graphics Cards" → `/feeds/categories/graphics-cards.atom`). */
export const categoryFeedPath = (category: string): string => `${FEEDS_PATH}/categories/${driverSlug(category)}.atom`;

/** A manufacturer's feed, by its slug (`/feeds/manufacturers/nvidia.atom`). */
export const manufacturerFeedPath = (slug: string): string => `${FEEDS_PATH}/manufacturers/${encodeURIComponent(slug)}.atom`;

/** A driver's feed: its versions. */
export const driverFeedPath = (id: number): string => `${FEEDS_PATH}/drivers/${id}.atom`;

/** A feed a page follows, as its head names it (`<link rel="alternate" type="application/atom+xml">`). */
export interface PageFeed {
  title: string;
  /** The feed's path on the site, e.g. `/feeds/drivers/1000.atom`. */
  path: string;
}

/** What the feed of a page is called, in the head and in its Subscribe link: "NVIDIA GeForce RTX 4070 updates". */
export const feedTitle = (subject: string): string => `${subject} updates`;
