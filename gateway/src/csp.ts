import { readFileSync } from 'node:fs';
import { START_SCRIPT_HASH } from './pages/start-script';
import type { SiteConfig } from '@driveratlas/site-contracts';

/** The origins of the operator's ad provider (site settings `advertising.scriptUrl` and `advertising.origins`), none when no provider is set. */
export function advertisingOrigins(siteConfigFile: string): string[] {
  const { advertising } = JSON.parse(readFileSync(siteConfigFile, 'utf8')) as Pick<SiteConfig, 'advertising'>;
  if (!advertising) return [];
  return [...new Set([advertising.scriptUrl, ...(advertising.origins ?? [])].map((url) => new URL(url).origin))];
}

/**
 * The site's policy: no inline script but the pages' start script, named by its hash (Swagger UI at /api/docs loads
 * its scripts as files too);
 * inline styles for the component library's CSS-in-JS and Swagger UI. The ad provider's origins may
 * load scripts, frames and data: its script runs only after the visitor's advertising consent.
 */
export function siteCsp(adOrigins: string[]) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", START_SCRIPT_HASH, ...adOrigins],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...adOrigins],
    ...(adOrigins.length ? { frameSrc: ["'self'", ...adOrigins] } : {}),
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    upgradeInsecureRequests: null,
  };
}
