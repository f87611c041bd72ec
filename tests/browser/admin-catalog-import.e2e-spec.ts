import { catalogueFeedPath, driverPath } from '@driveratlas/driver-domain';
import { DESKTOP, seriousAxeViolations, SITE_ADMIN_PASSWORD, useSiteInBrowser } from '@driveratlas/testing';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';

/**
 * The operator imports a maker's catalog from the Drivers tab (Import catalog): a preview of what each package does, then
 * the import; the drivers it made are on their pages with their devices, in the feed and in the audit log once; the
 * same file again changes nothing. Dell's, Lenovo's and HP's formats alike.
 */
const ctx = useSiteInBrowser();
const FIXTURES = join(__dirname, '..', '..', 'services', 'src', 'catalogue', 'maker-catalogs', 'fixtures');
const AUDIO = 'Realtek High Definition Audio Driver';

let context: BrowserContext;
let page: Page;
let folder: string;
const files: Record<'dell' | 'lenovo' | 'hp', string> = { dell: '', lenovo: '', hp: '' };
beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'catalog-import-'));
  const text = (name: string) => readFileSync(join(FIXTURES, name), 'utf8').replace(/\n/g, '\r\n');
  // As Dell ships its catalog: UTF-16 LE with its byte order mark, CRLF.
  files.dell = join(folder, 'CatalogPC.xml');
  writeFileSync(files.dell, Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text('dell-catalog.xml'), 'utf16le')]));
  files.lenovo = join(folder, 'n3ywl25w_2_.xml');
  writeFileSync(files.lenovo, text('lenovo-package.xml'));
  files.hp = join(folder, 'sp151033.cva');
  writeFileSync(files.hp, text('hp-softpaq.cva'));
  context = await ctx.browser.newContext({ viewport: DESKTOP });
  page = await context.newPage();
});
afterAll(async () => {
  await context?.close();
  rmSync(folder, { recursive: true, force: true });
});

const dialog = () => page.getByRole('dialog', { name: "Import a maker's catalog" });

/** Opens the Drivers tab signed in, and its Import catalog dialog by keyboard. */
async function openImport(): Promise<void> {
  await page.goto(`${ctx.site.url}/admin/drivers`);
  const password = page.getByLabel('Password');
  await Promise.race([password.waitFor(), page.getByRole('tablist').waitFor()]);
  if (await password.isVisible()) {
    await password.fill(SITE_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
  }
  await page.getByRole('button', { name: 'Import catalog', exact: true }).focus();
  await page.keyboard.press('Enter');
  await dialog().getByLabel('Catalog files').waitFor();
}

/** Chooses the catalog and its file, and previews it: the status line it shows. */
async function preview(catalog: string, file: string): Promise<string> {
  await dialog().getByRole('radio', { name: catalog }).check();
  await dialog().getByLabel('Catalog files').setInputFiles(file);
  await dialog().getByRole('button', { name: 'Preview', exact: true }).click();
  const status = dialog()
    .getByRole('status')
    .filter({ hasText: /^Preview of / });
  await status.waitFor();
  return (await status.innerText()).trim();
}

async function importPreviewed(): Promise<void> {
  await dialog().getByRole('button', { name: 'Import', exact: true }).click();
  await page.getByRole('region', { name: 'Notifications (F8)' }).getByText('Catalog imported', { exact: true }).last().waitFor();
  await dialog().waitFor({ state: 'hidden' });
}

describe('Import catalog', () => {
  it("previews Dell's catalog package by package, imports it, and the drivers are on their pages, in the feed and in the audit log once", async () => {
    await openImport();
    expect(await preview("Dell's driver catalog", files.dell)).toBe('Preview of CatalogPC.xml: 4 packages: 2 drivers added, 2 not offered.');
    const row = dialog().getByRole('row', { name: /^5K8YG/ });
    expect((await row.getByRole('cell').allInnerTexts()).map((cell) => cell.trim())).toEqual([AUDIO, '6.0.9733.1', 'Driver added']);
    await dialog()
      .getByRole('row', { name: /^8C27J/ })
      .getByText('Not offered: it is an Application, not a driver.')
      .waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await importPreviewed();

    const [driver] = await ctx.site.db.query<{ id: number; name: string }>(`SELECT id, name FROM drivers WHERE name = $1 AND manufacturer = 'Dell'`, [AUDIO]);
    await page.goto(`${ctx.site.url}${driverPath(driver)}`);
    await page.getByRole('heading', { level: 1, name: AUDIO }).waitFor();
    const devices = page.getByRole('region', { name: 'Supported Devices' });
    expect(await devices.innerText()).toContain("CatalogPC.xml: 5K8YG: version 6.0.9733.1, dated October 14, 2024, listed in Dell's catalog, dell.com");

    const feed = await (await page.request.get(`${ctx.site.url}${catalogueFeedPath()}`)).text();
    expect(feed.split(`<title type="text">${AUDIO} 6.0.9733.1</title>`).length - 1).toBe(1);

    await page.goto(`${ctx.site.url}/admin/audit-log`);
    await page.locator('.admin-table tbody tr.ant-table-row').first().waitFor();
    expect(await page.locator('.admin-table tbody tr.ant-table-row').filter({ hasText: 'Maker catalog imported' }).count()).toBe(1);
  });

  it('changes nothing when the same catalog comes again', async () => {
    await openImport();
    expect(await preview("Dell's driver catalog", files.dell)).toBe('Preview of CatalogPC.xml: 4 packages: 2 unchanged, 2 not offered.');
    const [{ n }] = await ctx.site.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM drivers WHERE manufacturer = 'Dell'`);
    await importPreviewed();
    expect(await ctx.site.db.query(`SELECT count(*)::int AS n FROM drivers WHERE manufacturer = 'Dell'`)).toEqual([{ n }]);
  });

  it("imports Lenovo's descriptor and HP's SoftPaq, each a driver of its maker", async () => {
    await openImport();
    expect(await preview("Lenovo's package descriptors", files.lenovo)).toBe('Preview of n3ywl25w_2_.xml: 1 package: 1 driver added.');
    await importPreviewed();
    await openImport();
    expect(await preview("HP's SoftPaq files", files.hp)).toBe('Preview of sp151033.cva: 1 package: 1 driver added.');
    await importPreviewed();
    const made = `SELECT d.manufacturer, d.category FROM maker_packages p JOIN drivers d ON d.id = p."driverId" WHERE p.maker IN ('Lenovo', 'HP') ORDER BY 1`;
    expect(await ctx.site.db.query(made)).toEqual([
      { manufacturer: 'HP', category: 'Network Adapters' },
      { manufacturer: 'Lenovo', category: 'Network Adapters' },
    ]);
  });

  it("shows the service's refusal of a file of another maker beside the files", async () => {
    await openImport();
    await dialog().getByLabel('Catalog files').setInputFiles(files.hp);
    await dialog().getByRole('button', { name: 'Preview', exact: true }).click();
    await dialog()
      .getByRole('alert')
      .getByText(/^sp151033\.cva, line 1: /)
      .waitFor();
    expect(await dialog().getByRole('button', { name: 'Import', exact: true }).count()).toBe(0);
  });
});
