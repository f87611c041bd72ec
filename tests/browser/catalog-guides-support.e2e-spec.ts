import { MANUFACTURERS, isOfficialUrl } from '@driveratlas/driver-domain';
import { PHONE, seriousAxeViolations, useSiteInBrowser } from '@driveratlas/testing';
import type { Locator, Page } from 'playwright-core';

const ctx = useSiteInBrowser();

async function open(path: string, title: string, p: Page = ctx.page): Promise<void> {
  await p.goto(`${ctx.site.url}${path}`);
  await p.locator('main h1', { hasText: title }).waitFor();
}

const metaDescription = (p: Page) => p.locator('meta[name="description"]').getAttribute('content');
const texts = (locator: Locator) => locator.evaluateAll((els) => els.map((e) => (e as HTMLElement).innerText.replace(/\s+/g, ' ').trim()));
/** The card (antd Card) whose heading is the given text. */
const card = (p: Page, heading: string) => p.locator('.card').filter({ has: p.getByRole('heading', { name: heading, level: 2 }) });
const isInViewport = (locator: Locator) =>
  locator.evaluate((el) => {
    const { top } = el.getBoundingClientRect();
    return top >= 0 && top < window.innerHeight;
  });

describe('Driver guides page (/driver-guides)', () => {
  it('names the document and sets a meta description', async () => {
    await open('/driver-guides', 'Driver Installation Guides');
    expect(await ctx.page.title()).toBe('Driver Installation Guides | DriverAtlas');
    expect(await metaDescription(ctx.page)).toContain('Windows 11');
  });

  it('sends visitors only to official manufacturer pages', async () => {
    await open('/driver-guides', 'Driver Installation Guides');
    const external = await ctx.page.locator('main a[href^="http"]').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
    expect(external.length).toBeGreaterThanOrEqual(8);
    for (const url of external) expect(MANUFACTURERS.some((maker) => isOfficialUrl(url, maker))).toBe(true);
  });

  it('scrolls to the section a deep link names', async () => {
    await ctx.page.setViewportSize({ width: 1280, height: 700 });
    await open('/driver-guides#safety-tips', 'Driver Installation Guides');
    await ctx.page.waitForFunction(() => window.scrollY > 0);
    expect(await isInViewport(card(ctx.page, 'Safety Tips'))).toBe(true);
  });
});

