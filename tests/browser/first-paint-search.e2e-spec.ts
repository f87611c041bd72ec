import { DESKTOP, holdScripts, useSiteInBrowser, whenTakenOver } from '@driveratlas/testing';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

// The search page and the hardware-ID lookup as a visitor on a slow phone meets them: what is typed, chosen or sent while
// the scripts are still on their way (held back here) shows what the address asks for once they have taken the page over.
const ctx = useSiteInBrowser();

/** Device Manager's Hardware Ids of an Intel Wi-Fi 6E AX210 card. */
const AX210 = 'PCI\\VEN_8086&DEV_2725&SUBSYS_00248086&REV_1A';

let page: Page;
let scripts: { release(): Promise<void> };
/** The page at `path` as the server drew it, its scripts held back. */
async function openAtFirstPaint(path: string) {
  page = await (await ctx.browser.newContext({ viewport: DESKTOP })).newPage();
  scripts = await holdScripts(page);
  await page.mainFrame().goto(`${ctx.site.url}${path}`, { waitUntil: 'commit' });
  await page.locator('main h1').waitFor();
}
afterEach(() => page.context().close());

async function takenOver() {
  await scripts.release();
  await whenTakenOver(page);
}

const cardNames = () => page.locator('main .driver-card__name').allInnerTexts();
const realtekBadge = () => page.getByRole('link', { name: 'Remove filter Realtek' });

describe('the search page at first paint, before its scripts have come', () => {
  it('searches for what was typed when Enter is pressed, and the scripts take that page over', async () => {
    await openAtFirstPaint('/search');
    const box = page.getByRole('searchbox', { name: 'Search drivers' });
    await box.fill('Intel');
    await Promise.all([page.waitForURL(`${ctx.site.url}/search?q=Intel`, { waitUntil: 'commit' }), box.press('Enter')]);
    await page.getByRole('heading', { level: 1, name: 'Search Results for "Intel"' }).waitFor();
    const names = await cardNames();
    expect(names.length).toBeGreaterThan(0);
    await takenOver();
    expect(await cardNames()).toEqual(names);
    expect(await box.inputValue()).toBe('Intel');
  });

  it('keeps what was typed in the box before the scripts through their next render, and searches for it', async () => {
    await openAtFirstPaint('/search?q=audio');
    const box = page.getByRole('searchbox', { name: 'Search drivers' });
    await box.fill('Intel');
    await takenOver();
    // A filter chosen with the scripts draws the page again: the box still holds what was typed.
    await page.getByLabel('Sort by').selectOption('name');
    await page.waitForURL(/sort=name/);
    expect(await box.inputValue()).toBe('Intel');
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await page.getByRole('heading', { level: 1, name: 'Search Results for "Intel"' }).waitFor();
  });

  it('applies a filter chosen before the scripts once they run', async () => {
    await openAtFirstPaint('/search?q=audio');
    await page.getByLabel('Manufacturer').selectOption('realtek');
    await takenOver();
    await realtekBadge().waitFor();
    expect(new URL(page.url()).searchParams.get('manufacturer')).toBe('realtek');
    // The filtered results, once they have come.
    await page.locator('[aria-label="Search results"][aria-busy="false"] .driver-card').first().waitFor();
    const names = await cardNames();
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => /realtek/i.test(name))).toBe(true);
  });

  it('shows the filtered results for Apply Filters pressed before the scripts', async () => {
    await openAtFirstPaint('/search?q=audio');
    await page.getByLabel('Manufacturer').selectOption('realtek');
    await Promise.all([page.waitForURL(/manufacturer=realtek/, { waitUntil: 'commit' }), page.getByRole('button', { name: 'Apply Filters' }).click()]);
    await realtekBadge().waitFor();
    const names = await cardNames();
    await takenOver();
    expect(await cardNames()).toEqual(names);
    expect(await page.getByLabel('Manufacturer').inputValue()).toBe('realtek');
  });
});

describe('the hardware-ID lookup at first paint, before its scripts have come', () => {
  const field = () => page.getByLabel('Hardware ID, or the whole list Device Manager copies');
  const device = () => page.getByRole('heading', { level: 2, name: 'Wi-Fi 6 AX210 160MHz' });

  it('looks up the ID pasted and sent before the scripts, and the scripts take the answer over', async () => {
    await openAtFirstPaint('/hardware-id');
    await field().fill(AX210);
    await Promise.all([page.waitForURL(/\/hardware-id\?id=/, { waitUntil: 'commit' }), page.getByRole('button', { name: 'Look Up' }).click()]);
    await device().waitFor();
    await takenOver();
    expect(await device().isVisible()).toBe(true);
    expect(await field().inputValue()).toBe(AX210);
  });

  it('looks up the ID pasted before the scripts when Look Up is pressed after', async () => {
    await openAtFirstPaint('/hardware-id');
    await field().fill(AX210);
    await takenOver();
    await page.getByRole('button', { name: 'Look Up' }).click();
    await device().waitFor();
    expect(new URL(page.url()).searchParams.get('id')).toBe(AX210);
  });
});

describe('My PC at first paint, before its scripts have come', () => {
  it('takes a file chosen before the scripts, and checks it once they run', async () => {
    await openAtFirstPaint('/my-pc');
    await page.getByLabel('Choose a file').setInputFiles(join(__dirname, '../../services/src/catalogue/device-reports/fixtures/powershell-5-utf16.json'));
    await takenOver();
    await page.getByText(/^powershell-5-utf16\.json \(\d+ KB\) is checked instead of the box\.$/).waitFor();
    await page.getByRole('button', { name: 'Check my PC' }).click();
    // The fixture PC's report: its summary line.
    await page.getByText(/^26 devices · /).waitFor();
  });
});
