import type { SiteConfig } from '@driveratlas/site-contracts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The operator's site settings, the file the gateway serves at /site.json (SITE_CONFIG, as the gateway reads it). */
const SITE_CONFIG_FILE = process.env.SITE_CONFIG ?? join(__dirname, '..', '..', '..', '..', 'config', 'site.json');

/** The product's name and the site's origin (`https://{host}`), which every address a feed writes starts with; read at each call, so an edit shows at once. */
export function siteSettings(): { productName: string; origin: string } {
  const { productName, host } = JSON.parse(readFileSync(SITE_CONFIG_FILE, 'utf8')) as SiteConfig;
  return { productName, origin: `https://${host}` };
}
