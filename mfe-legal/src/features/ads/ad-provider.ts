import type { AdvertisingSettings } from '@driveratlas/platform';
import { consentStore, type ConsentChoice } from '../consent';

declare global {
  interface Window {
    dataLayer?: unknown[];
    adsbygoogle?: unknown[];
  }
}

type ConsentSignal = 'granted' | 'denied';

/** Google Consent Mode v2 reads its commands from `dataLayer` as `arguments` objects, exactly as `gtag()` pushes them. */
function gtag(...command: unknown[]): void {
  void command;
  // eslint-disable-next-line prefer-rest-params -- Consent Mode reads Arguments objects, not arrays
  (window.dataLayer ??= []).push(arguments);
}

/** What the visitor chose, in Consent Mode v2's terms. */
export function consentSignals(choice: ConsentChoice | null): Record<string, ConsentSignal> {
  const signal = (on: boolean | undefined): ConsentSignal => (on ? 'granted' : 'denied');
  const advertising = signal(choice?.advertising);
  return {
    ad_storage: advertising,
    ad_user_data: advertising,
    ad_personalization: advertising,
    analytics_storage: signal(choice?.analytics),
    functionality_storage: signal(choice?.functional),
    personalization_storage: signal(choice?.functional),
    security_storage: 'granted',
  };
}

let loading: Promise<void> | undefined;

/**
 * Loads the provider's script, once per page, after advertising consent: Consent Mode's defaults
 * (everything denied) come first, then the visitor's choice, and every later change of mind follows.
 */
export function loadAdProvider(ads: AdvertisingSettings): Promise<void> {
  loading ??= new Promise<void>((resolve, reject) => {
    gtag('consent', 'default', { ...consentSignals(null), wait_for_update: 500 });
    gtag('consent', 'update', consentSignals(consentStore.getState().choice));
    consentStore.subscribe(() => gtag('consent', 'update', consentSignals(consentStore.getState().choice)));
    const script = document.createElement('script');
    script.async = true;
    script.crossOrigin = 'anonymous';
    script.src = `${ads.scriptUrl}?client=${encodeURIComponent(ads.client)}`;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`The ad provider's script did not load: ${ads.scriptUrl}`));
    document.head.appendChild(script);
  });
  return loading;
}
