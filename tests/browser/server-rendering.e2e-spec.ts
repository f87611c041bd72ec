import { CONSENT_DECIDED_COOKIE, CONSENT_POLICY_VERSION, consentChoiceIn } from '@driveratlas/visitor-rules';
import { eventually, launchBrowser, layoutShift, measureLayoutShift, PHONE, useSiteInBrowser, whenTakenOver } from '@driveratlas/testing';

const ctx = useSiteInBrowser();

/** The routes a visitor most often lands on, each with the heading its HTML carries before any script runs. */
const LANDING_ROUTES: Array<[string, string]> = [
  ['/', 'Find the Right Drivers for Your Windows PC'],
  ['/search?q=rtx', 'Search Results for "rtx"'],
  ['/graphics-cards', 'Graphics Card Drivers'],
  ['/printers/hp', 'HP Printer Drivers'],
  ['/printers/epson/ET-4760', 'Epson EcoTank ET-4760 Driver'],
  ['/consumer-rights', 'Your Privacy Rights'],
];

const SITE_ORIGIN = 'https://driveratlas.example';

async function html(path: string, accept = '*/*'): Promise<{ status: number; type: string; body: string; location: string | null }> {
  const response = await fetch(`${ctx.site.url}${path}`, { headers: { accept }, redirect: 'manual' });
  return { status: response.status, type: response.headers.get('content-type') ?? '', body: await response.text(), location: response.headers.get('location') };
}

/** The text of the page's #root as the server sent it, tags dropped. */
const rootText = (body: string) =>
  (/<div id="root">([\s\S]*)<script type="application\/json"/.exec(body)?.[1] ?? '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

/** The schema.org items of the page's JSON-LD. */
const structuredData = (body: string) =>
  [...body.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]) as Record<string, unknown>);

