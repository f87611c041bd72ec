/**
 * What the cookie policy promises, as content: each category of cookies, what it is for, each cookie with its
 * provider, purpose and duration, and its retention and legal basis (the cookie policy page renders it). The policy's
 * version is derived from it, so any change to it asks every visitor again, and the policy's Last updated date is
 * the date recorded for that version.
 */

/** A consent choice is asked again after this many months (spec 001, section 9: advertising cookies last 13 months at most). */
export const CONSENT_VALID_MONTHS = 12;

export interface PolicyCookie {
  name: string;
  provider: string;
  purpose: string;
  duration: string;
}

export interface CookieCategoryPolicy {
  /** The category's heading on the page. */
  heading: string;
  /** What the category is for, and whether it is optional. */
  purpose: string;
  cookies: PolicyCookie[];
  /** Its retention and legal basis, one paragraph. */
  retention: string;
}

/** The four categories (spec 001, section 9), in the order the consent banner names them. */
export const COOKIE_CATEGORIES_POLICY: readonly CookieCategoryPolicy[] = [
  {
    heading: 'Necessary Cookies',
    purpose: 'Always active and required: the site cannot work, stay secure or remember your privacy choice without them.',
    cookies: [
      {
        name: 'cookie-consent',
        provider: '{productName} (local storage)',
        purpose: 'Remembers your consent choice',
        duration: `Until you change it, asked again after ${CONSENT_VALID_MONTHS} months`,
      },
      {
        name: 'consent-decided',
        provider: '{productName}',
        purpose:
          'Carries your consent choice to our server and back: this policy’s version, whether functional, analytics and advertising cookies are allowed, your random consent id and the time of the choice (no personal data), so pages come without the banner and a choice made before the page’s scripts ran is kept',
        duration: `As long as your choice, at most ${CONSENT_VALID_MONTHS} months`,
      },
      {
        name: 'gpc-detected',
        provider: '{productName} (local storage)',
        purpose: 'Remembers that your browser sent Global Privacy Control',
        duration: 'Until cleared',
      },
      {
        name: 'da_session',
        provider: '{productName}',
        purpose: 'Keeps the site operator signed in to the dashboard (operator only)',
        duration: 'Session, up to 1 year',
      },
      {
        name: 'release-group',
        provider: '{productName}',
        purpose:
          'A random value that keeps you on the same version of each part of the site across pages and visits while a new version is tried on a share of visitors (no personal data)',
        duration: '1 year',
      },
    ],
    retention: '**Retention:** session cookies up to 1 year. **Legal basis:** strictly necessary to provide the service you request; no consent is needed.',
  },
  {
    heading: 'Functional Cookies',
    purpose: 'Optional. They remember preferences such as your last filters and the categories you browsed, so the site feels familiar when you return.',
    cookies: [
      { name: 'da_preferences', provider: '{productName} (local storage)', purpose: 'Remembers filters and recent categories', duration: 'Up to 2 years' },
    ],
    retention: '**Retention:** up to 2 years. **Legal basis:** your consent.',
  },
  {
    heading: 'Analytics Cookies',
    purpose: 'Optional. They count visits and measure, in aggregate, which pages and guides help people, so we can improve them.',
    cookies: [
      { name: '_ga', provider: 'Google Analytics', purpose: 'Distinguishes visitors for aggregate statistics', duration: '26 months' },
      { name: '_ga_<id>', provider: 'Google Analytics', purpose: 'Keeps the state of a visit', duration: '26 months' },
    ],
    retention: '**Retention:** up to 26 months. **Legal basis:** your consent.',
  },
  {
    heading: 'Advertising Cookies',
    purpose:
      'Optional, and never set when your browser sends Global Privacy Control. They let our advertising partners show ads, limit how often you see one, and measure them; with your consent, ads may be based on your interests.',
    cookies: [
      { name: '__gads, __gpi', provider: 'Google AdSense', purpose: 'Ad delivery and frequency capping', duration: '13 months' },
      { name: 'IDE, test_cookie', provider: 'Google (DoubleClick)', purpose: 'Ad personalization and measurement', duration: 'Up to 13 months' },
      { name: 'MUID', provider: 'Microsoft Advertising', purpose: 'Identifies a browser for search and display ads', duration: '24 months' },
    ],
    retention: '**Retention:** up to 13 months for Google’s cookies and 24 months for Microsoft Advertising’s. **Legal basis:** your consent.',
  },
];

/**
 * The version of a cookie policy's content: a hash of every word of it (FNV-1a, 32 bits, in hex), the same in the
 * browser, the gateway and the service. Not a secret, only a fingerprint: any change moves it.
 */
export function cookiePolicyVersion(categories: readonly CookieCategoryPolicy[]): string {
  const text = JSON.stringify(categories);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * The date each version of the cookie policy took effect (ISO date or month), the newest last: the page's Last
 * updated date. A change to COOKIE_CATEGORIES_POLICY makes a new version, which gets its line here (a test fails
 * until it has one).
 */
export const COOKIE_POLICY_VERSIONS: ReadonlyArray<{ version: string; updated: string }> = [
  { version: 'de4150b7', updated: '2025-09' },
  { version: 'fa6330c2', updated: '2026-11' },
];

/** The version of the cookie policy a stored consent choice was given under; a new one asks again. */
export const COOKIE_POLICY_VERSION = cookiePolicyVersion(COOKIE_CATEGORIES_POLICY);

/** The date the current version took effect (the newest recorded, until the missing line is added). */
export const COOKIE_POLICY_UPDATED = (
  COOKIE_POLICY_VERSIONS.find((v) => v.version === COOKIE_POLICY_VERSION) ?? COOKIE_POLICY_VERSIONS[COOKIE_POLICY_VERSIONS.length - 1]
).updated;
