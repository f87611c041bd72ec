import { driverPath, findManufacturer, isOfficialUrl } from '@driveratlas/driver-domain';
import { DESKTOP, PHONE, seriousAxeViolations, SITE_ADMIN_PASSWORD, useSiteInBrowser } from '@driveratlas/testing';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

const ctx = useSiteInBrowser();

const GUIDES = JSON.parse(readFileSync(join(__dirname, '..', '..', 'services', 'src', 'catalogue', 'downloads', 'installation-guides.json'), 'utf8'));
const CAMERA_GUIDE: { steps: string[] } = GUIDES.guides.Cameras;
/** Seed camera drivers: one to visit, one the operator gives a new version. */
const WEBCAM = 'Logitech C920 HD Pro Webcam (Logi Tune)';
const EDITED = 'Razer Kiyo Pro Webcam Software';

interface Driver {
  id: number;
  name: string;
  manufacturer: string;
  version: string;
  releaseDate: string;
  fileSize: string;
}

async function cameraDriver(name: string): Promise<Driver> {
  const response = await fetch(`${ctx.site.url}/api/drivers?category=Cameras`);
  const driver = ((await response.json()) as Driver[]).find((d) => d.name === name);
  if (!driver) throw new Error(`The seed has no camera driver named ${name}`);
  return driver;
}

const heading = (name: string, page: Page = ctx.page) => page.getByRole('heading', { level: 1, name, exact: true });

/** The rows of the version history table, as their cells' texts. */
async function historyRows(page: Page = ctx.page): Promise<string[][]> {
  const table = page.getByRole('region', { name: 'Version History' }).getByRole('table');
  await table.waitFor();
  return table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => (cell.textContent ?? '').trim())));
}

async function openDriverPage(driver: Driver, page: Page = ctx.page): Promise<void> {
  await page.goto(`${ctx.site.url}${driverPath(driver)}`);
  await heading(driver.name, page).waitFor();
}

