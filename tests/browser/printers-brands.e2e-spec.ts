import { DESKTOP, eventually, PHONE, recordedDownloads, seriousAxeViolations, useSiteInBrowser } from '@driveratlas/testing';
import type { Locator, Page } from 'playwright-core';

const ctx = useSiteInBrowser();

interface PrinterModel {
  id: number;
  brand: string;
  modelNumber: string;
  fullName: string;
  series: string;
  category: string;
  officialUrl: string;
  downloadCount: number;
}

/** Each brand page of spec 001: its catalogue size, id range, type filter buttons (label: category) and Popular Models. */
const BRANDS = [
  {
    brand: 'HP',
    path: '/printers/hp',
    size: 30,
    firstId: 101,
    types: { Laser: 'Laser', Inkjet: 'Inkjet', Tank: 'Tank', 'Large Format': 'Large Format' },
    popular: ['M404dw', '9025e', '2755e', 'M454dw', '6455e', '8035e'],
    hint: false,
  },
  {
    brand: 'Canon',
    path: '/printers/canon',
    size: 24,
    firstId: 201,
    types: { Inkjet: 'Inkjet', Laser: 'Laser', 'Tank (MegaTank)': 'Tank', Photo: 'Photo' },
    popular: ['TS9120', 'TS8320', 'MF445dw', 'MB5420', 'GX7020', 'CP1300'],
    hint: false,
  },
  {
    brand: 'Epson',
    path: '/printers/epson',
    size: 23,
    firstId: 301,
    types: { 'EcoTank Printers (Tank)': 'Tank', 'Inkjet Printers': 'Inkjet', 'Photo Printers': 'Photo' },
    popular: ['ET-4760', 'ET-2720', 'XP-4105', 'WF-2950', 'WF-4830', 'P700', 'ET-3760', 'XP-8700'],
    hint: true,
  },
  {
    brand: 'Brother',
    path: '/printers/brother',
    size: 24,
    firstId: 401,
    types: { Laser: 'Laser', Inkjet: 'Inkjet', Tank: 'Tank', Label: 'Label' },
    popular: ['HL-L2350DW', 'MFC-L2750DW', 'DCP-L2550DW', 'MFC-J4335DW', 'DCP-T820DW', 'QL-820NWB', 'MFC-J995DW', 'HL-L3270CDW'],
    hint: true,
  },
];
const EMPTY_HINT = 'Try adjusting your search criteria or browse all available models.';

async function models(brand: string): Promise<PrinterModel[]> {
  const response = await fetch(`${ctx.site.url}/api/printer-models?brand=${brand}`);
  expect(response.ok).toBe(true);
  return (await response.json()) as PrinterModel[];
}

/** Spec 001 section 5, as the spec words it: a case-insensitive part of the full name, model number or series. */
const specMatch = (model: PrinterModel, search: string) =>
  [model.fullName, model.modelNumber, model.series].some((field) => field.toLowerCase().includes(search.toLowerCase()));

const grid = (p: Page) => p.locator('.brand-catalogue__grid').first();
const shownNames = (p: Page) => grid(p).locator('article h3').allTextContents();
const count = (p: Page) => p.locator('.brand-catalogue__count');

const hasText = (locator: Locator, text: string) => eventually(async () => expect(await locator.textContent()).toBe(text));
const hasValue = (locator: Locator, value: string) => eventually(async () => expect(await locator.inputValue()).toBe(value));
/** The link is the chosen one of its group (the type filter's links mark the chosen type current). */
const isCurrent = (locator: Locator) => eventually(async () => expect(await locator.getAttribute('aria-current')).toBe('true'));
const typeLink = (p: Page, label: string) => p.getByRole('group', { name: 'Type' }).getByRole('link', { name: label, exact: true });
const isFocused = (locator: Locator) => eventually(async () => expect(await locator.evaluate((element) => element === document.activeElement)).toBe(true));

async function open(p: Page, path: string) {
  await p.goto(`${ctx.site.url}${path}`);
  await p.locator('main h1').waitFor();
}

/** The page's cards are exactly these models, and the count line says how many. */
async function expectModels(p: Page, expected: PrinterModel[]) {
  await eventually(async () => {
    expect(await count(p).textContent()).toBe(`${expected.length} printer(s) found`);
    expect(await shownNames(p)).toEqual(expected.map((m) => m.fullName));
  });
}

