import AxeBuilder from '@axe-core/playwright';
import { CONSENT_POLICY_VERSION } from '@driveratlas/visitor-rules';
import { Browser, BrowserContext, chromium, Page } from 'playwright-core';
import { RunningSite, startSite, unexpectedErrorLines } from './site';

/**
 * Debian's Chromium, found or installed by `npm test` (scripts/lib/prerequisites.mjs), which sets CHROME_PATH. Its contexts
 * ask for reduced motion unless told otherwise, and the site honours it: a dialog about to zoom in is drawn see-through
 * at full size for a few frames, where Playwright finds its buttons visible and still, and presses one that the zoom
 * then shrinks away from under the pointer. A test of the motion itself asks for `reducedMotion: 'no-preference'`.
 */
export async function launchBrowser(): Promise<Browser> {
  const executablePath = process.env.CHROME_PATH;
  if (!executablePath) throw new Error('CHROME_PATH is not set: run the browser tests with `npm test`, which finds or installs Chromium.');
  const browser = await chromium.launch({
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  const newContext = browser.newContext.bind(browser);
  // browser.newPage makes its page's context with this newContext too.
  browser.newContext = (options) => newContext({ reducedMotion: 'reduce', ...options });
  return browser;
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

/** axe's serious and critical violations on the page, as "rule: targets" lines (empty when clean). */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  // Colours are measured once fades and slides have ended, as a visitor sees them.
  await page.evaluate('Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined)))');
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** A layout-shift entry as Chromium tells it, and what the page keeps of them for `layoutShift`. */
interface LayoutShiftEntry extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
  sources: ReadonlyArray<{ node: Node | null }>;
}
interface LayoutShiftWindow {
  /** The page's layout-shift entries, in the order told. */
  __layoutShifts: LayoutShiftEntry[];
  /** The entries of `layoutShift`'s own box's moves, left out of the sum. */
  __layoutShiftMarks: Set<LayoutShiftEntry>;
}

/**
 * From the page's next document on, keeps its layout-shift entries, for `layoutShift` to add up those that no input
 * caused (none in the 500 ms before).
 */
export async function measureLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as LayoutShiftWindow;
    w.__layoutShifts = [];
    w.__layoutShiftMarks = new Set();
    new PerformanceObserver((list) => {
      w.__layoutShifts.push(...(list.getEntries() as LayoutShiftEntry[]));
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * The sum of the page's layout shifts since `measureLayoutShift` (or since `since`, a time of the page's
 * `performance.now()`), up to what it has drawn by now. The page tells a frame's shifts after drawing it, so a sum read
 * at once could miss the last: a box of this function's own (fixed, over the page, out of its layout) is drawn, then
 * moved, and the shifts told before that move's are added up.
 */
export async function layoutShift(page: Page, since = 0): Promise<number> {
  const mark = await page.evaluateHandle(async () => {
    const box = document.createElement('div');
    box.setAttribute('aria-hidden', 'true');
    box.style.cssText = 'position:fixed;top:0;left:0;width:64px;height:64px;background:#888;z-index:2147483647;pointer-events:none';
    document.body.append(box);
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await frame();
    await frame();
    box.style.top = '128px';
    return box;
  });
  try {
    await page.waitForFunction(
      (box) => (window as unknown as LayoutShiftWindow).__layoutShifts.some((entry) => entry.sources.some((source) => source.node === box)),
      mark,
    );
    return await mark.evaluate((box, since) => {
      const w = window as unknown as LayoutShiftWindow;
      const upTo = w.__layoutShifts.findIndex((entry) => entry.sources.some((source) => source.node === box));
      w.__layoutShiftMarks.add(w.__layoutShifts[upTo]);
      return w.__layoutShifts
        .slice(0, upTo)
        .filter((entry) => entry.startTime >= since && !entry.hadRecentInput && !w.__layoutShiftMarks.has(entry))
        .reduce((sum, entry) => sum + entry.value, 0);
    }, since);
  } finally {
    await mark.evaluate((box) => box.remove()).catch(() => undefined);
    await mark.dispose();
  }
}

export interface BrowserTestContext {
  site: RunningSite;
  browser: Browser;
  page: Page;
}

/**
 * A returning visitor, who chose Reject All in the consent banner: the banner stays away, so tests
 * of other parts of the site see the page alone. The banner's own tests start from fresh contexts.
 */
export async function asReturningVisitor(target: Page | BrowserContext): Promise<void> {
  const choice = {
    necessary: true,
    functional: false,
    analytics: false,
    advertising: false,
    policyVersion: CONSENT_POLICY_VERSION,
    decidedAt: new Date().toISOString(),
    consentId: '00000000-0000-4000-8000-000000000000',
  };
  // Runs in the page, whose local storage this Node-typed file does not know.
  type PageStorage = { getItem(key: string): string | null; setItem(key: string, value: string): void };
  await target.addInitScript((value) => {
    const storage = (globalThis as unknown as { localStorage: PageStorage }).localStorage;
    if (storage.getItem('cookie-consent') === null) storage.setItem('cookie-consent', value);
  }, JSON.stringify(choice));
}

/**
 * Waits until the page's consent is settled: the legal remote's store has started and decided (`data-consent-settled`
 * on `<html>`), so a banner not there by then does not come, and ad slots not served are not. Where the server drew no
 * banner, the banner's code, which starts the store, loads once the browser is idle.
 */
export async function whenConsentSettled(page: Page): Promise<void> {
  await page.locator('html[data-consent-settled]').waitFor({ state: 'attached' });
}

/** Whether every element of the page the server rendered is React's (a page the browser drew alone is its own). */
const isTakenOver = () =>
  !document.getElementById('server-rendered') ||
  [...document.querySelectorAll('#root *')].every((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));

/**
 * Acts as a visitor about to use the page does, and waits until the browser has taken over the page the server
 * rendered: every element of it is React's (hydrated), so a click reaches its handler. A page the server rendered
 * loads its scripts at the visitor's first sign of acting (gateway/src/pages/start-script.ts): the sign here is a press
 * of Shift, which moves neither the pointer nor the focus, given again while the page's scripts are not there to see
 * it. Pages rendered in the browser alone, or other sites' pages, are ready as they are. A page that is never taken
 * over whole (a remote that fails to load) is left as it is after a while.
 */
export async function whenTakenOver(page: Page): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await page.evaluate(isTakenOver).catch(() => true)) && Date.now() < deadline) {
    await page.keyboard.press('Shift');
    await page.waitForFunction(isTakenOver, undefined, { polling: 50, timeout: 1000 }).catch(() => undefined);
  }
}

