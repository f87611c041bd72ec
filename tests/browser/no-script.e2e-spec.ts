import { launchBrowser, recordedDownloads, useSiteInBrowser } from '@driveratlas/testing';
import type { Browser, BrowserContext, Page } from 'playwright-core';

// A visitor whose browser runs no script: every step works as links and forms the server answers, and shows what the
// same address shows with scripts (ctx.page, a returning visitor's page, taken over by its scripts).
const ctx = useSiteInBrowser();

let browser: Browser;
let context: BrowserContext;
let page: Page;
/** The official pages Get Driver led to: answered here, since no site but this one is reached from a test. */
const officialPages: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ javaScriptEnabled: false });
  await context.route(
    (url) => !url.href.startsWith(ctx.site.url),
    (route) => {
      officialPages.push(route.request().url());
      return route.fulfill({ contentType: 'text/html', body: '<title>Official page</title><h1>Official page</h1>' });
    },
  );
  page = await context.newPage();
});
afterAll(() => browser?.close());

const heading = (p: Page) => p.locator('main h1').first().innerText();
const cardNames = (p: Page) => p.locator('main .driver-card__name').allInnerTexts();

/** The page as a visitor with scripts sees it at the same address: its heading and the drivers it lists. */
async function expectSameAsWithScripts(): Promise<void> {
  await ctx.page.goto(page.url());
  await ctx.page.locator('main h1').first().waitFor();
  expect(await heading(page)).toBe(await heading(ctx.page));
  expect(await cardNames(page)).toEqual(await cardNames(ctx.page));
}

/** Follows a link or a form's button and waits for the page the server answers. */
async function follow(action: Promise<void>): Promise<void> {
  await Promise.all([page.waitForEvent('load'), action]);
}

