import { DESKTOP, eventually, holdScripts, useSiteInBrowser, whenTakenOver } from '@driveratlas/testing';
import type { Page, Request } from 'playwright-core';

// A tap made as soon as a page appears, while its scripts are still on their way (held back here until after the
// click), takes effect: the controls are links and forms the server answers.
const ctx = useSiteInBrowser();

const cardNames = (page: Page) => page.locator('main .driver-card__name').allInnerTexts();

describe('a tap at first paint, before the scripts have come', () => {
  let page: Page;
  beforeEach(async () => {
    page = await (await ctx.browser.newContext()).newPage();
  });
  afterEach(() => page.context().close());

  it('filters a device page by a popular model', async () => {
    const scripts = await holdScripts(page);
    await page.goto(`${ctx.site.url}/audio-devices`, { waitUntil: 'commit' });
    const popular = page.getByRole('list', { name: 'Popular models' }).getByRole('link', { name: 'Creative' });
    await popular.waitFor();
    // The page is the server's alone: no element of it is React's yet.
    expect(await page.evaluate(() => Object.keys(document.querySelector('main') ?? {}).some((key) => key.startsWith('__react')))).toBe(false);
    await Promise.all([page.waitForURL(/q=Creative/, { waitUntil: 'commit' }), popular.click()]);
    await page.locator('main .driver-card').first().waitFor();
    const names = await cardNames(page);
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => /creative|sound blaster/i.test(name))).toBe(true);
    await scripts.release();
    await whenTakenOver(page);
    expect(await cardNames(page)).toEqual(names);
    expect(await page.getByLabel('Search audio devices').inputValue()).toBe('Creative');
  });

  it('goes Back to Categories', async () => {
    const scripts = await holdScripts(page);
    await page.goto(`${ctx.site.url}/audio-devices`, { waitUntil: 'commit' });
    const back = page.getByRole('link', { name: 'Back to Categories' });
    await back.waitFor();
    await Promise.all([page.waitForURL(`${ctx.site.url}/categories`, { waitUntil: 'commit' }), back.click()]);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await scripts.release();
    await whenTakenOver(page);
    expect(new URL(page.url()).pathname).toBe('/categories');
  });

  it('keeps what was typed in a device page search box and filters by it once the scripts run', async () => {
    const scripts = await holdScripts(page);
    await page.goto(`${ctx.site.url}/audio-devices`, { waitUntil: 'commit' });
    const box = page.getByLabel('Search audio devices');
    await box.waitFor();
    await box.fill('Realtek');
    await scripts.release();
    await whenTakenOver(page);
    await page.waitForFunction(() => /[?&]q=Realtek/.test(location.search));
    const names = await cardNames(page);
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => /realtek/i.test(name))).toBe(true);
  });
});

describe("Home's search box and filters at first paint, before the scripts have come", () => {
  let page: Page;
  let scripts: { release(): Promise<void> };
  beforeEach(async () => {
    page = await (await ctx.browser.newContext({ viewport: DESKTOP })).newPage();
    scripts = await holdScripts(page);
    await page.mainFrame().goto(ctx.site.url, { waitUntil: 'commit' });
    await page.locator('main h1').waitFor();
  });
  afterEach(() => page.context().close());

  const searchBox = () => page.getByRole('combobox', { name: 'Search drivers' });
  const filters = () => page.getByRole('region', { name: 'Filter Featured Drivers', exact: true });
  const featuredStatus = () => page.getByRole('region', { name: 'Featured Drivers', exact: true }).getByRole('status');

  it('suggests drivers for what was typed in the search box once the scripts run', async () => {
    await searchBox().fill('Realtek');
    await scripts.release();
    await whenTakenOver(page);
    const suggestions = page.getByRole('listbox', { name: 'Driver suggestions' }).getByRole('option');
    await suggestions.first().waitFor();
    expect((await suggestions.allInnerTexts()).every((text) => /realtek/i.test(text))).toBe(true);
    expect(await searchBox().inputValue()).toBe('Realtek');
  });

  it('searches for what was typed when Enter is pressed before the scripts', async () => {
    await searchBox().fill('Realtek');
    await Promise.all([page.waitForURL(`${ctx.site.url}/search?q=Realtek`, { waitUntil: 'commit' }), searchBox().press('Enter')]);
    await page.getByRole('heading', { level: 1, name: 'Search Results for "Realtek"' }).waitFor();
    const names = await cardNames(page);
    expect(names.length).toBeGreaterThan(0);
    await scripts.release();
    await whenTakenOver(page);
    expect(await cardNames(page)).toEqual(names);
  });

  it('filters the featured drivers by a choice made before the scripts once they run', async () => {
    await filters().getByRole('radio', { name: 'Windows 7' }).check();
    await scripts.release();
    await whenTakenOver(page);
    await featuredStatus().getByText('for Windows 7, 64-bit.').waitFor();
    expect(new URL(page.url()).searchParams.get('os')).toBe('Windows 7');
    expect(await filters().getByRole('radio', { name: 'Windows 7' }).isChecked()).toBe(true);
  });

  it('shows the filtered featured drivers for Apply Filters pressed before the scripts', async () => {
    await filters().getByRole('radio', { name: 'Windows 7' }).check();
    await Promise.all([page.waitForURL(/\?os=Windows\+7/, { waitUntil: 'commit' }), filters().getByRole('button', { name: 'Apply Filters' }).click()]);
    await featuredStatus().getByText('for Windows 7, 64-bit.').waitFor();
    await scripts.release();
    await whenTakenOver(page);
    expect(await featuredStatus().textContent()).toContain('for Windows 7, 64-bit.');
    expect(await filters().getByRole('radio', { name: 'Windows 7' }).isChecked()).toBe(true);
  });
});

