import { usePlatform } from '@driveratlas/platform';
import { useSyncExternalStore } from 'react';
import { consentStore, decidedCookieIn, serverRendered, type ConsentState } from './consent-store';

const UNDECIDED: ConsentState = { choice: null, gpc: false, bannerOpen: false, bannerLeaving: false, preferencesOpen: false };
const ASKING: ConsentState = { ...UNDECIDED, bannerOpen: true };
const OPTED_OUT: ConsentState = { ...UNDECIDED, gpc: true };

/**
 * The consent the page was rendered with on the server: Global Privacy Control honoured when the request sent it,
 * else the banner asking a visitor whose request carried no decided cookie. The browser taking the page over reads it
 * from the page itself (the banner is there or not, the mark of an honoured signal is there or not), never from its
 * own signal, so its first render is the server's whatever the two think of Global Privacy Control; the store's state
 * follows, in which a banner no longer wanted leaves once the visitor is off it.
 */
function renderedState(visit: { cookie: string; gpc: boolean } | undefined): ConsentState {
  if (visit) return visit.gpc ? OPTED_OUT : decidedCookieIn(visit.cookie) ? UNDECIDED : ASKING;
  // Rendered on a server that tells nothing of the visit: as if nobody had chosen, without the banner.
  if (typeof document === 'undefined') return UNDECIDED;
  const rendered = serverRendered();
  return rendered.gpc ? OPTED_OUT : rendered.banner ? ASKING : UNDECIDED;
}

/** The visitor's consent, kept current; on the server (and while the browser takes its page over), as rendered there. */
export function useConsent(): ConsentState {
  const { visit } = usePlatform();
  return useSyncExternalStore(consentStore.subscribe, consentStore.getState, () => renderedState(visit));
}
