import { useSiteInBrowser } from '@driveratlas/testing';
import type { Page } from 'playwright-core';

const ctx = useSiteInBrowser();

/** Every route of spec 000 section 2 with the remote that owns it and the page title it shows. */
const ROUTES: Array<[string, string, string]> = [
  ['/', 'catalog', 'Find the Right Drivers for Your Windows PC'],
  ['/categories', 'catalog', 'Driver Categories'],
  ['/category/Scanners', 'catalog', 'Scanners'],
  ['/graphics-cards', 'catalog', 'Graphics Card Drivers'],
  ['/network-adapters', 'catalog', 'Network Adapter Drivers'],
  ['/audio-devices', 'catalog', 'Audio Device Drivers'],
  ['/usb-controllers', 'catalog', 'USB Controller Drivers'],
  ['/input-devices', 'catalog', 'Input Device Drivers'],
  ['/cameras', 'catalog', 'Camera Drivers'],
  ['/search', 'catalog', 'Driver Search'],
  ['/search?q=RTX%204070', 'catalog', 'Search Results for "RTX 4070"'],
  ['/driver-guides', 'catalog', 'Driver Installation Guides'],
  ['/support', 'catalog', 'Support Center'],
  ['/contact', 'catalog', 'Contact DriverAtlas'],
  ['/printers', 'printers', 'Printer Drivers'],
  ['/printers/hp', 'printers', 'HP Printer Drivers'],
  ['/printers/canon', 'printers', 'Canon Printer Drivers'],
  ['/printers/epson', 'printers', 'Epson Printer Drivers'],
  ['/printers/brother', 'printers', 'Brother Printer Drivers'],
  ['/hp-printers', 'printers', 'HP Printer Drivers'],
  ['/privacy-policy', 'legal', 'Privacy Policy'],
  ['/terms-of-service', 'legal', 'Terms of Service'],
  ['/legal-notice', 'legal', 'Legal Notice & Compliance'],
  ['/advertising-disclosure', 'legal', 'Advertising Disclosure'],
  ['/disclaimer', 'legal', 'Disclaimer'],
  ['/cookie-policy', 'legal', 'Cookie Policy'],
  ['/consumer-rights', 'legal', 'Your Privacy Rights'],
  ['/admin', 'admin', 'Admin Dashboard'],
];

/** The remotes whose files the page fetched, from the resource timing entries. */
async function remotesLoaded(p: Page): Promise<string[]> {
  return p.evaluate(
    () =>
      [
        ...new Set(
          performance
            .getEntriesByType('resource')
            .map((e) => /\/remotes\/(\w+)\//.exec(e.name)?.[1])
            .filter(Boolean),
        ),
      ] as string[],
  );
}

/** The route modules (`./routes`) of the remotes whose files the page fetched: `printers/routes`. */
async function routeModulesLoaded(p: Page): Promise<string[]> {
  return p.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => /\/remotes\/(\w+)\/__federation_expose_routes\./.exec(e.name)?.[1])
      .filter((name): name is string => Boolean(name))
      .map((name) => `${name}/routes`),
  );
}