describe('Common Issues on /support', () => {
  /** Opens the answers named one after the other: which are open after each. */
  async function openInTurn(page: Page, ...questions: string[]): Promise<string[][]> {
    const issues = page.locator('.card').filter({ has: page.getByRole('heading', { name: 'Common Issues', level: 2 }) });
    const seen: string[][] = [];
    for (const question of questions) {
      await issues.locator('summary', { hasText: question }).click();
      await issues.locator('details[open] > summary', { hasText: question }).waitFor();
      seen.push(await issues.locator('details[open] > summary').allTextContents());
    }
    return seen;
  }

  it('opens one answer at a time at first paint, and still once the scripts have taken the page over', async () => {
    const page = await (await ctx.browser.newContext()).newPage();
    const scripts = await holdScripts(page);
    await page.mainFrame().goto(`${ctx.site.url}/support`, { waitUntil: 'commit' });
    expect(await openInTurn(page, 'Driver installation fails', 'Device not recognized')).toEqual([['Driver installation fails'], ['Device not recognized']]);
    await scripts.release();
    await whenTakenOver(page);
    expect(await openInTurn(page, 'System unstable after a driver update')).toEqual([['System unstable after a driver update']]);
    await page.context().close();
  });

  it('opens one answer at a time without scripts', async () => {
    const page = await (await ctx.browser.newContext({ javaScriptEnabled: false })).newPage();
    await page.mainFrame().goto(`${ctx.site.url}/support`);
    expect(await openInTurn(page, 'Driver installation fails', 'Device not recognized', 'How do I check if my drivers are up to date?')).toEqual([
      ['Driver installation fails'],
      ['Device not recognized'],
      ['How do I check if my drivers are up to date?'],
    ]);
    await page.context().close();
  });
});

describe('dialog and menu openers at first paint, before the scripts have come', () => {
  let page: Page;
  afterEach(() => page.context().close());

  it("goes to the driver's page for a driver card's Details, its documented place before the scripts", async () => {
    page = await (await ctx.browser.newContext({ viewport: DESKTOP })).newPage();
    await holdScripts(page);
    await page.mainFrame().goto(`${ctx.site.url}/audio-devices`, { waitUntil: 'commit' });
    const details = page.locator('main .driver-card').first().getByRole('link', { name: 'Details' });
    await Promise.all([page.waitForURL(/\/drivers\/\d+\//, { waitUntil: 'commit' }), details.click()]);
    await page.getByRole('heading', { level: 2, name: 'About This Driver' }).waitFor();
  });

  it("opens the phone's menu pressed at first paint, and the menu still opens once the scripts have run", async () => {
    page = await (await ctx.browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    const scripts = await holdScripts(page);
    await page.mainFrame().goto(ctx.site.url, { waitUntil: 'commit' });
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await page.getByRole('link', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Guides' }).waitFor({ state: 'visible' });
    await scripts.release();
    await whenTakenOver(page);
    await page.goto(`${ctx.site.url}/`);
    await page.getByRole('link', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Guides' }).last().waitFor({ state: 'visible' });
  });
});

describe('the scripts of a page the server rendered', () => {
  let page: Page;
  beforeEach(async () => {
    page = await (await ctx.browser.newContext()).newPage();
  });
  afterEach(() => page.context().close());

  /** The React fiber of the page's main element, once the scripts have taken the page over. */
  const isReacts = () => page.evaluate(() => Object.keys(document.querySelector('main') ?? {}).some((key) => key.startsWith('__react')));

  it("run at the visitor's first sign of acting, not before", async () => {
    const requests: Request[] = [];
    page.on('requestfinished', (request) => requests.push(request));
    // The frame's own goto: the page's goto acts as a visitor does (whenTakenOver).
    await page.mainFrame().goto(`${ctx.site.url}/graphics-cards`, { waitUntil: 'load' });
    // The browser fetches the entry scripts when idle; once it has, only a sign of acting would run them.
    const entries = (await page.locator('script[data-entries]').getAttribute('data-entries'))!.split(' ').map((src) => new URL(src, page.url()).href);
    await eventually(async () => expect(entries.filter((entry) => !requests.some((request) => request.url() === entry))).toEqual([]));
    expect(requests.filter((request) => request.resourceType() === 'script').map((request) => request.url())).toEqual([]);
    expect(await page.locator('script[src]').count()).toBe(0);
    expect(await page.locator('html[data-scripts-ready]').count()).toBe(0);
    expect(await isReacts()).toBe(false);
    await page.keyboard.press('Shift');
    await page.locator('html[data-scripts-ready]').waitFor({ state: 'attached' });
    expect(await isReacts()).toBe(true);
  });

  it('run at once on a page that shows something loading, which only they finish (the admin sign-in)', async () => {
    await page.mainFrame().goto(`${ctx.site.url}/admin`, { waitUntil: 'commit' });
    await page.getByLabel('Password').waitFor();
  });
});
