import type { PageFeed } from '@driveratlas/driver-domain';

/**
 * What a page tells the server that renders it (through the platform's usePageMeta): its document title and
 * description, and how to answer.
 */
export interface PageHead {
  /** The document title, "{title} | {product}". */
  title?: string;
  description?: string;
  /** 404 for Page Not Found. */
  status?: number;
  /** Kept out of search engines (search results, Page Not Found). */
  noindex?: boolean;
  /** Where the page's one address is, when it is not the address asked. */
  canonicalPath?: string;
  /** Structured data (schema.org) for search engines, beside the BreadcrumbList the server makes of `breadcrumbs`. */
  jsonLd?: object[];
  /** The trail from Home to the page (Home first, the page last), for search engines' breadcrumbs. */
  breadcrumbs?: Array<{ name: string; path: string }>;
  /** What a link preview calls it (Open Graph's og:type): a website's page unless said otherwise. */
  kind?: 'website' | 'article' | 'product';
  /** Where this address has moved for good: the server answers 301 with it (see Redirect). */
  redirect?: string;
  /** The Atom feeds that follow the page, each a `<link rel="alternate" type="application/atom+xml">` in its head. */
  feeds?: PageFeed[];
}
