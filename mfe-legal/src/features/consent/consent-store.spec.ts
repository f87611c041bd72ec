import { CONSENT_POLICY_VERSION, encodeConsentCookie } from '@driveratlas/visitor-rules';
import { CONSENT_KEY, consentStore, currentChoice, decidedCookieIn, readChoice } from './consent-store';

const NOW = Date.parse('2026-11-23T12:00:00Z');
const stored = (record: unknown) => {
  localStorage.setItem(CONSENT_KEY, typeof record === 'string' ? record : JSON.stringify(record));
  return localStorage;
};
const CHOICE = {
  necessary: true,
  functional: true,
  analytics: false,
  advertising: true,
  policyVersion: CONSENT_POLICY_VERSION,
  decidedAt: '2026-10-01T09:00:00.000Z',
  consentId: '5b0f7c1e-2a3d-4e5f-8a9b-0c1d2e3f4a5b',
};

describe('the stored consent choice', () => {
  afterEach(() => localStorage.clear());

  it('is read back as stored', () => {
    expect(readChoice(stored(CHOICE), NOW)).toEqual(CHOICE);
  });

  it('reads any category not stored as true as false (spec 001, section 8)', () => {
    const choice = readChoice(stored({ ...CHOICE, functional: 'yes', advertising: 1, analytics: null }), NOW);
    expect(choice).toEqual(expect.objectContaining({ necessary: true, functional: false, analytics: false, advertising: false }));
  });

  it.each([
    ['nothing stored', null],
    ['a value that is not JSON', '{not json'],
    ['a value that is not a record', '"accepted"'],
    ['the spec original record without a policy version or date', { necessary: true, functional: true, analytics: true, advertising: true }],
    ['a choice under an earlier policy version', { ...CHOICE, policyVersion: '2024-01' }],
    ['a choice older than 12 months', { ...CHOICE, decidedAt: '2025-11-01T09:00:00.000Z' }],
    ['a date that is not one', { ...CHOICE, decidedAt: 'yesterday' }],
  ])('asks again for %s', (_case, record) => {
    if (record !== null) stored(record);
    expect(readChoice(localStorage, NOW)).toBeNull();
  });

  it('gives a choice stored without a valid consent id a new random one', () => {
    const choice = readChoice(stored({ ...CHOICE, consentId: 'me@example.com' }), NOW);
    expect(choice?.consentId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('the decided cookie the server reads', () => {
  it('counts only a choice under the current cookie policy', () => {
    expect(decidedCookieIn(`theme=dark; consent-decided=${CONSENT_POLICY_VERSION}; da_session=abc`)).toBe(true);
    expect(decidedCookieIn(`consent-decided=${encodeConsentCookie({ ...CHOICE, decidedAt: new Date().toISOString() })}`)).toBe(true);
    expect(decidedCookieIn('consent-decided=2020-01')).toBe(false);
    expect(decidedCookieIn('')).toBe(false);
    expect(decidedCookieIn(`not-consent-decided=${CONSENT_POLICY_VERSION}`)).toBe(false);
  });
});

describe('a choice the cookie carries (made on the server, before the scripts ran or without them)', () => {
  afterEach(() => localStorage.clear());
  const made = { ...CHOICE, functional: false, advertising: false, decidedAt: '2026-11-23T11:59:00.000Z', consentId: '0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9' };
  const cookie = `theme=dark; consent-decided=${encodeConsentCookie(made)}`;

  it('is adopted when nothing is stored', () => {
    expect(currentChoice(localStorage, cookie, NOW)).toEqual({ choice: made, fromCookie: true });
  });

  it('is adopted over an older stored choice, and the stored one kept when it is newer or the cookie holds none', () => {
    expect(currentChoice(stored(CHOICE), cookie, NOW)).toEqual({ choice: made, fromCookie: true });
    const newer = { ...CHOICE, decidedAt: '2026-11-23T11:59:30.000Z' };
    expect(currentChoice(stored(newer), cookie, NOW)).toEqual({ choice: newer, fromCookie: false });
    expect(currentChoice(stored(CHOICE), `consent-decided=${CONSENT_POLICY_VERSION}`, NOW)).toEqual({ choice: CHOICE, fromCookie: false });
  });

  it('is not adopted under another policy version', () => {
    localStorage.clear();
    expect(currentChoice(localStorage, `consent-decided=${encodeConsentCookie({ ...made, policyVersion: '2024-01' })}`, NOW)).toEqual({
      choice: null,
      fromCookie: false,
    });
  });
});

describe('a choice withdrawn on the server (Update Cookie Preferences before the scripts ran, or without them)', () => {
  afterEach(() => {
    localStorage.clear();
    document.cookie = 'consent-decided=; Max-Age=0; Path=/';
  });

  it('is none, whatever is stored', () => {
    expect(currentChoice(stored(CHOICE), 'theme=dark; consent-decided=withdrawn', NOW)).toEqual({ choice: null, fromCookie: true });
  });

  it('is forgotten by the store as it starts: the stored choice and the cookie are gone and the banner asks', () => {
    stored({ ...CHOICE, decidedAt: new Date().toISOString() });
    document.cookie = 'consent-decided=withdrawn; Path=/';
    jest.isolateModules(() => {
      const { consentStore: fresh } = jest.requireActual<typeof import('./consent-store')>('./consent-store');
      fresh.start();
      expect(fresh.getState()).toEqual(expect.objectContaining({ choice: null, bannerOpen: true }));
    });
    expect([localStorage.getItem(CONSENT_KEY), document.cookie]).toEqual([null, '']);
  });
});

describe('the consent store', () => {
  it('marks the page settled once started and decided from the banner, not from an ad slot alone', () => {
    consentStore.start();
    expect(document.documentElement.hasAttribute('data-consent-settled')).toBe(false);
    consentStore.startWithBanner();
    expect(consentStore.getState().bannerOpen).toBe(true);
    expect(document.documentElement.hasAttribute('data-consent-settled')).toBe(true);
  });
});
