import { eventually, useSiteInBrowser, whenTakenOver } from '@driveratlas/testing';
import type { Page, Request, Route } from 'playwright-core';

// A tap made as soon as a page appears, while its scripts are still on their way (held back here until after the
// click), takes effect: the controls are links and forms the server answers.
const ctx = useSiteInBrowser();

/** Holds back every script of the shell and the remotes until release() is called. */
async function holdScripts(page: Page): Promise<{ release(): Promise<void> }> {
  const held: Route[] = [];
  let releasing = false;
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    (route) => (releasing ? route.continue() : void held.push(route)),
  );
  return {
    release: async () => {
      releasing = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

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
