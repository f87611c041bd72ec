import {
  CONSENT_CATEGORIES,
  CONSENT_ID,
  CONSENT_POLICY_VERSION,
  CONSENT_VALID_MS,
  consentChoiceIn,
  consentCookie,
  consentDecidedIn,
  consentWithdrawnIn,
  type ConsentCategory,
} from '@driveratlas/visitor-rules';
import { apiRequest } from '@driveratlas/platform';

/** Spec 001, section 3: the choice is kept in local storage under this key; the second key marks a detected Global Privacy Control signal. */
export const CONSENT_KEY = 'cookie-consent';
export const GPC_KEY = 'gpc-detected';

/** The optional categories a visitor chose; "necessary" is always on. */
export type ConsentPreferences = Record<ConsentCategory, boolean>;

/** The stored record: the spec's four categories, with the policy version and date it was given under and a random id for the proof of consent. */
export interface ConsentChoice extends ConsentPreferences {
  necessary: true;
  policyVersion: string;
  decidedAt: string;
  consentId: string;
}

export interface ConsentState {
  /** The choice in force, or null while the visitor has not chosen (or must choose again). */
  choice: ConsentChoice | null;
  /** The browser sends Global Privacy Control: necessary only, and the site says so. */
  gpc: boolean;
  bannerOpen: boolean;
  /**
   * The banner the server drew is no longer asked for (a choice is stored, or the browser alone sends Global Privacy
   * Control): it leaves once the pointer and the focus are off it, so it is not pulled from under a visitor's click.
   */
  bannerLeaving: boolean;
  preferencesOpen: boolean;
}

export const NECESSARY_ONLY: ConsentPreferences = { functional: false, analytics: false, advertising: false };
export const ALL_ACCEPTED: ConsentPreferences = { functional: true, analytics: true, advertising: true };