describe('the site without scripts', () => {
  it('keeps a consent choice made in the banner on the next page', async () => {
    await page.goto(`${ctx.site.url}/`);
    const banner = page.getByRole('region', { name: 'Your Privacy Choices' });
    expect(await banner.isVisible()).toBe(true);
    await follow(banner.getByRole('button', { name: 'Reject All' }).click());
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await banner.count()).toBe(0);
    await page.goto(`${ctx.site.url}/categories`);
    expect(await page.getByRole('region', { name: 'Your Privacy Choices' }).count()).toBe(0);
  });

  it('goes from Home to a category, filters it by type and by a popular model, and back to the categories', async () => {
    await page.goto(`${ctx.site.url}/`);
    await follow(page.getByRole('link', { name: 'Audio Devices', exact: true }).first().click());
    expect(await heading(page)).toBe('Audio Device Drivers');
    await expectSameAsWithScripts();
    const all = (await cardNames(page)).length;

    await follow(page.getByRole('list', { name: 'Type' }).getByRole('link', { name: 'Realtek' }).click());
    expect(page.url()).toContain('type=Realtek');
    expect(await page.getByRole('link', { name: 'Realtek', exact: true }).first().getAttribute('aria-current')).toBe('true');
    const realtek = await cardNames(page);
    expect(realtek.length).toBeGreaterThan(0);
    expect(realtek.length).toBeLessThan(all);
    await expectSameAsWithScripts();

    await follow(page.getByRole('list', { name: 'Popular models' }).getByRole('link', { name: 'Creative' }).click());
    expect(page.url()).toContain('q=Creative');
    await expectSameAsWithScripts();

    // The search box is a form: Enter sends it, keeping the type chosen.
    await follow(page.getByRole('searchbox', { name: 'Search audio devices' }).press('Enter'));
    await follow(page.getByRole('link', { name: 'Back to Categories' }).click());
    expect(new URL(page.url()).pathname).toBe('/categories');
  });

  it('opens a driver page from its card and follows Get Driver to the official page, counting the download', async () => {
    await page.goto(`${ctx.site.url}/graphics-cards`);
    const name = (await cardNames(page))[0];
    const card = page.locator('.driver-card').first();
    expect(await card.getByRole('link', { name: 'Details' }).getAttribute('href')).toBe(await card.getByRole('link', { name }).getAttribute('href'));
    await follow(card.getByRole('link', { name }).click());
    expect(await heading(page)).toBe(name);
    expect(new URL(page.url()).pathname).toMatch(/^\/drivers\/\d+\//);
    const id = Number(new URL(page.url()).pathname.split('/')[2]);
    const count = () => recordedDownloads(ctx.site.db, id);
    const before = await count();

    const [official] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: 'Download Driver' }).click()]);
    await official.getByRole('heading', { name: 'Official page' }).waitFor();
    expect(official.url()).toMatch(/^https:\/\//);
    expect(officialPages.at(-1)).toBe(official.url());
    expect(await count()).toBe(before + 1);
    await official.close();
  });

  it('searches for rtx 4070 from Home, then pages through the results of a wider search and filters them', async () => {
    await page.goto(`${ctx.site.url}/`);
    await page.getByRole('combobox', { name: 'Search drivers' }).fill('rtx 4070');
    await follow(page.getByRole('button', { name: 'Search', exact: true }).click());
    expect(await heading(page)).toBe('Search Results for "rtx 4070"');
    expect(await cardNames(page)).toContain('NVIDIA GeForce RTX 4070 Game Ready Driver');
    await expectSameAsWithScripts();

    await page.getByRole('searchbox', { name: 'Search drivers' }).fill('driver');
    await follow(page.getByRole('searchbox', { name: 'Search drivers' }).press('Enter'));
    const first = await cardNames(page);
    expect(first).toHaveLength(20);
    await follow(page.getByRole('navigation', { name: 'Result pages' }).getByRole('link', { name: 'Next' }).click());
    expect(page.url()).toContain('page=1');
    expect(await page.getByText('Page 2 of').isVisible()).toBe(true);
    const second = await cardNames(page);
    expect(second.some((n) => first.includes(n))).toBe(false);
    await expectSameAsWithScripts();
    await follow(page.getByRole('navigation', { name: 'Result pages' }).getByRole('link', { name: 'Previous' }).click());
    expect(await cardNames(page)).toEqual(first);

    await page.getByLabel('Category').selectOption('Audio Devices');
    await follow(page.getByRole('button', { name: 'Apply Filters' }).click());
    expect(page.url()).toContain('category=Audio+Devices');
    expect(await page.locator('.driver-card').count()).toBeGreaterThan(0);
    await expectSameAsWithScripts();
    await follow(page.getByRole('link', { name: 'Remove filter Audio Devices' }).click());
    expect(page.url()).not.toContain('category=');
  });

  it('filters the featured drivers on Home', async () => {
    await page.goto(`${ctx.site.url}/`);
    await page.getByRole('radio', { name: 'Windows 7' }).check();
    await follow(page.getByRole('button', { name: 'Apply Filters' }).click());
    expect(page.url()).toContain('os=Windows+7');
    expect(await page.getByRole('status').filter({ hasText: 'featured' }).innerText()).toContain('Windows 7');
    await expectSameAsWithScripts();
  });

  it('opens a printer brand and one of its models', async () => {
    await page.goto(`${ctx.site.url}/`);
    await follow(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Printers' }).click());
    await follow(page.locator('main a[href="/printers/hp"]').first().click());
    expect(await heading(page)).toBe('HP Printer Drivers');
    const model = page.locator('main a[href^="/printers/hp/"]').first();
    const modelName = await model.innerText();
    await follow(model.click());
    expect(new URL(page.url()).pathname).toMatch(/^\/printers\/hp\/[^/]+$/);
    expect(await heading(page)).toContain(modelName.replace(/ Driver$/, ''));
  });

  it('looks up a hardware ID', async () => {
    await page.goto(`${ctx.site.url}/hardware-id`);
    await page.getByLabel('Hardware ID, or the whole list Device Manager copies').fill('PCI\\VEN_10DE&DEV_2786');
    await follow(page.getByRole('button', { name: 'Look Up' }).click());
    expect(new URL(page.url()).searchParams.get('id')).toBe('PCI\\VEN_10DE&DEV_2786');
    expect(await page.locator('main').innerText()).toContain('NVIDIA GeForce RTX 4070 Game Ready Driver');
  });

  it('opens the menu on a phone', async () => {
    const phone = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const p = await phone.newPage();
    await p.goto(`${ctx.site.url}/`);
    const menu = p.getByRole('navigation', { name: 'Menu' });
    expect(await menu.isVisible()).toBe(false);
    await p.getByRole('link', { name: 'Open menu' }).click();
    expect(await menu.isVisible()).toBe(true);
    await Promise.all([p.waitForEvent('load'), menu.getByRole('link', { name: 'Guides' }).click()]);
    expect(new URL(p.url()).pathname).toBe('/driver-guides');
    await phone.close();
  });
});