describe('Support Center (/support)', () => {
  it('names the document and sets a meta description', async () => {
    await open('/support', 'Support Center');
    expect(await ctx.page.title()).toBe('Support Center | DriverAtlas');
    expect(await metaDescription(ctx.page)).toContain('installation guide');
  });

  it('shows the 4-step installation guide in order', async () => {
    await open('/support', 'Support Center');
    const steps = card(ctx.page, 'Installation Guide').getByRole('heading', { level: 3 });
    expect(await steps.allTextContents()).toEqual(['Download the Driver', 'Run as Administrator', 'Follow the Setup Wizard', 'Restart Your Computer']);
  });

  it('lists the supported systems and hardware requirements', async () => {
    await open('/support', 'Support Center');
    const requirements = card(ctx.page, 'System Requirements');
    expect(await texts(requirements.getByRole('region', { name: 'Supported Systems' }).locator('li'))).toEqual([
      'Windows 11 (64-bit)',
      'Windows 10 (32/64-bit)',
      'Windows 8.1 (32/64-bit)',
      'Windows 7 (limited support)',
    ]);
    const hardware = (await texts(requirements.getByRole('region', { name: 'Hardware Requirements' }).locator('li'))).join('\n');
    for (const requirement of [
      'Minimum 2GB RAM (4GB recommended)',
      '500MB free disk space',
      'Internet connection',
      'Administrator privileges',
      'Updated Windows',
    ]) {
      expect(hardware).toContain(requirement);
    }
  });

  it("shows the catalogue's real state from the health check, and the pro tips", async () => {
    await open('/support', 'Support Center');
    const status = card(ctx.page, 'Service Status');
    await status.getByText('Online', { exact: true }).waitFor();
    expect(await texts(status.locator('li'))).toEqual([
      'Driver Catalogue Online',
      "Driver Downloads On each manufacturer's own site",
      'Support E-mail Answered within 24-48 hours',
    ]);
    const tips = (await texts(card(ctx.page, 'Pro Tips').locator('li'))).join('\n');
    expect(tips).toContain('restore point');
    expect(tips).toContain('monthly');
    expect(tips).toContain('trusted sources');
  });

  it('says the catalogue is unavailable when the health check fails', async () => {
    await ctx.page.route('**/api/health', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"statusCode":503}' }));
    await open('/support', 'Support Center');
    await card(ctx.page, 'Service Status').getByText('Unavailable: please try again in a few minutes').waitFor();
    await ctx.page.unroute('**/api/health');
  });

  it('keeps a single Common Issues answer open: opening one closes the other', async () => {
    await open('/support', 'Support Center');
    const issues = card(ctx.page, 'Common Issues');
    expect(await issues.locator('summary').allTextContents()).toEqual([
      'Driver installation fails',
      'Device not recognized',
      'System unstable after a driver update',
      'How do I check if my drivers are up to date?',
    ]);
    const question = (name: string) => issues.locator('details').filter({ has: ctx.page.locator('summary', { hasText: name }) });
    const opened = () => issues.locator('details[open]').count();
    expect(await opened()).toBe(0);

    await question('Driver installation fails').locator('summary').click();
    await issues.getByText('Run as administrator', { exact: false }).first().waitFor();
    expect(await question('Driver installation fails').getAttribute('open')).toBe('');

    await question('Device not recognized').locator('summary').click();
    await issues.getByText('Scan for hardware changes', { exact: false }).waitFor();
    expect(await question('Driver installation fails').getAttribute('open')).toBeNull();
    expect(await opened()).toBe(1);
  });

  it('opens a Common Issues answer from the keyboard', async () => {
    await open('/support', 'Support Center');
    const question = card(ctx.page, 'Common Issues').locator('summary', { hasText: 'How do I check if my drivers are up to date?' });
    await question.focus();
    await ctx.page.keyboard.press('Enter');
    await ctx.page.getByText('Optional updates', { exact: false }).waitFor();
    expect(await card(ctx.page, 'Common Issues').locator('details[open] > summary').allTextContents()).toEqual([
      'How do I check if my drivers are up to date?',
    ]);
  });

  it('opens the system detection dialog from Auto-Detect Hardware, and closes it', async () => {
    await open('/support', 'Support Center');
    await card(ctx.page, 'Quick Actions').getByRole('button', { name: 'Auto-Detect Hardware' }).click();
    const dialog = ctx.page.getByRole('dialog');
    await dialog.waitFor();
    await ctx.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('goes to the contact page from Contact Support without reloading', async () => {
    await open('/support', 'Support Center');
    await ctx.page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
    await card(ctx.page, 'Quick Actions').getByRole('link', { name: 'Contact Support' }).click();
    await ctx.page.locator('main h1', { hasText: 'Contact DriverAtlas' }).waitFor();
    expect(new URL(ctx.page.url()).pathname).toBe('/contact');
    expect(await ctx.page.evaluate(() => (window as unknown as { marker: number }).marker)).toBe(7);
  });

  it('jumps to the health checklist from System Health Check', async () => {
    await ctx.page.setViewportSize({ width: 1280, height: 700 });
    await open('/support', 'Support Center');
    await card(ctx.page, 'Quick Actions').getByRole('link', { name: 'System Health Check' }).click();
    await ctx.page.waitForFunction(() => window.scrollY > 0);
    expect(new URL(ctx.page.url()).hash).toBe('#system-health-check');
    const checklist = card(ctx.page, 'System Health Check');
    expect(await isInViewport(checklist)).toBe(true);
    expect(await checklist.locator('ol > li').count()).toBe(5);
  });
});

describe('accessibility of the guides and support pages', () => {
  it.each([
    ['/driver-guides', 'Driver Installation Guides', 'desktop', { width: 1280, height: 800 }],
    ['/driver-guides', 'Driver Installation Guides', '390 px', PHONE],
    ['/support', 'Support Center', 'desktop', { width: 1280, height: 800 }],
    ['/support', 'Support Center', '390 px', PHONE],
  ])('%s has no serious or critical axe violation and no sideways scrolling (%s)', async (path, title, _name, viewport) => {
    const context = await ctx.browser.newContext({ viewport });
    const p = await context.newPage();
    await open(path, title, p);
    // With a Common Issues answer open (a native disclosure).
    if (path === '/support') {
      await p.locator('summary', { hasText: 'Driver installation fails' }).click();
      await p
        .locator('details[open]')
        .filter({ has: p.locator('summary', { hasText: 'Driver installation fails' }) })
        .waitFor();
    }
    expect(await seriousAxeViolations(p)).toEqual([]);
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await context.close();
  });
});
