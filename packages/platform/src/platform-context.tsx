import { createContext, useContext, useEffect, type ComponentType, type ReactNode } from 'react';
import type { SiteConfig } from './site-config';

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
}

export const PlatformContext = createContext<Platform | null>(null);

export function usePlatform(): Platform {
  const platform = useContext(PlatformContext);
  if (!platform) throw new Error("usePlatform() must be used inside the shell (or a remote's standalone bootstrap).");
  return platform;
}

export const useSiteConfig = (): SiteConfig => usePlatform().site;
export const useNotify = (): Platform['notify'] => usePlatform().notify;

/** Sets the document title ("{title} | {product}") and the meta description while the page is shown. */
export function usePageMeta(title: string, description?: string): void {
  const { site } = usePlatform();
  useEffect(() => {
    document.title = title ? `${title} | ${site.productName}` : site.productName;
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
