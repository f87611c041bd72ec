import { CONSENT_VALID_MONTHS } from './cookie-policy';
import { CONSENT_CATEGORIES, CONSENT_DECIDED_COOKIE, CONSENT_POLICY_VERSION, type ConsentCategory } from './legal';

/**
 * The consent-decided cookie, written by the browser's consent store and by the gateway (a choice made before the
 * page's scripts ran, or without them): the one place its value is made and read.
 *
 * Its value is the cookie policy version first, then the three optional categories (1 on, 0 off, in
 * CONSENT_CATEGORIES' order), the random consent id and the time of the choice (milliseconds since 1970, base 36):
 * `de4150b7.001.5b0f7c1e-2a3d-4e5f-8a9b-0c1d2e3f4a5b.mhp3k0lc`. An earlier value held the policy version alone; the
 * value CONSENT_WITHDRAWN holds no choice.
 */

/**
 * The value the gateway sets for Update Cookie Preferences pressed before the page's scripts have run, or without
 * them: no choice holds, so the server draws the banner, and the browser's store, once its scripts run, forgets the
 * choice it keeps in local storage, which the server cannot reach.
 */
export const CONSENT_WITHDRAWN = 'withdrawn';

/** How long a choice holds, in milliseconds: CONSENT_VALID_MONTHS average months. */
export const CONSENT_VALID_MS = CONSENT_VALID_MONTHS * 30.44 * 86_400_000;

/** A consent choice as the cookie carries it: the policy version, the three categories, the consent id and when it was made (ISO). */
export interface CookieConsentChoice extends Record<ConsentCategory, boolean> {
  policyVersion: string;
  consentId: string;
  decidedAt: string;
}

/** A random version 4 UUID, the form every consent id has. */
export const CONSENT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const VALUE = /^(.+)\.([01]{3})\.([0-9a-f-]{36})\.([0-9a-z]{1,11})$/;

/** The cookie's value for `choice`. */
export function encodeConsentCookie(choice: Omit<CookieConsentChoice, 'policyVersion'> & { policyVersion?: string }): string {
  const flags = CONSENT_CATEGORIES.map((category) => (choice[category] ? '1' : '0')).join('');
  const time = Date.parse(choice.decidedAt);
  if (!CONSENT_ID.test(choice.consentId) || !Number.isFinite(time) || time < 0) throw new Error('A consent choice needs a consent id and a date.');
  return `${encodeURIComponent(choice.policyVersion ?? CONSENT_POLICY_VERSION)}.${flags}.${choice.consentId}.${time.toString(36)}`;
}

/**
 * The choice a cookie value carries, if it still holds: under the current policy version, made less than
 * CONSENT_VALID_MONTHS ago and not in the future (a day's clock difference allowed). Anything else is null.
 */
export function decodeConsentCookie(value: string | undefined, now = Date.now()): CookieConsentChoice | null {
  const match = value === undefined ? null : VALUE.exec(value);
  if (!match) return null;
  const [, version, flags, consentId, time] = match;
  let policyVersion: string;
  try {
    policyVersion = decodeURIComponent(version);
  } catch {
    return null;
  }
  const decidedAt = parseInt(time, 36);
  if (policyVersion !== CONSENT_POLICY_VERSION || !CONSENT_ID.test(consentId) || !(now - decidedAt < CONSENT_VALID_MS) || decidedAt > now + 86_400_000)
    return null;
  const categories = Object.fromEntries(CONSENT_CATEGORIES.map((category, i) => [category, flags[i] === '1'])) as Record<ConsentCategory, boolean>;
  return { policyVersion, ...categories, consentId, decidedAt: new Date(decidedAt).toISOString() };
}

/** The value of the consent-decided cookie in a Cookie header (or `document.cookie`), the first if several. */
export function consentCookieValue(cookieHeader: string): string | undefined {
  for (const cookie of cookieHeader.split(';')) {
    const at = cookie.indexOf('=');
    if (at > 0 && cookie.slice(0, at).trim() === CONSENT_DECIDED_COOKIE) return cookie.slice(at + 1).trim();
  }
  return undefined;
}

/** The choice the consent-decided cookie in these cookies carries, if it holds (decodeConsentCookie). */
export function consentChoiceIn(cookieHeader: string, now = Date.now()): CookieConsentChoice | null {
  return decodeConsentCookie(consentCookieValue(cookieHeader), now);
}

/**
 * Whether the cookies say a choice holds under the current cookie policy, so a page comes without the banner: the
 * cookie carries one, or it is an earlier browser's, holding the policy version alone beside the choice its local storage keeps.
 */
export function consentDecidedIn(cookieHeader: string, now = Date.now()): boolean {
  const value = consentCookieValue(cookieHeader);
  return value === encodeURIComponent(CONSENT_POLICY_VERSION) || decodeConsentCookie(value, now) !== null;
}

/** Whether the cookies say the choice was withdrawn on the server (CONSENT_WITHDRAWN). */
export function consentWithdrawnIn(cookieHeader: string): boolean {
  return consentCookieValue(cookieHeader) === CONSENT_WITHDRAWN;
}

/**
 * The whole cookie, as `document.cookie` takes it and as a Set-Cookie header: the choice for as long as it holds
 * (none: deleted; withdrawn: for as long as a choice kept from before could hold), for every path, sent with top-level
 * navigations from other sites (SameSite=Lax), Secure over https.
 */
export function consentCookie(
  choice: CookieConsentChoice | typeof CONSENT_WITHDRAWN | null,
  { secure, now = Date.now() }: { secure: boolean; now?: number },
): string {
  const withdrawn = choice === CONSENT_WITHDRAWN;
  const maxAge = withdrawn ? Math.floor(CONSENT_VALID_MS / 1000) : choice ? Math.floor((Date.parse(choice.decidedAt) + CONSENT_VALID_MS - now) / 1000) : 0;
  const value = withdrawn ? CONSENT_WITHDRAWN : choice ? encodeConsentCookie(choice) : '';
  return `${CONSENT_DECIDED_COOKIE}=${value}; Max-Age=${Math.max(0, maxAge)}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
