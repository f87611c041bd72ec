import { PHONE, seriousAxeViolations, useSiteInBrowser } from '@driveratlas/testing';
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';

const ctx = useSiteInBrowser();

const WINDOWS_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const MAC_UA = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';
/** Windows 11, 64-bit, as Chromium's client hints tell it. */
const windows11Hints = () => {
  Object.defineProperty(Navigator.prototype, 'userAgentData', {
    get: () => ({ getHighEntropyValues: async () => ({ platform: 'Windows', platformVersion: '15.0.0', architecture: 'x86', bitness: '64' }) }),
  });
};
const DETECTING = 'Detecting Your System';
const ANALYZING = 'Analyzing your hardware and software configuration...';
const FAILURE = 'Failed to detect system information. Please try again.';
const RECOMMENDATIONS = [
  'Graphics Cards',
  'Graphics drivers need regular updates for optimal performance',
  'Network Adapters',
  'Network drivers ensure stable internet connectivity',
];

async function goHome(page: Page) {
  await page.goto(`${ctx.site.url}/`);
  await page.locator('main h1').waitFor();
}

/** Clicks the header's Auto-Detect button and answers the dialog it opens. */
async function clickAutoDetect(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /Auto-Detect$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'System Detection' });
  await dialog.waitFor();
  return dialog;
}

async function openDetection(page: Page): Promise<Locator> {
  await goHome(page);
  return clickAutoDetect(page);
}

/**
 * Waits until the dialog has opened: antd moves the focus into it once its opening motion has ended, long after the
 * effects of the render that opened it (where a detection on opening starts, showing Detecting Your System at once).
 */
const opened = async (dialog: Locator) => dialog.page().waitForFunction((d) => d.contains(document.activeElement), await dialog.elementHandle());

const resultShown = (dialog: Locator) => dialog.getByRole('heading', { name: 'System Overview' }).waitFor({ timeout: 10_000 });

/** A section's facts (term → value), read from its description list. */
function facts(scope: Locator): Promise<Record<string, string>> {
  return scope
    .locator('dl')
    .evaluate((dl) => Object.fromEntries([...dl.querySelectorAll('div')].map((d) => [d.querySelector('dt')!.textContent, d.querySelector('dd')!.textContent])));
}

const overview = (dialog: Locator) => facts(dialog.getByRole('region', { name: 'System Overview' }));

/** Waits for the dialog's opening and expanding motions, so axe reads its colours at full opacity (the spinner turns forever). */
const animationsSettled = (page: Page) =>
  page.waitForFunction(() => document.getAnimations().every((a) => a.effect?.getComputedTiming().iterations === Infinity));

async function pageWith(options: BrowserContextOptions, initScript?: () => void): Promise<Page> {
  const context = await ctx.browser.newContext(options);
  if (initScript) await context.addInitScript(initScript);
  return context.newPage();
}

