import { driverPath } from '@driveratlas/driver-domain';
import { DESKTOP, eventually, layoutShift, measureLayoutShift, PHONE, seriousAxeViolations, useSiteInBrowser } from '@driveratlas/testing';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inflateRawSync } from 'node:zlib';
import type { Page } from 'playwright-core';

const ctx = useSiteInBrowser();

/** The fixture PC's device lists (a Raptor Lake desktop with an RTX 4090), as Windows prints them. */
const FIXTURES = join(__dirname, '..', '..', 'services', 'src', 'catalogue', 'device-reports', 'fixtures');
const fixture = (file: string) => join(FIXTURES, file);

/** The fixture PC's summary: 26 devices, their verdicts most urgent first (services/test/device-reports.e2e-spec.ts). */
const SUMMARY = "26 devices · 2 without a driver · 1 update available · 3 not in the catalogue · 16 with Windows' own driver · 4 up to date";
const GROUPS = ['No driver installed (2)', 'Update available (1)', 'Not in the catalogue (3)', "Windows' own driver (16)", 'Up to date (4)'];
const NETWORK_ADAPTERS = ['Intel(R) Wi-Fi 6E AX211 160MHz', 'Intel(R) Wireless Bluetooth(R)', 'Realtek Gaming 2.5GbE Family Controller'];
const REALTEK_DRIVER = 'Realtek RTL8125B 2.5G Ethernet LAN Driver';
/** What the share link must not carry: the own part of each device's instance path (a serial number, a port), as pnputil lists it. */
const INSTANCE_PATHS = [...readFileSync(fixture('pnputil-en.txt'), 'utf8').matchAll(/^Instance ID:\s+\S+\\(\S+)$/gm)].map(([, path]) => path);

const box = (page: Page = ctx.page) => page.getByRole('textbox', { name: 'Device list', exact: true });
const checkMyPc = (page: Page = ctx.page) => page.getByRole('button', { name: 'Check my PC' });
const report = (page: Page = ctx.page) => page.getByRole('region', { name: "Your PC's drivers" });
const summary = (page: Page = ctx.page) => report(page).getByText(/^\d+ devices? · /);
const device = (group: string, name: string, page: Page = ctx.page) =>
  report(page).getByRole('region', { name: group }).getByRole('listitem', { name, exact: true });
/** The report's groups, as their headings say them: "Update available (1)". */
const groupTitles = (page: Page = ctx.page) => report(page).getByRole('heading', { level: 3 }).allTextContents();

async function openMyPc(page: Page = ctx.page, address = `${ctx.site.url}/my-pc`): Promise<void> {
  await page.goto(address);
  await page.getByRole('heading', { level: 1, name: 'Check Your Whole PC' }).waitFor();
}

/** Pastes the fixture PC's PowerShell list and checks it, waiting for the report. */
async function checkPastedList(page: Page = ctx.page): Promise<void> {
  await box(page).fill(readFileSync(fixture('powershell-5.json'), 'utf8'));
  await checkMyPc(page).click();
  await summary(page).waitFor();
}

/** Drops `file` on the device list box, as a visitor drags it from the desktop. */
async function dropFile(page: Page, file: string): Promise<void> {
  const dataTransfer = await page.evaluateHandle(
    ({ bytes, name }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(bytes)], name, { type: 'text/plain' }));
      return transfer;
    },
    { bytes: [...readFileSync(fixture(file))], name: file },
  );
  await box(page).dispatchEvent('dragover', { dataTransfer });
  await box(page).dispatchEvent('drop', { dataTransfer });
}

const clipboardText = (page: Page = ctx.page) => page.evaluate(() => navigator.clipboard.readText());

async function realtekDriver(): Promise<{ id: number; name: string }> {
  const response = await fetch(`${ctx.site.url}/api/drivers?category=${encodeURIComponent('Network Adapters')}`);
  const driver = ((await response.json()) as Array<{ id: number; name: string }>).find((d) => d.name === REALTEK_DRIVER);
  if (!driver) throw new Error(`The seed has no driver named ${REALTEK_DRIVER}`);
  return driver;
}

