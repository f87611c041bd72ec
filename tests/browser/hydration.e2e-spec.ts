import { launchBrowser, PHONE, useSiteInBrowser, whenConsentSettled, whenTakenOver } from '@driveratlas/testing';
import type { Browser, BrowserContext } from 'playwright-core';

const ctx = useSiteInBrowser();

/** The routes a visitor most often lands on; `driver` stands for a driver's page, found in the database. */
const LANDING_ROUTES = [
  '/',
  '/search?q=rtx',
  '/graphics-cards',
  '/audio-devices',
  '/printers/hp',
  '/printers/epson/ET-4760',
  'driver',
  '/hardware-id',
  '/consumer-rights',
];

/** What React says when the browser's first render does not match the server's HTML (in words, or as a production error code). */
const HYDRATION_MESSAGE = /hydrat|didn't match|did not match|Minified React error #(418|419|421|422|423|425)\b/i;

let firstVisitBrowser: Browser;
let driverPath: string;

beforeAll(async () => {
  firstVisitBrowser = await launchBrowser();
  const [driver] = await ctx.site.db.query<{ id: number }>(`SELECT id FROM drivers WHERE name = 'NVIDIA GeForce RTX 4070 Game Ready Driver'`);
  driverPath = `/drivers/${driver.id}/nvidia-geforce-rtx-4070-game-ready-driver`;
});

afterAll(async () => {
  await firstVisitBrowser?.close();
});

/**
 * Before any script of the page runs (the document parsed, its deferred scripts not yet run), notes every element the
 * server rendered under #root with its parent, so the test can tell afterwards which were thrown away and drawn again.
 */
function markServerElements(): void {
  type Marked = { element: Element; parent: Element; index: number; tag: string; className: string; path: string };
  const state = window as unknown as { __serverElements?: Marked[] };
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive' || state.__serverElements) return;
    const root = document.getElementById('root');
    const describe = (element: Element) =>
      element.tagName.toLowerCase() + (element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).join('.')}` : '');
    const path = (element: Element) => {
      const parts: string[] = [];
      for (let e: Element | null = element; e && e !== root; e = e.parentElement) parts.unshift(describe(e));
      return parts.join(' > ');
    };
    state.__serverElements = [...(root?.querySelectorAll('*') ?? [])].map((element) => ({
      element,
      parent: element.parentElement!,
      index: [...element.parentElement!.children].indexOf(element),
      tag: element.tagName,
      className: typeof element.className === 'string' ? element.className : '',
      path: path(element),
    }));
  });
}

/**
 * The server's elements that were replaced: thrown away while their parent stayed, with an element of the same kind
 * in their place (one only removed, as the consent banner once a returning visitor's choice is read, is not counted).
 */
async function replacedServerElements(
  context: BrowserContext,
  url: string,
  { returning }: { returning: boolean },
): Promise<{ marked: number; replaced: string[]; messages: string[] }> {
  const page = await context.newPage();
  const messages: string[] = [];
  page.on('console', (message) => {
    if (HYDRATION_MESSAGE.test(message.text())) messages.push(`${message.type()}: ${message.text().slice(0, 500)}`);
  });
  page.on('pageerror', (error) => {
    if (HYDRATION_MESSAGE.test(`${error.message}`)) messages.push(`pageerror: ${error.message.slice(0, 500)}`);
  });
  await page.addInitScript(markServerElements);
  await page.goto(url);
  await whenTakenOver(page);
  // The effects of the first render are done: the consent settled, and a returning visitor's banner, which the server drew, gone.
  await whenConsentSettled(page);
  if (returning) await page.getByRole('region', { name: 'Your Privacy Choices' }).waitFor({ state: 'detached' });
  const result = await page.evaluate(() => {
    type Marked = { element: Element; parent: Element; index: number; tag: string; className: string; path: string };
    const marked = (window as unknown as { __serverElements?: Marked[] }).__serverElements ?? [];
    const replaced = marked
      .filter(({ element, parent }) => !element.isConnected && parent.isConnected)
      .filter(({ parent, index, tag, className }) => {
        const now = parent.children[index];
        return now !== undefined && now.tagName === tag && (typeof now.className === 'string' ? now.className : '') === className;
      })
      .map(({ path }) => path);
    return { marked: marked.length, replaced };
  });
  await page.close();
  return { ...result, messages };
}

describe('the browser takes over the page the server rendered as it is', () => {
  const address = (route: string) => `${ctx.site.url}${route === 'driver' ? driverPath : route}`;

  it.each(LANDING_ROUTES)('%s: a first visitor’s page (the consent banner shown), on a phone, without a mismatch or an element drawn again', async (route) => {
    const context = await firstVisitBrowser.newContext({ viewport: PHONE });
    const { marked, replaced, messages } = await replacedServerElements(context, address(route), { returning: false });
    await context.close();
    expect(marked).toBeGreaterThan(20);
    expect(messages).toEqual([]);
    expect(replaced).toEqual([]);
  });

  it.each(LANDING_ROUTES)('%s: a returning visitor’s page, on a desktop, without a mismatch or an element drawn again', async (route) => {
    const context = await ctx.browser.newContext();
    const { marked, replaced, messages } = await replacedServerElements(context, address(route), { returning: true });
    await context.close();
    expect(marked).toBeGreaterThan(20);
    expect(messages).toEqual([]);
    expect(replaced).toEqual([]);
  });
});