let page: Page;
beforeEach(async () => {
  page = await (await ctx.browser.newContext({ viewport: DESKTOP })).newPage();
  // The site hosts no files: Download Driver opens the manufacturer's page, which this machine cannot reach.
  await page.context().route(
    (url) => !url.href.startsWith(ctx.site.url),
    (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Manufacturer page</title>' }),
  );
});
afterEach(async () => {
  await page.context().close();
});

describe.each(BRANDS)('the $brand page', ({ brand, path, size, types, popular, hint }) => {
  it(`shows all ${size} models, and each type filter and Popular Models button gives the spec's result`, async () => {
    const all = await models(brand);
    expect(all).toHaveLength(size);
    await open(page, path);
    await hasText(page.locator('main h1'), `${brand} Printer Drivers`);
    await expectModels(page, all);

    for (const [label, category] of Object.entries(types)) {
      await typeLink(page, label).click();
      await expectModels(
        page,
        all.filter((m) => m.category === category),
      );
    }
    await typeLink(page, 'All Types').click();
    await expectModels(page, all);

    const buttons = page.getByRole('group', { name: 'Popular Models' }).getByRole('link');
    expect(await buttons.allTextContents()).toEqual(popular);
    for (const model of popular) {
      await buttons.filter({ hasText: model }).click();
      await hasValue(page.getByLabel(`Search ${brand} printers`), model);
      const expected = all.filter((m) => specMatch(m, model));
      expect(expected.length).toBeGreaterThan(0);
      await expectModels(page, expected);
    }
  });

  it('shows its empty state, and Clear Search resets the search and the type', async () => {
    await open(page, `${path}?q=no-such-printer&type=${encodeURIComponent(Object.values(types)[0])}`);
    await page.getByRole('heading', { name: `No ${brand} printers found` }).waitFor();
    await hasText(count(page), '0 printer(s) found');
    expect(await page.getByText(EMPTY_HINT).count()).toBe(hint ? 1 : 0);
    await page.getByRole('link', { name: 'Clear Search' }).click();
    await hasValue(page.getByLabel(`Search ${brand} printers`), '');
    await isCurrent(typeLink(page, 'All Types'));
    await hasText(count(page), `${size} printer(s) found`);
    expect(new URL(page.url()).search).toBe('');
  });
});

describe('Download Driver on a brand page', () => {
  it('opens its official page and records one download of the model with its number and name', async () => {
    const before = (await models('Epson')).find((m) => m.modelNumber === 'ET-4760')!;
    const recorded = await recordedDownloads(ctx.site.db, before.id);
    await open(page, '/printers/epson?q=ET-4760');
    const card = grid(page).locator('article').filter({ hasText: before.fullName });
    // A link to the counting redirect, for a visitor without scripts (printers-no-script); with them, the click opens the official page itself.
    expect(await card.getByRole('link', { name: 'Download Driver' }).getAttribute('href')).toBe(`/api/drivers/${before.id}/download-file`);
    const [response, popup] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && /\/api\/drivers\/\d+\/download$/.test(r.url())),
      page.waitForEvent('popup'),
      card.getByRole('link', { name: 'Download Driver' }).click(),
    ]);
    expect(response.status()).toBe(200);
    const request = response.request();
    const id = Number(/\/drivers\/(\d+)\/download/.exec(request.url())![1]);
    expect(id).toBe(before.id);
    expect(id).toBeGreaterThanOrEqual(301);
    expect(id).toBeLessThanOrEqual(323);
    expect(request.postDataJSON()).toEqual({ printerModel: 'ET-4760', printerName: before.fullName });
    // The answer carries the new count, which the page's lists take at once; the public reads show it within DOWNLOAD_COUNT_DELAY_MS.
    expect((await response.json()).downloadCount).toBe(recorded + 1);
    expect(await recordedDownloads(ctx.site.db, before.id)).toBe(recorded + 1);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(before.officialUrl);
    await popup.close();
    await eventually(async () => expect((await models('Epson')).find((m) => m.id === before.id)!.downloadCount).toBe(recorded + 1), 15_000);
  });

  it('opens the official page in the click, saying so, even when the download cannot be recorded', async () => {
    await page.route('**/api/drivers/*/download', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"statusCode":503}' }));
    await open(page, '/printers/brother?q=QL-820NWB');
    const model = (await models('Brother')).find((m) => m.modelNumber === 'QL-820NWB')!;
    const [popup] = await Promise.all([page.waitForEvent('popup'), grid(page).getByRole('link', { name: 'Download Driver' }).click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(model.officialUrl);
    await popup.close();
    await page.getByRole('status').filter({ hasText: 'Opening the official Brother page' }).waitFor();
    expect(
      await page
        .getByRole('alert')
        .filter({ hasText: /failed/i })
        .count(),
    ).toBe(0);
  });

  it('downloads from the details dialog and closes it; the dialog keeps focus inside and gives it back', async () => {
    await open(page, '/printers/canon?q=TS9120');
    const details = grid(page).getByRole('link', { name: 'Details' });
    await details.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    for (const text of ['Windows 11/10 Compatible', 'Official Manufacturer Source', 'Windows 11/10', '64-bit / 32-bit'])
      await dialog.getByText(text, { exact: true }).waitFor();
    // Tab never reaches the page behind the dialog (past its last control, focus leaves for the browser's own controls, the document body).
    const visited = new Set<string>();
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      const where = await dialog.evaluate((d) =>
        d.contains(document.activeElement)
          ? (document.activeElement?.textContent ?? '')
          : document.activeElement === document.body
            ? 'body'
            : 'the page behind',
      );
      expect(where).not.toBe('the page behind');
      visited.add(where);
    }
    expect([...visited]).toEqual(expect.arrayContaining(['Close', 'Download Driver', 'Open the TS9120 page']));
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await isFocused(details);

    await details.click();
    const [popup] = await Promise.all([page.waitForEvent('popup'), dialog.getByRole('link', { name: 'Download Driver' }).click()]);
    await popup.close();
    await dialog.waitFor({ state: 'hidden' });
  });
});

