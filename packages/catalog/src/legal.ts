/**
 * The dates of the legal texts (spec 001, section 9), as ISO dates: the pages print them, the consent
 * banner asks again when the cookie policy changes, and `/.well-known/gpc.json` names the privacy policy's.
 */
export const LEGAL_UPDATED = {
  privacyPolicy: '2025-09-15',
  termsOfService: '2025-09-15',
  cookiePolicy: '2025-09',
  consumerRights: '2025-09-15',
  legalNotice: '2025-01',
  advertisingDisclosure: '2025-01',
  disclaimer: '2025-01',
} as const;

/** The version of the cookie policy a stored consent choice was given under; a new one asks again. */
export const CONSENT_POLICY_VERSION = LEGAL_UPDATED.cookiePolicy;

/** A consent choice is asked again after this many months (spec 001, section 9: advertising cookies last 13 months at most). */
export const CONSENT_VALID_MONTHS = 12;

/**
 * The cookie that tells the server a consent choice is stored under this browser's cookie policy version (its value),
 * so that the page it renders shows the consent banner only to a visitor who has not chosen. Strictly necessary: it
 * holds the policy version alone and lasts as long as the choice.
 */
export const CONSENT_DECIDED_COOKIE = 'consent-decided';

/** The optional consent categories; "necessary" is always on (spec 001, section 3). */
export const CONSENT_CATEGORIES = ['functional', 'analytics', 'advertising'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

/** US states whose privacy laws the site covers (the badges' "17 US States Covered"). */
export const PRIVACY_STATES_COVERED = 17;
