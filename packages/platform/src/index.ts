export * from './fetcher';
export * from './platform-context';
export type { SiteConfig } from './site-config';
export type { RemoteProps } from './platform-context';
export { PageTitle } from './page-title';
export { lazyWithRetry, useOnDemand } from './on-demand';
export { PageLoading } from './page-loading';
export { adSlotBox, adUnitSize, AD_LABEL_HEIGHT, type AdSize } from './ad-slots';
export type { AdvertisingSettings } from './site-config';
