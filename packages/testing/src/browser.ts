import AxeBuilder from '@axe-core/playwright';
import { Browser, chromium, Page } from 'playwright-core';
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

/** For one browser test file: the whole site, Chromium and a page, started before and stopped after its tests. */
export function useSiteInBrowser(): BrowserTestContext {
  const context = {} as BrowserTestContext;
  beforeAll(async () => {
    [context.site, context.browser] = await Promise.all([startSite(), launchBrowser()]);
    context.page = await context.browser.newPage();
  });
  afterAll(async () => {
    await context.browser?.close();
    await context.site?.stop();
  });
  return context;
}