describe('the driver page', () => {
  it("opens from a card's name with the details, the official page, the systems, the history and the guide", async () => {
    const driver = await cameraDriver(WEBCAM);
    await ctx.page.goto(`${ctx.site.url}/cameras`);
    await ctx.page.getByRole('link', { name: WEBCAM, exact: true }).click();
    await heading(WEBCAM).waitFor();
    expect(new URL(ctx.page.url()).pathname).toBe(driverPath(driver));
    expect(await ctx.page.title()).toContain(WEBCAM);

    const about = ctx.page.getByRole('region', { name: 'About This Driver' });
    expect(await about.getByText(driver.version, { exact: true }).isVisible()).toBe(true);
    const official = ctx.page.getByRole('region', { name: 'Official Source' }).getByRole('link');
    expect(isOfficialUrl((await official.getAttribute('href')) ?? '', findManufacturer(driver.manufacturer)!)).toBe(true);
    expect(await ctx.page.getByRole('region', { name: 'Compatible Operating Systems' }).getByRole('listitem').allTextContents()).toEqual([
      'Windows 11, 64-bit (x64)',
      'Windows 10, 64-bit (x64)',
    ]);
    expect(await ctx.page.getByText(`Version ${driver.version}, released ${driver.releaseDate}, is the latest version in the catalogue.`).isVisible()).toBe(
      true,
    );
    expect(await historyRows()).toEqual([[`${driver.version}Latest`, driver.releaseDate, driver.fileSize, expect.any(String)]]);
    for (const step of CAMERA_GUIDE.steps) expect(await ctx.page.getByText(step, { exact: true }).isVisible()).toBe(true);
    // Download Driver: a link to the service's counting redirect, in a new tab, as the card's Get Driver.
    const download = ctx.page.getByRole('link', { name: 'Download Driver' });
    expect(await download.getAttribute('href')).toBe(`/api/drivers/${driver.id}/download-file`);
    expect(await download.getAttribute('target')).toBe('_blank');
  });

  it('opens from the details dialog', async () => {
    const driver = await cameraDriver(WEBCAM);
    await ctx.page.goto(`${ctx.site.url}/cameras`);
    const card = ctx.page.locator('.driver-card').filter({ has: ctx.page.getByRole('heading', { name: WEBCAM, exact: true }) });
    // Details is a link to the driver page; a plain click with scripts opens the details dialog instead.
    const details = card.getByRole('link', { name: 'Details' });
    expect(await details.getAttribute('href')).toBe(driverPath(driver));
    await details.click();
    await ctx.page.getByRole('dialog', { name: WEBCAM }).waitFor();
    expect(new URL(ctx.page.url()).pathname).toBe('/cameras');
    await ctx.page.getByRole('dialog', { name: WEBCAM }).getByRole('link', { name: 'Driver page', exact: true }).click();
    await heading(WEBCAM).waitFor();
    expect(new URL(ctx.page.url()).pathname).toBe(driverPath(driver));
    expect(await ctx.page.getByRole('dialog').count()).toBe(0);
  });

  it.each([
    ['a wrong slug', '/old-name'],
    ['no slug', ''],
  ])('sends an address with %s to the one address of the driver', async (_, tail) => {
    const driver = await cameraDriver(WEBCAM);
    await ctx.page.goto(`${ctx.site.url}/drivers/${driver.id}${tail}`);
    await heading(WEBCAM).waitFor();
    expect(new URL(ctx.page.url()).pathname).toBe(driverPath(driver));
  });

  it('shows the not-found page for an id no driver has', async () => {
    await ctx.page.goto(`${ctx.site.url}/drivers/999999/no-such-driver`);
    await ctx.page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
  });

  it("shows the operator's new version as Latest and keeps the old one in the history", async () => {
    const before = await cameraDriver(EDITED);
    await ctx.page.goto(`${ctx.site.url}/admin/drivers?q=${encodeURIComponent('razer kiyo')}`);
    await ctx.page.getByLabel('Password').fill(SITE_ADMIN_PASSWORD);
    await ctx.page.getByRole('button', { name: 'Sign In' }).click();
    const row = ctx.page.locator('.admin-table tbody tr', { hasText: EDITED });
    await row.getByRole('button', { name: 'Edit' }).click();
    const edit = ctx.page.getByRole('dialog', { name: 'Edit Driver' });
    await edit.getByText(`${before.version}, ${before.releaseDate}, ${before.fileSize} (Latest)`).waitFor();
    await edit.getByLabel('Version', { exact: true }).fill('4.1.0');
    await edit.getByLabel('Release Date', { exact: true }).fill('November 2026');
    await edit.getByLabel('File Size', { exact: true }).fill('220 MB');
    await edit.getByRole('button', { name: 'Update Driver' }).click();
    await ctx.page.getByText('Driver updated successfully').first().waitFor();

    await openDriverPage({ ...before, version: '4.1.0' });
    expect(await ctx.page.getByText('Version 4.1.0, released November 2026, is the latest version in the catalogue.').isVisible()).toBe(true);
    expect((await historyRows()).map(([version, date, size]) => [version, date, size])).toEqual([
      ['4.1.0Latest', 'November 2026', '220 MB'],
      [before.version, before.releaseDate, before.fileSize],
    ]);
  });

  it('prints as one clean page: no header, navigation, footer, ads or buttons', async () => {
    const driver = await cameraDriver(WEBCAM);
    await openDriverPage(driver);
    await ctx.page.emulateMedia({ media: 'print' });
    try {
      for (const hidden of ['.site-header', '.site-footer', '.driver-page__ad', '.driver-page__breadcrumbs']) {
        expect(await ctx.page.locator(hidden).first().isVisible()).toBe(false);
      }
      expect(await ctx.page.getByRole('navigation').filter({ visible: true }).count()).toBe(0);
      expect(await ctx.page.getByRole('button').filter({ visible: true }).count()).toBe(0);
      // Download Driver is a link drawn as a button: off paper too.
      expect(await ctx.page.locator('.ant-btn').filter({ visible: true }).count()).toBe(0);
      expect(await heading(WEBCAM).isVisible()).toBe(true);
      expect(await ctx.page.getByRole('region', { name: 'Version History' }).isVisible()).toBe(true);
      expect(await ctx.page.getByText(CAMERA_GUIDE.steps[0], { exact: true }).isVisible()).toBe(true);
    } finally {
      await ctx.page.emulateMedia({ media: 'screen' });
    }
    // On screen the page keeps the site around it.
    expect(await ctx.page.locator('.site-header').isVisible()).toBe(true);
  });

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])('has no serious or critical axe violation (%s), and nothing wider than the screen', async (_, viewport) => {
    const driver = await cameraDriver(WEBCAM);
    const context = await ctx.browser.newContext({ viewport });
    try {
      const page = await context.newPage();
      await openDriverPage(driver, page);
      await historyRows(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
