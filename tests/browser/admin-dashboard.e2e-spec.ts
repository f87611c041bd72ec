import { RETENTION, retentionPeriodText } from '@driveratlas/visitor-rules';
import { eventually, PHONE, recordedDownloads, seriousAxeViolations, SITE_ADMIN_PASSWORD, useSiteInBrowser } from '@driveratlas/testing';
import { readFileSync } from 'node:fs';
import type { BrowserContext, Locator, Page } from 'playwright-core';

const ctx = useSiteInBrowser();

const NEW_DRIVER = {
  'Driver Name': 'Elgato Facecam MK.2 Driver',
  Manufacturer: 'Corsair',
  Version: '2.1.0',
  'Release Date': 'November 2026',
  'File Size': '96 MB',
  'Download URL': 'https://www.elgato.com/us/en/s/downloads',
  Description: 'Camera driver and Camera Hub for the Elgato Facecam MK.2 webcam.',
};

const toasts = (p: Page = ctx.page) => p.getByRole('region', { name: 'Notifications (F8)' });
const dialog = (name: string | RegExp, p: Page = ctx.page) => p.getByRole('dialog', { name });
const tab = (name: string, p: Page = ctx.page) => p.getByRole('tab', { name, exact: true });

/** Picks `option` in the antd select labelled `label` within `scope` (typed first, for a select that searches its long list). */
async function choose(scope: Locator | Page, label: string, option: string): Promise<void> {
  const select = scope.getByLabel(label, { exact: true });
  const shown = select.locator('xpath=ancestor::*[contains(concat(" ", @class, " "), " ant-select ")][1]').locator('.ant-select-content');
  const choice = ctx.page.locator(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${option}"]`);
  // Done when the select shows the option. On a busy machine the list may open late, or redraw (the typed filter
  // applied) between the press and the release and lose the click: open it again and click again then.
  await eventually(async () => {
    if (!(await choice.isVisible())) {
      await select.click();
      if ((await select.getAttribute('readonly')) === null) await select.fill(option);
      await choice.waitFor({ timeout: 5000 });
    }
    await choice.click({ timeout: 5000 });
    expect(await shown.innerText({ timeout: 3000 })).toBe(option);
  }, 30_000);
}

async function signIn(p: Page = ctx.page, password = SITE_ADMIN_PASSWORD): Promise<void> {
  await p.getByLabel('Password').fill(password);
  await p.getByRole('button', { name: 'Sign In' }).click();
}

/** Opens `path` signed in (signing in when the page asks). */
async function openSignedIn(path: string, p: Page = ctx.page): Promise<void> {
  await p.goto(`${ctx.site.url}${path}`);
  const signInForm = p.getByLabel('Password');
  await Promise.race([signInForm.waitFor(), p.getByRole('tablist').waitFor()]);
  if (await signInForm.isVisible()) await signIn(p);
  await p.getByRole('tablist').waitFor();
}

/** The admin API as the page asks it, with the page's cookies. */
const api = (path: string, p: Page = ctx.page) =>
  p.evaluate(async (url) => {
    const response = await fetch(url, { credentials: 'include' });
    return { status: response.status, body: response.headers.get('content-type')?.includes('json') ? await response.json() : null };
  }, path);

/** What a visitor sends (a contact message, a privacy request), from the page. */
const visitorPost = (path: string, body: object, p: Page = ctx.page) =>
  p.evaluate(
    async ([url, data]) => (await fetch(url as string, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(data) })).json(),
    [path, body] as const,
  );

/** Waits for the toast; without it, says which toasts and which form errors the page shows instead. */
const toast = async (title: string, description: string) => {
  try {
    await toasts().getByText(title, { exact: true }).waitFor();
  } catch (error) {
    const shown = await toasts().innerText();
    const fieldErrors = await ctx.page.locator('.ant-form-item-explain-error').allInnerTexts();
    throw new Error(`No toast "${title}": the toasts say ${JSON.stringify(shown)}, the form ${JSON.stringify(fieldErrors)}. ${(error as Error).message}`);
  }
  await toasts().getByText(description, { exact: true }).waitFor();
};

