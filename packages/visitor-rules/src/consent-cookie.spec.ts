import {
  consentChoiceIn,
  consentCookie,
  consentCookieValue,
  consentDecidedIn,
  CONSENT_VALID_MS,
  consentWithdrawnIn,
  decodeConsentCookie,
  encodeConsentCookie,
} from './consent-cookie';
import { CONSENT_POLICY_VERSION } from './legal';

const NOW = Date.parse('2026-11-23T12:00:00Z');
const CHOICE = {
  policyVersion: CONSENT_POLICY_VERSION,
  functional: false,
  analytics: true,
  advertising: false,
  consentId: '5b0f7c1e-2a3d-4e5f-8a9b-0c1d2e3f4a5b',
  decidedAt: '2026-11-20T09:30:15.123Z',
};

describe('the consent-decided cookie', () => {
  it('carries the policy version first, then the categories, the consent id and the time, and reads back as written', () => {
    const value = encodeConsentCookie(CHOICE);
    expect(value).toBe(`${CONSENT_POLICY_VERSION}.010.${CHOICE.consentId}.${Date.parse(CHOICE.decidedAt).toString(36)}`);
    expect(value.length).toBeLessThan(64);
    expect(decodeConsentCookie(value, NOW)).toEqual(CHOICE);
  });

  it('holds only characters a cookie value may hold, unquoted', () => {
    expect(encodeConsentCookie({ ...CHOICE, functional: true, analytics: true, advertising: true })).toMatch(/^[\x21\x23-\x2b\x2d-\x3a\x3c-\x5b\x5d-\x7e]+$/);
  });

  it.each([
    ['nothing', undefined],
    ['an empty value', ''],
    ['the policy version alone, as earlier browsers wrote it', CONSENT_POLICY_VERSION],
    ['another policy version', encodeConsentCookie({ ...CHOICE, policyVersion: '2024-01' })],
    ['a choice older than the months it holds', encodeConsentCookie({ ...CHOICE, decidedAt: new Date(NOW - CONSENT_VALID_MS - 1000).toISOString() })],
    ['a choice dated in the future', encodeConsentCookie({ ...CHOICE, decidedAt: '2026-12-01T00:00:00.000Z' })],
    ['a consent id that is not a random UUID', `${CONSENT_POLICY_VERSION}.000.5b0f7c1e-2a3d-1e5f-8a9b-0c1d2e3f4a5b.mhp3k0lc`],
    ['categories that are not three flags', `${CONSENT_POLICY_VERSION}.0120.${CHOICE.consentId}.mhp3k0lc`],
    ['a policy version that is not URI-encoded', `%E0%A4%A.000.${CHOICE.consentId}.mhp3k0lc`],
    ['a time that is not base 36', `${CONSENT_POLICY_VERSION}.000.${CHOICE.consentId}.MHP3K0LC`],
  ])('holds no choice with %s', (_case, value) => {
    expect(decodeConsentCookie(value, NOW)).toBeNull();
  });

  it('refuses to write a choice without a consent id or a date', () => {
    expect(() => encodeConsentCookie({ ...CHOICE, consentId: 'me@example.com' })).toThrow();
    expect(() => encodeConsentCookie({ ...CHOICE, decidedAt: 'yesterday' })).toThrow();
  });

  it('is found among the request cookies, by its exact name', () => {
    const value = encodeConsentCookie(CHOICE);
    expect(consentCookieValue(`theme=dark; consent-decided=${value}; da_session=abc`)).toBe(value);
    expect(consentCookieValue(`not-consent-decided=${value}`)).toBeUndefined();
    expect(consentChoiceIn(`consent-decided=${value}`, NOW)).toEqual(CHOICE);
    expect(consentChoiceIn('', NOW)).toBeNull();
  });

  it('tells the server a choice holds, as the earlier cookie of the policy version alone did', () => {
    expect(consentDecidedIn(`theme=dark; consent-decided=${encodeConsentCookie(CHOICE)}`, NOW)).toBe(true);
    expect(consentDecidedIn(`consent-decided=${CONSENT_POLICY_VERSION}`, NOW)).toBe(true);
    expect(consentDecidedIn('consent-decided=2020-01', NOW)).toBe(false);
    expect(consentDecidedIn(`consent-decided=${encodeConsentCookie({ ...CHOICE, policyVersion: '2024-01' })}`, NOW)).toBe(false);
    expect(consentDecidedIn('', NOW)).toBe(false);
  });

  it('is set for as long as the choice holds, on every path, SameSite=Lax, Secure over https; deleted without a choice', () => {
    const maxAge = Math.floor((Date.parse(CHOICE.decidedAt) + CONSENT_VALID_MS - NOW) / 1000);
    expect(consentCookie(CHOICE, { secure: false, now: NOW })).toBe(`consent-decided=${encodeConsentCookie(CHOICE)}; Max-Age=${maxAge}; Path=/; SameSite=Lax`);
    expect(consentCookie(CHOICE, { secure: true, now: NOW })).toMatch(/; SameSite=Lax; Secure$/);
    expect(consentCookie(null, { secure: false, now: NOW })).toBe('consent-decided=; Max-Age=0; Path=/; SameSite=Lax');
  });

  it('says a choice was withdrawn on the server for as long as one kept from before could hold, and that none holds', () => {
    const cookie = consentCookie('withdrawn', { secure: true, now: NOW });
    expect(cookie).toBe(`consent-decided=withdrawn; Max-Age=${Math.floor(CONSENT_VALID_MS / 1000)}; Path=/; SameSite=Lax; Secure`);
    const sent = `theme=dark; ${cookie.split(';')[0]}`;
    expect([consentWithdrawnIn(sent), consentDecidedIn(sent, NOW), consentChoiceIn(sent, NOW)]).toEqual([true, false, null]);
    expect(consentWithdrawnIn(`consent-decided=${encodeConsentCookie(CHOICE)}`)).toBe(false);
  });
});
