import { PHONE, seriousAxeViolations, useSiteInBrowser } from '@driveratlas/testing';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

const SITE_CONFIG = JSON.parse(readFileSync(join(__dirname, '..', '..', 'config', 'site.json'), 'utf8'));
const NAV = ['Home', 'Categories', 'Printers', 'Guides', 'Search', 'Support', 'Contact'];

const ctx = useSiteInBrowser();

async function activeNavItems(p: Page): Promise<string[]> {
  return p.getByRole('navigation', { name: 'Main' }).locator('a[aria-current="page"]').allTextContents();
}

describe('the header', () => {
  it('links the logo to the home page', async () => {
    await ctx.page.goto(`${ctx.site.url}/support`);
    await ctx.page.getByRole('banner').getByRole('link', { name: 'DriverAtlas', exact: true }).click();
    await ctx.page.waitForURL(`${ctx.site.url}/`);
  });

  it('shows the seven navigation items with their targets', async () => {
    await ctx.page.goto(`${ctx.site.url}/`);
    await ctx.page.locator('main h1').waitFor();
    const links = ctx.page.getByRole('navigation', { name: 'Main' }).getByRole('link');
    expect(await links.allTextContents()).toEqual(NAV);
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(['/', '/categories', '/printers', '/driver-guides', '/search', '/support', '/contact']);
  });

  it.each([
    ['/', ['Home']],
    ['/categories', ['Categories']],
    ['/category/Graphics%20Cards', ['Categories']],
    ['/cameras', ['Categories']],
    ['/category/Scanners', ['Categories']],
    ['/printers', ['Printers']],
    ['/printers/canon', ['Printers']],
    ['/driver-guides', ['Guides']],
    ['/search?q=audio', ['Search']],
    ['/support', ['Support']],
    ['/contact', ['Contact']],
    ['/privacy-policy', []],
    ['/no-such-page', []],
  ] as Array<[string, string[]]>)('highlights the right item on %s (Home only on exactly /)', async (path, active) => {
    await ctx.page.goto(`${ctx.site.url}${path}`);
    await ctx.page.locator('main h1').first().waitFor();
    expect(await activeNavItems(ctx.page)).toEqual(active);
  });

  it('opens the system detection dialog from Auto-Detect', async () => {
    await ctx.page.goto(`${ctx.site.url}/`);
    await ctx.page.getByRole('button', { name: 'Auto-Detect' }).click();
    const dialog = ctx.page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.getByText('System Detection').isVisible()).toBe(true);
    await ctx.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });
});

describe('the footer', () => {
  it('has the brand blurb and the three link columns', async () => {
    await ctx.page.goto(`${ctx.site.url}/`);
    const footer = ctx.page.locator('footer');
    await footer.waitFor();
    expect(await footer.getByText('Official Manufacturer Sources Only').isVisible()).toBe(true);
    const column = async (name: string) =>
      footer
        .getByRole('navigation', { name })
        .getByRole('link')
        .evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')]));
    expect(await column('Categories')).toEqual([
      ['Graphics Cards', '/graphics-cards'],
      ['Network Adapters', '/network-adapters'],
      ['Audio Devices', '/audio-devices'],
      ['Printers', '/printers'],
    ]);
    expect(await column('Support')).toEqual([
      ['Help Center', '/support'],
      ['Installation Guide', '/support'],
      ['Troubleshooting', '/support'],
      ['Contact Us', '/contact'],
    ]);
    expect(await column('Legal & Compliance')).toEqual([
      ['Legal Notice', '/legal-notice'],
      ['Privacy Policy', '/privacy-policy'],
      ['Terms of Service', '/terms-of-service'],
      ['Advertising Disclosure', '/advertising-disclosure'],
      ['Disclaimer', '/disclaimer'],
    ]);
    // Your Privacy Choices is a link to the cookie policy's preferences, which work before the scripts run.
    expect(await column('Footer')).toEqual([
      ['Ad Disclosure', '/advertising-disclosure'],
      ['Disclaimer', '/disclaimer'],
      ['Contact', '/contact'],
      ['Your Privacy Choices', '/cookie-policy#manage-preferences'],
    ]);
  });

  it('shows the company details and the copyright year from the site configuration', async () => {
    await ctx.page.goto(`${ctx.site.url}/`);
    const footer = ctx.page.locator('footer');
    await footer.waitFor();
    const company = await footer.locator('address').textContent();
    expect(company).toContain(SITE_CONFIG.companyName);
    for (const line of SITE_CONFIG.address) expect(company).toContain(line);
    expect(company).toContain(SITE_CONFIG.phone);
    expect(await footer.getByText(`© ${SITE_CONFIG.copyrightYear} ${SITE_CONFIG.companyName}`).isVisible()).toBe(true);
  });
});