describe('the system detection dialog', () => {
  it('shows Detecting Your System for the simulated 2 seconds, then the system overview', async () => {
    await goHome(ctx.page);
    const started = Date.now();
    const dialog = await clickAutoDetect(ctx.page);
    expect(await dialog.getByRole('heading', { name: DETECTING }).isVisible()).toBe(true);
    expect(await dialog.getByText(ANALYZING, { exact: true }).isVisible()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Find Compatible Drivers' }).count()).toBe(0);

    await resultShown(dialog);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
    expect(await dialog.getByText(DETECTING).count()).toBe(0);
    const browserFacts = await ctx.page.evaluate(() => ({
      resolution: `${screen.width} x ${screen.height}`,
      language: navigator.language,
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    }));
    // Chromium on this Linux machine, with its own agent.
    expect(await overview(dialog)).toEqual({
      'Operating System': 'Linux',
      Architecture: '64-bit',
      Browser: 'Google Chrome',
      'Screen Resolution': browserFacts.resolution,
      Language: browserFacts.language,
      Timezone: browserFacts.timezone,
    });
    expect(browserFacts.resolution).toMatch(/^\d+ x \d+$/);
  });

  const checks = async (dialog: Locator) =>
    (await dialog.getByRole('region', { name: 'Compatibility Status' }).getByRole('listitem').allTextContents()).map((c) => c.replace(/\s+/g, ' ').trim());

  it('on Linux, says these are Windows drivers rather than claiming compatibility, and offers no compatible drivers', async () => {
    const dialog = await openDetection(ctx.page);
    await resultShown(dialog);
    expect(await checks(dialog)).toEqual([
      'Windows Compatibility Not Windows',
      'Architecture 64-bit: Supported',
      'Internet Connection Online',
      'Browser Support Supported',
    ]);
    expect(await dialog.getByText('Compatible', { exact: true }).count()).toBe(0);
    expect(await dialog.getByRole('button', { name: 'Find Compatible Drivers' }).count()).toBe(0);
    await dialog.getByText('The drivers listed on this site are for Windows PCs. Linux gets the drivers for its hardware through its own updates.').waitFor();
  });

  it('on macOS in Safari, makes no Windows claim and calls the architecture the agent does not tell Unknown', async () => {
    // Safari gives no client hints.
    const page = await pageWith({ userAgent: MAC_UA }, () => Object.defineProperty(Navigator.prototype, 'userAgentData', { get: () => undefined }));
    const dialog = await openDetection(page);
    await resultShown(dialog);
    expect(await checks(dialog)).toEqual([
      'Windows Compatibility Not Windows',
      'Architecture Unknown',
      'Internet Connection Online',
      'Browser Support Supported',
    ]);
    expect(await overview(dialog)).toMatchObject({ 'Operating System': 'macOS', Architecture: 'Unknown' });
    await dialog.getByText('The drivers listed on this site are for Windows PCs. macOS gets the drivers for its hardware through its own updates.').waitFor();
    await page.context().close();
  });

  it("on Windows 11, says plainly that a browser cannot see the hardware and names the graphics makers' own tools", async () => {
    const page = await pageWith({ userAgent: WINDOWS_UA }, windows11Hints);
    const dialog = await openDetection(page);
    await resultShown(dialog);
    expect(await checks(dialog)).toEqual([
      'Windows Compatibility Compatible',
      'Architecture 64-bit: Supported',
      'Internet Connection Online',
      'Browser Support Supported',
    ]);
    const hardware = dialog.getByRole('region', { name: 'Your Hardware' });
    await hardware.getByText(/A browser cannot see your hardware/).waitFor();
    // The site's own answer for every device first: the My PC page, which reads the list Windows prints.
    expect(await hardware.getByRole('link', { name: 'check your whole PC' }).getAttribute('href')).toBe('/my-pc');
    const hrefs = await hardware.getByRole('link').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
    const tools = hrefs
      .map((href) => new URL(href))
      .filter((url) => url.pathname !== '/my-pc')
      .map((url) => url.hostname);
    expect(tools).toEqual(['www.nvidia.com', 'www.amd.com', 'www.intel.com']);
    await page.context().close();
  });

  it('reports Offline when the browser has lost its connection (Re-detect)', async () => {
    const page = await pageWith({});
    const dialog = await openDetection(page);
    await resultShown(dialog);
    await page.context().setOffline(true);
    await dialog.getByRole('button', { name: 'Re-detect System' }).click();
    await dialog.getByRole('heading', { name: DETECTING }).waitFor();
    await resultShown(dialog);
    expect(await dialog.getByRole('region', { name: 'Compatibility Status' }).getByText('Internet Connection').locator('..').textContent()).toContain(
      'Offline',
    );
    await page.context().close();
  });

  it('keeps Technical Details collapsed until asked, then shows platform, agent, color depth in bits, cookies and Java', async () => {
    const dialog = await openDetection(ctx.page);
    await resultShown(dialog);
    const toggle = dialog.getByRole('button', { name: 'Technical Details' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await dialog.getByText('User Agent', { exact: true }).isVisible()).toBe(false);

    await toggle.click();
    await dialog.getByText('User Agent', { exact: true }).waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const expected = await ctx.page.evaluate(() => ({ platform: navigator.platform, userAgent: navigator.userAgent, colorDepth: screen.colorDepth }));
    expect(await facts(dialog.locator('.system-detection__technical'))).toEqual({
      Platform: expected.platform,
      'User Agent': expected.userAgent,
      'Color Depth': `${expected.colorDepth} bits`,
      'Cookies Enabled': 'Yes',
      'Java Enabled': 'No',
    });

    await toggle.click();
    await dialog.getByText('User Agent', { exact: true }).waitFor({ state: 'hidden' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('recommends Graphics Cards and Network Adapters on Windows', async () => {
    const page = await pageWith({ userAgent: WINDOWS_UA });
    const dialog = await openDetection(page);
    await resultShown(dialog);
    const recommended = dialog.getByRole('region', { name: 'Recommended Driver Categories' });
    for (const text of RECOMMENDATIONS) expect(await recommended.getByText(text, { exact: true }).isVisible()).toBe(true);
    // "Windows 11/10" from the agent, or sharpened by the client hints Chromium derives from the overridden agent.
    expect(await overview(dialog)).toMatchObject({
      'Operating System': expect.stringMatching(/^Windows (11\/10|11|10)$/),
      Architecture: '64-bit',
      Browser: 'Google Chrome',
    });
    await page.context().close();
  });

  it('tells Windows 11 and the real bitness from the client hints when the browser gives them', async () => {
    const page = await pageWith({ userAgent: WINDOWS_UA }, () => {
      Object.defineProperty(Navigator.prototype, 'userAgentData', {
        get: () => ({ getHighEntropyValues: async () => ({ platform: 'Windows', platformVersion: '15.0.0', architecture: 'x86', bitness: '32' }) }),
      });
    });
    const dialog = await openDetection(page);
    await resultShown(dialog);
    expect(await overview(dialog)).toMatchObject({ 'Operating System': 'Windows 11', Architecture: '32-bit' });
    expect(await dialog.getByRole('heading', { name: 'Recommended Driver Categories' }).isVisible()).toBe(true);
    await page.context().close();
  });

  it('Find Compatible Drivers on Windows 11 opens the search filtered to Windows 11 and 64-bit, saying so', async () => {
    const page = await pageWith({ userAgent: WINDOWS_UA }, windows11Hints);
    const dialog = await openDetection(page);
    await resultShown(dialog);
    await dialog.getByRole('button', { name: 'Find Compatible Drivers' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.waitForURL(`${ctx.site.url}/search?os=Windows+11&architecture=64-bit`);
    const toast = page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('status');
    await toast.getByText('Showing drivers for Windows 11, 64-bit', { exact: true }).waitFor();
    await page.getByRole('list', { name: 'Active filters' }).getByText('Windows 11').waitFor();
    const first = page.locator('main article').first();
    await first.waitFor();
    expect(await first.locator('dt', { hasText: 'Operating system' }).locator('xpath=following-sibling::dd').textContent()).toContain('Windows 11');
    await page.context().close();
  });

  it('Re-detect System returns to the detecting state, then shows the result again', async () => {
    const dialog = await openDetection(ctx.page);
    await resultShown(dialog);
    await dialog.getByRole('button', { name: 'Re-detect System' }).click();
    await dialog.getByRole('heading', { name: DETECTING }).waitFor();
    expect(await dialog.getByRole('heading', { name: 'System Overview' }).count()).toBe(0);
    await resultShown(dialog);
  });

  it.each([
    // The footer's Close, not the corner's close button.
    ['Close', (dialog: Locator) => dialog.locator('.ant-modal-footer').getByRole('button', { name: 'Close', exact: true }).click()],
    ['Escape', (dialog: Locator) => dialog.page().keyboard.press('Escape')],
  ])('keeps the result after %s: reopening shows it at once, without detecting again', async (_how, close) => {
    const dialog = await openDetection(ctx.page);
    await resultShown(dialog);
    const before = await overview(dialog);
    await close(dialog);
    await dialog.waitFor({ state: 'hidden' });

    await opened(await clickAutoDetect(ctx.page));
    expect(await dialog.getByText(DETECTING).count()).toBe(0);
    expect(await dialog.getByRole('heading', { name: 'System Overview' }).isVisible()).toBe(true);
    expect(await overview(dialog)).toEqual(before);
  });

  it("shares the result with the Support Center's Auto-Detect Hardware: no second detection", async () => {
    await ctx.page.goto(`${ctx.site.url}/support`);
    await ctx.page.locator('main h1', { hasText: 'Support Center' }).waitFor();
    const header = await clickAutoDetect(ctx.page);
    await resultShown(header);
    const detected = await overview(header);
    await ctx.page.keyboard.press('Escape');
    await header.waitFor({ state: 'hidden' });

    await ctx.page
      .getByRole('main')
      .getByRole('button', { name: /Auto-Detect Hardware/ })
      .click();
    const support = ctx.page.getByRole('dialog', { name: 'System Detection' });
    await opened(support);
    expect(await support.getByText(DETECTING).count()).toBe(0);
    expect(await overview(support)).toEqual(detected);
  });

  describe('when the browser refuses to tell', () => {
    // The agent getter throws while the page's flag is set, as a locked-down browser might.
    const failingAgent = () => {
      const real = Object.getOwnPropertyDescriptor(Navigator.prototype, 'userAgent')!.get!;
      Object.defineProperty(Navigator.prototype, 'userAgent', {
        get() {
          if ((window as unknown as { failDetection?: boolean }).failDetection) throw new Error('userAgent is blocked');
          return real.call(this);
        },
      });
    };
    const setFailing = (page: Page, failing: boolean) => page.evaluate((f) => ((window as unknown as { failDetection?: boolean }).failDetection = f), failing);

    it('shows the failure text and Retry Detection, which detects again', async () => {
      const page = await pageWith({}, failingAgent);
      await goHome(page);
      await setFailing(page, true);
      const dialog = await clickAutoDetect(page);
      await dialog.getByText(FAILURE, { exact: true }).waitFor({ timeout: 10_000 });
      expect(await dialog.getByRole('alert').textContent()).toContain(FAILURE);
      expect(await dialog.getByRole('heading', { name: 'System Overview' }).count()).toBe(0);

      await setFailing(page, false);
      await dialog.getByRole('button', { name: 'Retry Detection' }).click();
      await dialog.getByRole('heading', { name: DETECTING }).waitFor();
      expect(await dialog.getByText(FAILURE).count()).toBe(0);
      await resultShown(dialog);
      await page.context().close();
    });

    it('detects again on reopening after a failure, since there is no result to keep', async () => {
      const page = await pageWith({}, failingAgent);
      await goHome(page);
      await setFailing(page, true);
      const dialog = await clickAutoDetect(page);
      await dialog.getByText(FAILURE, { exact: true }).waitFor({ timeout: 10_000 });
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });

      await setFailing(page, false);
      await clickAutoDetect(page);
      await dialog.getByRole('heading', { name: DETECTING }).waitFor();
      await resultShown(dialog);
      await page.context().close();
    });
  });

  it.each([
    ['desktop', { width: 1280, height: 800 }, false],
    ['390 px', PHONE, true],
  ])('has no serious or critical axe violation and fits the screen: %s', async (_name, viewport, phone) => {
    const page = await pageWith({ viewport, userAgent: WINDOWS_UA });
    await goHome(page);
    if (phone) {
      await page.getByRole('link', { name: 'Open menu' }).click();
      await page.getByRole('button', { name: 'Auto-Detect Hardware' }).click();
    } else {
      await page.getByRole('button', { name: /Auto-Detect$/ }).click();
    }
    const dialog = page.getByRole('dialog', { name: 'System Detection' });
    await dialog.getByRole('heading', { name: DETECTING }).waitFor();
    await animationsSettled(page);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await resultShown(dialog);
    await dialog.getByRole('button', { name: 'Technical Details' }).click();
    await dialog.getByText('User Agent', { exact: true }).waitFor();
    await animationsSettled(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    const box = await dialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
    await page.context().close();
  });
});
