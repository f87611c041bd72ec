import { createContext, useContext, useEffect, type ComponentType, type ReactNode } from 'react';
import type { PageHead, SiteConfig } from '@driveratlas/site-contracts';

export type { PageHead };

export interface Notification {
  title: string;
  description?: string;
  /** "destructive" for failures (spec 000, section 8). */
  variant?: 'default' | 'destructive';
}

/** A module another remote exposes, shown in this remote's page (for example the catalog's `DriverCard`). */
export interface RemoteProps {
  remote: string;
  /** The exposed module, without "./". */
  module: string;
  props?: Record<string, unknown>;
  /** What holds its place while it loads (a skeleton of its size, so nothing shifts). */
  placeholder?: ReactNode;
  /** What shows if it cannot load; by default the shell's Retry panel. A small part (an ad, a link) shows its placeholder instead. */
  fallback?: ReactNode;
}

/** What the shell gives every remote. */
export interface Platform {
  site: SiteConfig;
  notify(notification: Notification): void;
  /** The shell's Page Not Found screen, for paths a remote does not know. */
  NotFound: ComponentType;
  /** Shows a module another remote exposes, loaded on demand, with the shell's Retry if it fails. */
  Remote: ComponentType<RemoteProps>;
  /** While the page renders on the server: where it writes its head and status. */
  page?: PageHead;
  /** While the page renders on the server: the request's cookies and whether it sent Global Privacy Control. */
  visit?: { cookie: string; gpc: boolean };
}

export const PlatformContext = createContext<Platform | null>(null);

export function usePlatform(): Platform {
  const platform = useContext(PlatformContext);
  if (!platform) throw new Error("usePlatform() must be used inside the shell (or a remote's standalone bootstrap).");
  return platform;
}

export const useSiteConfig = (): SiteConfig => usePlatform().site;
export const useNotify = (): Platform['notify'] => usePlatform().notify;

/** The document title of a page: "{title} | {product}". */
export const documentTitle = (title: string, productName: string): string => (title ? `${title} | ${productName}` : productName);

/**
 * Sets the document title ("{title} | {product}") and the meta description while the page is shown; on the
 * server, tells them to the page's head (with `head`'s other facts: noindex, a 404 status).
 */
export function usePageMeta(title: string, description?: string, head: Omit<PageHead, 'title' | 'description'> = {}): void {
  const { site, page } = usePlatform();
  if (page) Object.assign(page, { title: documentTitle(title, site.productName), ...(description && { description }), ...head });
  useEffect(() => {
    document.title = documentTitle(title, site.productName);
    if (description) {
      let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (!meta) {
        meta = document.createElement('meta');
        meta.name = 'description';
        document.head.appendChild(meta);
      }
      meta.content = description;
    }
  }, [title, description, site.productName]);
}
