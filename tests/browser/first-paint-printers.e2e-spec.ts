import { DESKTOP, holdScripts, useSiteInBrowser, whenTakenOver } from '@driveratlas/testing';
import type { Page } from 'playwright-core';

// The printer pages as a visitor on a slow phone meets them: what is typed, pressed or tapped while the scripts are still
// on their way (held back here) is there once they have taken the page over.
const ctx = useSiteInBrowser();

interface PrinterModel {
  modelNumber: string;
  fullName: string;
}

const modelsOf = async (brand: string): Promise<PrinterModel[]> => (await fetch(`${ctx.site.url}/api/printer-models?brand=${brand}`)).json();
const models = (page: Page) => page.locator('[aria-labelledby="brand-catalogue-models"] article h3');
const count = (page: Page) => page.locator('.brand-catalogue__count');

let page: Page;
beforeEach(async () => {
  page = await (await ctx.browser.newContext({ viewport: DESKTOP })).newPage();
});
afterEach(() => page.context().close());

/** A page of the site as the server drew it, its scripts held back: none of it is React's yet. */
async function openAtFirstPaint(path: string) {
  const scripts = await holdScripts(page);
  await page.mainFrame().goto(`${ctx.site.url}${path}`, { waitUntil: 'commit' });
  await page.locator('main h1').waitFor();
  return scripts;
}

describe('a printer brand page at first paint, before its scripts have come', () => {
  it.each([
    ['HP', 'hp', 'M404'],
    ['Canon', 'canon', 'MF4'],
    ['Epson', 'epson', 'ET-27'],
    ['Brother', 'brother', 'HL-L23'],
  ])('%s: filters by the model number typed before the scripts once they run', async (brand, slug, typed) => {
    const all = await modelsOf(brand);
    const matching = all.filter((model) => model.modelNumber.toLowerCase().includes(typed.toLowerCase())).map((model) => model.fullName);
    expect(matching.length).toBeGreaterThan(1);
    const scripts = await openAtFirstPaint(`/printers/${slug}`);
    await page.getByLabel(`Search ${brand} printers`).fill(typed);
    expect(await count(page).textContent()).toBe(`${all.length} printer(s) found`);
    await scripts.release();
    await whenTakenOver(page);
    await page.getByText(`${matching.length} printer(s) found`).waitFor();
    expect(await models(page).allTextContents()).toEqual(matching);
    expect(await page.getByLabel(`Search ${brand} printers`).inputValue()).toBe(typed);
    // The address says so too: a reload or a shared link shows the same list.
    expect(new URL(page.url()).searchParams.get('q')).toBe(typed);
  });

  it('sends the search pressed with Enter before the scripts, and the server shows the filtered page they then take over', async () => {
    const matching = (await modelsOf('Epson')).filter((model) => model.modelNumber.startsWith('XP-')).map((model) => model.fullName);
    const scripts = await openAtFirstPaint('/printers/epson');
    const box = page.getByLabel('Search Epson printers');
    await box.fill('XP-');
    await Promise.all([page.waitForURL(/\/printers\/epson\?q=XP-/, { waitUntil: 'commit' }), box.press('Enter')]);
    await count(page).getByText(`${matching.length} printer(s) found`).waitFor();
    expect(await models(page).allTextContents()).toEqual(matching);
    await scripts.release();
    await whenTakenOver(page);
    expect(await count(page).textContent()).toBe(`${matching.length} printer(s) found`);
    expect(await models(page).allTextContents()).toEqual(matching);
    expect(await page.getByLabel('Search Epson printers').inputValue()).toBe('XP-');
  });
});

describe('the all-brands page at first paint, before its scripts have come', () => {
  it('filters by the brand tapped, and keeps it once the scripts run', async () => {
    const scripts = await openAtFirstPaint('/printers');
    const brands = page.getByRole('group', { name: 'Filter by brand' });
    const xerox = brands.getByRole('link', { name: /^Xerox \(\d+\)$/ });
    const drivers = Number(/\((\d+)\)/.exec((await xerox.textContent()) ?? '')?.[1]);
    await Promise.all([page.waitForURL(/\/printers\?brand=Xerox/, { waitUntil: 'commit' }), xerox.click()]);
    const cards = page.locator('.all-brands__grid--driver article h3');
    await page.getByText('Brand: Xerox').waitFor();
    expect(await cards.count()).toBe(drivers);
    await scripts.release();
    await whenTakenOver(page);
    expect(await cards.count()).toBe(drivers);
    expect(await brands.locator('[aria-current="true"]').textContent()).toBe(`Xerox (${drivers})`);
  });
});
