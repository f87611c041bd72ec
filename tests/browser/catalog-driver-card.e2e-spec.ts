import { findManufacturer, isOfficialUrl } from '@driveratlas/driver-domain';
import { eventually, PHONE, recordedDownloads, seriousAxeViolations, useSiteInBrowser } from '@driveratlas/testing';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Locator, Page, Route } from 'playwright-core';

const ctx = useSiteInBrowser();

const GUIDES = JSON.parse(readFileSync(join(__dirname, '..', '..', 'services', 'src', 'catalogue', 'downloads', 'installation-guides.json'), 'utf8'));
const CAMERA_GUIDE: { steps: string[]; tips: string[]; supportNote: string } = GUIDES.guides.Cameras;
const CATEGORY_PAGE = '/category/Cameras';
/** Seed drivers: one latest and verified, one neither. */
const WEBCAM = 'Logitech C920 HD Pro Webcam (Logi Tune)';
const LIFECAM = 'Microsoft LifeCam HD-3000 Software';
const DOWNLOAD_CALL = '**/api/drivers/*/download';

interface Driver {
  id: number;
  name: string;
  version: string;
  releaseDate: string;
  description: string;
  downloadCount: number;
  rating: number;
  operatingSystem: string;
  architecture: string;
  fileSize: string;
  manufacturer: string;
  officialUrl: string | null;
}

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${ctx.site.url}${path}`);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

async function cameraDriver(name: string): Promise<Driver> {
  const drivers = await api<Driver[]>(`/api/drivers?category=Cameras`);
  const driver = drivers.find((d) => d.name === name);
  if (!driver) throw new Error(`The seed has no camera driver named ${name}`);
  return driver;
}

/** The downloads recorded, pending ones included: the public reads show a new count within DOWNLOAD_COUNT_DELAY_MS, not at once. */
const downloadsOf = (id: number): Promise<number> => recordedDownloads(ctx.site.db, id);

/** Answers every request to the manufacturers' sites with a stub page: the test machine has no internet. */
async function stubOfficialSites(context: BrowserContext): Promise<void> {
  await context.route(/^https:\/\//, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Official page</title>' }));
}

async function openCategory(page: Page = ctx.page): Promise<void> {
  await page.goto(`${ctx.site.url}${CATEGORY_PAGE}`);
  await page.locator('.driver-card').first().waitFor();
}

function card(name: string, page: Page = ctx.page): Locator {
  return page.locator('.driver-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

const dialog = (name: string, page: Page = ctx.page): Locator => page.getByRole('dialog', { name });

/** Get Driver: a link to the service's counting redirect, in a new tab; a plain click with scripts opens the official page. */
const getDriver = (name: string, page: Page = ctx.page): Locator => card(name, page).getByRole('link', { name: 'Get Driver' });
/** Details: a link to the driver's page; a plain click with scripts opens the details dialog. */
const detailsLink = (name: string, page: Page = ctx.page): Locator => card(name, page).getByRole('link', { name: 'Details' });

async function expectToast(page: Page, role: 'status' | 'alert', title: string, description: string): Promise<void> {
  const toast = page.getByRole(role).filter({ hasText: title });
  await toast.waitFor();
  expect(await toast.getByText(title, { exact: true }).isVisible()).toBe(true);
  expect(await toast.getByText(description, { exact: true }).isVisible()).toBe(true);
}

/** Holds the download call until release() is called, so the pending state can be observed. */
async function holdDownloadCall(page: Page): Promise<{ release: () => void; requested: Promise<void> }> {
  let release!: () => void;
  let requested!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const seen = new Promise<void>((resolve) => (requested = resolve));
  await page.route(
    DOWNLOAD_CALL,
    async (route: Route) => {
      requested();
      await released;
      await route.continue();
    },
    { times: 1 },
  );
  return { release, requested: seen };
}

beforeAll(async () => {
  await stubOfficialSites(ctx.page.context());
});

describe('the driver card', () => {
  it('shows every field, with thousands separators and the Latest and Verified badges', async () => {
    const webcam = await cameraDriver(WEBCAM);
    await openCategory();
    const text = await card(WEBCAM).innerText();
    expect(text).toContain('Latest');
    expect(text).toContain(`Version ${webcam.version}`);
    expect(text).toContain(`Released ${webcam.releaseDate}`);
    expect(text).toContain(webcam.description);
    expect(text).toContain(webcam.downloadCount.toLocaleString('en-US'));
    expect(webcam.downloadCount.toLocaleString('en-US')).toMatch(/^\d{1,3}(,\d{3})+$/);
    expect(text).toContain(`${webcam.rating}/5`);
    expect(text).toContain('Verified');
    for (const value of [webcam.operatingSystem, webcam.architecture, webcam.fileSize, webcam.manufacturer]) expect(text).toContain(value);
    const actions = card(WEBCAM).locator('.driver-card__actions');
    expect(await actions.getByRole('link').allInnerTexts()).toEqual(['Get Driver', 'Details']);
    expect(await actions.getByRole('button').count()).toBe(0);
    expect(await getDriver(WEBCAM).getAttribute('href')).toBe(`/api/drivers/${webcam.id}/download-file`);
    expect(await getDriver(WEBCAM).getAttribute('target')).toBe('_blank');
    const pageHref = await card(WEBCAM).getByRole('heading').getByRole('link').getAttribute('href');
    expect(pageHref).toMatch(new RegExp(`^/drivers/${webcam.id}/`));
    expect(await detailsLink(WEBCAM).getAttribute('href')).toBe(pageHref);
  });

  it('leaves out the Latest and Verified badges of a driver that is neither, and shows its rating', async () => {
    const lifecam = await cameraDriver(LIFECAM);
    await openCategory();
    const text = await card(LIFECAM).innerText();
    expect(text).not.toContain('Latest');
    expect(text).not.toContain('Verified');
    expect(text).toContain(`${lifecam.rating}/5`);
    expect(text).toContain(lifecam.downloadCount.toLocaleString('en-US'));
  });
});

describe('Get Driver', () => {
  it('is a disabled button named Loading... while the download call is pending, keeping the focus', async () => {
    await openCategory();
    const hold = await holdDownloadCall(ctx.page);
    // The control itself, whatever it is named.
    const control = card(WEBCAM).locator('.driver-card__actions > a').first();
    const [officialPage] = await Promise.all([ctx.page.context().waitForEvent('page'), getDriver(WEBCAM).click()]);
    await officialPage.close();
    await hold.requested;
    // What a screen reader is told: a disabled button, named by its text (not plain text, as a link without href is).
    expect(await card(WEBCAM).getByRole('button', { name: 'Loading...', disabled: true }).count()).toBe(1);
    expect(await card(WEBCAM).locator('.driver-card__actions').ariaSnapshot()).toMatch(/^- button "Loading\.\.\." \[disabled\]$/m);
    expect(await control.getAttribute('href')).toBeNull();
    expect(await control.evaluate((element) => element === document.activeElement)).toBe(true);
    hold.release();
    await dialog(WEBCAM).waitFor();
    expect(await getDriver(WEBCAM).isVisible()).toBe(true);
    expect(await getDriver(WEBCAM).getAttribute('aria-disabled')).not.toBe('true');
    expect(await getDriver(WEBCAM).getAttribute('href')).toMatch(/^\/api\/drivers\/\d+\/download-file$/);
  });

  it('opens the official page in the click, says so, counts exactly one download and shows the guide', async () => {
    const webcam = await cameraDriver(WEBCAM);
    const before = await downloadsOf(webcam.id);
    await openCategory();
    const [officialPage] = await Promise.all([ctx.page.context().waitForEvent('page'), getDriver(WEBCAM).click()]);
    await officialPage.waitForLoadState();
    expect(officialPage.url()).toBe(webcam.officialUrl);
    expect(isOfficialUrl(officialPage.url(), findManufacturer(webcam.manufacturer)!)).toBe(true);
    expect(await officialPage.evaluate(() => window.opener)).toBeNull();
    await officialPage.close();

    const details = dialog(WEBCAM);
    await details.waitFor();
    expect(await details.locator('ol > li').allInnerTexts()).toEqual(CAMERA_GUIDE.steps);
    expect(await details.locator('ul > li').allInnerTexts()).toEqual(CAMERA_GUIDE.tips);
    expect(await details.getByText(CAMERA_GUIDE.supportNote).isVisible()).toBe(true);
    expect(await details.getByText(GUIDES.disclaimer).isVisible()).toBe(true);
    await expectToast(ctx.page, 'status', 'Opening the official Logitech page', `Download ${WEBCAM} there, on ${new URL(webcam.officialUrl!).hostname}.`);

    expect(await downloadsOf(webcam.id)).toBe(before + 1);
    // The driver lists are refreshed: the card behind the dialog shows the new count.
    await card(WEBCAM)
      .getByText((before + 1).toLocaleString('en-US'), { exact: true })
      .waitFor();
  });

  it('still opens the official page when the download call fails, shows the failure toast, and counts nothing', async () => {
    const webcam = await cameraDriver(WEBCAM);
    const before = await downloadsOf(webcam.id);
    await openCategory();
    await ctx.page.route(DOWNLOAD_CALL, (route) => route.fulfill({ status: 500, body: 'boom' }), { times: 1 });
    const [officialPage] = await Promise.all([ctx.page.context().waitForEvent('page'), getDriver(WEBCAM).click()]);
    await officialPage.close();
    await expectToast(ctx.page, 'alert', 'Information retrieval failed', 'Please try again or contact support.');
    expect(await dialog(WEBCAM).isVisible()).toBe(false);
    expect(await getDriver(WEBCAM).getAttribute('aria-disabled')).not.toBe('true');
    expect(await downloadsOf(webcam.id)).toBe(before);
  });
});

describe('the details dialog', () => {
  it('shows the official source first, then the driver, each fact once', async () => {
    // A download an earlier test made shows in the public reads within DOWNLOAD_COUNT_DELAY_MS: the page is opened once it does.
    const stored = await downloadsOf((await cameraDriver(WEBCAM)).id);
    await eventually(async () => expect((await cameraDriver(WEBCAM)).downloadCount).toBe(stored), 15_000);
    const webcam = await cameraDriver(WEBCAM);
    await openCategory();
    await detailsLink(WEBCAM).click();
    const details = dialog(WEBCAM);
    await details.waitFor();
    expect(await details.locator('h3').allInnerTexts()).toEqual(['Official Source', 'About This Driver']);
    const text = await details.innerText();
    for (const value of [webcam.operatingSystem, webcam.architecture, webcam.description, webcam.version, webcam.releaseDate, webcam.fileSize]) {
      expect(text.split(value)).toHaveLength(2);
    }
    expect(text).toContain(webcam.downloadCount.toLocaleString('en-US'));
    expect(text).toContain(`${webcam.rating}/5`);
    const source = details.getByRole('link', { name: new URL(webcam.officialUrl!).hostname });
    expect(await source.getAttribute('href')).toBe(webcam.officialUrl);
    expect(text).toContain('does not host driver files');
    expect(await details.getByRole('button').allInnerTexts()).toEqual(expect.arrayContaining(['Download Driver', 'Get Guide', 'Close']));
  });

  it('Get Guide retrieves the guide with its toast, counts one download and opens no tab', async () => {
    const webcam = await cameraDriver(WEBCAM);
    const before = await downloadsOf(webcam.id);
    await openCategory();
    await detailsLink(WEBCAM).click();
    const details = dialog(WEBCAM);
    const pages = ctx.page.context().pages().length;
    const hold = await holdDownloadCall(ctx.page);
    await details.getByRole('button', { name: 'Get Guide' }).click();
    await hold.requested;
    // While it is retrieved: a disabled button named Loading..., and Download Driver waits too.
    expect(await details.getByRole('button', { name: 'Loading...', disabled: true }).count()).toBe(1);
    expect(await details.getByRole('button', { name: 'Download Driver', disabled: true }).count()).toBe(1);
    hold.release();
    await expectToast(ctx.page, 'status', 'Driver Information Retrieved', `Installation guide available for ${WEBCAM}`);
    expect(await details.locator('ol > li').allInnerTexts()).toEqual(CAMERA_GUIDE.steps);
    expect(await details.getByRole('button', { name: 'Get Guide' }).count()).toBe(0);
    expect(ctx.page.context().pages()).toHaveLength(pages);
    expect(await downloadsOf(webcam.id)).toBe(before + 1);
  });

  it('Close clears the guide: reopened with Details, it offers Get Guide again', async () => {
    await openCategory();
    await detailsLink(WEBCAM).click();
    const details = dialog(WEBCAM);
    await details.getByRole('button', { name: 'Get Guide' }).click();
    await details.locator('ol > li').first().waitFor();
    await details.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
    await details.waitFor({ state: 'hidden' });
    await detailsLink(WEBCAM).click();
    await details.waitFor();
    expect(await details.getByRole('button', { name: 'Get Guide' }).isVisible()).toBe(true);
    expect(await details.getByRole('heading', { name: 'Installation Guide' }).count()).toBe(0);
    expect(await details.locator('ol > li').count()).toBe(0);
  });

  it('Download Driver opens the official page, keeps the dialog open with the guide and shows Loading... while pending', async () => {
    const webcam = await cameraDriver(WEBCAM);
    const before = await downloadsOf(webcam.id);
    await openCategory();
    await detailsLink(WEBCAM).click();
    const details = dialog(WEBCAM);
    const hold = await holdDownloadCall(ctx.page);
    const officialPage = ctx.page.context().waitForEvent('page');
    const button = details.getByRole('button', { name: /Download Driver|Loading/ });
    await button.click();
    await hold.requested;
    expect(await button.innerText()).toBe('Loading...');
    expect(await button.isDisabled()).toBe(true);
    hold.release();
    const opened = await officialPage;
    await opened.waitForLoadState();
    expect(opened.url()).toBe(webcam.officialUrl);
    await opened.close();
    await expectToast(ctx.page, 'status', 'Opening the official Logitech page', `Download ${WEBCAM} there, on ${new URL(webcam.officialUrl!).hostname}.`);
    expect(await details.isVisible()).toBe(true);
    // The toast says so at the click; the guide comes with the download's answer.
    await details.locator('ol > li').first().waitFor();
    expect(await details.locator('ol > li').allInnerTexts()).toEqual(CAMERA_GUIDE.steps);
    expect(await downloadsOf(webcam.id)).toBe(before + 1);
  });

  it.each([
    ['desktop', { width: 1280, height: 900 }],
    ['phone', PHONE],
  ])('has no serious accessibility violations with the guide open (%s)', async (_, viewport) => {
    const context = await ctx.browser.newContext({ viewport });
    try {
      await stubOfficialSites(context);
      const page = await context.newPage();
      await openCategory(page);
      expect(await card(WEBCAM, page).evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      await detailsLink(WEBCAM, page).click();
      const details = dialog(WEBCAM, page);
      await details.getByRole('button', { name: 'Get Guide' }).click();
      await details.locator('ol > li').first().waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      const box = await page.locator('.ant-modal').boundingBox();
      expect(box!.width).toBeLessThanOrEqual(viewport.width);
      // Every button of the dialog fits on the screen.
      for (const button of await details.getByRole('button').all()) {
        const b = (await button.boundingBox())!;
        expect(b.x).toBeGreaterThanOrEqual(0);
        expect(b.x + b.width).toBeLessThanOrEqual(viewport.width);
      }
    } finally {
      await context.close();
    }
  });
});
