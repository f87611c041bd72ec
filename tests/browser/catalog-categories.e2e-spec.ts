import { DESKTOP, eventually, openInBrowser, PHONE, seriousAxeViolations, useSiteInBrowser } from '@driveratlas/testing';
import type { Page, Route } from 'playwright-core';

const ctx = useSiteInBrowser();

interface Driver {
  id: number;
  name: string;
  version: string;
  manufacturer: string;
  category: string;
  operatingSystem: string;
}

async function api<T = Driver[]>(path: string): Promise<T> {
  const response = await fetch(`${ctx.site.url}${path}`);
  expect(response.ok).toBe(true);
  return (await response.json()) as T;
}

const categoryUrl = (category: string) => `/api/drivers?category=${encodeURIComponent(category)}`;

/** Matches the page's request for one category's drivers. */
const driversOf = (category: string) => (url: URL) => url.pathname === '/api/drivers' && url.searchParams.get('category') === category;

/** Holds the matching requests until the returned function is called; later ones pass straight through. */
async function holdRequests(p: Page, matcher: (url: URL) => boolean): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await p.route(matcher, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

const failOnce = (p: Page, matcher: (url: URL) => boolean) => p.route(matcher, (r) => r.fulfill({ status: 500, body: 'boom' }), { times: 1 });
const answerWith = (p: Page, matcher: (url: URL) => boolean, drivers: unknown[]) =>
  p.route(matcher, (r) => r.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(drivers) }));

const cards = (p: Page) => p.locator('.category-pages__grid > li');
const skeletons = (p: Page) => p.locator('.category-pages__skeleton-card');

/** A page as the browser renders it after a followed link, asking the API for its list (which a test may hold back or replace). */
async function open(p: Page, path: string) {
  await openInBrowser(p, ctx.site.url, path);
  await p.locator('main h1').waitFor();
}

/** The names on the cards of a list, in order, against the drivers expected there. */
async function expectCards(list: ReturnType<Page['locator']>, drivers: Driver[]) {
  await eventually(async () => expect(await list.locator('.category-pages__grid > li').count()).toBe(drivers.length));
  const texts = await list.locator('.category-pages__grid > li').allTextContents();
  drivers.forEach((driver, i) => expect(texts[i]).toContain(driver.name));
}

let page: Page;
beforeEach(async () => {
  page = await ctx.browser.newPage({ viewport: DESKTOP });
});
afterEach(async () => {
  await page.close();
});

describe('the category page (/category/{category})', () => {
  // Every category the catalogue knows has a page of its own (/category/{name} leads there): a category page
  // lists what the API answers for any other name, here the cameras under another one.
  const OTHER = 'Scanners';

  it('shows the decoded category name, the count and a card for every driver of the API', async () => {
    const drivers = await api(categoryUrl('Cameras'));
    await answerWith(page, driversOf(OTHER), drivers);
    await open(page, `/category/${OTHER}`);
    expect(await page.locator('main h1').textContent()).toBe(OTHER);
    await page.getByText(`${drivers.length} driver(s) found`).waitFor();
    await expectCards(page.locator('main'), drivers);
    expect(await page.title()).toBe(`${OTHER} | DriverAtlas`);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toContain(OTHER);
  });

  it('decodes a name with spaces and characters escaped in the path', async () => {
    await open(page, '/category/Sound%20%26%20Vision');
    expect(await page.locator('main h1').textContent()).toBe('Sound & Vision');
    await page.getByText('No drivers are currently available for Sound & Vision. Check back later for updates.').waitFor();
  });

  it('shows 5 skeleton cards while the drivers load', async () => {
    const drivers = await api(categoryUrl('Printers'));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(driversOf(OTHER), async (route) => {
      await released;
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(drivers) });
    });
    await openInBrowser(page, ctx.site.url, `/category/${OTHER}`);
    await page.locator('main h1', { hasText: OTHER }).waitFor();
    await skeletons(page).first().waitFor();
    expect(await skeletons(page).count()).toBe(5);
    expect(await cards(page).count()).toBe(0);
    release();
    await page.getByText(/^\d+ driver\(s\) found$/).waitFor();
    expect(await skeletons(page).count()).toBe(0);
    expect(await cards(page).count()).toBe(drivers.length);
  });

  it('shows the empty state for a category without drivers', async () => {
    await open(page, '/category/Scanners');
    await page.getByRole('heading', { name: 'No drivers found' }).waitFor();
    expect(await page.getByText('No drivers are currently available for Scanners. Check back later for updates.').isVisible()).toBe(true);
    expect(await page.getByText('0 driver(s) found').isVisible()).toBe(true);
    expect(await cards(page).count()).toBe(0);
  });

  it('shows an error with a Retry button that loads the list again', async () => {
    const drivers = await api(categoryUrl('Cameras'));
    await failOnce(page, driversOf(OTHER));
    await open(page, `/category/${OTHER}`);
    const alert = page.getByRole('main').getByRole('alert');
    await alert.getByText('The drivers could not be loaded').waitFor();
    expect(await page.getByRole('heading', { name: 'No drivers found' }).count()).toBe(0);
    await answerWith(page, driversOf(OTHER), drivers);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await cards(page).first().waitFor();
    expect(await cards(page).count()).toBe(drivers.length);
    expect(await page.getByRole('main').getByRole('alert').count()).toBe(0);
  });
});

