// The visitor's consent: the store the banner, the dialog, the footer link and the ad slots share, and the cookie policy's parts.
export { consentStore, type ConsentChoice } from './consent-store';
export { useConsent } from './use-consent';
export { GpcStatus, UpdateCookiePreferences } from './ConsentStatus';