describe('signing in', () => {
  it('shows only the sign-in form without a session, and the admin API answers 401', async () => {
    await ctx.page.goto(`${ctx.site.url}/admin/drivers`);
    await ctx.page.locator('main h1', { hasText: 'Admin Dashboard' }).waitFor();
    await ctx.page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await ctx.page.getByRole('tablist').count()).toBe(0);
    expect(await ctx.page.getByText('Driver Management').count()).toBe(0);
    for (const path of ['/api/admin/drivers', '/api/admin/overview', '/api/contact-messages', '/api/privacy-requests', '/api/admin/audit-log']) {
      expect((await api(path)).status).toBe(401);
    }
  });

  it('says a wrong password is wrong, opens the asked tab with the right one, and ends the session on Sign Out', async () => {
    await ctx.page.goto(`${ctx.site.url}/admin/drivers`);
    await signIn(ctx.page, 'not-the-password');
    await ctx.page.getByText('Wrong password. Check it and try again.').waitFor();
    expect(await ctx.page.getByRole('tablist').count()).toBe(0);

    await signIn();
    await ctx.page.getByRole('heading', { name: 'Driver Management' }).waitFor();
    expect(await tab('Drivers').getAttribute('aria-selected')).toBe('true');
    expect((await api('/api/admin/drivers')).status).toBe(200);

    await ctx.page.getByRole('button', { name: 'Sign Out' }).click();
    await ctx.page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect((await api('/api/admin/drivers')).status).toBe(401);
  });
});

describe('the tabs', () => {
  it('keep the tab in the address: a click, reload and Back', async () => {
    await openSignedIn('/admin');
    expect(await tab('Overview').getAttribute('aria-selected')).toBe('true');
    await tab('Categories').click();
    await ctx.page.getByRole('heading', { name: 'Category Management' }).waitFor();
    expect(new URL(ctx.page.url()).pathname).toBe('/admin/categories');
    await ctx.page.reload();
    await ctx.page.getByRole('heading', { name: 'Category Management' }).waitFor();
    await ctx.page.goBack();
    await ctx.page.getByRole('heading', { name: 'Most Downloaded Drivers' }).waitFor();
    expect(await tab('Overview').getAttribute('aria-selected')).toBe('true');
  });

  it('move by keyboard: arrows between the tabs, Enter opens one', async () => {
    await openSignedIn('/admin');
    await tab('Overview').focus();
    await ctx.page.keyboard.press('ArrowRight');
    await ctx.page.keyboard.press('Enter');
    await ctx.page.getByRole('heading', { name: 'Driver Management' }).waitFor();
    expect(new URL(ctx.page.url()).pathname).toBe('/admin/drivers');
  });

  it('show the not-found screen for a tab that does not exist', async () => {
    await ctx.page.goto(`${ctx.site.url}/admin/nothing`);
    await ctx.page.locator('main h1', { hasText: 'Page Not Found' }).waitFor();
  });
});

