/**
 * The operator's site settings (`config/site.json`, served at `/site.json`): what the pages show of the company, read
 * by the gateway (the host of every address it writes, the advertising origins its Content Security Policy allows) and
 * given to every app by the shell.
 */

/** The ad slots' sizes. */
export type AdSize = 'banner' | 'square' | 'responsive';

/** The ad provider the operator chose (Google AdSense or a provider with the same tags). */
export interface AdvertisingSettings {
  /** The provider's script, e.g. https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js; loaded only after advertising consent. */
  scriptUrl: string;
  /** The publisher id (`data-ad-client`), e.g. ca-pub-1234567890123456. */
  client: string;
  /** The ad unit id of each slot (`data-ad-slot`). */
  slots: Record<AdSize, string>;
  /** Further origins the provider's ads load frames, images and data from, allowed by the site's Content Security Policy. */
  origins?: string[];
}

/** The operator's settings the pages show (spec placeholders {email}, {phone}, {host}, the company's name and address). */
export interface SiteConfig {
  productName: string;
  companyName: string;
  /** Postal address, one line per entry. */
  address: string[];
  phone: string;
  email: string;
  host: string;
  copyrightYear: number;
  /** None set: the ad slots show the site's own promotions. */
  advertising?: AdvertisingSettings | null;
}