describe('the route table', () => {
  it.each(ROUTES)('serves %s from the %s remote with its title', async (path, remote, title) => {
    await ctx.page.goto(`${ctx.site.url}${path}`);
    await ctx.page.locator('h1', { hasText: title }).first().waitFor();
    expect(await ctx.page.locator('main h1').first().textContent()).toBe(title);
    const loaded = await remotesLoaded(ctx.page);
    expect(loaded).toContain(remote);
    // Only its remote's pages load; another remote may show a part of them (the printer pages show the catalog's driver cards).
    expect([...new Set(await routeModulesLoaded(ctx.page))]).toEqual([`${remote}/routes`]);
  });

  it.each([
    ['/category/Graphics%20Cards', '/graphics-cards', 'Graphics Card Drivers'],
    ['/category/Network%20Adapters', '/network-adapters', 'Network Adapter Drivers'],
    ['/category/Audio%20Devices', '/audio-devices', 'Audio Device Drivers'],
    ['/category/USB%20Controllers', '/usb-controllers', 'USB Controller Drivers'],
    ['/category/Input%20Devices', '/input-devices', 'Input Device Drivers'],
    ['/category/Cameras', '/cameras', 'Camera Drivers'],
    ['/category/Printers', '/printers', 'Printer Drivers'],
  ])("sends %s to the category's own page, %s: one address per page", async (alias, path, title) => {
    await ctx.page.goto(`${ctx.site.url}${alias}`);
    await ctx.page.locator('main h1', { hasText: title }).waitFor();
    expect(new URL(ctx.page.url()).pathname).toBe(path);
  });

  it('keeps a deep link on reload', async () => {
    await ctx.page.goto(`${ctx.site.url}/printers/epson`);
    await ctx.page.locator('h1', { hasText: 'Epson Printer Drivers' }).waitFor();
    await ctx.page.reload();
    await ctx.page.locator('h1', { hasText: 'Epson Printer Drivers' }).waitFor();
    expect(new URL(ctx.page.url()).pathname).toBe('/printers/epson');
  });

  it('navigates between remotes without reloading the page', async () => {
    await ctx.page.goto(`${ctx.site.url}/`);
    await ctx.page.locator('h1', { hasText: 'Find the Right Drivers' }).waitFor();
    await ctx.page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await ctx.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Printers' }).click();
    await ctx.page.locator('h1', { hasText: 'Printer Drivers' }).waitFor();
    await ctx.page.getByRole('link', { name: 'Privacy Policy' }).click();
    await ctx.page.locator('h1', { hasText: 'Privacy Policy' }).waitFor();
    expect(await ctx.page.evaluate(() => (window as unknown as { marker: number }).marker)).toBe(42);
  });
});

describe('Page Not Found', () => {
  it.each(['/no-such-page', '/category', '/printers/acme', '/admin/nothing'])('shows the not-found screen at %s', async (path) => {
    await ctx.page.goto(`${ctx.site.url}${path}`);
    await ctx.page.locator('h1', { hasText: 'Page Not Found' }).waitFor();
    await expect(ctx.page.getByText("The page you're looking for doesn't exist or has been moved.").isVisible()).resolves.toBe(true);
    expect(await ctx.page.title()).toBe('Page Not Found | DriverAtlas');
  });

  it('offers Back to Home and Search Drivers', async () => {
    await ctx.page.goto(`${ctx.site.url}/no-such-page`);
    await ctx.page.getByRole('link', { name: 'Back to Home' }).click();
    await ctx.page.waitForURL(`${ctx.site.url}/`);
    await ctx.page.goto(`${ctx.site.url}/no-such-page`);
    await ctx.page.getByRole('link', { name: 'Search Drivers' }).click();
    await ctx.page.waitForURL(`${ctx.site.url}/search`);
    await ctx.page.locator('h1', { hasText: 'Driver Search' }).waitFor();
  });
});

describe('the API documentation', () => {
  it("renders in the browser under the gateway's security policy, with every operation", async () => {
    const refused: string[] = [];
    const listen = (message: { type(): string; text(): string }) => {
      if (message.type() === 'error') refused.push(message.text());
    };
    ctx.page.on('console', listen);
    try {
      await ctx.page.goto(`${ctx.site.url}/api/docs`);
      const document = await (await fetch(`${ctx.site.url}/api/docs-json`)).json();
      await ctx.page.locator('.swagger-ui .info .title', { hasText: document.info.title }).waitFor();
      const operations = Object.values(document.paths as Record<string, object>).flatMap((methods) => Object.keys(methods)).length;
      expect(await ctx.page.locator('.swagger-ui .opblock').count()).toBe(operations);
      await ctx.page
        .locator('.swagger-ui .opblock-summary-path', { hasText: /^\/api\/drivers\/featured$/ })
        .first()
        .click();
      await ctx.page.locator('.swagger-ui .opblock.is-open .responses-wrapper').waitFor();
      expect(refused).toEqual([]);
    } finally {
      ctx.page.off('console', listen);
    }
  });
});
