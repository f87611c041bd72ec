import { CONSENT_POLICY_VERSION } from '@driveratlas/visitor-rules';
import {
  consentBanner as banner,
  DESKTOP,
  eventually,
  expectConsentChoice as expectChoice,
  launchBrowser,
  layoutShift,
  measureLayoutShift,
  PHONE,
  recordedConsent,
  seriousAxeViolations,
  startSite,
  storedConsentChoice as storedChoice,
  waitingForTakeOver,
  whenConsentSettled,
  type RunningSite,
} from '@driveratlas/testing';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';

const SITE_CONFIG = JSON.parse(readFileSync(join(__dirname, '..', '..', 'config', 'site.json'), 'utf8'));

/**
 * A stand-in for the ad network, on its own origin: its script fills each ad unit the page pushes,
 * as AdSense's does; every request to it is counted.
 */
const STAND_IN_SCRIPT = `
window.standInAdLoads = (window.standInAdLoads || 0) + 1;
function fill() {
  document.querySelectorAll('ins.adsbygoogle:not([data-ad-status])').forEach(function (unit) {
    unit.setAttribute('data-ad-status', 'filled');
    var ad = document.createElement('div');
    ad.className = 'stand-in-ad';
    ad.textContent = 'Stand-in ad ' + unit.getAttribute('data-ad-slot');
    ad.style.height = '100%';
    unit.appendChild(ad);
  });
}
window.adsbygoogle = { push: fill, loaded: true };
fill();
`;

let adServer: Server;
let adOrigin: string;
const adRequests: string[] = [];
let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  adServer = createServer((request, response) => {
    adRequests.push(request.url ?? '');
    response.writeHead(200, { 'Content-Type': 'text/javascript', 'Access-Control-Allow-Origin': '*' }).end(STAND_IN_SCRIPT);
  });
  await new Promise<void>((resolve) => adServer.listen(0, '127.0.0.1', resolve));
  adOrigin = `http://127.0.0.1:${(adServer.address() as AddressInfo).port}`;
  const siteConfig = join(mkdtempSync(join(tmpdir(), 'driveratlas-ads-')), 'site.json');
  writeFileSync(
    siteConfig,
    JSON.stringify({
      ...SITE_CONFIG,
      advertising: {
        scriptUrl: `${adOrigin}/pagead/js/adsbygoogle.js`,
        client: 'ca-pub-0000000000000000',
        slots: { banner: '101', square: '102', responsive: '103' },
      },
    }),
  );
  [site, browser] = await Promise.all([startSite({ SITE_CONFIG: siteConfig }), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
  await new Promise((resolve) => adServer?.close(resolve));
});