describe('My PC', () => {
  beforeAll(() => ctx.page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: ctx.site.url }));

  it('reports a pasted list: the summary, the verdicts most urgent first, and where to get each driver', async () => {
    // A context of its own, which axe needs.
    const context = await ctx.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await openMyPc(page);
    await checkPastedList(page);
    expect(await summary(page).textContent()).toBe(SUMMARY);
    // The report takes the focus from the button, so a screen reader goes on from its heading.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Your PC's drivers");
    expect(await groupTitles(page)).toEqual(GROUPS);
    expect(await report(page).getByRole('listitem').count()).toBe(26);

    const gpu = device('Up to date (4)', 'NVIDIA GeForce RTX 4090', page);
    expect(await gpu.textContent()).toContain('(published as 581.57)');
    expect(await gpu.textContent()).toContain('matched by series');

    const ethernet = device('Update available (1)', 'Realtek Gaming 2.5GbE Family Controller', page);
    const driver = await realtekDriver();
    expect(await ethernet.getByRole('link', { name: 'Get Driver' }).getAttribute('href')).toBe(`/api/drivers/${driver.id}/download-file`);
    const driverPage = ethernet.getByRole('link', { name: 'Driver page' });
    expect(await driverPage.getAttribute('href')).toBe(driverPath(driver));
    expect(await seriousAxeViolations(page)).toEqual([]);

    await driverPage.click();
    await page.getByRole('heading', { level: 1, name: REALTEK_DRIVER, exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe(driverPath(driver));
    await context.close();
  });

  it('reports a chosen file as Windows saved it, in UTF-16', async () => {
    await openMyPc();
    await ctx.page.getByLabel('Choose a file').setInputFiles(fixture('powershell-5-utf16.json'));
    await ctx.page.getByText(/^powershell-5-utf16\.json \(\d+ KB\) is checked instead of the box\.$/).waitFor();
    await checkMyPc().click();
    await summary().waitFor();
    expect(await summary().textContent()).toBe(SUMMARY);
  });

  it("reports a file dropped on the box: pnputil's list gives the same verdicts", async () => {
    await openMyPc();
    await dropFile(ctx.page, 'pnputil-en.txt');
    await ctx.page.getByText(/^pnputil-en\.txt \(\d+ KB\) is checked instead of the box\.$/).waitFor();
    await checkMyPc().click();
    await summary().waitFor();
    expect(await summary().textContent()).toBe(SUMMARY);
    expect(await groupTitles()).toEqual(GROUPS);
  });

  it("shows one category's devices, and all of them again", async () => {
    await openMyPc();
    await checkPastedList();
    const filter = report().getByRole('group', { name: 'Show devices of' });
    const network = filter.getByRole('button', { name: `Network Adapters (${NETWORK_ADAPTERS.length})` });
    await network.click();
    expect(await network.getAttribute('aria-pressed')).toBe('true');
    const items = report().getByRole('listitem');
    await eventually(async () => expect(await items.count()).toBe(NETWORK_ADAPTERS.length));
    expect((await items.getByRole('heading', { level: 4 }).allTextContents()).sort()).toEqual(NETWORK_ADAPTERS);
    // The summary stays the whole PC's.
    expect(await summary().textContent()).toBe(SUMMARY);

    await filter.getByRole('button', { name: 'All (26)' }).click();
    await eventually(async () => expect(await items.count()).toBe(26));
    expect(await network.getAttribute('aria-pressed')).toBe('false');
  });

  it("copies the summary for a forum post: the summary line, then one line a device's", async () => {
    await openMyPc();
    await checkPastedList();
    await report().getByRole('button', { name: 'Copy summary' }).click();
    await eventually(async () => expect((await clipboardText()).split('\n')[0]).toBe(SUMMARY));
    const lines = (await clipboardText()).split('\n');
    expect(lines).toHaveLength(27);
    // Windows' stand-in for a graphics driver is installed, but it is not the device's own.
    expect(lines.slice(1, 3)).toEqual([
      'No driver installed | Microsoft Basic Display Adapter | installed 10.0.22621.3527 | catalogue none',
      'No driver installed | PCI Device | installed none | catalogue none',
    ]);
    expect(lines).toContainEqual(
      expect.stringMatching(/^Update available \| Realtek Gaming 2\.5GbE Family Controller \| installed 10\.68\.815\.2024 \| catalogue \S+$/),
    );
    expect(lines).toContainEqual(expect.stringMatching(/^Up to date \| NVIDIA GeForce RTX 4090 \| installed 32\.0\.15\.8157 \(581\.57\) \| catalogue \S+$/));
  });

  it("shares the report by a link a new visitor opens to the same report, without the devices' names or instance paths", async () => {
    await openMyPc();
    await dropFile(ctx.page, 'pnputil-en.txt');
    await checkMyPc().click();
    await summary().waitFor();
    const groups = await groupTitles();
    await report().getByRole('button', { name: 'Share link' }).click();
    const field = report().getByRole('textbox', { name: 'Share link (hardware IDs and driver versions only)' });
    await field.waitFor();
    const link = await field.inputValue();
    await eventually(async () => expect(await clipboardText()).toBe(link));

    const address = new URL(link);
    expect(address.origin + address.pathname).toBe(`${ctx.site.url}/my-pc`);
    const shared = inflateRawSync(Buffer.from(new URLSearchParams(address.hash.slice(1)).get('r') ?? '', 'base64url')).toString('utf8');
    expect(INSTANCE_PATHS).toHaveLength(26);
    for (const text of [decodeURIComponent(link), shared]) {
      expect(text).not.toContain('RTX');
      expect(text).not.toContain('Realtek Gaming');
      for (const path of INSTANCE_PATHS) expect(text).not.toContain(path);
    }

    // A new visitor, who has nothing of the first but the address.
    const context = await ctx.browser.newContext();
    const page = await context.newPage();
    await openMyPc(page, link);
    await summary(page).waitFor();
    expect(await summary(page).textContent()).toBe(SUMMARY);
    expect(await groupTitles(page)).toEqual(groups);
    await context.close();
  });

  it("keeps what is not a device list in the box and shows the check's reason beside it, with no report", async () => {
    await openMyPc();
    const refusal = await fetch(`${ctx.site.url}/api/device-reports`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
      body: 'hello world',
    });
    expect(refusal.status).toBe(400);
    const { message } = (await refusal.json()) as { message: string };
    await box().fill('hello world');
    await checkMyPc().click();
    const alert = ctx.page.getByRole('alert').filter({ hasText: message });
    await alert.waitFor();
    expect(await alert.textContent()).toBe(message);
    expect((await box().getAttribute('aria-describedby'))?.split(' ')).toContain(await alert.getAttribute('id'));
    expect(await box().getAttribute('aria-invalid')).toBe('true');
    expect(await box().inputValue()).toBe('hello world');
    expect(await report().count()).toBe(0);
  });

  it.each([
    ['a phone', PHONE],
    ['a wide screen', { width: 1366, height: 900 }],
  ])('moves nothing on %s while it answers, however long the answer takes', async (_screen, viewport) => {
    const context = await ctx.browser.newContext({ viewport });
    const page = await context.newPage();
    await measureLayoutShift(page);
    // The time is the point: the answer comes past the 500 ms after the click in which a shift counts as the visitor's own doing.
    await page.route('**/api/device-reports', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await openMyPc(page);
    await checkPastedList(page);
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.01);
    await context.close();
  });

  it('fits a phone: the report does not scroll sideways', async () => {
    const context = await ctx.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await openMyPc(page);
    await checkPastedList(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await context.close();
  });
});