describe('the addresses of the printer pages', () => {
  it('gives every model its own page, which loads directly from its address', async () => {
    await open(page, '/printers/brother/QL-820NWB');
    await hasText(page.locator('main h1'), 'Brother QL-820NWB Driver');
    await page.reload();
    await hasText(page.locator('main h1'), 'Brother QL-820NWB Driver');
    expect(await page.title()).toContain('Brother QL-820NWB Driver');
    expect(await page.getByRole('link', { name: /Brother support page for the QL-820NWB/ }).getAttribute('href')).toMatch(/^https:\/\/support\.brother\.com\//);
    await page.getByRole('heading', { name: 'Additional Brother Drivers' }).waitFor();

    await open(page, '/printers/epson/et4760');
    await hasText(page.locator('main h1'), 'Epson EcoTank ET-4760 Driver');
    expect(new URL(page.url()).pathname).toBe('/printers/epson/ET-4760');
    await open(page, '/printers/epson/ET-0000');
    await hasText(page.locator('main h1'), 'Page Not Found');
  });

  it('keeps the search and the type through a reload, back and forward', async () => {
    await open(page, '/printers/epson?q=et4760&type=Tank');
    await hasText(count(page), '1 printer(s) found');
    await page.reload();
    await hasValue(page.getByLabel('Search Epson printers'), 'et4760');
    await isCurrent(typeLink(page, 'EcoTank Printers (Tank)'));
    await grid(page).getByRole('link', { name: 'Epson EcoTank ET-4760' }).click();
    await hasText(page.locator('main h1'), 'Epson EcoTank ET-4760 Driver');
    await page.goBack();
    await hasText(count(page), '1 printer(s) found');
    await hasValue(page.getByLabel('Search Epson printers'), 'et4760');
    await page.goForward();
    await hasText(page.locator('main h1'), 'Epson EcoTank ET-4760 Driver');
  });

  it('sends /hp-printers to the HP page, and an unknown brand to Page Not Found', async () => {
    await open(page, '/hp-printers');
    await hasText(page.locator('main h1'), 'HP Printer Drivers');
    expect(new URL(page.url()).pathname).toBe('/printers/hp');
    await open(page, '/printers/acme');
    await hasText(page.locator('main h1'), 'Page Not Found');
  });
});

describe('accessibility of the brand and model pages', () => {
  const viewports = [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const;
  const pages = [...BRANDS.map((b) => b.path), '/printers/epson/ET-4760'];

  it.each(viewports.flatMap(([name, viewport]) => pages.map((path) => [path, name, viewport] as const)))(
    'has no serious or critical axe violation on %s (%s)',
    async (path, _name, viewport) => {
      await page.setViewportSize(viewport);
      await open(page, path);
      await page.locator('.brand-catalogue__grid article, .brand-catalogue__profile').first().waitFor();
      await page.locator('.brand-catalogue__skeleton').first().waitFor({ state: 'detached' });
      expect(await seriousAxeViolations(page)).toEqual([]);
    },
    120_000,
  );

  it.each(viewports)('has no serious or critical axe violation in the open details dialog (%s)', async (_name, viewport) => {
    await page.setViewportSize(viewport);
    await open(page, '/printers/epson?q=ET-4760');
    await grid(page).getByRole('link', { name: 'Details' }).click();
    await page.getByRole('dialog').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
