import { decodeConsentCookie, encodeConsentCookie } from './consent-cookie';
import { COOKIE_CATEGORIES_POLICY, COOKIE_POLICY_VERSION, COOKIE_POLICY_VERSIONS, cookiePolicyVersion, type CookieCategoryPolicy } from './cookie-policy';
import { CONSENT_POLICY_VERSION, LEGAL_UPDATED } from './legal';

const changed = (change: (categories: CookieCategoryPolicy[]) => void) => {
  const categories = structuredClone(COOKIE_CATEGORIES_POLICY) as CookieCategoryPolicy[];
  change(categories);
  return cookiePolicyVersion(categories);
};

describe("the cookie policy's version", () => {
  it('is derived from the policy: a changed cookie table or purpose moves it', () => {
    expect(cookiePolicyVersion(COOKIE_CATEGORIES_POLICY)).toBe(COOKIE_POLICY_VERSION);
    expect(CONSENT_POLICY_VERSION).toBe(COOKIE_POLICY_VERSION);
    const versions = [
      changed((c) => (c[3].cookies[2].duration = '13 months')),
      changed((c) => c[1].cookies.push({ name: 'da_theme', provider: '{productName} (local storage)', purpose: 'Remembers the theme', duration: '1 year' })),
      changed((c) => c[2].cookies.pop()),
      changed((c) => (c[2].purpose = 'Optional. They count visits.')),
      changed((c) => (c[0].cookies[0].provider = 'A partner')),
      changed((c) => (c[1].retention = '**Retention:** up to 1 year. **Legal basis:** your consent.')),
      changed((c) => c.reverse()),
    ];
    expect(new Set([COOKIE_POLICY_VERSION, ...versions]).size).toBe(versions.length + 1);
  });

  it('has the date it took effect recorded, which the page shows as Last updated', () => {
    const recorded = COOKIE_POLICY_VERSIONS.find((v) => v.version === COOKIE_POLICY_VERSION);
    // A change to COOKIE_CATEGORIES_POLICY is a new version of the policy: add its line to COOKIE_POLICY_VERSIONS with today's date.
    expect({ version: COOKIE_POLICY_VERSION, recorded: !!recorded }).toEqual({ version: COOKIE_POLICY_VERSION, recorded: true });
    expect(LEGAL_UPDATED.cookiePolicy).toBe(recorded!.updated);
    expect(COOKIE_POLICY_VERSIONS.at(-1)).toBe(recorded);
    const dates = COOKIE_POLICY_VERSIONS.map((v) => v.updated);
    expect([...dates].sort()).toEqual(dates);
  });

  it("asks again a visitor who chose under an earlier version: that choice's cookie no longer holds", () => {
    const choice = {
      functional: true,
      analytics: false,
      advertising: true,
      consentId: '5b0f7c1e-2a3d-4e5f-8a9b-0c1d2e3f4a5b',
      decidedAt: '2026-11-20T09:30:15.123Z',
    };
    const now = Date.parse('2026-11-23T12:00:00Z');
    expect(decodeConsentCookie(encodeConsentCookie(choice), now)).toMatchObject({ policyVersion: COOKIE_POLICY_VERSION });
    const earlier = changed((c) => (c[3].cookies[2].duration = '13 months'));
    expect(decodeConsentCookie(encodeConsentCookie({ ...choice, policyVersion: earlier }), now)).toBeNull();
    expect(decodeConsentCookie(encodeConsentCookie({ ...choice, policyVersion: '2025-09' }), now)).toBeNull();
  });
});