describe('My PC without scripts', () => {
  /** A visitor whose browser runs no script: the form is posted to the gateway, which answers the page with the report. */
  async function withoutScripts(): Promise<Page> {
    const context = await ctx.browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
    return context.newPage();
  }
  const send = (page: Page) => Promise.all([page.waitForEvent('load'), checkMyPc(page).click()]);

  it('checks a pasted list, and a chosen file as it was saved: the same report as with scripts', async () => {
    const page = await withoutScripts();
    await openMyPc(page);
    await box(page).fill(readFileSync(fixture('powershell-5.json'), 'utf8'));
    await send(page);
    expect(await summary(page).textContent()).toBe(SUMMARY);
    expect(await groupTitles(page)).toEqual(GROUPS);
    const realtek = device('Update available (1)', 'Realtek Gaming 2.5GbE Family Controller', page);
    expect(await realtek.getByRole('link', { name: 'Driver page' }).getAttribute('href')).toMatch(
      /^\/drivers\/\d+\/realtek-rtl8125b-2-5g-ethernet-lan-driver$/,
    );

    await openMyPc(page);
    await page.getByLabel('Choose a file').setInputFiles(fixture('powershell-5-utf16.json'));
    await send(page);
    expect(await summary(page).textContent()).toBe(SUMMARY);
    await page.context().close();
  });

  it("gives a refused list back in the box with the check's reason beside it", async () => {
    const page = await withoutScripts();
    await openMyPc(page);
    await box(page).fill('hello world');
    await send(page);
    expect(await box(page).inputValue()).toBe('hello world');
    const describedBy = (await box(page).getAttribute('aria-describedby'))?.split(' ') ?? [];
    const reasons = await Promise.all(describedBy.map((id) => page.locator(`[id="${id}"]`).textContent()));
    expect(reasons.join(' ')).toMatch(/not a Windows device list/);
    expect(await report(page).count()).toBe(0);
    await page.context().close();
  });
});