describe('the categories page', () => {
  it('lists all seven categories with their live counts, each linked to its page', async () => {
    const categories = await api<Array<{ name: string; driverCount: number }>>('/api/categories');
    await open(page, '/categories');
    expect(await page.locator('main h1').textContent()).toBe('Driver Categories');
    const items = page.getByRole('region', { name: 'Categories' }).getByRole('listitem');
    await items.first().waitFor();
    expect(await items.count()).toBe(7);
    for (const [i, category] of categories.entries()) {
      expect(await items.nth(i).getByRole('link').textContent()).toBe(category.name);
      expect(await items.nth(i).textContent()).toContain(`${category.driverCount} drivers`);
    }
    await items.filter({ hasText: 'Cameras' }).getByRole('link').click();
    await page.locator('main h1', { hasText: 'Camera Drivers' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/cameras');
  });
});

describe('the Graphics Cards page', () => {
  const OS = ['Windows 11', 'Windows 10', 'Windows 8.1', 'Windows 7'];
  // Each card is a link to the page so filtered (the chosen one's to the page unfiltered), marked aria-current when chosen.
  const osCard = (p: Page, os: string) => p.getByRole('link', { name: new RegExp(`^${os.replace('.', '\\.')} \\d+ drivers$`) });
  const queryOf = async (link: ReturnType<Page['locator']>) => new URL((await link.getAttribute('href'))!, page.url()).search;
  const allDrivers = (p: Page, heading = 'All Graphics Drivers') => p.getByRole('region', { name: heading });
  const featured = (p: Page) => p.getByRole('region', { name: 'Featured Graphics Drivers' });
  const featuredOf = async () => (await api('/api/drivers/featured')).filter((d) => d.category === 'Graphics Cards').slice(0, 6);
  const withoutFeatured = async (drivers: Driver[]) => {
    const ids = new Set((await featuredOf()).map((d) => d.id));
    return drivers.filter((d) => !ids.has(d.id));
  };

  it('lists every graphics driver of the API once, the featured ones first, with the count', async () => {
    const drivers = await api(categoryUrl('Graphics Cards'));
    await open(page, '/graphics-cards');
    expect(await page.locator('main h1').textContent()).toBe('Graphics Card Drivers');
    await page.getByText(`${drivers.length} Graphics Drivers Available`, { exact: true }).waitFor();
    await expectCards(featured(page), await featuredOf());
    await expectCards(allDrivers(page, 'More Graphics Drivers'), await withoutFeatured(drivers));
    expect(await page.title()).toBe('Graphics Card Drivers | DriverAtlas');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(/graphics card drivers/i);
  });

  it('shows the spinner with its text while the drivers load', async () => {
    const release = await holdRequests(page, driversOf('Graphics Cards'));
    await openInBrowser(page, ctx.site.url, `/graphics-cards`);
    const loading = page.getByRole('status').filter({ hasText: 'Loading graphics card drivers...' });
    await loading.waitFor();
    expect(await loading.locator('.ant-spin').count()).toBe(1);
    expect(await cards(page).count()).toBe(0);
    release();
    await allDrivers(page, 'More Graphics Drivers').waitFor();
    expect(await loading.count()).toBe(0);
  });

  it('filters every driver shown by the chosen operating system, keeps it in the address, and clears it when the same card is chosen again', async () => {
    const drivers = await api(categoryUrl('Graphics Cards'));
    const onWindows7 = drivers.filter((d) => d.operatingSystem.includes('Windows 7'));
    expect(onWindows7.length).toBeGreaterThan(0);
    expect(onWindows7.length).toBeLessThan(drivers.length);
    await open(page, '/graphics-cards');
    expect(await queryOf(osCard(page, 'Windows 7'))).toBe('?os=Windows+7');
    expect(await osCard(page, 'Windows 7').getAttribute('aria-current')).toBeNull();
    await osCard(page, 'Windows 7').click();
    await eventually(async () => expect(await osCard(page, 'Windows 7').getAttribute('aria-current')).toBe('true'));
    expect(await queryOf(osCard(page, 'Windows 7'))).toBe('');
    await expectCards(allDrivers(page, 'Graphics Drivers for Windows 7'), onWindows7);
    expect(await featured(page).count()).toBe(0);
    expect(new URL(page.url()).search).toBe('?os=Windows+7');
    await page.reload();
    await allDrivers(page, 'Graphics Drivers for Windows 7').locator('li').first().waitFor();
    await expectCards(allDrivers(page, 'Graphics Drivers for Windows 7'), onWindows7);
    const shown = await page.locator('main article h3').allTextContents();
    expect(shown.every((name) => onWindows7.some((d) => d.name === name))).toBe(true);
    await osCard(page, 'Windows 7').click();
    await eventually(async () => expect(await osCard(page, 'Windows 7').getAttribute('aria-current')).toBeNull());
    await expectCards(allDrivers(page, 'More Graphics Drivers'), await withoutFeatured(drivers));
    expect(new URL(page.url()).search).toBe('');
  });

  it('opens filtered from the address: /graphics-cards?os=Windows%207 shows only drivers that run on Windows 7', async () => {
    await open(page, '/graphics-cards?os=Windows%207');
    await allDrivers(page, 'Graphics Drivers for Windows 7').locator('li').first().waitFor();
    const oses = await page
      .locator('main article')
      .evaluateAll((articles) =>
        articles.map((a) => [...a.querySelectorAll('dt')].find((dt) => dt.textContent === 'Operating system')?.nextElementSibling?.textContent ?? ''),
      );
    expect(oses.length).toBeGreaterThan(0);
    for (const os of oses) expect(os).toContain('Windows 7');
  });

  it('starts the first result within the first screen of a 390 x 844 phone', async () => {
    await page.setViewportSize(PHONE);
    await open(page, '/graphics-cards');
    const first = page.locator('main article').first();
    await first.waitFor();
    expect((await first.boundingBox())!.y).toBeLessThan(PHONE.height);
    await open(page, '/graphics-cards?os=Windows%2010');
    await page.locator('main article').first().waitFor();
    expect((await page.locator('main article').first().boundingBox())!.y).toBeLessThan(PHONE.height);
  });

  it('switches to another operating system and clears it with Clear Filter', async () => {
    const drivers = await api(categoryUrl('Graphics Cards'));
    await open(page, '/graphics-cards');
    expect(await page.getByRole('link', { name: 'Clear Filter' }).count()).toBe(0);
    await osCard(page, 'Windows 7').click();
    await eventually(async () => expect(await osCard(page, 'Windows 7').getAttribute('aria-current')).toBe('true'));
    await osCard(page, 'Windows 8.1').click();
    await eventually(async () => expect(await osCard(page, 'Windows 8.1').getAttribute('aria-current')).toBe('true'));
    expect(await osCard(page, 'Windows 7').getAttribute('aria-current')).toBeNull();
    await expectCards(
      allDrivers(page, 'Graphics Drivers for Windows 8.1'),
      drivers.filter((d) => d.operatingSystem.includes('Windows 8.1')),
    );
    await page.getByRole('link', { name: 'Clear Filter' }).click();
    await expectCards(allDrivers(page, 'More Graphics Drivers'), await withoutFeatured(drivers));
    for (const os of OS) expect(await osCard(page, os).getAttribute('aria-current')).toBeNull();
    expect(new URL(page.url()).search).toBe('');
  });

  it('shows the featured graphics drivers of the API', async () => {
    const expected = await featuredOf();
    expect(expected.length).toBeGreaterThan(0);
    await open(page, '/graphics-cards');
    await featured(page).waitFor();
    await expectCards(featured(page), expected);
  });

  it('shows No Graphics Drivers Found with a Request Graphics Driver link to /contact', async () => {
    await answerWith(page, driversOf('Graphics Cards'), []);
    await answerWith(page, (url) => url.pathname === '/api/drivers/featured', []);
    await open(page, '/graphics-cards');
    await page.getByRole('heading', { name: 'No Graphics Drivers Found' }).waitFor();
    await page.getByText('0 Graphics Drivers Available').waitFor();
    const request = page.getByRole('link', { name: 'Request Graphics Driver' });
    expect(await request.getAttribute('href')).toBe('/contact');
    await request.click();
    await page.waitForURL(`${ctx.site.url}/contact`);
  });

  it('shows an error with a Retry button that loads the list again', async () => {
    await failOnce(page, driversOf('Graphics Cards'));
    await open(page, '/graphics-cards');
    await page.getByRole('main').getByRole('alert').getByText('The drivers could not be loaded').waitFor();
    await page.getByRole('button', { name: 'Retry' }).click();
    await allDrivers(page, 'More Graphics Drivers').locator('li').first().waitFor();
    expect(await page.getByRole('main').getByRole('alert').count()).toBe(0);
  });

  it('links to the official driver pages of NVIDIA, AMD and Intel', async () => {
    await open(page, '/graphics-cards');
    const vendors = page.getByRole('region', { name: 'About the Graphics Vendors' });
    const links = await vendors.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links).toEqual([
      'https://www.nvidia.com/en-us/drivers/',
      'https://www.amd.com/en/support/download/drivers.html',
      'https://www.intel.com/content/www/us/en/download-center/home.html',
    ]);
    for (const vendor of ['NVIDIA', 'AMD', 'Intel']) expect(await vendors.getByRole('heading', { name: vendor, exact: true }).isVisible()).toBe(true);
  });
});

interface DevicePageCase {
  category: string;
  title: string;
  paths: string[];
  searchLabel: string;
  noun: string;
  emptyHeading: string;
  types: string[];
  popular: string[];
  typeMatchesCategory: boolean;
}

const DEVICE_PAGES: DevicePageCase[] = [
  {
    category: 'Network Adapters',
    title: 'Network Adapter Drivers',
    paths: ['/network-adapters'],
    searchLabel: 'Search network adapters',
    noun: 'network adapter(s)',
    emptyHeading: 'No network adapters found',
    types: ['Wi-Fi', 'Bluetooth', 'Ethernet', 'Intel', 'Realtek'],
    popular: ['AX211', 'AX210', 'RTL8125B', 'MT7921', 'QCA9377', 'BCM94360NG'],
    typeMatchesCategory: true,
  },
  {
    category: 'Audio Devices',
    title: 'Audio Device Drivers',
    paths: ['/audio-devices'],
    searchLabel: 'Search audio devices',
    noun: 'audio driver(s)',
    emptyHeading: 'No audio devices found',
    types: ['Realtek', 'Creative', 'Intel', 'NVIDIA', 'Gaming', 'USB'],
    popular: ['Realtek', 'Creative', 'Gaming Headset', 'USB Microphone', 'HDMI Audio', 'Bluetooth'],
    typeMatchesCategory: false,
  },
  {
    category: 'USB Controllers',
    title: 'USB Controller Drivers',
    paths: ['/usb-controllers'],
    searchLabel: 'Search USB controllers',
    noun: 'USB controller driver(s)',
    emptyHeading: 'No USB controllers found',
    types: ['Intel', 'AMD', 'ASMedia', 'VIA', 'Thunderbolt'],
    popular: ['ASM1142', 'VL805', 'USB 3.2', 'USB4', 'Thunderbolt 4', 'USB 3.0'],
    typeMatchesCategory: false,
  },
  {
    category: 'Input Devices',
    title: 'Input Device Drivers',
    paths: ['/input-devices'],
    searchLabel: 'Search input devices',
    noun: 'input device driver(s)',
    emptyHeading: 'No input devices found',
    types: ['Logitech', 'Razer', 'Corsair', 'Microsoft', 'Synaptics'],
    popular: ['G HUB', 'Options+', 'Synapse', 'iCUE', 'Unifying', 'Xbox Wireless'],
    typeMatchesCategory: false,
  },
  {
    category: 'Cameras',
    title: 'Camera Drivers',
    paths: ['/cameras'],
    searchLabel: 'Search cameras',
    noun: 'camera driver(s)',
    emptyHeading: 'No cameras found',
    types: ['Webcam', 'Logitech', 'Elgato', 'Razer', 'Intel'],
    popular: ['C920', 'Brio', 'Kiyo Pro', 'Facecam', 'LifeCam', 'RealSense'],
    typeMatchesCategory: false,
  },
];

/** Spec 000, section 5: search on name, manufacturer or version; type on manufacturer, name or (network only) category. */
function expectedMatches(drivers: Driver[], c: DevicePageCase, search: string, type: string): Driver[] {
  const has = (text: string, part: string) => text.toLowerCase().includes(part.toLowerCase());
  return drivers.filter(
    (d) =>
      (!search || [d.name, d.manufacturer, d.version].some((f) => has(f, search))) &&
      (type === 'all' || [d.manufacturer, d.name, ...(c.typeMatchesCategory ? [d.category] : [])].some((f) => has(f, type))),
  );
}

describe.each(DEVICE_PAGES)('the $title page', (c) => {
  const countLine = (n: number) => page.getByText(`${n} ${c.noun} found`, { exact: true });
  const searchBox = () => page.getByLabel(c.searchLabel);
  // The type filter is a list of links, the chosen one marked aria-current; the popular models are links too.
  const typeGroup = () => page.getByRole('list', { name: 'Type' });
  const typeLink = (label: string) => typeGroup().getByRole('link', { name: label, exact: true });
  const chooseType = (label: string) => typeLink(label).click();
  /** The one type marked chosen is `label`. */
  const expectChosenType = (label: string) =>
    eventually(async () => {
      expect(await typeGroup().locator('[aria-current="true"]').allTextContents()).toEqual([label]);
      expect(await typeLink(label).getAttribute('aria-current')).toBe('true');
    });
  const popular = (model: string) => page.getByRole('list', { name: 'Popular models' }).getByRole('link', { name: model, exact: true });
  let drivers: Driver[];

  beforeAll(async () => {
    drivers = await api(categoryUrl(c.category));
  });

  it.each(c.paths)('lists every driver of the API with its count at %s', async (path) => {
    await open(page, path);
    expect(await page.locator('main h1').textContent()).toBe(c.title);
    await countLine(drivers.length).waitFor();
    await expectCards(page.locator('main'), drivers);
    expect(await page.title()).toBe(`${c.title} | DriverAtlas`);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
    expect(await searchBox().inputValue()).toBe('');
    expect(await searchBox().getAttribute('name')).toBe('q');
    expect(await page.getByRole('search').filter({ has: searchBox() }).getAttribute('method')).toBe('get');
    expect(await typeGroup().getByRole('link').allTextContents()).toEqual(['All Types', ...c.types]);
    await expectChosenType('All Types');
  });

  it('shows 6 skeleton cards while the drivers load', async () => {
    const release = await holdRequests(page, driversOf(c.category));
    await openInBrowser(page, ctx.site.url, `${c.paths[0]}`);
    await skeletons(page).first().waitFor();
    expect(await skeletons(page).count()).toBe(6);
    expect(await cards(page).count()).toBe(0);
    release();
    await countLine(drivers.length).waitFor();
    expect(await skeletons(page).count()).toBe(0);
  });

  it('fills the search from each popular-model button and filters the list', async () => {
    await open(page, c.paths[0]);
    await countLine(drivers.length).waitFor();
    for (const model of c.popular) {
      const expected = expectedMatches(drivers, c, model, 'all');
      expect(expected.length).toBeGreaterThan(0);
      await popular(model).click();
      // A link: the box follows the address the click goes to.
      await eventually(async () => expect(await searchBox().inputValue()).toBe(model));
      expect(new URL(page.url()).searchParams.get('q')).toBe(model);
      await countLine(expected.length).waitFor();
      await expectCards(page.locator('main'), expected);
    }
  });

  it('filters by each type', async () => {
    await open(page, c.paths[0]);
    await countLine(drivers.length).waitFor();
    for (const type of c.types) {
      const expected = expectedMatches(drivers, c, '', type);
      expect(expected.length).toBeGreaterThan(0);
      await chooseType(type);
      await expectChosenType(type);
      await countLine(expected.length).waitFor();
      await expectCards(page.locator('main'), expected);
    }
    await chooseType('All Types');
    await countLine(drivers.length).waitFor();
    await expectChosenType('All Types');
  });

  it('shows the empty state and Clear Search resets the search and the type', async () => {
    await open(page, c.paths[0]);
    await chooseType(c.types[0]);
    await searchBox().fill('zz-no-such-device');
    await page.getByRole('heading', { name: c.emptyHeading }).waitFor();
    expect(await countLine(0).isVisible()).toBe(true);
    expect(await cards(page).count()).toBe(0);
    await page.getByRole('link', { name: 'Clear Search' }).click();
    await countLine(drivers.length).waitFor();
    expect(await searchBox().inputValue()).toBe('');
    await expectChosenType('All Types');
    expect(await page.getByRole('heading', { name: c.emptyHeading }).count()).toBe(0);
  });

  it('shows an error with a Retry button that loads the list again', async () => {
    await failOnce(page, driversOf(c.category));
    await open(page, c.paths[0]);
    await page.getByRole('main').getByRole('alert').getByText('The drivers could not be loaded').waitFor();
    expect(await page.getByRole('heading', { name: c.emptyHeading }).count()).toBe(0);
    await page.getByRole('button', { name: 'Retry' }).click();
    await countLine(drivers.length).waitFor();
    expect(await page.getByRole('main').getByRole('alert').count()).toBe(0);
  });

  it('keeps the search and the type in the address, through a reload', async () => {
    await open(page, c.paths[0]);
    await countLine(drivers.length).waitFor();
    await chooseType(c.types[0]);
    await popular(c.popular[0]).click();
    const expected = expectedMatches(drivers, c, c.popular[0], c.types[0]);
    await countLine(expected.length).waitFor();
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ type: c.types[0], q: c.popular[0] });
    await page.reload();
    await countLine(expected.length).waitFor();
    expect(await searchBox().inputValue()).toBe(c.popular[0]);
    await expectChosenType(c.types[0]);
  });

  it('goes to the categories page with Back to Categories', async () => {
    await open(page, c.paths[0]);
    const back = page.getByRole('link', { name: 'Back to Categories' });
    expect(await back.getAttribute('href')).toBe('/categories');
    await back.click();
    await page.waitForURL(`${ctx.site.url}/categories`);
  });
});

describe('accessibility of the category pages', () => {
  const PAGES = ['/categories', '/category/Scanners', '/graphics-cards', ...DEVICE_PAGES.map((c) => c.paths[0])];
  it.each(PAGES.flatMap((path) => [[path, 'desktop', DESKTOP] as const, [path, '390 px', PHONE] as const]))(
    'has no serious or critical axe violation: %s on %s',
    async (path, _name, viewport) => {
      const context = await ctx.browser.newContext({ viewport });
      const p = await context.newPage();
      await open(p, path);
      await p.locator('.category-pages__grid > li, .empty-state, .home-category-card').first().waitFor();
      expect(await seriousAxeViolations(p)).toEqual([]);
      expect(await p.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await context.close();
    },
  );
});
