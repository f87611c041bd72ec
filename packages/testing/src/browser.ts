import AxeBuilder from '@axe-core/playwright';
import { CONSENT_POLICY_VERSION } from '@driveratlas/catalog';
import { Browser, BrowserContext, chromium, Page } from 'playwright-core';
import { RunningSite, startSite } from './site';

/** Debian's Chromium, found or installed by `npm test` (scripts/lib/chromium.mjs), which sets CHROME_PATH. */
export function launchBrowser(): Promise<Browser> {
  const executablePath = process.env.CHROME_PATH;
  if (!executablePath) throw new Error('CHROME_PATH is not set: run the browser tests with `npm test`, which finds or installs Chromium.');
  return chromium.launch({
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

/** Retries an assertion about the page until it holds, or throws its last failure after `timeout` ms. */
export async function eventually(assertion: () => Promise<void>, timeout = 5000): Promise<void> {
  const start = Date.now();
  for (;;) {
    try {
      await assertion();
      return;
    } catch (error) {
      if (Date.now() - start > timeout) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
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

/** Chromium whose every new context (and page) is a returning visitor's, who has made a consent choice. */
async function launchReturningVisitorBrowser(): Promise<Browser> {
  const browser = await launchBrowser();
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await asReturningVisitor(context);
    return context;
  };
  return browser;
}

/**
 * For one browser test file: the whole site, Chromium and a page, started before and stopped after its
 * tests. Pages and contexts are a returning visitor's (`asReturningVisitor`); the consent banner's tests launch their own browser.
 */
export function useSiteInBrowser(): BrowserTestContext {
  const context = {} as BrowserTestContext;
  beforeAll(async () => {
    [context.site, context.browser] = await Promise.all([startSite(), launchReturningVisitorBrowser()]);
    context.page = await context.browser.newPage();
  });
  afterAll(async () => {
    await context.browser?.close();
    await context.site?.stop();
  });
  return context;
}
