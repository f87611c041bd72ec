import { COOKIE_POLICY_UPDATED, COOKIE_POLICY_VERSION } from './cookie-policy';

/**
 * The dates of the legal texts (spec 001, section 9), as ISO dates: the pages print them, the consent
 * banner asks again when the cookie policy changes, and `/.well-known/gpc.json` names the privacy policy's.
 */
export const LEGAL_UPDATED = {
  privacyPolicy: '2026-11-26',
  termsOfService: '2025-09-15',
  cookiePolicy: COOKIE_POLICY_UPDATED,
  consumerRights: '2025-09-15',
  legalNotice: '2025-01',
  advertisingDisclosure: '2025-01',
  disclaimer: '2025-01',
} as const;

/** The version of the cookie policy a stored consent choice was given under, derived from its content; a new one asks again. */
export const CONSENT_POLICY_VERSION = COOKIE_POLICY_VERSION;

/**
 * The cookie that carries the visitor's consent choice to the server, so that the page it renders shows the consent
 * banner only to a visitor who has not chosen, and from a choice made without scripts (the gateway sets it) to the
 * browser's store. Strictly necessary: it holds the cookie policy version, the three optional categories, the random
 * consent id and the time of the choice (`consent-cookie.ts` reads and writes it), and lasts as long as the choice.
 */
export const CONSENT_DECIDED_COOKIE = 'consent-decided';

/** The optional consent categories; "necessary" is always on (spec 001, section 3). */
export const CONSENT_CATEGORIES = ['functional', 'analytics', 'advertising'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

/** US states whose privacy laws the site covers (the badges' "17 US States Covered"). */
export const PRIVACY_STATES_COVERED = 17;

/**
 * Where the consent banner's form posts (the gateway answers it): `choice` (accept-all, reject-all, customize, save
 * with `functional`, `analytics` and `advertising` fields for the ones turned on, or withdraw: the cookie policy's
 * Update Cookie Preferences) and `return`, the page to go back to. A choice made before the page's scripts have run, or
 * without them, is kept so.
 */
export const CONSENT_FORM_PATH = '/privacy-choices';

/** The cookie policy's section where a visitor sets each category (the banner's Customize without scripts goes there). */
export const CONSENT_PREFERENCES_PATH = '/cookie-policy';
export const CONSENT_PREFERENCES_SECTION = 'manage-preferences';
