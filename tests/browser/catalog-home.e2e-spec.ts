import { DESKTOP, eventually, openInBrowser, PHONE, seriousAxeViolations, useSiteInBrowser } from '@driveratlas/testing';
import type { Locator, Page, Route } from 'playwright-core';

const ctx = useSiteInBrowser();
const TITLE = 'Find the Right Drivers for Your Windows PC';

interface Driver {
  id: number;
  name: string;
  manufacturer: string;
  operatingSystem: string;
  architecture: string;
}
interface Category {
  id: number;
  name: string;
  description: string;
  driverCount: number;
}
interface PrinterBrand {
  id: number;
  name: string;
  driverCount: number;
}

/** Spec 000, section 2: the categories with a page of their own; any other goes to /category/{name}. */
const CATEGORY_ROUTES: Record<string, string> = {
  'Graphics Cards': '/graphics-cards',
  'Network Adapters': '/network-adapters',
  'Audio Devices': '/audio-devices',
  Printers: '/printers',
  'USB Controllers': '/usb-controllers',
  'Input Devices': '/input-devices',
  Cameras: '/cameras',
};

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${ctx.site.url}${path}`);
  expect(response.ok).toBe(true);
  return (await response.json()) as T;
}

const call = (path: string) => (url: URL) => url.pathname === path;
const CATEGORIES_CALL = call('/api/categories');
const FEATURED_CALL = call('/api/drivers/featured');
const PRINTER_BRANDS_CALL = call('/api/printer-brands');

/** Holds the matching requests until the returned function is called. */
async function holdRequests(p: Page, matcher: (url: URL) => boolean): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await p.route(matcher, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

const answerWith = (p: Page, matcher: (url: URL) => boolean, body: unknown) =>
  p.route(matcher, (r) => r.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) }));

const region = (p: Page, name: string) => p.getByRole('region', { name, exact: true });
const featured = (p: Page) => region(p, 'Featured Drivers');
const featuredNames = (p: Page) => featured(p).getByRole('article').locator('h3').allTextContents();
const filters = (p: Page) => region(p, 'Filter Featured Drivers');
const ads = (p: Page) => p.getByRole('complementary', { name: /^Advertisement, / });
const linksOf = (list: Locator) => list.getByRole('link').evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')]));

/** The drivers the home page should show for a filter choice: all featured drivers that pass, the first 8. */
function expectedFeatured(all: Driver[], os = 'Windows 11', architecture = '64-bit', manufacturer?: string): string[] {
  return all
    .filter((d) => d.operatingSystem.includes(os))
    .filter((d) => d.architecture === architecture || d.architecture === 'Both')
    .filter((d) => !manufacturer || d.manufacturer === manufacturer)
    .slice(0, 8)
    .map((d) => d.name);
}

/** Home as the browser renders it after a followed link, asking the API for its lists (which a test may hold back or replace). */
async function open(p: Page) {
  await openInBrowser(p, ctx.site.url, '/');
  await p.locator('main h1').waitFor();
}

async function openWithFeatured(p: Page) {
  await open(p);
  await featured(p).getByRole('article').first().waitFor();
}

let page: Page;
beforeEach(async () => {
  page = await ctx.browser.newPage({ viewport: DESKTOP });
});
afterEach(async () => {
  await page.close();
});

describe('the Home hero', () => {
  it('shows the heading, the document title and the meta description', async () => {
    await open(page);
    expect(await page.locator('main h1').textContent()).toBe(TITLE);
    expect(await page.title()).toBe(`${TITLE} | DriverAtlas`);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(/official manufacturer sources/);
  });

  it('shows the three claims and the four trust stats, counted from the catalogue', async () => {
    const categories = await api<Array<{ driverCount: number }>>('/api/categories');
    const drivers = categories.reduce((sum, c) => sum + c.driverCount, 0).toLocaleString('en-US');
    await open(page);
    const claims = page.getByRole('list', { name: 'Why DriverAtlas' }).getByRole('listitem');
    await eventually(async () => expect(await claims.allTextContents()).toEqual([`${drivers} device drivers`, 'Free information', 'Official sources']));
    const stats = page.getByRole('list', { name: 'Trust stats' }).getByRole('listitem');
    expect(await stats.allTextContents()).toEqual([
      `${drivers} Drivers Listed`,
      '100% Official Sources',
      'Free Always Free',
      `${categories.length} Device Categories`,
    ]);
    for (const stat of await stats.all()) expect(await stat.isVisible()).toBe(true);
  });

  it('holds the driver search box and the buttons to /search and /support', async () => {
    await open(page);
    const box = page.getByRole('combobox', { name: 'Search drivers' });
    expect(await box.getAttribute('placeholder')).toBe('Enter device model (e.g., RTX 4070, HP LaserJet, Realtek Audio)');
    expect(await page.getByRole('link', { name: 'Browse All Drivers' }).getAttribute('href')).toBe('/search');
    expect(await page.getByRole('link', { name: 'Installation Help' }).getAttribute('href')).toBe('/support');
    await page.getByRole('link', { name: 'Browse All Drivers' }).click();
    await page.locator('main h1', { hasText: 'Driver Search' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/search');
  });
});

describe('the category cards', () => {
  it('show every category of the API, Cameras included, with its description, count and own route', async () => {
    const categories = await api<Category[]>('/api/categories');
    expect(categories.map((c) => c.name)).toContain('Cameras');
    await open(page);
    const cards = region(page, 'Browse by Category').getByRole('listitem');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(categories.length);
    for (const [i, category] of categories.entries()) {
      const card = cards.nth(i);
      const link = card.getByRole('link');
      expect(await link.textContent()).toBe(category.name);
      expect(await link.getAttribute('href')).toBe(CATEGORY_ROUTES[category.name]);
      expect(await card.getByText(category.description, { exact: true }).isVisible()).toBe(true);
      expect(await card.getByText(`${category.driverCount} drivers`, { exact: true }).isVisible()).toBe(true);
    }
  });

  it('link a category without a page of its own to /category/{name} and open it', async () => {
    const categories = await api<Category[]>('/api/categories');
    await answerWith(page, CATEGORIES_CALL, [{ id: 99, name: 'Sound & Vision', icon: 'audio', description: 'Other devices.', driverCount: 1 }, ...categories]);
    await open(page);
    const link = region(page, 'Browse by Category').getByRole('link', { name: 'Sound & Vision' });
    expect(await link.getAttribute('href')).toBe('/category/Sound%20%26%20Vision');
    expect(await region(page, 'Browse by Category').getByRole('listitem').count()).toBe(categories.length + 1);
    await link.click();
    await page.locator('main h1', { hasText: 'Sound & Vision' }).waitFor();
  });

  it('open the category page when a card is chosen anywhere on it', async () => {
    await open(page);
    const card = region(page, 'Browse by Category').getByRole('listitem').filter({ hasText: 'Graphics Cards' });
    const { height } = (await card.boundingBox())!;
    await card.click({ position: { x: 8, y: height - 8 } });
    await page.locator('main h1', { hasText: 'Graphics Card Drivers' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/graphics-cards');
  });

  it('show a skeleton per category while the categories load', async () => {
    const release = await holdRequests(page, CATEGORIES_CALL);
    await open(page);
    const loading = region(page, 'Browse by Category').getByRole('status').filter({ hasText: 'Loading categories...' });
    await loading.waitFor();
    expect(await loading.locator('.home__skeleton-card').count()).toBe(7);
    expect(await region(page, 'Browse by Category').getByRole('link').count()).toBe(0);
    release();
    await region(page, 'Browse by Category').getByRole('link').first().waitFor();
    expect(await loading.count()).toBe(0);
  });
});

describe('the featured drivers', () => {
  let all: Driver[];
  beforeAll(async () => {
    all = await api<Driver[]>('/api/drivers/featured');
  });

  it("show the API's first 8 featured drivers, in its order, as driver cards", async () => {
    // The seed's first 8 all run on Windows 11, 64-bit: the default filters keep them.
    expect(expectedFeatured(all)).toEqual(all.slice(0, 8).map((d) => d.name));
    await openWithFeatured(page);
    expect(await featuredNames(page)).toEqual(all.slice(0, 8).map((d) => d.name));
    const first = featured(page).getByRole('article').first();
    expect(await first.getByRole('link', { name: 'Get Driver' }).isVisible()).toBe(true);
    expect(await first.getByRole('link', { name: 'Details' }).isVisible()).toBe(true);
    expect(await featured(page).getByRole('status').textContent()).toBe('Showing 8 featured drivers for Windows 11, 64-bit.');
  });

  it('start with the filters at Windows 11, 64-bit and all manufacturers, in a GET form, with Reset disabled', async () => {
    await openWithFeatured(page);
    expect(await filters(page).getByRole('radio', { name: 'Windows 11' }).isChecked()).toBe(true);
    expect(await filters(page).getByRole('radio', { name: '64-bit' }).isChecked()).toBe(true);
    expect(await filters(page).getByLabel('Manufacturer').inputValue()).toBe('all');
    const options = await filters(page).getByLabel('Manufacturer').locator('option').allTextContents();
    expect(options.slice(0, 3)).toEqual(['All manufacturers', 'NVIDIA', 'AMD']);
    expect(options).toHaveLength(25);
    const form = filters(page).locator('form');
    expect(await form.getAttribute('method')).toBe('get');
    expect(await form.getAttribute('action')).toBe('/');
    expect(await form.getByRole('button', { name: 'Apply Filters' }).getAttribute('type')).toBe('submit');
    // Reset filters is a link to "/" once a filter is set; at the defaults it leads nowhere: a disabled button.
    expect(await filters(page).getByRole('button', { name: 'Reset filters' }).isDisabled()).toBe(true);
    expect(await filters(page).getByRole('link', { name: 'Reset filters' }).count()).toBe(0);
  });

  it('keep drivers whose operating system includes the chosen one, chosen with the keyboard', async () => {
    const windows7 = expectedFeatured(all, 'Windows 7');
    expect(windows7.length).toBeGreaterThan(0);
    await openWithFeatured(page);
    await filters(page).getByRole('radio', { name: 'Windows 11' }).focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
    expect(await filters(page).getByRole('radio', { name: 'Windows 7' }).isChecked()).toBe(true);
    await featured(page).getByText('for Windows 7, 64-bit.').waitFor();
    expect(await featuredNames(page)).toEqual(windows7);
  });

  it('say so when nothing matches, and Reset filters brings back the 8 drivers and the defaults', async () => {
    expect(expectedFeatured(all, 'Windows 7', '64-bit', 'NVIDIA')).toEqual([]);
    await openWithFeatured(page);
    await filters(page).getByRole('radio', { name: 'Windows 7' }).check();
    await filters(page).getByLabel('Manufacturer').selectOption({ label: 'NVIDIA' });
    const empty = featured(page).getByRole('heading', { name: 'No featured drivers match these filters' });
    await empty.waitFor();
    expect(await featured(page).getByRole('article').count()).toBe(0);
    const reset = featured(page).getByRole('link', { name: 'Reset filters' });
    expect(await reset.getAttribute('href')).toBe('/');
    await reset.click();
    await empty.waitFor({ state: 'detached' });
    expect(new URL(page.url()).search).toBe('');
    expect(await featuredNames(page)).toEqual(all.slice(0, 8).map((d) => d.name));
    expect(await filters(page).getByRole('radio', { name: 'Windows 11' }).isChecked()).toBe(true);
    expect(await filters(page).getByLabel('Manufacturer').inputValue()).toBe('all');
  });

  it('reset from the sidebar as well', async () => {
    await openWithFeatured(page);
    await filters(page).getByLabel('Manufacturer').selectOption({ label: 'Intel' });
    await featured(page)
      .getByText(/, Intel\.$/)
      .waitFor();
    const reset = filters(page).getByRole('link', { name: 'Reset filters' });
    expect(await reset.getAttribute('href')).toBe('/');
    await reset.click();
    await featured(page).getByText('Showing 8 featured drivers for Windows 11, 64-bit.').waitFor();
    expect(new URL(page.url()).search).toBe('');
    expect(await filters(page).getByLabel('Manufacturer').inputValue()).toBe('all');
    expect(await featured(page).getByRole('article').count()).toBe(8);
  });

  it('show 8 skeletons while the featured drivers load', async () => {
    const release = await holdRequests(page, FEATURED_CALL);
    await open(page);
    const loading = featured(page).getByRole('status').filter({ hasText: 'Loading featured drivers...' });
    await loading.waitFor();
    expect(await loading.locator('.home__skeleton-card').count()).toBe(8);
    expect(await featured(page).getByRole('article').count()).toBe(0);
    release();
    await featured(page).getByRole('article').first().waitFor();
    expect(await loading.count()).toBe(0);
    expect(await featured(page).getByRole('article').count()).toBe(8);
  });
});

describe('a list that fails to load', () => {
  it.each([
    ['Browse by Category', 'categories', CATEGORIES_CALL, 'link', 7],
    ['Featured Drivers', 'featured drivers', FEATURED_CALL, 'article', 8],
    ['Printer Brands', 'printer brands', PRINTER_BRANDS_CALL, 'link', 8],
  ] as const)('shows an error in %s with a Retry that loads it again', async (name, what, matcher, role, count) => {
    await page.route(matcher, (r) => r.fulfill({ status: 500, body: 'boom' }), { times: 1 });
    await open(page);
    const alert = region(page, name).getByRole('alert');
    await alert.getByText(`The ${what} could not be loaded`).waitFor();
    expect(await region(page, name).getByRole(role).count()).toBe(0);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await region(page, name).getByRole(role).first().waitFor();
    expect(await region(page, name).getByRole(role).count()).toBe(count);
    expect(await region(page, name).getByRole('alert').count()).toBe(0);
  });
});

describe('the brands', () => {
  it('link NVIDIA, AMD, Intel and Realtek to their search and HP to /hp-printers', async () => {
    await open(page);
    expect(await linksOf(region(page, 'Popular Brands'))).toEqual([
      ['NVIDIA', '/search?q=NVIDIA'],
      ['AMD', '/search?q=AMD'],
      ['Intel', '/search?q=Intel'],
      ['Realtek', '/search?q=Realtek'],
      ['HP', '/hp-printers'],
    ]);
    await region(page, 'Popular Brands').getByRole('link', { name: 'HP' }).click();
    await page.locator('main h1', { hasText: 'HP Printer Drivers' }).waitFor();
    // One address per page: /hp-printers leads to the HP page's own.
    expect(new URL(page.url()).pathname).toBe('/printers/hp');
  });

  it('show the printer brands of the API with their counts, linking to their pages or to /printers', async () => {
    const brands = await api<PrinterBrand[]>('/api/printer-brands');
    await open(page);
    const list = region(page, 'Printer Brands');
    await list.getByRole('link').first().waitFor();
    expect(await linksOf(list)).toEqual([
      ['HP', '/printers/hp'],
      ['Canon', '/printers/canon'],
      ['Epson', '/printers/epson'],
      ['Brother', '/printers/brother'],
      ['Xerox', '/printers'],
      ['Lexmark', '/printers'],
      ['Samsung', '/printers'],
      ['Ricoh', '/printers'],
    ]);
    const cards = list.getByRole('listitem');
    for (const [i, brand] of brands.entries())
      expect(await cards.nth(i).textContent()).toBe(`${brand.name}${brand.driverCount} ${brand.driverCount === 1 ? 'driver' : 'drivers'}`);
    await list.getByRole('link', { name: 'Canon' }).click();
    await page.locator('main h1', { hasText: 'Canon Printer Drivers' }).waitFor();
  });
});

describe('the rest of the page', () => {
  it('has a 4-step quick installation guide with a link to /support', async () => {
    await open(page);
    const guide = region(page, 'Quick Installation Guide');
    expect(await guide.getByRole('listitem').count()).toBe(4);
    expect(await guide.getByRole('link').getAttribute('href')).toBe('/support');
  });

  it('has a contact button to /contact and a link to /advertising-disclosure', async () => {
    await open(page);
    await page.locator('main').getByRole('link', { name: 'Contact Us' }).click();
    await page.locator('main h1', { hasText: 'Contact DriverAtlas' }).waitFor();
    await page.goBack();
    await page.locator('main h1', { hasText: TITLE }).waitFor();
    await page.locator('main').getByRole('link', { name: 'Advertising Disclosure' }).click();
    await page.locator('main h1', { hasText: 'Advertising Disclosure' }).waitFor();
  });

  it('lists every category of the API in the side navigation, none highlighted on Home', async () => {
    const categories = await api<Category[]>('/api/categories');
    await open(page);
    const nav = page.getByRole('navigation', { name: 'All Categories' });
    await region(page, 'Browse by Category').getByRole('link').first().waitFor();
    expect(await linksOf(nav)).toEqual(categories.map((c) => [c.name, CATEGORY_ROUTES[c.name]]));
    expect(await nav.locator('[aria-current]').count()).toBe(0);
  });

  it('opens the folded filters right above the featured drivers from "Change filters" on a phone', async () => {
    await page.setViewportSize(PHONE);
    await openWithFeatured(page);
    const panel = page.locator('#home-filters');
    expect(await filters(page).getByRole('radio', { name: 'Windows 7' }).isVisible()).toBe(false);
    const distance = await page.evaluate(() => {
      const featuredTop = document.getElementById('home-featured')!.getBoundingClientRect().top;
      return featuredTop - document.getElementById('home-filters')!.getBoundingClientRect().bottom;
    });
    expect(distance).toBeGreaterThan(0);
    expect(distance).toBeLessThan(60);
    const change = featured(page).getByRole('link', { name: 'Change filters' });
    expect(await change.getAttribute('href')).toBe('#home-filters');
    await change.click();
    await page.waitForFunction(() => document.activeElement?.id === 'home-filters');
    await filters(page).getByRole('radio', { name: 'Windows 7' }).check();
    expect(new URL(page.url()).searchParams.get('os')).toBe('Windows 7');
    expect(await panel.evaluate((el) => el.getBoundingClientRect().top >= 0 && el.getBoundingClientRect().top < window.innerHeight)).toBe(true);
  });

  it('keep the filters in the address: a reload shows the same featured drivers', async () => {
    await openWithFeatured(page);
    await filters(page).getByRole('radio', { name: 'Windows 10' }).check();
    await filters(page).getByLabel('Manufacturer').selectOption({ label: 'Intel' });
    await featured(page).getByText('for Windows 10, 64-bit, Intel.').waitFor();
    expect(new URL(page.url()).search).toBe('?os=Windows+10&manufacturer=intel');
    // Of the first 8 only those that pass show until every featured driver has come, then the first 8 that pass.
    const intel = expectedFeatured(await api<Driver[]>('/api/drivers/featured'), 'Windows 10', '64-bit', 'Intel');
    await eventually(async () => expect(await featuredNames(page)).toEqual(intel));
    await page.reload();
    await featured(page).getByText('for Windows 10, 64-bit, Intel.').waitFor();
    expect(await featuredNames(page)).toEqual(intel);
  });
});

describe('the ad slots', () => {
  async function sizes(p: Page) {
    await ads(p).first().waitFor();
    expect(await ads(p).count()).toBe(3);
    // Without advertising consent, each slot shows a labelled promotion of the site's own pages.
    for (const ad of await ads(p).all()) expect(await ad.locator('.ad-slot__label').textContent()).toBe('Advertisement');
    expect(new Set(await ads(p).evaluateAll((slots) => slots.map((slot) => slot.getAttribute('aria-label')))).size).toBe(3);
    const box = async (size: string) => (await p.locator(`aside[data-ad-size="${size}"] .ad-slot__house`).boundingBox())!;
    // The main column: beside the side column on a wide screen, the whole width on a phone.
    const main = (await p.locator('.home__main').boundingBox()) ?? (await p.locator('.home__layout').boundingBox())!;
    return { banner: await box('banner'), square: await box('square'), responsive: await box('responsive'), main };
  }

  it.each([
    ['desktop', DESKTOP],
    ['a 390 px phone', PHONE],
  ])('hold the banner (90 px high), the square (300x250) and the responsive slot on %s', async (_, viewport) => {
    await page.setViewportSize(viewport);
    await open(page);
    const { banner, square, responsive, main } = await sizes(page);
    expect(banner.height).toBe(90);
    expect(banner.width).toBe(main.width);
    expect([square.width, square.height]).toEqual([300, 250]);
    expect(responsive.width).toBe(main.width);
    expect(responsive.height).toBeGreaterThanOrEqual(90);
  });
});

describe('layout and accessibility', () => {
  it('at 390 px, puts the filters above the featured drivers, leaves out the side navigation the category cards repeat, and does not scroll sideways', async () => {
    await page.setViewportSize(PHONE);
    await openWithFeatured(page);
    const top = (selector: string) => page.locator(selector).evaluate((el) => el.getBoundingClientRect().top);
    expect(await top('#home-filters')).toBeLessThan(await top('#home-featured'));
    expect(await top('#home-categories')).toBeLessThan(await top('#home-filters'));
    expect(await page.getByRole('navigation', { name: 'All Categories' }).isVisible()).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });

  it('puts the side column beside the main column on desktop', async () => {
    await openWithFeatured(page);
    const main = (await page.locator('.home__main').boundingBox())!;
    const nav = (await page.getByRole('navigation', { name: 'All Categories' }).boundingBox())!;
    expect(nav.x).toBeGreaterThanOrEqual(main.x + main.width);
    expect(nav.y).toBeLessThan(main.y + 100);
  });

  it.each([
    ['desktop', DESKTOP],
    ['a 390 px phone', PHONE],
  ])('has no serious or critical axe violations on %s', async (_, viewport) => {
    const context = await ctx.browser.newContext({ viewport });
    const p = await context.newPage();
    try {
      await openWithFeatured(p);
      await region(p, 'Printer Brands').getByRole('link').first().waitFor();
      expect(await seriousAxeViolations(p)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
