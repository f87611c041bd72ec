import { CONSENT_DECIDED_COOKIE, encodeConsentCookie } from '@driveratlas/visitor-rules';
import { DESKTOP, eventually, useSiteInBrowser } from '@driveratlas/testing';
import type { BrowserContext, Page, Route } from 'playwright-core';

/**
 * Issue 23, "No lost click": every control of the printer pages that navigates or filters is a link or a GET form
 * whose address the server renders, so it works from the first paint, before the scripts have run and without them,
 * and shows what the same address shows with the scripts.
 */
const ctx = useSiteInBrowser();

interface Driver {
  id: number;
  name: string;
  manufacturer: string;
}
interface PrinterModel {
  id: number;
  modelNumber: string;
  fullName: string;
  category: string;
  officialUrl: string;
  downloadCount: number;
}

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${ctx.site.url}${path}`);
  expect(response.ok).toBe(true);
  return (await response.json()) as T;
}

/** What a visitor reads of a printers page: its heading, counts, the cards' names, the chosen filters and the search. */
async function contentOf(p: Page) {
  const main = p.locator('main');
  return {
    heading: await main.locator('h1').textContent(),
    status: await main.locator('.all-brands__summary, .brand-catalogue__count').allTextContents(),
    cards: await main.locator('.all-brands__grid--driver article h3, [aria-labelledby="brand-catalogue-models"] article h3').allTextContents(),
    additionalDrivers: await main.locator('[aria-labelledby="additional-drivers"] article h3').allTextContents(),
    chosen: await main.locator('[aria-current="true"]').allTextContents(),
    search: (await main.getByRole('searchbox').count()) ? await main.getByRole('searchbox').inputValue() : null,
    facts: await main.locator('.brand-catalogue__profile dd').allTextContents(),
    downloads: await Promise.all((await main.getByRole('link', { name: 'Download Driver' }).all()).map((link) => link.getAttribute('href'))),
  };
}

/** The page without scripts: opened at `url` (or already there), it shows what the page with scripts shows at the same address. */
async function showsAsWithScripts(url: string) {
  expect(noScript.url()).toBe(url);
  await scripted.goto(url);
  const seen = await contentOf(noScript);
  expect(seen.heading).toMatch(/Printer Drivers$|Driver$/);
  await eventually(async () => expect(await contentOf(scripted)).toEqual(seen), 10_000);
  return seen;
}

/** Follows a link (or submits a form) of the page without scripts: the browser loads the address it names. */
async function follow(p: Page, act: () => Promise<void>) {
  await Promise.all([p.waitForEvent('load'), act()]);
}

const consentCookie = () => ({
  name: CONSENT_DECIDED_COOKIE,
  value: encodeConsentCookie({
    functional: false,
    analytics: false,
    advertising: false,
    consentId: '00000000-0000-4000-8000-000000000000',
    decidedAt: new Date().toISOString(),
  }),
  url: ctx.site.url,
});

/** The manufacturers' sites are out of this machine's reach: any other host answers a stand-in page. */
const offSite = (context: BrowserContext) =>
  context.route(
    (url) => !url.href.startsWith(ctx.site.url),
    (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Manufacturer page</title>' }),
  );

let noScript: Page;
let scripted: Page;
beforeAll(async () => {
  // A returning visitor whose browser runs no scripts: the consent choice rides in its cookie.
  const context = await ctx.browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
  await context.addCookies([consentCookie()]);
  await offSite(context);
  noScript = await context.newPage();
  scripted = await (await ctx.browser.newContext({ viewport: DESKTOP })).newPage();
});
afterAll(async () => {
  await noScript?.context().close();
  await scripted?.context().close();
});

describe('the printer pages without scripts', () => {
  it('filter by brand, sort, clear, open a brand, search and filter its models, open a model and follow its download', async () => {
    const [drivers, hpModels] = await Promise.all([api<Driver[]>('/api/drivers?category=Printers'), api<PrinterModel[]>('/api/printer-models?brand=HP')]);
    const site = ctx.site.url;

    // The page's own frame: the test page's goto would wait for the scripts to take the page over.
    await noScript.mainFrame().goto(`${site}/printers`);
    expect(await noScript.evaluate(() => [...document.querySelectorAll('#root *')].some((e) => Object.keys(e).some((k) => k.startsWith('__react'))))).toBe(
      false,
    );
    const all = await showsAsWithScripts(`${site}/printers`);
    expect(all.cards).toHaveLength(drivers.length);
    expect(all.chosen).toEqual([`All Brands (${drivers.length})`, 'Most Popular']);

    // A brand's filter link.
    const xerox = drivers.filter((d) => d.manufacturer === 'Xerox');
    expect(xerox.length).toBeGreaterThan(1);
    await follow(noScript, () =>
      noScript
        .getByRole('group', { name: 'Filter by brand' })
        .getByRole('link', { name: `Xerox (${xerox.length})` })
        .click(),
    );
    const filtered = await showsAsWithScripts(`${site}/printers?brand=Xerox#drivers`);
    expect([...filtered.cards].sort()).toEqual(xerox.map((d) => d.name).sort());
    // The brand's card, its filter link and the sort are the chosen ones.
    expect(filtered.chosen).toEqual(['Xerox', `Xerox (${xerox.length})`, 'Most Popular']);
    expect(await noScript.getByText('Brand: Xerox').isVisible()).toBe(true);

    // The sort, keeping the brand.
    await follow(noScript, () => noScript.getByRole('group', { name: 'Sort by' }).getByRole('link', { name: 'Name A-Z' }).click());
    const sorted = await showsAsWithScripts(`${site}/printers?brand=Xerox&sort=name#drivers`);
    expect(sorted.cards).toEqual(xerox.map((d) => d.name).sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(sorted.chosen).toEqual(['Xerox', `Xerox (${xerox.length})`, 'Name A-Z']);

    // The list has no pages (every printer driver shows at once); the x badge clears the brand and keeps the sort.
    expect(await noScript.locator('.ant-pagination').count()).toBe(0);
    await follow(noScript, () => noScript.getByRole('link', { name: 'Clear the Xerox filter' }).click());
    const cleared = await showsAsWithScripts(`${site}/printers?sort=name#drivers`);
    expect(cleared.cards).toHaveLength(drivers.length);

    // A brand card with a page of its own.
    await follow(noScript, () => noScript.getByRole('region', { name: 'Printer Brands' }).getByRole('link', { name: 'HP', exact: true }).click());
    const hp = await showsAsWithScripts(`${site}/printers/hp`);
    expect(hp.cards).toEqual(hpModels.map((m) => m.fullName));

    // The search form, then a type link that keeps the search, then a Popular Models link that keeps the type.
    await noScript.getByLabel('Search HP printers').fill('laserjet pro');
    await follow(noScript, () => noScript.getByRole('search').getByRole('button', { name: 'Search' }).click());
    const searched = await showsAsWithScripts(`${site}/printers/hp?q=laserjet+pro#filters`);
    expect(searched.search).toBe('laserjet pro');
    expect(searched.cards.length).toBeGreaterThan(0);
    expect(searched.cards.length).toBeLessThan(hpModels.length);

    await follow(noScript, () => noScript.getByRole('group', { name: 'Type' }).getByRole('link', { name: 'Inkjet', exact: true }).click());
    const inkjet = await showsAsWithScripts(`${site}/printers/hp?q=laserjet+pro&type=Inkjet#filters`);
    expect(inkjet.cards).toEqual([]);
    expect(inkjet.status).toEqual(['0 printer(s) found']);

    // The search form keeps the chosen type as a hidden field.
    await noScript.getByLabel('Search HP printers').fill('');
    await follow(noScript, () => noScript.getByLabel('Search HP printers').press('Enter'));
    const inkjets = await showsAsWithScripts(`${site}/printers/hp?q=&type=Inkjet#filters`);
    expect(inkjets.cards).toEqual(hpModels.filter((m) => m.category === 'Inkjet').map((m) => m.fullName));

    await follow(noScript, () => noScript.getByRole('group', { name: 'Type' }).getByRole('link', { name: 'Laser', exact: true }).click());
    await follow(noScript, () => noScript.getByRole('group', { name: 'Popular Models' }).getByRole('link', { name: 'M404dw' }).click());
    const popular = await showsAsWithScripts(`${site}/printers/hp?q=M404dw&type=Laser#filters`);
    expect(popular.search).toBe('M404dw');
    const m404 = hpModels.find((m) => m.modelNumber === 'M404dw')!;
    expect(popular.cards).toEqual([m404.fullName]);

    // Details leads to the model's page without scripts (with them it opens the details dialog in place).
    const card = noScript.locator('[aria-labelledby="brand-catalogue-models"] article');
    expect(await card.getByRole('link', { name: 'Details' }).getAttribute('href')).toBe('/printers/hp/M404dw');
    await follow(noScript, () => card.getByRole('link', { name: m404.fullName }).click());
    const model = await showsAsWithScripts(`${site}/printers/hp/M404dw`);
    expect(model.heading).toBe(`${m404.fullName} Driver`);

    // Download Driver: a link, in a new tab, to the service's redirect to the model's official page, which counts the download.
    const download = noScript.getByRole('link', { name: 'Download Driver' });
    expect(await download.getAttribute('href')).toBe(`/api/drivers/${m404.id}/download-file`);
    expect(await download.getAttribute('target')).toBe('_blank');
    const [popup, answer] = await Promise.all([
      noScript.context().waitForEvent('page'),
      noScript.context().waitForEvent('response', (r) => r.url() === `${site}/api/drivers/${m404.id}/download-file`),
      download.click(),
    ]);
    expect(answer.status()).toBe(302);
    expect(await answer.headerValue('location')).toBe(m404.officialUrl);
    await popup.close();
    const counted = async () => (await api<PrinterModel[]>('/api/printer-models?brand=HP')).find((m) => m.id === m404.id)!.downloadCount;
    await eventually(async () => expect(await counted()).toBe(m404.downloadCount + 1), 15_000);
  }, 300_000);
});