describe('the Overview', () => {
  it("shows the service's counters, the top 5 by downloads and the last 30 days of downloads", async () => {
    await ctx.page.goto(`${ctx.site.url}/`);
    const [first] = (await api('/api/drivers')).body;
    await ctx.page.evaluate((id) => fetch(`/api/drivers/${id}/download`, { method: 'POST' }), first.id);
    // The counters the Overview shows take the download within DOWNLOAD_COUNT_DELAY_MS: the page is opened once they have.
    const recorded = await recordedDownloads(ctx.site.db, first.id);
    await eventually(async () => expect((await api(`/api/drivers/${first.id}`)).body.downloadCount).toBe(recorded), 15_000);
    await openSignedIn('/admin');
    const { body: overview } = await api('/api/admin/overview');
    const counters = ctx.page.locator('.admin-counter');
    await eventually(async () =>
      expect(await counters.allInnerTexts()).toEqual([
        `Total Drivers\n${overview.totalDrivers}`,
        `Categories\n7`,
        `Total Downloads\n${overview.totalDownloads.toLocaleString('en-US')}`,
        `Verified Drivers\n${overview.verifiedDrivers}`,
      ]),
    );
    const drivers: Array<{ name: string; downloadCount: number }> = (await api('/api/drivers')).body;
    const top = [...drivers].sort((a, b) => b.downloadCount - a.downloadCount).slice(0, 5);
    const items = ctx.page.locator('.admin-top-drivers li');
    expect(await items.count()).toBe(5);
    for (const [i, driver] of top.entries()) {
      expect(await items.nth(i).innerText()).toContain(driver.name);
      expect(await items.nth(i).innerText()).toContain(`${driver.downloadCount.toLocaleString('en-US')} downloads`);
    }

    await ctx.page.locator('.admin-chart .recharts-xAxis').waitFor();
    await ctx.page.getByText('Show the figures').click();
    const rows = ctx.page.locator('.admin-figures tbody tr');
    expect(await rows.count()).toBe(30);
    const today = new Date().toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
    expect(await rows.last().locator('th').innerText()).toBe(today);
    const todayByCategory = (await rows.last().locator('td').allInnerTexts()).map(Number);
    expect(todayByCategory.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect(await ctx.page.locator('.admin-chart .recharts-bar-rectangle').count()).toBeGreaterThan(0);
  });

  it('shows each kind of the retention table with its period and its last purge, which ran when the service started', async () => {
    await openSignedIn('/admin');
    const { body: overview } = await api('/api/admin/overview');
    const table = ctx.page.getByRole('region', { name: 'Data retention' });
    for (const { kind, label, period } of RETENTION) {
      const run = overview.retentionRuns.find((r: { kind: string }) => r.kind === kind);
      const row = table.getByRole('row', { name: new RegExp(`^${label}`) });
      await row.waitFor();
      const cells = await row.getByRole('cell').allInnerTexts();
      expect(cells.slice(1)).toEqual([retentionPeriodText(period), expect.stringMatching(/\d{4}/), run.affected.toLocaleString('en-US')]);
    }
  });

  it('loads the chart library with the Overview tab only', async () => {
    const context = await ctx.browser.newContext();
    const page = await context.newPage();
    const scripts: Promise<string>[] = [];
    page.on('response', (r) => r.request().resourceType() === 'script' && scripts.push(r.text().catch(() => '')));
    const chartLoaded = async () => (await Promise.all(scripts)).some((body) => body.includes('recharts-wrapper'));
    await openSignedIn('/admin/drivers', page);
    await page.getByRole('heading', { name: 'Driver Management' }).waitFor();
    expect(await chartLoaded()).toBe(false);
    await tab('Overview', page).click();
    await page.locator('.admin-chart .recharts-xAxis').waitFor();
    expect(await chartLoaded()).toBe(true);
    await context.close();
  });
});

describe('driver management', () => {
  async function openAddDialog(): Promise<Locator> {
    await openSignedIn('/admin/drivers');
    await ctx.page.getByRole('button', { name: 'Add Driver' }).click();
    const form = dialog('Add New Driver');
    await form.waitFor();
    return form;
  }
  async function fill(form: Locator, values: Record<string, string>): Promise<void> {
    for (const [label, value] of Object.entries(values)) {
      if (label === 'Manufacturer') await choose(form, label, value);
      else await form.getByLabel(label, { exact: true }).fill(value);
    }
  }
  const findInTable = async (text: string) => {
    await ctx.page.getByLabel('Search', { exact: true }).fill(text);
    await eventually(async () => expect(new URL(ctx.page.url()).searchParams.get('q')).toBe(text));
  };
  const publicSearch = async (name: string) =>
    (await ctx.site.db.query<{ version: string }>('SELECT version FROM drivers WHERE name = $1', [name])).map((r) => r.version);

  it('opens Add New Driver with the defaults of spec section 9', async () => {
    const form = await openAddDialog();
    const selected = (label: string) => form.locator('.ant-form-item', { hasText: label }).locator('.ant-select-content').innerText();
    expect(await selected('Operating System')).toBe('Windows 11/10');
    expect(await selected('Architecture')).toBe('64-bit');
    expect(await form.getByLabel('Rating', { exact: true }).inputValue()).toBe('5');
    expect(await form.getByLabel('Downloads', { exact: true }).inputValue()).toBe('0');
    expect(await form.getByLabel('Verified', { exact: true }).isChecked()).toBe(true);
    expect(await form.getByLabel('Latest Version', { exact: true }).isChecked()).toBe(false);
    await form.getByRole('button', { name: 'Cancel' }).click();
  });

  it('refuses a missing required field and a rating outside 1-5 in the form, sending nothing', async () => {
    const form = await openAddDialog();
    const posts: string[] = [];
    ctx.page.on('request', (r) => r.method() === 'POST' && r.url().endsWith('/api/drivers') && posts.push(r.url()));
    await fill(form, { ...NEW_DRIVER, Version: '' });
    await form.getByLabel('Rating', { exact: true }).fill('6');
    await choose(form, 'Category', 'Cameras');
    await form.getByRole('button', { name: 'Create Driver' }).click();
    await form.getByText('Please enter Version', { exact: true }).waitFor();
    await form.getByText('Rating must be between 1-5', { exact: true }).waitFor();
    expect(posts).toEqual([]);
    await form.getByRole('button', { name: 'Cancel' }).click();
  });

  it('keeps the input and shows the failure toast and the reason when the service refuses a write', async () => {
    const form = await openAddDialog();
    await fill(form, { ...NEW_DRIVER, Manufacturer: 'Logitech', 'Official Page': 'https://drivers.example/facecam' });
    await choose(form, 'Category', 'Cameras');
    await form.getByRole('button', { name: 'Create Driver' }).click();
    await toast('Failed to create driver', 'Please check your input and try again.');
    await form.getByText("officialUrl must be on Logitech's own domain", { exact: false }).waitFor();
    expect(await form.getByLabel('Driver Name', { exact: true }).inputValue()).toBe(NEW_DRIVER['Driver Name']);
    expect(await publicSearch(NEW_DRIVER['Driver Name'])).toEqual([]);
    await form.getByRole('button', { name: 'Cancel' }).click();
  });

  it('shows the update and delete failure toasts when the service refuses, keeping the edited input', async () => {
    await openSignedIn('/admin/drivers?q=logitech%20g%20hub');
    const row = ctx.page.locator('.admin-table tbody tr', { hasText: 'Logitech G HUB' });
    await row.getByRole('button', { name: 'Edit' }).click();
    const edit = dialog('Edit Driver');
    await edit.getByLabel('Version', { exact: true }).fill('2099.1.0');
    // Another operator removes the driver meanwhile: the service answers 404 to both writes.
    await ctx.site.db.query(`DELETE FROM drivers WHERE name = 'Logitech G HUB'`);
    await edit.getByRole('button', { name: 'Update Driver' }).click();
    await toast('Failed to update driver', 'Please try again.');
    expect(await edit.getByLabel('Version', { exact: true }).inputValue()).toBe('2099.1.0');
    await edit.getByRole('button', { name: 'Cancel' }).click();

    ctx.page.once('dialog', (d) => void d.accept());
    await row.getByRole('button', { name: 'Delete' }).click();
    await toast('Failed to delete driver', 'Please try again.');
  });

  it('creates, edits and deletes a driver, each with its toast, in the table and on the public pages', async () => {
    const form = await openAddDialog();
    await fill(form, NEW_DRIVER);
    await choose(form, 'Category', 'Cameras');
    await form.getByLabel('Latest Version', { exact: true }).check();
    await form.getByRole('button', { name: 'Create Driver' }).click();
    await toast('Driver created successfully', 'The new driver has been added to the database.');
    await form.waitFor({ state: 'hidden' });
    await findInTable('facecam mk.2');
    const row = ctx.page.locator('.admin-table tbody tr', { hasText: NEW_DRIVER['Driver Name'] });
    await row.waitFor();
    expect(await row.innerText()).toMatch(/Cameras[\s\S]*2\.1\.0[\s\S]*Verified[\s\S]*Latest/);

    const visitor = await ctx.browser.newPage();
    await visitor.goto(`${ctx.site.url}/cameras`);
    await visitor.getByText(NEW_DRIVER['Driver Name']).first().waitFor();

    await row.getByRole('button', { name: 'Edit' }).click();
    const edit = dialog('Edit Driver');
    expect(await edit.getByLabel('Version', { exact: true }).inputValue()).toBe('2.1.0');
    await edit.getByLabel('Version', { exact: true }).fill('2.2.0');
    await edit.getByRole('button', { name: 'Update Driver' }).click();
    await toast('Driver updated successfully', 'The driver information has been updated.');
    await eventually(async () => expect(await row.innerText()).toContain('2.2.0'));
    await visitor.reload();
    await visitor.getByText('2.2.0').first().waitFor();

    ctx.page.once('dialog', (d) => void d.dismiss());
    await row.getByRole('button', { name: 'Delete' }).click();
    expect(await publicSearch(NEW_DRIVER['Driver Name'])).toEqual(['2.2.0']);

    const asked: string[] = [];
    ctx.page.once('dialog', (d) => {
      asked.push(d.message());
      void d.accept();
    });
    await row.getByRole('button', { name: 'Delete' }).click();
    await toast('Driver deleted successfully', 'The driver has been removed from the database.');
    expect(asked).toEqual(['Are you sure you want to delete this driver?']);
    await row.waitFor({ state: 'detached' });
    await ctx.page.getByText('No drivers found').waitFor();
    await visitor.reload();
    await visitor.locator('main h1').waitFor();
    await visitor.getByText('Available Drivers').waitFor();
    expect(await visitor.getByText(NEW_DRIVER['Driver Name']).count()).toBe(0);
    await visitor.close();
  });

  it('pages and filters on the service, with the filters in the address', async () => {
    await openSignedIn('/admin/drivers?pageSize=10');
    await ctx.page.locator('.admin-table tbody tr').nth(9).waitFor();
    const asked: string[] = [];
    ctx.page.on('request', (r) => r.url().includes('/api/admin/drivers') && asked.push(new URL(r.url()).search));
    await ctx.page.locator('.ant-pagination-item-2').click();
    await eventually(async () => expect(asked).toContain('?sort=downloads&page=2&pageSize=10'));
    await choose(ctx.page, 'Category', 'Audio Devices');
    await eventually(async () => expect(new URL(ctx.page.url()).search).toBe('?pageSize=10&category=Audio+Devices'));
    const { body } = await api('/api/admin/drivers?category=Audio%20Devices&pageSize=10');
    await eventually(async () =>
      expect(await ctx.page.locator('.admin-table tbody tr .admin-table__primary').allInnerTexts()).toEqual(body.items.map((d: { name: string }) => d.name)),
    );
    expect(asked.every((q) => !q.includes('pageSize=1000'))).toBe(true);
  });

  it('keeps what the operator typed when the session ends with the dialog open', async () => {
    const form = await openAddDialog();
    await fill(form, NEW_DRIVER);
    await choose(form, 'Category', 'Cameras');
    await ctx.site.db.query('DELETE FROM admin_sessions');
    await form.getByRole('button', { name: 'Create Driver' }).click();
    const again = dialog('Your session has ended');
    await again.waitFor();
    await signIn(ctx.page);
    await again.waitFor({ state: 'hidden' });
    expect(await form.getByLabel('Driver Name', { exact: true }).inputValue()).toBe(NEW_DRIVER['Driver Name']);
    expect(await form.getByLabel('Description', { exact: true }).inputValue()).toBe(NEW_DRIVER.Description);
    await form.getByRole('button', { name: 'Create Driver' }).click();
    await toast('Driver created successfully', 'The new driver has been added to the database.');
    expect(await publicSearch(NEW_DRIVER['Driver Name'])).toEqual(['2.1.0']);
  });

  it('is worked by keyboard: the dialog takes focus, Escape closes it and gives focus back', async () => {
    await openSignedIn('/admin/drivers');
    const add = ctx.page.getByRole('button', { name: 'Add Driver' });
    await add.focus();
    await ctx.page.keyboard.press('Enter');
    await dialog('Add New Driver').waitFor();
    await eventually(async () => expect(await ctx.page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true));
    await ctx.page.keyboard.press('Escape');
    await dialog('Add New Driver').waitFor({ state: 'hidden' });
    await eventually(async () => expect(await add.evaluate((b) => b === document.activeElement)).toBe(true));
  });
});

describe('manufacturers', () => {
  it('adds a manufacturer with its official domain, which a driver may then name, its links held to that domain', async () => {
    await openSignedIn('/admin/manufacturers');
    await ctx.page.getByRole('button', { name: 'Add Manufacturer' }).click();
    const form = dialog('Add Manufacturer');
    await form.getByLabel('Name', { exact: true }).fill('Framework');
    await form.getByLabel('Official Domains', { exact: true }).fill('frame.work');
    await form.getByLabel('Support Page', { exact: true }).fill('https://frame.work/support');
    await form.getByRole('button', { name: 'Add Manufacturer' }).click();
    await toast('Manufacturer added successfully', 'Drivers of Framework link to frame.work.');
    await ctx.page.locator('.admin-table tbody tr', { hasText: 'Framework' }).waitFor();

    await tab('Drivers').click();
    await ctx.page.getByRole('button', { name: 'Add Driver' }).click();
    const driver = dialog('Add New Driver');
    for (const [label, value] of Object.entries({
      'Driver Name': 'Framework Laptop 13 Driver Bundle',
      Version: '1.2',
      'Release Date': 'November 2026',
      'File Size': '1.1 GB',
      'Download URL': 'https://frame.work/support/drivers',
      'Official Page': 'https://drivers.example/framework',
      Description: 'Windows driver bundle for the Framework Laptop 13 with Intel Core Ultra processors.',
    }))
      await driver.getByLabel(label, { exact: true }).fill(value);
    await choose(driver, 'Manufacturer', 'Framework');
    await choose(driver, 'Category', 'USB Controllers');
    await driver.getByRole('button', { name: 'Create Driver' }).click();
    await driver.getByText("officialUrl must be on Framework's own domain", { exact: false }).waitFor();
    await driver.getByLabel('Official Page', { exact: true }).fill('https://frame.work/support/drivers/laptop-13');
    await driver.getByRole('button', { name: 'Create Driver' }).click();
    await toast('Driver created successfully', 'The new driver has been added to the database.');
    expect(await ctx.site.db.query(`SELECT manufacturer, "officialUrl" FROM drivers WHERE name = 'Framework Laptop 13 Driver Bundle'`)).toEqual([
      { manufacturer: 'Framework', officialUrl: 'https://frame.work/support/drivers/laptop-13' },
    ]);
  });
});

describe('categories', () => {
  it("edits a category's description, seen on its public page", async () => {
    await openSignedIn('/admin/categories');
    const card = ctx.page.locator('.admin-card', { hasText: 'Cameras' });
    await card.getByRole('button', { name: 'Edit' }).click();
    const form = dialog('Edit Category: Cameras');
    const description = 'Webcams, streaming cameras and document cameras, with their official drivers.';
    await form.getByLabel('Description', { exact: true }).fill(description);
    await form.getByRole('button', { name: 'Save Category' }).click();
    await toast('Category updated successfully', 'Cameras has been updated.');
    await card.getByText(description).waitFor();
    await ctx.page.goto(`${ctx.site.url}/cameras`);
    await ctx.page.locator('main h1', { hasText: 'Camera Drivers' }).waitFor();
    await ctx.page.getByText(description).waitFor();
    await ctx.page.goto(`${ctx.site.url}/categories`);
    await ctx.page.getByRole('region', { name: 'Categories' }).getByText(description).waitFor();
  });
});

describe('printer models', () => {
  it("adds a model to a brand's catalogue, seen on the brand page, then edits and removes it", async () => {
    await openSignedIn('/admin/printer-models?brand=Epson');
    await ctx.page.getByText('23 Epson models').waitFor();
    await ctx.page.getByRole('button', { name: 'Add Model' }).click();
    const form = dialog('Add Epson Printer Model');
    await form.getByLabel('Model Number', { exact: true }).fill('ET-2980');
    await form.getByLabel('Full Name', { exact: true }).fill('Epson EcoTank ET-2980');
    await form.getByLabel('Series', { exact: true }).fill('EcoTank');
    await choose(form, 'Type', 'Tank');
    await form.getByLabel('Driver File', { exact: true }).fill('Epson_ET-2980_Driver.exe');
    await form.getByLabel('File Size', { exact: true }).fill('110 MB');
    await form.getByLabel('Official Page', { exact: true }).fill('https://epson.com/Support/Printers/ET-2980');
    await form.getByLabel('Description', { exact: true }).fill('Printer driver for the Epson EcoTank ET-2980 all-in-one.');
    await form.getByRole('button', { name: 'Create Model' }).click();
    await toast('Printer model created successfully', 'Epson EcoTank ET-2980 is on the Epson page.');
    await ctx.page.getByText('24 Epson models').waitFor();

    const visitor = await ctx.browser.newPage();
    await visitor.goto(`${ctx.site.url}/printers/epson/ET-2980`);
    await visitor.locator('main h1', { hasText: 'Epson EcoTank ET-2980' }).waitFor();

    await ctx.page.locator('.ant-pagination-item-2').click();
    const row = ctx.page.locator('.admin-table tbody tr', { hasText: 'ET-2980' });
    await row.getByRole('button', { name: 'Edit' }).click();
    const edit = dialog('Edit Printer Model');
    expect(await edit.getByLabel('Series', { exact: true }).inputValue()).toBe('EcoTank');
    await edit.getByLabel('File Size', { exact: true }).fill('112 MB');
    await edit.getByRole('button', { name: 'Update Model' }).click();
    await toast('Printer model updated successfully', 'Epson EcoTank ET-2980 is on the Epson page.');
    await visitor.reload();
    await visitor.getByText('112 MB').first().waitFor();

    ctx.page.once('dialog', (d) => void d.accept());
    await row.getByRole('button', { name: 'Delete' }).click();
    await toast('Printer model deleted successfully', 'Epson EcoTank ET-2980 has been removed from the Epson page.');
    await ctx.page.getByText('23 Epson models').waitFor();
    await visitor.reload();
    await visitor.locator('main h1', { hasText: 'Page Not Found' }).waitFor();
    await visitor.close();
  });
});

describe('the inbox', () => {
  it('lists a visitor’s message, newest first, and marks it handled', async () => {
    await ctx.page.goto(`${ctx.site.url}/contact`);
    const subject = 'Driver for my Brother scanner';
    await visitorPost('/api/contact-messages', {
      name: 'Jordan Lee',
      email: 'jordan@example.com',
      subject,
      category: 'driver-request',
      message: 'Please add the ADS-1700W driver.',
    });
    await openSignedIn('/admin/messages');
    const row = ctx.page.locator('.admin-table tbody tr').first();
    await row.getByText(subject).waitFor();
    expect(await row.innerText()).toContain('Driver Request');
    await row.getByRole('checkbox', { name: 'Handled' }).click();
    await row.getByRole('checkbox', { name: /^Handled / }).waitFor();
    await eventually(async () =>
      expect((await ctx.site.db.query('SELECT "handledAt" FROM contact_messages WHERE subject = $1', [subject]))[0].handledAt).not.toBeNull(),
    );
    await choose(ctx.page, 'Status', 'Waiting for an answer');
    await ctx.page.getByText('No messages found').waitFor();
  });

  it('lists privacy requests with the overdue first and marked, stores a status change with its note, and exports every field as CSV', async () => {
    await ctx.page.goto(`${ctx.site.url}/consumer-rights`);
    const request = {
      firstName: 'Alex',
      lastName: 'Rivera',
      email: 'alex@example.com',
      state: 'Colorado',
      requestType: 'delete',
      description: 'Please delete my download history.',
    };
    const late = await visitorPost('/api/privacy-requests', request);
    const fresh = await visitorPost('/api/privacy-requests', { ...request, requestType: 'know' });
    await ctx.site.db.query(`UPDATE privacy_requests SET "dueAt" = now() - interval '1 day' WHERE id = $1`, [late.id]);

    await openSignedIn('/admin/privacy-requests');
    const rows = ctx.page.locator('.admin-table tbody tr');
    await rows.first().getByText(late.reference).waitFor();
    expect(await rows.first().innerText()).toContain('Overdue');
    expect(await rows.nth(1).innerText()).toContain(fresh.reference);
    expect(await rows.nth(1).innerText()).not.toContain('Overdue');

    await rows.first().getByRole('button', { name: late.reference }).click();
    const details = dialog(`Privacy Request ${late.reference}`);
    await details.getByText('Right to Delete my data').waitFor();
    await choose(details, 'Status', 'Verifying');
    await details.getByLabel('Note', { exact: true }).fill('Asked the visitor to confirm the address by e-mail.');
    await details.getByRole('button', { name: 'Save Change' }).click();
    await details.getByText('Status changed to Verifying').waitFor();
    await details.getByText('Asked the visitor to confirm the address by e-mail.').waitFor();
    const events = await ctx.site.db.query('SELECT kind, status, note FROM privacy_request_events WHERE "requestId" = $1 ORDER BY id', [late.id]);
    expect(events).toEqual([
      { kind: 'received', status: 'received', note: null },
      { kind: 'status', status: 'verifying', note: 'Asked the visitor to confirm the address by e-mail.' },
    ]);
    await ctx.page.keyboard.press('Escape');

    const [download] = await Promise.all([ctx.page.waitForEvent('download'), ctx.page.getByRole('link', { name: 'Export CSV' }).click()]);
    const csv = readFileSync((await download.path())!, 'utf8')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(csv[0]).toBe(
      'reference,id,status,overdue,requestType,firstName,lastName,email,phone,state,description,receivedAt,confirmationDueAt,dueAt,extended,retainUntil,history',
    );
    const line = csv.find((l) => l.startsWith(`${late.reference},`));
    expect(line).toMatch(
      new RegExp(`^${late.reference},${late.id},verifying,true,delete,Alex,Rivera,alex@example.com,,Colorado,Please delete my download history\\.,`),
    );
    expect(line).toContain('status verifying: Asked the visitor to confirm the address by e-mail.');
  });

  it("deletes the contact messages of a deletion request's address from This person's data, and the history says so", async () => {
    await ctx.page.goto(`${ctx.site.url}/consumer-rights`);
    const email = 'casey.morgan@example.com';
    for (const subject of ['Scanner driver missing', 'Scanner driver still missing']) {
      await visitorPost('/api/contact-messages', {
        name: 'Casey Morgan',
        email,
        subject,
        category: 'driver-request',
        message: 'Please add the ADS-1700W driver.',
      });
    }
    const deletion = await visitorPost('/api/privacy-requests', {
      firstName: 'Casey',
      lastName: 'Morgan',
      email: email.toUpperCase(),
      state: 'Texas',
      requestType: 'delete',
      description: 'Please delete the messages I sent you.',
    });

    await openSignedIn('/admin/privacy-requests');
    await ctx.page.getByRole('button', { name: deletion.reference }).click();
    const details = dialog(`Privacy Request ${deletion.reference}`);
    await details.getByRole('button', { name: "This person's data" }).click();
    const data = dialog("This person's data");
    await data.getByRole('heading', { name: '2 contact messages' }).waitFor();
    await data.getByText('Scanner driver still missing (Casey Morgan)').waitFor();
    await data.getByText('Download records and consent records hold no e-mail address: none of them can be found for this person.').waitFor();
    ctx.page.once('dialog', (d) => void d.accept());
    await data.getByRole('button', { name: 'Delete this data' }).click();
    await toast('Data deleted', `${deletion.reference}: 2 contact messages deleted, and the history says so.`);
    await data.getByRole('heading', { name: '0 contact messages' }).waitFor();
    expect(await ctx.site.db.query('SELECT id FROM contact_messages WHERE lower(email) = $1', [email])).toEqual([]);

    await ctx.page.keyboard.press('Escape');
    await data.waitFor({ state: 'hidden' });
    await details.getByText("This person's data deleted").waitFor();
    await details.getByText(/^Deleted 2 contact messages \(#\d+, #\d+\)\. The privacy requests of this address are kept, as the law requires\.$/).waitFor();
  });
});

describe('the audit log and the settings', () => {
  it('lists the admin writes with their session, and Sign Out Everywhere ends every session', async () => {
    await openSignedIn('/admin/audit-log?pageSize=100');
    // The log's rows, not the table's placeholder row ("Loading audit log entries...") shown while it loads.
    const rows = ctx.page.locator('.admin-table tbody tr.ant-table-row');
    await rows.first().waitFor();
    const log = (await rows.allInnerTexts()).join('\n');
    for (const action of [
      'Driver created',
      'Driver updated',
      'Driver deleted',
      'Category updated',
      'Contact message updated',
      'Privacy request updated',
      'Signed in',
    ]) {
      expect(log).toContain(action);
    }
    await tab('Settings').click();
    await ctx.page.getByText('System configuration tools will be available in a future update.').waitFor();
    await ctx.page.getByText('DriverAtlas LLC').first().waitFor();
    const other = await ctx.browser.newPage();
    await openSignedIn('/admin', other);
    ctx.page.once('dialog', (d) => void d.accept());
    await ctx.page.getByRole('button', { name: 'Sign Out Everywhere' }).click();
    await ctx.page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect((await api('/api/admin/overview', other)).status).toBe(401);
    await other.close();
  });
});

describe('accessibility', () => {
  const TABS = [
    ['/admin', 'Most Downloaded Drivers'],
    ['/admin/drivers', 'Driver Management'],
    ['/admin/categories', 'Category Management'],
    ['/admin/messages', 'Messages'],
    ['/admin/privacy-requests', 'Privacy Requests'],
    ['/admin/manufacturers', 'Manufacturers'],
    ['/admin/printer-models', 'Printer Models'],
    ['/admin/audit-log', 'Audit Log'],
    ['/admin/settings', 'Settings'],
  ];

  const DIALOGS: Array<[string, string | RegExp, (page: Page) => Promise<void>]> = [
    ['/admin/drivers', 'Add New Driver', (page) => page.getByRole('button', { name: 'Add Driver' }).click()],
    [
      '/admin/categories',
      'Edit Category: Graphics Cards',
      (page) => page.locator('.admin-card', { hasText: 'Graphics Cards' }).getByRole('button', { name: 'Edit' }).click(),
    ],
    ['/admin/privacy-requests', /^Privacy Request PR-/, (page) => page.locator('.admin-table tbody tr').first().getByRole('button').click()],
    ['/admin/printer-models', 'Add HP Printer Model', (page) => page.getByRole('button', { name: 'Add Model' }).click()],
    ['/admin/manufacturers', 'Add Manufacturer', (page) => page.getByRole('button', { name: 'Add Manufacturer' }).click()],
  ];

  // Each state of the admin checked once per viewport, each in a test of its own (one page, signed in once).
  describe.each([
    ['desktop', { width: 1366, height: 900 }],
    ['phone', PHONE],
  ])('(%s)', (_name, viewport) => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      context = await ctx.browser.newContext({ viewport });
      page = await context.newPage();
    });
    afterAll(() => context?.close());

    it('finds no serious or critical axe violation on the sign-in form', async () => {
      await page.goto(`${ctx.site.url}/admin`);
      await page.getByLabel('Password').waitFor();
      await visitorPost(
        '/api/privacy-requests',
        { firstName: 'Sam', lastName: 'Kim', email: 'sam@example.com', state: 'Texas', requestType: 'know', description: 'What do you hold about me?' },
        page,
      );
      expect(await seriousAxeViolations(page)).toEqual([]);
      await signIn(page);
      await page.getByRole('tablist').waitFor();
    });

    it.each(TABS)('finds none on %s', async (path, heading) => {
      await page.goto(`${ctx.site.url}${path}`);
      await page.getByRole('heading', { name: heading, exact: true }).waitFor();
      await page.locator('.ant-table-tbody tr, .admin-card h3, .admin-counter dd, .admin-facts').first().waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
    });

    it.each(DIALOGS)('finds none on %s in its dialog %s', async (path, name, open) => {
      await page.goto(`${ctx.site.url}${path}`);
      await page.locator('.ant-table-tbody tr, .admin-card h3').first().waitFor();
      await open(page);
      await dialog(name, page).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  });
});

describe('too many wrong passwords', () => {
  // Last: the address is locked out of signing in for a minute afterwards.
  it('says so clearly after the service answers 429', async () => {
    await ctx.page.goto(`${ctx.site.url}/admin`);
    await ctx.page.evaluate(async () => {
      for (let i = 0; i < 10; i++)
        await fetch('/api/auth/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"password":"guess"}' });
    });
    await signIn(ctx.page, 'one-more-guess');
    await ctx.page.getByRole('alert').getByText('Too many wrong passwords from this address. Wait a minute, then try again.').waitFor();
    expect(await ctx.page.getByRole('tablist').count()).toBe(0);
  });
});
