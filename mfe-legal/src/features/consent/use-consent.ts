import { useSyncExternalStore } from 'react';
import { consentStore, type ConsentState } from './consent-store';

const SERVER_STATE: ConsentState = { choice: null, gpc: false, bannerOpen: false, preferencesOpen: false };

/** The visitor's consent, kept current; on the server nobody has chosen yet. */
export function useConsent(): ConsentState {
  return useSyncExternalStore(consentStore.subscribe, consentStore.getState, () => SERVER_STATE);
}