/** True when the browser sends the Global Privacy Control signal. */
export function gpcSignal(): boolean {
  return typeof navigator !== 'undefined' && (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
}

/** The attribute of the mark the banner leaves in the page when it was rendered honouring Global Privacy Control. */
export const GPC_MARK = 'data-consent-gpc';

let asArrived: { banner: boolean; gpc: boolean } | undefined;

/**
 * What the page the server rendered says: whether it drew the banner, and whether it honoured Global Privacy Control
 * (the request sent `Sec-GPC: 1`, which is the visitor's signal even when `navigator.globalPrivacyControl` is not set).
 * Read once, as the page arrived: once the banner renders in the browser it may add the mark or leave, and a region
 * taken over later (the footer's link) must still be taken over as the server drew it.
 */
export function serverRendered(): { banner: boolean; gpc: boolean } {
  if (typeof document === 'undefined') return { banner: false, gpc: false };
  asArrived ??= { banner: document.querySelector('.consent-banner') !== null, gpc: document.querySelector(`[${GPC_MARK}]`) !== null };
  return asArrived;
}

/**
 * The stored choice, if it still holds: any category not stored as `true` reads as false (spec 001,
 * section 8); a choice under another policy version, without a date or older than 12 months is asked again.
 */
export function readChoice(storage: Storage, now = Date.now()): ConsentChoice | null {
  let stored: unknown;
  try {
    stored = JSON.parse(storage.getItem(CONSENT_KEY) ?? 'null');
  } catch {
    return null;
  }
  if (typeof stored !== 'object' || stored === null) return null;
  const record = stored as Record<string, unknown>;
  const decidedAt = typeof record.decidedAt === 'string' ? Date.parse(record.decidedAt) : NaN;
  if (record.policyVersion !== CONSENT_POLICY_VERSION || !(now - decidedAt < CONSENT_VALID_MS) || decidedAt > now + 86_400_000) return null;
  const preferences = Object.fromEntries(CONSENT_CATEGORIES.map((category) => [category, record[category] === true])) as ConsentPreferences;
  const consentId = typeof record.consentId === 'string' && CONSENT_ID.test(record.consentId) ? record.consentId : newConsentId();
  return { necessary: true, ...preferences, policyVersion: CONSENT_POLICY_VERSION, decidedAt: record.decidedAt as string, consentId };
}

/** A random version 4 UUID; `crypto.randomUUID` exists only on secure origins. */
function newConsentId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The choice in force in this browser: the one stored, or one the consent-decided cookie carries that is newer (made
 * on the server, before the scripts ran or without them), which the store then adopts: same id, no second proof. A
 * choice the cookie says was withdrawn on the server (Update Cookie Preferences) is none, which the store adopts too.
 */
export function currentChoice(storage: Storage, cookies: string, now = Date.now()): { choice: ConsentChoice | null; fromCookie: boolean } {
  if (consentWithdrawnIn(cookies)) return { choice: null, fromCookie: true };
  const stored = readChoice(storage, now);
  const cookie = consentChoiceIn(cookies, now);
  if (cookie && (!stored || Date.parse(cookie.decidedAt) > Date.parse(stored.decidedAt))) {
    const { functional, analytics, advertising, consentId, decidedAt } = cookie;
    return { choice: { necessary: true, functional, analytics, advertising, policyVersion: CONSENT_POLICY_VERSION, decidedAt, consentId }, fromCookie: true };
  }
  return { choice: stored, fromCookie: false };
}

/**
 * Whether the request's cookies say a choice holds under the current cookie policy (the consent-decided cookie): the
 * server renders the banner only without it.
 */
export function decidedCookieIn(cookieHeader: string): boolean {
  return consentDecidedIn(cookieHeader);
}

/** Tells the server, for the pages it renders, that `choice` is made (the cookie carries it until it expires), or that none is. */
function markDecided(choice: ConsentChoice | null): void {
  document.cookie = consentCookie(choice, { secure: location.protocol === 'https:' });
}

/**
 * The consent as the browser has it before anything is decided or recorded: what start() will find. A banner the
 * server drew stays for the first render (the page is taken over as it was rendered) and leaves if it is not wanted.
 */
function storedState(): ConsentState {
  const rendered = serverRendered();
  const gpc = gpcSignal() || rendered.gpc;
  const { choice } = currentChoice(localStorage, document.cookie);
  const wanted = !gpc && choice === null;
  return { choice, gpc, bannerOpen: wanted || rendered.banner, bannerLeaving: rendered.banner && !wanted, preferencesOpen: false };
}

/**
 * Marks the page once the store has started and decided (the choice in force read, or the banner asked for) with the
 * banner's code there to show it: what the visitor sees of the consent, banner or none, ad slots served or not, is
 * settled from then on (but for a banner the server drew and nobody wants any more, which leaves once the visitor is
 * off it). An ad slot may start the store before the banner's code, which the shell loads once the browser is idle.
 */
const CONSENT_SETTLED_ATTRIBUTE = 'data-consent-settled';

type Listener = () => void;

/** The visitor's consent, shared by the banner, the preferences dialog, the footer link and the ad slots (one module of this remote per page). */
class ConsentStore {
  // In the browser, what is stored from the first render on, so a page taken over from the server keeps its banner.
  private state: ConsentState =
    typeof window === 'undefined' ? { choice: null, gpc: false, bannerOpen: false, bannerLeaving: false, preferencesOpen: false } : storedState();
  private readonly listeners = new Set<Listener>();
  private started = false;

  readonly getState = (): ConsentState => this.state;

  readonly subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /**
   * Spec 001, section 4, on load: the GPC signal decides; else a stored choice holds (or one the cookie carries, made
   * before the scripts ran, adopted into local storage, or forgotten when the cookie says it was withdrawn); else the
   * banner asks.
   */
  start(): void {
    if (this.started || typeof window === 'undefined') return;
    this.started = true;
    const gpc = this.state.gpc;
    const { choice: stored, fromCookie } = currentChoice(localStorage, document.cookie);
    if (fromCookie && stored) localStorage.setItem(CONSENT_KEY, JSON.stringify(stored));
    else if (fromCookie) localStorage.removeItem(CONSENT_KEY);
    markDecided(stored);
    // A banner the server drew and nobody wants any more leaves when the visitor is off it (bannerLeaving).
    const leaving = this.state.bannerOpen && (gpc || stored !== null);
    if (gpc) {
      localStorage.setItem(GPC_KEY, 'true');
      const alreadyRecorded = stored && !stored.functional && !stored.analytics && !stored.advertising;
      if (alreadyRecorded) this.set({ choice: stored, gpc, bannerOpen: leaving, bannerLeaving: leaving });
      else this.decide(NECESSARY_ONLY, { gpc, previous: stored, leaving });
    } else {
      this.set({ choice: stored, gpc, bannerOpen: stored === null || leaving, bannerLeaving: leaving });
    }
  }

  /** start(), from the banner's code: the page's consent is settled (CONSENT_SETTLED_ATTRIBUTE). */
  startWithBanner(): void {
    this.start();
    document.documentElement.setAttribute(CONSENT_SETTLED_ATTRIBUTE, '');
  }

  /** The banner that was leaving (bannerLeaving) goes, now that the visitor is off it. */
  bannerLeft(): void {
    if (this.state.bannerLeaving) this.set({ bannerOpen: false, bannerLeaving: false });
  }

  /** Accept All, Reject All or Save Preferences: stored, recorded as proof, banner and dialog closed. */
  choose(preferences: ConsentPreferences): void {
    this.decide(this.state.gpc ? NECESSARY_ONLY : preferences, { gpc: this.state.gpc, previous: this.state.choice });
  }

  openPreferences(): void {
    this.set({ preferencesOpen: true });
  }

  closePreferences(): void {
    this.set({ preferencesOpen: false });
  }

  /** Update Cookie Preferences (spec 001, section 4): the stored choice is deleted and the page reloads, so the banner asks again. */
  forgetAndReload(): void {
    localStorage.removeItem(CONSENT_KEY);
    markDecided(null);
    window.location.reload();
  }

  private decide(
    preferences: ConsentPreferences,
    { gpc, previous, leaving = false }: { gpc: boolean; previous: ConsentChoice | null; leaving?: boolean },
  ): void {
    const choice: ConsentChoice = {
      necessary: true,
      ...preferences,
      policyVersion: CONSENT_POLICY_VERSION,
      decidedAt: new Date().toISOString(),
      consentId: previous?.consentId ?? newConsentId(),
    };
    localStorage.setItem(CONSENT_KEY, JSON.stringify(choice));
    markDecided(choice);
    this.set({ choice, gpc, bannerOpen: leaving, bannerLeaving: leaving, preferencesOpen: false });
    // The proof of consent: no personal data, only the random id and what was chosen. A failure costs the visitor nothing.
    apiRequest('POST', '/api/consent-records', {
      consentId: choice.consentId,
      ...preferences,
      policyVersion: choice.policyVersion,
      gpc,
    }).catch((error: unknown) => console.warn('The consent choice could not be recorded', error));
  }

  private set(change: Partial<ConsentState>): void {
    this.state = { ...this.state, ...change };
    this.listeners.forEach((listener) => listener());
  }
}

export const consentStore = new ConsentStore();