describe('on a phone (390 px)', () => {
  let phone: Page;
  beforeAll(async () => {
    phone = await ctx.browser.newPage({ viewport: PHONE });
  });

  it('hides the desktop navigation behind a menu drawer that closes when a link is chosen', async () => {
    await phone.goto(`${ctx.site.url}/`);
    await phone.locator('main h1').waitFor();
    expect(await phone.locator('.site-nav--desktop').isVisible()).toBe(false);
    // A link to the menu a page without scripts shows; with them, a plain click opens the drawer instead.
    const menu = phone.getByRole('link', { name: 'Open menu' });
    expect(await menu.getAttribute('href')).toBe('#site-menu');
    await menu.click();
    const drawer = phone.getByRole('dialog', { name: 'Menu' });
    await drawer.waitFor();
    expect(new URL(phone.url()).hash).toBe('');
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    expect(await drawer.getByRole('link').allTextContents()).toEqual(NAV);
    await drawer.getByRole('link', { name: 'Support' }).click();
    await phone.waitForURL(`${ctx.site.url}/support`);
    await drawer.waitFor({ state: 'hidden' });
    await phone.locator('h1', { hasText: 'Support Center' }).waitFor();
  });

  it('opens the detection dialog from Auto-Detect Hardware in the drawer', async () => {
    await phone.goto(`${ctx.site.url}/`);
    await phone.getByRole('link', { name: 'Open menu' }).click();
    await phone.getByRole('button', { name: 'Auto-Detect Hardware' }).click();
    await phone.getByRole('dialog').getByText('System Detection').waitFor();
  });
});

describe('notifications', () => {
  it('focuses the notifications region on F8', async () => {
    await ctx.page.goto(`${ctx.site.url}/`);
    await ctx.page.locator('main h1').waitFor();
    await ctx.page.keyboard.press('F8');
    expect(await ctx.page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Notifications (F8)');
  });
});

describe("accessibility of the shell's own pages", () => {
  it.each([
    ['the layout on desktop', '/', { width: 1280, height: 800 }],
    ['the layout at 390 px', '/', PHONE],
    ['the not-found page on desktop', '/no-such-page', { width: 1280, height: 800 }],
    ['the not-found page at 390 px', '/no-such-page', PHONE],
  ])('has no serious or critical axe violation: %s', async (_name, path, viewport) => {
    const context = await ctx.browser.newContext({ viewport });
    const p = await context.newPage();
    await p.goto(`${ctx.site.url}${path}`);
    await p.locator('main h1').waitFor();
    expect(await seriousAxeViolations(p)).toEqual([]);
    await context.close();
  });

  it('works by keyboard: skip link, navigation and the not-found buttons', async () => {
    await ctx.page.goto(`${ctx.site.url}/no-such-page`);
    await ctx.page.locator('main h1').waitFor();
    await ctx.page.keyboard.press('Tab');
    expect(await ctx.page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    await ctx.page.keyboard.press('Enter');
    await ctx.page.keyboard.press('Tab');
    expect(await ctx.page.evaluate(() => document.activeElement?.textContent)).toBe('Back to Home');
    await ctx.page.keyboard.press('Enter');
    await ctx.page.waitForURL(`${ctx.site.url}/`);
  });
});