describe('the printer pages before their scripts have run', () => {
  it('a tap on a filter before the page is taken over is not lost: the browser follows its link', async () => {
    const context = await ctx.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    // The printers remote's scripts are held back (not its style sheet, which the page's first paint waits for): the page is the server's alone.
    await page.route('**/remotes/printers/**/*.js', async (route: Route) => {
      await released;
      await route.continue().catch(() => undefined);
    });
    try {
      await page.mainFrame().goto(`${ctx.site.url}/printers`, { waitUntil: 'domcontentloaded' });
      // Held scripts hold the load event: the new page is there once its HTML is.
      await Promise.all([
        page.waitForURL(`${ctx.site.url}/printers?sort=latest#drivers`, { waitUntil: 'domcontentloaded' }),
        page.getByRole('group', { name: 'Sort by' }).getByRole('link', { name: 'Latest Release' }).click(),
      ]);
      expect(await page.getByRole('group', { name: 'Sort by' }).locator('[aria-current="true"]').textContent()).toBe('Latest Release');
    } finally {
      release();
      await context.close();
    }
  });
});

describe('the printer pages taken over by their scripts', () => {
  /** What React says when the browser's first render does not match the server's HTML (in words, or as a production error code). */
  const HYDRATION_MESSAGE = /hydrat|didn't match|did not match|Minified React error #(418|419|421|422|423|425)\b/i;

  it.each(['/printers?brand=Xerox&sort=name#drivers', '/printers/hp?q=laserjet&type=Laser#filters', '/printers/hp?q=zzz#filters', '/printers/hp/M404dw'])(
    'takes over %s as the server rendered it, its links followed without a reload',
    async (path) => {
      const context = await ctx.browser.newContext({ viewport: DESKTOP });
      const page = await context.newPage();
      const messages: string[] = [];
      page.on('console', (message) => {
        if (HYDRATION_MESSAGE.test(message.text())) messages.push(message.text());
      });
      page.on('pageerror', (error) => {
        if (HYDRATION_MESSAGE.test(error.message)) messages.push(error.message);
      });
      try {
        await page.goto(`${ctx.site.url}${path}`);
        expect(messages).toEqual([]);
        // A link the router follows keeps the document: a mark set on it survives.
        await page.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));
        const link = path.startsWith('/printers?')
          ? page.getByRole('group', { name: 'Sort by' }).getByRole('link', { name: 'Latest Release' })
          : page.locator('main a[href^="/printers"]').first();
        const target = await link.getAttribute('href');
        await link.click();
        await page.waitForURL(`${ctx.site.url}${target}`);
        expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);
        expect(messages).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});