describe('pages rendered on the server', () => {
  it.each(LANDING_ROUTES)(
    '%s answers its HTML with its heading, title, description and canonical address, whatever the Accept header',
    async (path, heading) => {
      for (const accept of ['*/*', 'application/json', 'text/html']) {
        const page = await html(path, accept);
        expect([page.status, page.type]).toEqual([200, 'text/html; charset=utf-8']);
        expect(rootText(page.body)).toContain(heading);
      }
      const { body } = await html(path);
      expect(body).toMatch(/<title>[^<]+ \| DriverAtlas<\/title>/);
      expect(body).toMatch(/<meta name="description" content="[^"]{40,}">/);
      const indexed = !path.startsWith('/search');
      if (indexed) {
        const address = `${SITE_ORIGIN}${path}`;
        expect(body).toContain(`<link rel="canonical" href="${address}">`);
        expect(body).toContain(`<meta property="og:url" content="${address}">`);
        expect(body).toContain('<meta property="og:title" content="');
        expect(body).not.toContain('noindex');
      } else {
        expect(body).toContain('<meta name="robots" content="noindex">');
        expect(body).not.toContain('rel="canonical"');
      }
    },
  );

  it('answers a driver page with its heading, title, description, canonical address and structured data', async () => {
    const [driver] = await ctx.site.db.query<{ id: number; version: string }>(
      `SELECT id, version FROM drivers WHERE name = 'NVIDIA GeForce RTX 4070 Game Ready Driver'`,
    );
    const path = `/drivers/${driver.id}/nvidia-geforce-rtx-4070-game-ready-driver`;
    const page = await html(path);
    expect(page.status).toBe(200);
    expect(rootText(page.body)).toContain('NVIDIA GeForce RTX 4070 Game Ready Driver');
    expect(page.body).toMatch(/<title>NVIDIA GeForce RTX 4070 Game Ready Driver[^<]* \| DriverAtlas<\/title>/);
    expect(page.body).toMatch(/<meta name="description" content="[^"]{40,}">/);
    expect(page.body).toContain(`<link rel="canonical" href="${SITE_ORIGIN}${path}">`);
    const data = structuredData(page.body);
    expect(data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ '@type': 'BreadcrumbList' }),
        expect.objectContaining({ '@type': 'SoftwareApplication', name: 'NVIDIA GeForce RTX 4070 Game Ready Driver', softwareVersion: driver.version }),
      ]),
    );
  });

  it('shows the catalogue in the HTML itself: driver names and their links, without any script', async () => {
    const context = await ctx.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${ctx.site.url}/graphics-cards`);
    await expect(page.getByRole('heading', { level: 1, name: 'Graphics Card Drivers' }).isVisible()).resolves.toBe(true);
    await expect(page.getByText('NVIDIA GeForce RTX 4070 Game Ready Driver').first().isVisible()).resolves.toBe(true);
    await expect(page.getByRole('link', { name: 'Categories' }).first().getAttribute('href')).resolves.toBe('/categories');
    await context.close();
  });

  it('answers an unknown address 404 with the not-found page, kept out of search engines', async () => {
    const page = await html('/no-such-page');
    expect(page.status).toBe(404);
    expect(rootText(page.body)).toContain('Page Not Found');
    expect(page.body).toContain('<meta name="robots" content="noindex">');
    for (const unknown of ['/printers/hp/NO-SUCH-MODEL', '/drivers/999999/no-such-driver']) {
      const answer = await html(unknown);
      expect(answer.status).toBe(404);
      expect(rootText(answer.body)).toContain('Page Not Found');
    }
  });

  it('shows the consent banner in the HTML to a visitor who has not chosen, and not once a choice is made or with Global Privacy Control', async () => {
    const banner = (body: string) => body.includes('class="consent-banner"');
    expect(banner((await html('/')).body)).toBe(true);
    const gpc = await fetch(`${ctx.site.url}/`, { headers: { 'Sec-GPC': '1' } });
    expect(banner(await gpc.text())).toBe(false);
    expect(gpc.headers.get('vary')).toMatch(/Cookie, Sec-GPC/);

    // A first visit: a browser of its own, whose pages are not a returning visitor's.
    const firstVisit = await launchBrowser();
    const context = await firstVisit.newContext();
    const page = await context.newPage();
    await page.goto(`${ctx.site.url}/cameras`);
    await whenTakenOver(page);
    await page.locator('.consent-banner').getByRole('button', { name: 'Reject All' }).click();
    const [decided] = (await context.cookies()).filter((cookie) => cookie.name === 'consent-decided');
    expect(decided).toMatchObject({ path: '/', sameSite: 'Lax', httpOnly: false });
    // The cookie carries the choice under the current policy: necessary only.
    expect(consentChoiceIn(`${CONSENT_DECIDED_COOKIE}=${decided.value}`)).toMatchObject({
      policyVersion: CONSENT_POLICY_VERSION,
      functional: false,
      analytics: false,
      advertising: false,
    });
    expect(decided.expires * 1000 - Date.now()).toBeGreaterThan(360 * 86_400_000);
    const next = await page.request.get(`${ctx.site.url}/graphics-cards`);
    expect(banner(await next.text())).toBe(false);
    await firstVisit.close();
  });

  it('sends an alias to the one address of its page with a permanent redirect, the render logging nothing', async () => {
    const logged = ctx.site.gateway.output().length;
    expect(await html('/category/Graphics%20Cards')).toMatchObject({ status: 301, location: '/graphics-cards' });
    expect(await html('/hp-printers')).toMatchObject({ status: 301, location: '/printers/hp' });
    expect(await html('/printers/epson/et4760')).toMatchObject({ status: 301, location: '/printers/epson/ET-4760' });
    const [driver] = await ctx.site.db.query<{ id: number }>(`SELECT id FROM drivers WHERE name = 'NVIDIA GeForce RTX 4070 Game Ready Driver'`);
    expect(await html(`/drivers/${driver.id}/old-name`)).toMatchObject({
      status: 301,
      location: `/drivers/${driver.id}/nvidia-geforce-rtx-4070-game-ready-driver`,
    });
    // No warning, such as React's for a router that navigates while rendering on the server.
    expect(ctx.site.gateway.output().slice(logged)).toBe('');
  });

  it('tells search engines the site, each page’s trail and a printer model as a product', async () => {
    const home = structuredData((await html('/')).body);
    expect(home).toEqual([expect.objectContaining({ '@type': 'WebSite', url: `${SITE_ORIGIN}/` })]);
    const model = structuredData((await html('/printers/epson/ET-4760')).body);
    expect(model).toEqual([
      expect.objectContaining({
        '@type': 'BreadcrumbList',
        itemListElement: [
          expect.objectContaining({ position: 1, name: 'Home', item: `${SITE_ORIGIN}/` }),
          expect.objectContaining({ position: 2, name: 'Printers', item: `${SITE_ORIGIN}/printers` }),
          expect.objectContaining({ position: 3, name: 'Epson Printer Drivers', item: `${SITE_ORIGIN}/printers/epson` }),
          expect.objectContaining({ position: 4, name: 'Epson EcoTank ET-4760', item: `${SITE_ORIGIN}/printers/epson/ET-4760` }),
        ],
      }),
      expect.objectContaining({ '@type': 'Product', name: 'Epson EcoTank ET-4760', brand: { '@type': 'Brand', name: 'Epson' } }),
    ]);
    expect(structuredData((await html('/cameras')).body)[0]).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [{ name: 'Home' }, { name: 'Camera Drivers', item: `${SITE_ORIGIN}/cameras` }],
    });
  });

  it.each(LANDING_ROUTES)(
    '%s does not shift while its remote’s files come a second late, and the browser takes it over without an error',
    async (path, heading) => {
      const context = await ctx.browser.newContext({ viewport: PHONE });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await measureLayoutShift(page);
      await page.route('**/remotes/**', async (route) => {
        // The time is the point: the remote's files come a second late.
        await new Promise((resolve) => setTimeout(resolve, 1000));
        await route.continue();
      });
      await page.goto(`${ctx.site.url}${path}`);
      await expect(page.getByRole('heading', { level: 1, name: heading }).isVisible()).resolves.toBe(true);
      await page.waitForLoadState('networkidle');
      // Taken over: the header's menu link opens the navigation drawer, not the page's own menu.
      await page.getByRole('link', { name: 'Open menu' }).click();
      await eventually(async () => expect(await page.getByRole('dialog').isVisible()).toBe(true));
      expect(await layoutShift(page)).toBeLessThanOrEqual(0.05);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('keeps the footer where it is while a page of another remote loads a second late after a click', async () => {
    const context = await ctx.browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await measureLayoutShift(page);
    await page.goto(`${ctx.site.url}/consumer-rights`);
    await page.waitForLoadState('networkidle');
    await page.route('**/remotes/printers/**', async (route) => {
      // The time is the point: the other remote's files come a second late.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Printers' }).click();
    await eventually(async () => expect(await page.getByRole('heading', { level: 1, name: 'Printer Drivers' }).isVisible()).toBe(true), 10_000);
    await page.waitForLoadState('networkidle');
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.05);
    await context.close();
  });
});

describe('what search engines are told to read', () => {
  const text = async (path: string) => {
    const response = await fetch(`${ctx.site.url}${path}`);
    return { status: response.status, type: response.headers.get('content-type') ?? '', body: await response.text() };
  };
  /**
   * The sitemap protocol's schema (sitemaps.org/schemas/sitemap/0.9), checked element by element: an XML declaration,
   * one root of the protocol's namespace, entries of one absolute, escaped <loc> of at most 2,048 characters and an
   * optional W3C date <lastmod>, at most 50,000 of them, and nothing else.
   */
  function expectValidSitemap(xml: string, root: 'urlset' | 'sitemapindex') {
    const entry = root === 'urlset' ? 'url' : 'sitemap';
    const match = new RegExp(
      `^<\\?xml version="1\\.0" encoding="UTF-8"\\?>\\n<${root} xmlns="http://www\\.sitemaps\\.org/schemas/sitemap/0\\.9">\\n([\\s\\S]*)\\n</${root}>\\n$`,
    ).exec(xml);
    expect(match).not.toBeNull();
    const entries = match![1].split('\n').filter(Boolean);
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.length).toBeLessThanOrEqual(50_000);
    for (const line of entries) {
      const parts = new RegExp(`^<${entry}><loc>([^<]+)</loc>(?:<lastmod>(\\d{4}-\\d{2}-\\d{2})</lastmod>)?</${entry}>$`).exec(line);
      expect(parts).not.toBeNull();
      const [, loc] = parts!;
      expect(loc.length).toBeLessThanOrEqual(2048);
      expect(loc).not.toMatch(/&(?!amp;|lt;|gt;|quot;|#39;)|[<>"']/);
      expect(new URL(loc.replace(/&amp;/g, '&')).origin).toBe(SITE_ORIGIN);
    }
  }

  const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(SITE_ORIGIN, '').replace(/&amp;/g, '&'));

  it('keeps robots out of the admin dashboard and the API (whose Get Driver links count downloads) and names the sitemap', async () => {
    const robots = await text('/robots.txt');
    expect(robots.type).toBe('text/plain; charset=utf-8');
    expect(robots.body).toMatch(/^User-agent: \*$/m);
    expect(robots.body).toMatch(/^Disallow: \/admin$/m);
    expect(robots.body).toMatch(/^Disallow: \/api\/$/m);
    expect(robots.body).toMatch(new RegExp(`^Sitemap: ${SITE_ORIGIN}/sitemap.xml$`, 'm'));
  });

  it('lists every public page once, under its own address, and no alias, search or admin page', async () => {
    const index = await text('/sitemap.xml');
    expect(index.type).toBe('application/xml; charset=utf-8');
    expectValidSitemap(index.body, 'sitemapindex');
    expect(locations(index.body)).toEqual(['/sitemaps/pages.xml', '/sitemaps/printers.xml', '/sitemaps/drivers-1.xml']);
    // Listed as the gateway starts, by rendering each page: 503 with Retry-After until then.
    let pagesXml = '';
    await eventually(async () => {
      const listed = await text('/sitemaps/pages.xml');
      expect(listed.status).toBe(200);
      pagesXml = listed.body;
    }, 60_000);
    expectValidSitemap(pagesXml, 'urlset');
    const pages = locations(pagesXml);
    expect(pages).toEqual(
      expect.arrayContaining([
        '/',
        '/categories',
        '/graphics-cards',
        '/cameras',
        '/printers',
        '/printers/hp',
        '/privacy-policy',
        '/consumer-rights',
        '/support',
      ]),
    );
    for (const absent of ['/search', '/hp-printers', '/category/Graphics%20Cards', '/category/Printers']) expect(pages).not.toContain(absent);
    expect(pages.filter((path) => path.startsWith('/admin'))).toEqual([]);
    expect(new Set(pages).size).toBe(pages.length);
  });

  it('lists every printer model and every driver by its page', async () => {
    const modelsXml = (await text('/sitemaps/printers.xml')).body;
    expectValidSitemap(modelsXml, 'urlset');
    const models = locations(modelsXml);
    expect(models).toContain('/printers/epson/ET-4760');
    expect(models).toHaveLength(30 + 24 + 23 + 24);
    const drivers = await text('/sitemaps/drivers-1.xml');
    expectValidSitemap(drivers.body, 'urlset');
    const [{ count }] = await ctx.site.db.query<{ count: number }>('SELECT COUNT(*)::int AS count FROM drivers');
    expect(locations(drivers.body)).toHaveLength(count);
    expect(locations(drivers.body).every((path) => /^\/drivers\/\d+\/[a-z0-9]+(-[a-z0-9]+)*$/.test(path))).toBe(true);
    expect(drivers.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });

  it('splits the drivers into files of 50,000 once there are more', async () => {
    // A bulk load in SQL records its change, as docs/operations.md asks.
    await ctx.site.db.query(`
      BEGIN;
      INSERT INTO drivers ("name", "version", "releaseDate", "description", "operatingSystem", "architecture", "fileSize", "manufacturer", "category", "downloadUrl")
      SELECT d."name" || ' ' || i, d."version", d."releaseDate", d."description", d."operatingSystem", d."architecture", d."fileSize", d."manufacturer", d."category", d."downloadUrl"
        FROM drivers d CROSS JOIN generate_series(1, 50000) AS i
       WHERE d.id = (SELECT MIN(id) FROM drivers);
      SELECT record_changes('[{"entity": "drivers", "kind": "insert", "keys": ["catalogue"]}]');
      COMMIT`);
    await eventually(async () => expect(locations((await text('/sitemap.xml')).body)).toContain('/sitemaps/drivers-2.xml'), 10_000);
    expect(locations((await text('/sitemaps/drivers-1.xml')).body)).toHaveLength(50_000);
    expect(locations((await text('/sitemaps/drivers-2.xml')).body).length).toBeGreaterThan(0);
    expect((await text('/sitemaps/drivers-3.xml')).status).toBe(404);
  });
});
