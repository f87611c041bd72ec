import { CONSENT_POLICY_VERSION } from '@driveratlas/visitor-rules';
import type { Page } from 'playwright-core';
import type { RunningSite } from './site';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
type Categories = { functional: boolean; analytics: boolean; advertising: boolean };

/** The consent banner, by the name a screen reader gives it. */
export const consentBanner = (page: Page) => page.getByRole('region', { name: 'Your Privacy Choices' });

/** A consent choice as the browser's store keeps it in local storage. */
export type StoredConsentChoice = Record<string, unknown> & { consentId: string; decidedAt: string };

/** The consent choice the browser's store keeps in local storage, or null. */
export const storedConsentChoice = (page: Page): Promise<StoredConsentChoice | null> =>
  page.evaluate("JSON.parse(localStorage.getItem('cookie-consent') ?? 'null')");

/** The proofs of consent the site's service recorded under this consent id, oldest first. */
export const recordedConsent = (site: RunningSite, consentId: string) =>
  site.db.query('SELECT functional, analytics, advertising, "policyVersion", gpc FROM consent_records WHERE "consentId" = $1 ORDER BY id', [consentId]);

/** A stored choice of these categories, made within the last minute under the current cookie policy, with a random consent id. */
export function expectConsentChoice(stored: StoredConsentChoice | null, choice: Categories): void {
  expect(stored).toEqual({
    necessary: true,
    ...choice,
    policyVersion: CONSENT_POLICY_VERSION,
    decidedAt: expect.any(String),
    consentId: expect.stringMatching(UUID),
  });
  expect(Date.now() - Date.parse(String(stored?.decidedAt))).toBeLessThan(60_000);
}
