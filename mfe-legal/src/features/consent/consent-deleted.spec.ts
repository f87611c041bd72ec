import { CONSENT_POLICY_VERSION, encodeConsentCookie } from '@driveratlas/visitor-rules';
import { CONSENT_KEY, currentChoice } from './consent-store';

const NOW = Date.parse('2026-11-23T12:00:00Z');
const CHOICE = {
  necessary: true,
  functional: true,
  analytics: true,
  advertising: true,
  policyVersion: CONSENT_POLICY_VERSION,
  decidedAt: '2026-11-01T09:00:00.000Z',
  consentId: '5b0f7c1e-2a3d-4e5f-8a9b-0c1d2e3f4a5b',
};
const COOKIE = `consent-decided=${encodeConsentCookie(CHOICE)}`;

// The cookie policy: "deleting cookie-consent and the consent-decided cookie makes the banner ask again" (no choice in force).
describe('a consent choice the visitor deletes in the browser', () => {
  afterEach(() => localStorage.clear());

  it('is asked again once both cookie-consent and the consent-decided cookie are gone', () => {
    localStorage.setItem(CONSENT_KEY, JSON.stringify(CHOICE));
    expect(currentChoice(localStorage, COOKIE, NOW).choice).toEqual(CHOICE);
    localStorage.removeItem(CONSENT_KEY);
    expect(currentChoice(localStorage, '', NOW)).toEqual({ choice: null, fromCookie: false });
  });

  it('still holds while one of the two remains, so the policy names both', () => {
    expect(currentChoice(localStorage, COOKIE, NOW).choice).toEqual(CHOICE);
    localStorage.setItem(CONSENT_KEY, JSON.stringify(CHOICE));
    expect(currentChoice(localStorage, '', NOW).choice).toEqual(CHOICE);
  });
});
