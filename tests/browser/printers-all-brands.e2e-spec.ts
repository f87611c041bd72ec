import { DESKTOP, eventually, openInBrowser, PHONE, seriousAxeViolations, useSiteInBrowser } from '@driveratlas/testing';
import type { Page, Route } from 'playwright-core';

const ctx = useSiteInBrowser();

interface Driver {
  id: number;
  name: string;
  manufacturer: string;
  downloadCount: number;
  rating: number;
  isLatest: boolean;
  releaseDate: string;
}
interface PrinterBrand {
  id: number;
  name: string;
  driverCount: number;
  route: string | null;
}

const DRIVERS = '/api/drivers?category=Printers';
const BRANDS = '/api/printer-brands';
const WIDE = { ...DESKTOP, width: 1366 };

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${ctx.site.url}${path}`);
  expect(response.ok).toBe(true);
  return (await response.json()) as T;
}

const isCall = (path: string) => (url: URL) => url.pathname + url.search === path;
const sameBrand = (driver: Driver, brand: string) => driver.manufacturer.toLowerCase() === brand.toLowerCase();

/** Holds the matching requests until the returned function is called. */
async function holdRequests(p: Page, path: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await p.route(isCall(path), async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

// The test's own reading of the spec's sort keys (section 9); among equals, the more downloaded first, then by name.
const byName = (a: Driver, b: Driver) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });
const byDownloads = (a: Driver, b: Driver) => b.downloadCount - a.downloadCount || byName(a, b);
const released = (d: Driver) => new Date(`1 ${d.releaseDate}`).getTime();
const EXPECTED_ORDER: Record<string, (a: Driver, b: Driver) => number> = {
  'Most Popular': byDownloads,
  'Name A-Z': byName,
  'Highest Rated': (a, b) => b.rating - a.rating || byDownloads(a, b),
  'Most Downloaded': byDownloads,
  'Latest Release': (a, b) => released(b) - released(a) || byDownloads(a, b),
};

// The brand filter and the sort are links, which work before and without the page's scripts.
const filterLinks = (p: Page) => p.getByRole('group', { name: 'Filter by brand' }).getByRole('link');
const brandCards = (p: Page) => p.getByRole('region', { name: 'Printer Brands' });
const driverCards = (p: Page) => p.locator('.all-brands__grid--driver > li');
const sortLinks = (p: Page) => p.getByRole('group', { name: 'Sort by' }).getByRole('link');

/** The names on the catalog's driver cards, once every card of the list has loaded, against the drivers expected there. */
async function expectDrivers(p: Page, drivers: Driver[]) {
  await eventually(async () => {
    expect(await driverCards(p).count()).toBe(drivers.length);
    expect(await driverCards(p).locator('article h3').allTextContents()).toEqual(drivers.map((d) => d.name));
  }, 10_000);
}

async function open(p: Page, path = '/printers') {
  await p.goto(`${ctx.site.url}${path}`);
  await p.locator('main h1', { hasText: 'Printer Drivers' }).waitFor();
}

let page: Page;
beforeEach(async () => {
  // A page of its own context: axe's builder needs one.
  page = await (await ctx.browser.newContext({ viewport: WIDE })).newPage();
});
afterEach(async () => {
  await page.context().close();
});

describe('the all-brands printers page (/printers)', () => {
  it('shows the title, a card per brand of the API, and filter counts and a summary of the API’s drivers', async () => {
    const [brands, drivers] = await Promise.all([api<PrinterBrand[]>(BRANDS), api<Driver[]>(DRIVERS)]);
    await open(page);
    expect(await page.title()).toBe('Printer Drivers | DriverAtlas');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toContain(
      'Find drivers for HP, Canon, Epson, Brother and other printer models',
    );

    for (const brand of brands) {
      const card = brandCards(page).getByRole('link', { name: brand.name, exact: true });
      expect(await card.count()).toBe(1);
      expect(await card.getAttribute('href')).toBe(brand.route ?? `/printers?brand=${encodeURIComponent(brand.name)}#drivers`);
    }
    expect(brands.filter((b) => b.route).map((b) => b.name)).toEqual(['HP', 'Canon', 'Epson', 'Brother']);

    await expectDrivers(page, drivers);
    const counts = brands.map((b) => `${b.name} (${drivers.filter((d) => sameBrand(d, b.name)).length})`);
    expect(await filterLinks(page).allTextContents()).toEqual([`All Brands (${drivers.length})`, ...counts]);
    expect(await page.getByText(`${drivers.length} drivers, `).textContent()).toContain(
      `${drivers.reduce((sum, d) => sum + d.downloadCount, 0).toLocaleString('en-US')} total downloads`,
    );
  });

  // axe reads every one of the page's driver cards, which takes a while on a busy machine.
  it.each([
    ['1366 px', WIDE],
    ['390 px', PHONE],
  ])(
    'passes axe at %s, without sideways scrolling',
    async (_, viewport) => {
      await page.setViewportSize(viewport);
      await open(page);
      await expectDrivers(page, await api<Driver[]>(DRIVERS));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      expect(await seriousAxeViolations(page)).toEqual([]);
    },
    120_000,
  );

  it('sorts the API’s drivers by each of the five sorts', async () => {
    const drivers = await api<Driver[]>(DRIVERS);
    await open(page);
    expect(await sortLinks(page).allTextContents()).toEqual(Object.keys(EXPECTED_ORDER));
    expect(await sortLinks(page).and(page.locator('[aria-current="true"]')).textContent()).toBe('Most Popular');
    for (const [label, compare] of Object.entries(EXPECTED_ORDER)) {
      await sortLinks(page).filter({ hasText: label }).click();
      await expectDrivers(page, [...drivers].sort(compare));
      await eventually(async () => expect(await sortLinks(page).and(page.locator('[aria-current="true"]')).textContent()).toBe(label));
    }
    expect(new URL(page.url()).searchParams.get('sort')).toBe('latest');
  });

  it('filters by brand from the keyboard, shows its stats, and clears with the x badge; Back and reload keep the filter', async () => {
    const drivers = await api<Driver[]>(DRIVERS);
    const brand = 'Xerox';
    const own = drivers.filter((d) => sameBrand(d, brand));
    expect(own.length).toBeGreaterThan(0);
    await open(page);
    await expectDrivers(page, drivers);

    await filterLinks(page)
      .filter({ hasText: `${brand} (` })
      .focus();
    await page.keyboard.press('Enter');
    await expectDrivers(page, own);
    expect(new URL(page.url()).searchParams.get('brand')).toBe(brand);
    expect(
      await filterLinks(page)
        .filter({ hasText: `${brand} (` })
        .getAttribute('aria-current'),
    ).toBe('true');

    const stats = page.getByRole('region', { name: `${brand} Printer Drivers` });
    const figures = await stats.locator('dt').allTextContents();
    const values = await stats.locator('dd').allTextContents();
    const average = own.reduce((sum, d) => sum + d.rating, 0) / own.length;
    expect(Object.fromEntries(figures.map((term, i) => [term, values[i]]))).toEqual({
      'Drivers available': String(own.length),
      'Total downloads': own.reduce((sum, d) => sum + d.downloadCount, 0).toLocaleString('en-US'),
      'Average rating': `${average.toFixed(1)} / 5`,
      'Latest versions': String(own.filter((d) => d.isLatest).length),
    });

    await page.reload();
    await expectDrivers(page, own);
    expect(await page.getByText(`Brand: ${brand}`).isVisible()).toBe(true);

    const clear = page.getByRole('link', { name: `Clear the ${brand} filter` });
    await clear.focus();
    await page.keyboard.press('Enter');
    await expectDrivers(page, drivers);
    expect(await page.getByText(`Brand: ${brand}`).count()).toBe(0);
    expect(await page.getByRole('region', { name: `${brand} Printer Drivers` }).count()).toBe(0);
    await eventually(async () => expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(`All Brands (${drivers.length})`));

    await page.goBack();
    await expectDrivers(page, own);
  });

  it('filters in place from another brand’s card, and goes to a brand’s page from its card', async () => {
    const drivers = await api<Driver[]>(DRIVERS);
    await open(page);
    await brandCards(page).getByRole('link', { name: 'Lexmark', exact: true }).click();
    await expectDrivers(
      page,
      drivers.filter((d) => sameBrand(d, 'Lexmark')),
    );
    expect(await brandCards(page).getByRole('link', { name: 'Lexmark', exact: true }).getAttribute('aria-current')).toBe('true');
    await brandCards(page).getByRole('link', { name: 'Epson', exact: true }).click();
    await page.waitForURL(`${ctx.site.url}/printers/epson`);
    await page.locator('main h1', { hasText: 'Epson Printer Drivers' }).waitFor();
  });

  it('shows the empty state for a brand without drivers, whose View All Brands shows every driver again', async () => {
    const drivers = await api<Driver[]>(DRIVERS);
    const withoutRicoh = drivers.filter((d) => !sameBrand(d, 'Ricoh'));
    await page.route(isCall(DRIVERS), (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(withoutRicoh) }));
    await openInBrowser(page, ctx.site.url, '/printers');
    await page.locator('main h1', { hasText: 'Printer Drivers' }).waitFor();
    await filterLinks(page).filter({ hasText: 'Ricoh (0)' }).click();
    await page.getByRole('heading', { name: 'No drivers found for Ricoh' }).waitFor();
    expect(await driverCards(page).count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'View All Brands' }).click();
    await expectDrivers(page, withoutRicoh);
    expect(new URL(page.url()).search).toBe('');
  });

  it('shows 8 skeleton brand cards while the brands load', async () => {
    const release = await holdRequests(page, BRANDS);
    await openInBrowser(page, ctx.site.url, '/printers');
    const skeletons = page.locator('.all-brands__skeleton--brand');
    await skeletons.first().waitFor();
    expect(await skeletons.count()).toBe(8);
    release();
    await brandCards(page).getByRole('link', { name: 'HP', exact: true }).waitFor();
    expect(await skeletons.count()).toBe(0);
  });
});