/**
 * Opens `path` of the site the way the browser renders it when a visitor follows a link: from the contact page (which
 * asks the API nothing), the router shows it, asking the API for its data (which a test may hold back or replace),
 * without the server's HTML.
 */
export async function openInBrowser(page: Page, siteUrl: string, path: string): Promise<void> {
  await page.goto(`${siteUrl}/contact`);
  const contactPage = await page.locator('main h1').elementHandle();
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  // The router has left the contact page.
  await page.waitForFunction((heading) => !heading?.isConnected, contactPage);
}

/** The page, whose goto and reload wait until the browser has taken the page over (whenTakenOver). */
export function waitingForTakeOver(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await whenTakenOver(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await whenTakenOver(page);
    return response;
  };
  return page;
}

/**
 * Chromium whose every new context (and page) is a returning visitor's, who has made a consent choice, and whose pages'
 * goto and reload wait until the browser has taken over the page the server rendered.
 */
async function launchReturningVisitorBrowser(): Promise<Browser> {
  const browser = await launchBrowser();
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await asReturningVisitor(context);
    const newPage = context.newPage.bind(context);
    context.newPage = async () => waitingForTakeOver(await newPage());
    return context;
  };
  // browser.newPage makes its page's context with newContext above.
  return browser;
}

/**
 * For one browser test file: the whole site, Chromium and a page, started before and stopped after its
 * tests. Pages and contexts are a returning visitor's (`asReturningVisitor`); the consent banner's tests launch their own browser.
 * The file fails when the site logged an error its tests did not provoke on purpose (`expectedErrors`, matched against the line).
 */
export function useSiteInBrowser({ expectedErrors = [] }: { expectedErrors?: readonly RegExp[] } = {}): BrowserTestContext {
  const context = {} as BrowserTestContext;
  beforeAll(async () => {
    [context.site, context.browser] = await Promise.all([startSite(), launchReturningVisitorBrowser()]);
    context.page = await context.browser.newPage();
  });
  afterAll(async () => {
    await context.browser?.close();
    await context.site?.stop();
    const errors = context.site ? unexpectedErrorLines(context.site, expectedErrors) : [];
    if (errors.length) throw new Error(`The site logged errors no test provoked on purpose:\n${errors.join('\n')}`);
  });
  return context;
}