/** A first-time visitor: a fresh browser profile (no stored choice), optionally sending Global Privacy Control. */
async function visitor({ gpc = false, ...options }: BrowserContextOptions & { gpc?: boolean } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: DESKTOP, ...options, ...(gpc ? { extraHTTPHeaders: { 'Sec-GPC': '1' } } : {}) });
  if (gpc) await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }));
  return { context, page: waitingForTakeOver(await context.newPage()) };
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${site.url}${path}`);
  await page.locator('main h1').first().waitFor();
}

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Cookie Preferences' });
const adsRequested = () => adRequests.length;
const recorded = (consentId: string) => recordedConsent(site, consentId);

describe('the consent banner', () => {
  it.each(['/', '/printers', '/privacy-policy', '/contact'])('greets a first visit to %s, with its links in a new tab', async (path) => {
    const { context, page } = await visitor();
    try {
      await open(page, path);
      await banner(page).waitFor();
      for (const name of ['Accept All', 'Reject All', 'Customize'])
        expect(await banner(page).getByRole('button', { name, exact: true }).isVisible()).toBe(true);
      const links = await banner(page)
        .getByRole('link')
        .evaluateAll((as) => as.map((a) => [a.getAttribute('href'), a.getAttribute('target')]));
      expect(links).toEqual([
        ['/privacy-policy', '_blank'],
        ['/terms-of-service', '_blank'],
        ['/cookie-policy', '_blank'],
      ]);
      expect(await banner(page).getByText('GPC Signal Detected').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('gives Accept All and Reject All the same weight', async () => {
    const { context, page } = await visitor();
    try {
      await open(page, '/');
      const look = (name: string) =>
        banner(page)
          .getByRole('button', { name, exact: true })
          .evaluate((button) => {
            const style = getComputedStyle(button);
            const { width, height } = button.getBoundingClientRect();
            return { background: style.backgroundColor, color: style.color, fontSize: style.fontSize, height, wide: width > 80 };
          });
      expect(await look('Reject All')).toEqual(await look('Accept All'));
    } finally {
      await context.close();
    }
  });

  it.each([
    ['Accept All', { functional: true, analytics: true, advertising: true }],
    ['Reject All', { functional: false, analytics: false, advertising: false }],
  ])('stores the choice of %s, records the proof and stays away across reloads', async (button, choice) => {
    const { context, page } = await visitor();
    try {
      await open(page, '/support');
      await banner(page).getByRole('button', { name: button, exact: true }).click();
      await banner(page).waitFor({ state: 'detached' });
      const stored = (await storedChoice(page))!;
      expectChoice(stored, choice);
      await eventually(async () => expect(await recorded(stored.consentId)).toEqual([{ ...choice, policyVersion: CONSENT_POLICY_VERSION, gpc: false }]));
      await page.reload();
      await whenConsentSettled(page);
      expect(await banner(page).count()).toBe(0);
      expect(await storedChoice(page)).toEqual(stored);
    } finally {
      await context.close();
    }
  });

  it('lets a visitor customize: necessary locked on, the others one by one, then Save Preferences', async () => {
    const { context, page } = await visitor();
    try {
      await open(page, '/');
      await banner(page).getByRole('button', { name: 'Customize' }).click();
      await dialog(page).waitFor();
      const necessary = dialog(page).getByRole('switch', { name: 'Necessary' });
      expect([await necessary.isChecked(), await necessary.isDisabled()]).toEqual([true, true]);
      for (const name of ['Functional', 'Analytics', 'Advertising']) expect(await dialog(page).getByRole('switch', { name }).isChecked()).toBe(false);
      await dialog(page).getByRole('switch', { name: 'Analytics' }).click();
      await dialog(page).getByRole('button', { name: 'Save Preferences' }).click();
      await dialog(page).waitFor({ state: 'hidden' });
      await banner(page).waitFor({ state: 'detached' });
      expectChoice(await storedChoice(page), { functional: false, analytics: true, advertising: false });
    } finally {
      await context.close();
    }
  });

  it('keeps the keyboard in the preferences dialog and gives focus back to Customize', async () => {
    const { context, page } = await visitor();
    try {
      await open(page, '/');
      await banner(page).getByRole('button', { name: 'Customize' }).focus();
      await page.keyboard.press('Enter');
      await dialog(page).waitFor();
      await eventually(async () => expect(await dialog(page).evaluate((d) => d.contains(document.activeElement))).toBe(true));
      for (let i = 0; i < 8; i++) {
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.ant-modal')))).toBe(true);
      }
      await page.keyboard.press('Escape');
      await dialog(page).waitFor({ state: 'hidden' });
      await eventually(async () => expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Customize'));
      expect(await storedChoice(page)).toBeNull();
    } finally {
      await context.close();
    }
  });

  it('comes back with Update Cookie Preferences on the cookie policy, which the scripts do at once, posting nothing', async () => {
    const { context, page } = await visitor();
    const posts: string[] = [];
    page.on('request', (request) => void (request.method() === 'POST' && posts.push(new URL(request.url()).pathname)));
    try {
      await open(page, '/cookie-policy');
      await banner(page).getByRole('button', { name: 'Reject All' }).click();
      await banner(page).waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Update Cookie Preferences' }).click();
      await page.waitForLoadState('load');
      await banner(page).waitFor();
      expect(await storedChoice(page)).toBeNull();
      expect(posts.filter((path) => path !== '/api/consent-records')).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('reopens the preferences from Your Privacy Choices in the footer, showing the choice in force', async () => {
    const { context, page } = await visitor();
    try {
      await open(page, '/');
      await banner(page).getByRole('button', { name: 'Accept All' }).click();
      const link = page.getByRole('contentinfo').getByRole('link', { name: 'Your Privacy Choices' });
      // Without scripts it leads to the cookie policy's preferences; with them, a plain click opens the dialog in place.
      expect(await link.getAttribute('href')).toBe('/cookie-policy#manage-preferences');
      await link.click();
      await dialog(page).waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
      expect(await dialog(page).getByRole('switch', { name: 'Advertising' }).isChecked()).toBe(true);
      await dialog(page).getByRole('switch', { name: 'Advertising' }).click();
      await dialog(page).getByRole('button', { name: 'Save Preferences' }).click();
      await dialog(page).waitFor({ state: 'hidden' });
      expectChoice(await storedChoice(page), { functional: true, analytics: true, advertising: false });
    } finally {
      await context.close();
    }
  });

  it.each([
    ['an invalid category value, which reads as false', { advertising: 'yes' }, false],
    ['the policy version before its content changed (2025-09), which asks again', { policyVersion: '2025-09' }, true],
    ['a choice of more than 12 months ago, which asks again', { decidedAt: '2024-01-01T00:00:00.000Z' }, true],
  ])('reads a stored choice with %s', async (_case, change, asks) => {
    const { context, page } = await visitor();
    const record = {
      necessary: true,
      functional: true,
      analytics: true,
      advertising: true,
      policyVersion: CONSENT_POLICY_VERSION,
      decidedAt: new Date().toISOString(),
      consentId: '5b0f7c1e-2a3d-4e5f-8a9b-0c1d2e3f4a5b',
      ...change,
    };
    await context.addInitScript((value) => localStorage.setItem('cookie-consent', value), JSON.stringify(record));
    const before = adsRequested();
    try {
      await open(page, '/');
      await whenConsentSettled(page);
      expect(await banner(page).count()).toBe(asks ? 1 : 0);
      // With advertising read as false (or not chosen yet), the ad network is never asked.
      expect(await page.locator('ins.adsbygoogle').count()).toBe(0);
      expect(adsRequested()).toBe(before);
      if (!asks) expect(await page.getByText('Free driver installation guides').isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it.each([PHONE, DESKTOP])(
    'has no serious accessibility violation in the banner and the preferences dialog at %o',
    async (viewport) => {
      const { context, page } = await visitor({ viewport });
      try {
        await open(page, '/privacy-policy');
        await banner(page).waitFor();
        expect(await seriousAxeViolations(page)).toEqual([]);
        await banner(page).getByRole('button', { name: 'Customize' }).click();
        await dialog(page).waitFor();
        expect(await seriousAxeViolations(page)).toEqual([]);
      } finally {
        await context.close();
      }
    },
    120_000,
  );

  it('shifts nothing when it appears', async () => {
    const { context, page } = await visitor({ viewport: PHONE });
    try {
      await measureLayoutShift(page);
      await open(page, '/legal-notice');
      await banner(page).waitFor();
      // Settled: the banner is what the page shows; layoutShift adds up the shifts of every frame drawn by then.
      await whenConsentSettled(page);
      expect(await layoutShift(page)).toBeLessThanOrEqual(0.01);
    } finally {
      await context.close();
    }
  });
});

describe('Global Privacy Control', () => {
  it('hides the banner, stores necessary only with the detected flag, records it and says Opt-Out Request Honored', async () => {
    const { context, page } = await visitor({ gpc: true });
    const before = adsRequested();
    try {
      await open(page, '/cookie-policy');
      await eventually(async () => expect(await storedChoice(page)).not.toBeNull());
      const stored = (await storedChoice(page))!;
      expectChoice(stored, { functional: false, analytics: false, advertising: false });
      expect(await page.evaluate(() => localStorage.getItem('gpc-detected'))).toBe('true');
      expect(await banner(page).count()).toBe(0);
      expect(await page.locator('main').getByText('Opt-Out Request Honored').first().isVisible()).toBe(true);
      expect(await page.getByRole('contentinfo').getByText('Opt-Out Request Honored').isVisible()).toBe(true);
      await eventually(async () =>
        expect(await recorded(stored.consentId)).toEqual([
          { functional: false, analytics: false, advertising: false, policyVersion: CONSENT_POLICY_VERSION, gpc: true },
        ]),
      );
      await open(page, '/');
      await whenConsentSettled(page);
      expect(await page.locator('ins.adsbygoogle').count()).toBe(0);
      expect(adsRequested()).toBe(before);
    } finally {
      await context.close();
    }
  });

  it('keeps advertising off in the preferences dialog', async () => {
    const { context, page } = await visitor({ gpc: true });
    try {
      await open(page, '/');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Your Privacy Choices' }).click();
      await dialog(page).waitFor();
      expect(await dialog(page).getByText('GPC Signal Detected').isVisible()).toBe(true);
      const advertising = dialog(page).getByRole('switch', { name: 'Advertising' });
      expect([await advertising.isChecked(), await advertising.isDisabled()]).toEqual([false, true]);
    } finally {
      await context.close();
    }
  });

  it('is honored by the server, and the site publishes /.well-known/gpc.json', async () => {
    const response = await fetch(`${site.url}/api/categories`, { headers: { 'Sec-GPC': '1' } });
    expect(response.headers.get('privacy-opt-out')).toBe('sale, sharing');
    const gpc = await fetch(`${site.url}/.well-known/gpc.json`);
    expect(gpc.headers.get('content-type')).toMatch(/^application\/json/);
    const body = await gpc.json();
    expect(body).toEqual({ gpc: true, lastUpdate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
  });
});

describe('the ad slots', () => {
  const units = (page: Page) => page.locator('ins.adsbygoogle[data-ad-status="filled"]');

  it('ask the ad network nothing before a choice or after Reject All, and show labelled house promotions', async () => {
    const { context, page } = await visitor();
    const before = adsRequested();
    try {
      await open(page, '/');
      const slots = page.getByRole('complementary', { name: 'Advertisement' });
      await slots.first().waitFor();
      expect(await slots.count()).toBe(3);
      for (const slot of await slots.all()) expect(await slot.innerText()).toMatch(/^ADVERTISEMENT\n/i);
      await banner(page).getByRole('button', { name: 'Reject All' }).click();
      // The same update of the consent hides the banner and decides the slots.
      await banner(page).waitFor({ state: 'detached' });
      expect(adsRequested()).toBe(before);
      expect(await page.locator('ins.adsbygoogle').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('load the ad network script once after Accept All, tell it the consent state, and fill every slot', async () => {
    const { context, page } = await visitor();
    const scripts: string[] = [];
    page.on('request', (request) => request.url().startsWith(adOrigin) && scripts.push(request.url()));
    try {
      await open(page, '/');
      await banner(page).getByRole('button', { name: 'Accept All' }).click();
      await eventually(async () => expect(await units(page).count()).toBe(3));
      // Leave the page and come back: the script is not loaded again.
      await page.getByRole('link', { name: 'Support', exact: true }).first().click();
      await page.locator('main h1').first().waitFor();
      await page.goBack();
      await eventually(async () => expect(await units(page).count()).toBe(3));
      expect(scripts).toEqual([`${adOrigin}/pagead/js/adsbygoogle.js?client=ca-pub-0000000000000000`]);
      const consent = await page.evaluate(() =>
        (window as unknown as { dataLayer: IArguments[] }).dataLayer
          .filter((command) => command[0] === 'consent')
          .map((command) => [command[1], command[2].ad_storage]),
      );
      expect(consent[0]).toEqual(['default', 'denied']);
      expect(consent.at(-1)).toEqual(['update', 'granted']);
    } finally {
      await context.close();
    }
  });

  it.each([PHONE, DESKTOP])('keep their size while they fill, so nothing shifts, at %o', async (viewport) => {
    const { context, page } = await visitor({ viewport });
    await context.addInitScript(
      (value) => localStorage.setItem('cookie-consent', value),
      JSON.stringify({
        necessary: true,
        functional: false,
        analytics: false,
        advertising: true,
        policyVersion: CONSENT_POLICY_VERSION,
        decidedAt: new Date().toISOString(),
        consentId: '5b0f7c1e-2a3d-4e5f-8a9b-0c1d2e3f4a5b',
      }),
    );
    await measureLayoutShift(page);
    try {
      await page.goto(`${site.url}/`);
      const slots = page.getByRole('complementary', { name: 'Advertisement' });
      await slots.first().waitFor();
      const boxes = async () =>
        Promise.all(['banner', 'square', 'responsive'].map(async (size) => (await page.locator(`aside[data-ad-size="${size}"]`).boundingBox())!));
      const before = await boxes();
      const since = await page.evaluate(() => performance.now());
      await eventually(async () => expect(await units(page).count()).toBe(3));
      // Up to the frames drawn once the units are filled.
      const shiftedWhileFilling = await layoutShift(page, since);
      const after = await boxes();
      expect(after.map((b) => [b.width, b.height])).toEqual(before.map((b) => [b.width, b.height]));
      expect(before.map((b) => b.height)).toEqual([110, 270, 300]);
      expect(before[1].width).toBe(300);
      expect(shiftedWhileFilling).toBeLessThanOrEqual(0.01);
    } finally {
      await context.close();
    }
  });

  it('only log an ad that fails to load, and keep the house promotion', async () => {
    const { context, page } = await visitor();
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
    await page.route(`${adOrigin}/**`, (route) => route.abort());
    try {
      await open(page, '/');
      await banner(page).getByRole('button', { name: 'Accept All' }).click();
      await eventually(async () => expect(errors.some((e) => e.includes('An advertisement could not be loaded'))).toBe(true));
      expect(errors.filter((e) => e.startsWith('uncaught'))).toEqual([]);
      expect(await page.getByText('Free driver installation guides').isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });
});
