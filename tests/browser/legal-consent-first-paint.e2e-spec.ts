import { CONSENT_POLICY_VERSION } from '@driveratlas/visitor-rules';
import {
  consentBanner as banner,
  DESKTOP,
  eventually,
  expectConsentChoice as expectChoice,
  holdScripts,
  launchBrowser,
  PHONE,
  recordedConsent,
  startSite,
  storedConsentChoice as storedChoice,
  waitingForTakeOver,
  whenConsentSettled,
  whenTakenOver,
  type RunningSite,
} from '@driveratlas/testing';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';

/**
 * The consent banner's buttons and the cookie policy's Update Cookie Preferences pressed before the page's scripts
 * have run (held back here until after the press), or in a browser that runs none: each is a form the gateway answers
 * (docs/first-paint.md), and the scripts, once they run, go on from what it did.
 */
let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([startSite(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** A first-time visitor: a fresh browser profile, whose page's goto waits until its scripts (if it runs any) have taken the page over. */
async function visitor(options: BrowserContextOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: DESKTOP, ...options });
  const page = await context.newPage();
  return { context, page: options.javaScriptEnabled === false ? page : waitingForTakeOver(page) };
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${site.url}${path}`);
  await page.locator('main h1').first().waitFor();
}

const recorded = (consentId: string) => recordedConsent(site, consentId);
const errorsOf = (page: Page) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
};

describe('a choice made before the scripts run', () => {
  const cookies = async (context: BrowserContext) => (await context.cookies(site.url)).filter((cookie) => cookie.name === 'consent-decided');

  it('keeps Reject All pressed in a browser that runs no scripts, and the next page comes without the banner', async () => {
    const { context, page } = await visitor({ javaScriptEnabled: false });
    try {
      await page.goto(`${site.url}/search?q=rtx`);
      await banner(page).waitFor();
      await banner(page).getByRole('button', { name: 'Reject All', exact: true }).click();
      await page.waitForURL(`${site.url}/search?q=rtx`);
      await page.locator('main h1').first().waitFor();
      expect(await banner(page).count()).toBe(0);
      const [cookie] = await cookies(context);
      expect(cookie).toEqual(expect.objectContaining({ path: '/', sameSite: 'Lax', httpOnly: false }));
      const [, flags, consentId] = cookie.value.split('.');
      expect(flags).toBe('000');
      expect(await recorded(consentId)).toEqual([
        { functional: false, analytics: false, advertising: false, policyVersion: CONSENT_POLICY_VERSION, gpc: false },
      ]);
    } finally {
      await context.close();
    }
  });

  it('lets a browser without scripts customize on the cookie policy, and goes back to the page it came from', async () => {
    const { context, page } = await visitor({ javaScriptEnabled: false });
    try {
      await page.goto(`${site.url}/printers`);
      await banner(page).getByRole('button', { name: 'Customize', exact: true }).click();
      await page.waitForURL(`${site.url}/cookie-policy?return=%2Fprinters#manage-preferences`);
      await page.getByRole('checkbox', { name: 'Analytics' }).check();
      await page.getByRole('button', { name: 'Save Preferences' }).click();
      await page.waitForURL(`${site.url}/printers`);
      await page.locator('main h1').first().waitFor();
      expect(await banner(page).count()).toBe(0);
      const [cookie] = await cookies(context);
      expect(cookie.value.split('.')[1]).toBe('010');
    } finally {
      await context.close();
    }
  });

  it('answers Customize clicked at first paint with the cookie policy preferences, which the scripts then save in place', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const scripts = await holdScripts(page);
    try {
      await page.goto(`${site.url}/support`, { waitUntil: 'commit' });
      await banner(page).getByRole('button', { name: 'Customize', exact: true }).click();
      await page.waitForURL(`${site.url}/cookie-policy?return=%2Fsupport#manage-preferences`, { waitUntil: 'commit' });
      const analytics = page.getByRole('checkbox', { name: 'Analytics' });
      await analytics.waitFor();
      await scripts.release();
      await whenTakenOver(page);
      await analytics.check();
      await page.getByRole('button', { name: 'Save Preferences' }).click();
      await page.getByRole('status').getByText('Your preferences are saved.').waitFor();
      expectChoice(await storedChoice(page), { functional: false, analytics: true, advertising: false });
      await banner(page).waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  });

  it.each([
    ['Reject All', { functional: false, analytics: false, advertising: false }],
    ['Accept All', { functional: true, analytics: true, advertising: true }],
  ])('keeps %s clicked at first paint, before the scripts have run, and the scripts adopt it without asking again', async (button, choice) => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const scripts = await holdScripts(page);
    const errors = errorsOf(page);
    try {
      await page.goto(`${site.url}/contact`, { waitUntil: 'commit' });
      await banner(page).getByRole('button', { name: button, exact: true }).click();
      // The page that answers has its scripts held back too: it is there, not loaded.
      await page.waitForURL(`${site.url}/contact`, { waitUntil: 'commit' });
      await page.locator('main h1').first().waitFor();
      expect(scripts.held()).toBeGreaterThan(0);
      expect(await banner(page).count()).toBe(0);
      const [cookie] = await cookies(context);
      const consentId = cookie.value.split('.')[2];
      await scripts.release();
      await whenTakenOver(page);
      await eventually(async () => expectChoice(await storedChoice(page), choice));
      const stored = (await storedChoice(page))!;
      expect(stored.consentId).toBe(consentId);
      await whenConsentSettled(page);
      expect(await banner(page).count()).toBe(0);
      // One proof, the gateway's: adopting the choice records nothing again.
      expect(await recorded(consentId)).toEqual([{ ...choice, policyVersion: CONSENT_POLICY_VERSION, gpc: false }]);
      // The scripts write the same cookie.
      expect((await cookies(context))[0].value).toBe(cookie.value);
      await page.reload();
      await whenTakenOver(page);
      await whenConsentSettled(page);
      expect(await banner(page).count()).toBe(0);
      expect(errors.filter((e) => /hydrat|#418|#423|uncaught/i.test(e))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('writes the same cookie when the scripts decide, which the server reads', async () => {
    const { context, page } = await visitor();
    try {
      await open(page, '/');
      await banner(page).getByRole('button', { name: 'Accept All', exact: true }).click();
      await banner(page).waitFor({ state: 'detached' });
      const stored = (await storedChoice(page))!;
      const [cookie] = await cookies(context);
      expect(cookie.value).toBe(`${CONSENT_POLICY_VERSION}.111.${stored.consentId}.${Date.parse(stored.decidedAt).toString(36)}`);
    } finally {
      await context.close();
    }
  });

  it('takes over the banner as the server drew it when only the browser sends GPC, and lets it go once the pointer is off it', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }));
    const page = await context.newPage();
    const scripts = await holdScripts(page);
    const errors = errorsOf(page);
    try {
      await page.goto(`${site.url}/support`, { waitUntil: 'commit' });
      await banner(page).waitFor();
      const box = (await banner(page).boundingBox())!;
      await page.mouse.move(box.x + 20, box.y + 20);
      await scripts.release();
      await whenTakenOver(page);
      await whenConsentSettled(page);
      // Still under the pointer: it says why it will go, and goes when the pointer leaves.
      expect(await banner(page).getByText('GPC Signal Detected').isVisible()).toBe(true);
      await page.mouse.move(box.x + 20, 10);
      await banner(page).waitFor({ state: 'detached' });
      expectChoice(await storedChoice(page), { functional: false, analytics: false, advertising: false });
      expect(errors.filter((e) => /hydrat|#418|#423/i.test(e))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('draws no banner for a browser whose requests send Sec-GPC, though its scripts do not say so', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, extraHTTPHeaders: { 'Sec-GPC': '1' } });
    const page = waitingForTakeOver(await context.newPage());
    const errors = errorsOf(page);
    try {
      await open(page, '/');
      await whenConsentSettled(page);
      expect(await banner(page).count()).toBe(0);
      expect(await page.getByRole('contentinfo').getByText('Opt-Out Request Honored').isVisible()).toBe(true);
      await eventually(async () => expectChoice(await storedChoice(page), { functional: false, analytics: false, advertising: false }));
      expect(errors.filter((e) => /hydrat|#418|#423/i.test(e))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('Update Cookie Preferences before the scripts run', () => {
  const NONE = { functional: false, analytics: false, advertising: false };
  const update = (page: Page) => page.getByRole('button', { name: 'Update Cookie Preferences' });

  it('brings the banner back in a browser that runs no scripts, on this page and the next', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto(`${site.url}/cookie-policy`);
      await banner(page).getByRole('button', { name: 'Reject All', exact: true }).click();
      await page.waitForURL(`${site.url}/cookie-policy`);
      expect(await banner(page).count()).toBe(0);
      await update(page).click();
      // Back at the preferences, as a reload keeps its place.
      await page.waitForURL(`${site.url}/cookie-policy#manage-preferences`);
      await banner(page).waitFor();
      expect((await context.cookies(site.url)).find((cookie) => cookie.name === 'consent-decided')?.value).toBe('withdrawn');
      await page.goto(`${site.url}/printers`);
      await banner(page).waitFor();
    } finally {
      await context.close();
    }
  });

  it('pressed at first paint, brings the banner back, and the scripts forget the choice they kept', async () => {
    const { context, page } = await visitor({ viewport: PHONE });
    const errors = errorsOf(page);
    try {
      await open(page, '/');
      await banner(page).getByRole('button', { name: 'Reject All', exact: true }).click();
      await banner(page).waitFor({ state: 'detached' });
      const earlier = (await storedChoice(page))!;
      expectChoice(earlier, NONE);
      const scripts = await holdScripts(page);
      await page.mainFrame().goto(`${site.url}/cookie-policy`, { waitUntil: 'commit' });
      await update(page).click();
      await page.waitForURL(`${site.url}/cookie-policy#manage-preferences`, { waitUntil: 'commit' });
      await banner(page).waitFor();
      expect(scripts.held()).toBeGreaterThan(0);
      await scripts.release();
      await whenTakenOver(page);
      await whenConsentSettled(page);
      expect(await banner(page).isVisible()).toBe(true);
      expect(await storedChoice(page)).toBeNull();
      // The next choice is a new one.
      await banner(page).getByRole('button', { name: 'Accept All', exact: true }).click();
      await banner(page).waitFor({ state: 'detached' });
      expectChoice(await storedChoice(page), { functional: true, analytics: true, advertising: true });
      expect((await storedChoice(page))!.consentId).not.toBe(earlier.consentId);
      expect(errors.filter((e) => /hydrat|#418|#423|uncaught/i.test(e))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
